import { useTranslations } from 'next-intl';
import { Phone } from 'lucide-react';
import type { Master } from '@/lib/api/schemas/settings';
import { Link } from '@/lib/i18n/navigation';
import { CurrencyMenu } from './currency-menu';
import { LanguageMenu } from './language-menu';
import type { NavData } from './nav-data';

/**
 * Top bar: Become a Seller (multi-vendor only), hotline, currency, language.
 * On phones it keeps the hotline only: the other three are in the mobile menu, where they have
 * room to be tapped.
 */
export function TopBar({ master, languages }: { master: Master; languages: NavData['languages'] }) {
  const t = useTranslations('Chrome');
  return (
    <div className="bg-primary-900 text-xs text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5">
        <div className="flex items-center gap-4">
          {master.multi_vendor ? (
            <Link href="/shop/register" className="font-medium underline-offset-2 hover:underline max-md:hidden">
              {t('becomeSeller')}
            </Link>
          ) : null}
          {master.mobile ? (
            <p className="flex items-center gap-1">
              <Phone aria-hidden className="size-3.5" />
              <span>{t('hotline')}</span>{' '}
              <a href={`tel:${master.mobile.replace(/[^\d+]/g, '')}`} dir="ltr" className="font-medium hover:underline">
                {master.mobile}
              </a>
            </p>
          ) : null}
        </div>
        <div className="flex items-center gap-2 max-md:hidden">
          <CurrencyMenu />
          <LanguageMenu languages={languages} />
        </div>
      </div>
    </div>
  );
}
