import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { getApi, getMaster } from '@/lib/api/server';
import { localesNow } from '@/lib/i18n/locale-source';
import { CartRoot } from '@/components/cart/cart-root';
import { ChatRoot } from '@/components/chat/chat-root';
import { realtimeSettings } from '@/lib/chat/realtime-settings';
import { BottomBar } from './bottom-bar';
import { AccountFooter, Footer } from './footer';
import { Header } from './header';
import { navData } from './nav-data';
import { NavigationProgress } from './navigation-progress';
import { TopBar } from './top-bar';

/**
 * The layouts' frame: top bar, header, bottom bar, the page and the footer (the account layout
 * has its own one-line footer). The same for every visitor: who is signed in
 * is learnt by the client islands (stores/viewer.ts).
 */
export async function ShopChrome({ children, footer = 'shop' }: { children: ReactNode; footer?: 'shop' | 'account' }) {
  const api = await getApi();
  const [master, categories, locales, t] = await Promise.all([getMaster(), api.categories({ page: 1, per_page: 100 }), localesNow(), getTranslations('Chrome')]);
  const nav = navData(master, categories.categories, locales, t('vouchers'));
  return (
    <>
      <NavigationProgress />
      <TopBar master={master} languages={nav.languages} />
      <Header master={master} nav={nav} />
      <BottomBar master={master} categories={nav.categories} />
      <div className="flex-1">{children}</div>
      {footer === 'account' ? <AccountFooter text={master.web_footer_text} /> : <Footer master={master} />}
      <CartRoot multiVendor={master.multi_vendor} />
      <ChatRoot realtime={realtimeSettings(master)} />
    </>
  );
}
