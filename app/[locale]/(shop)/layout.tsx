import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { CartTab } from '@/components/cart/cart-tab';
import { ShopChrome } from '@/components/layout/shop-chrome';

export default async function ShopLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  // Set here too: layouts render apart from their pages, and without it next-intl would read the
  // request's headers, which would render every page per request.
  setRequestLocale((await params).locale);
  return (
    <ShopChrome>
      {children}
      <CartTab />
    </ShopChrome>
  );
}
