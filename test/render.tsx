// Renders components the way the app does: English messages, the shop provider with the demo
// shop's currencies. Navigation is replaced by jest.mock in each test file (see mockNavigation).
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en.json';
import arMessages from '@/messages/ar.json';
import { ShopProvider } from '@/components/providers/shop-provider';
import { FALLBACK_LOCALES } from '@/lib/i18n/locales';
import { masterFixture } from './master-fixture';

export function renderShop(ui: ReactElement, { locale = 'en' }: { locale?: 'en' | 'ar' } = {}) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'ar' ? arMessages : messages} timeZone="UTC">
      <ShopProvider currencies={masterFixture.currencies} appLocale="en" locale={locale} direction={locale === 'ar' ? 'rtl' : 'ltr'} locales={FALLBACK_LOCALES}>
        {ui}
      </ShopProvider>
    </NextIntlClientProvider>,
  );
}
