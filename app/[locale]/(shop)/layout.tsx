import type { ReactNode } from 'react';
import { CartTab } from '@/components/cart/cart-tab';
import { ShopChrome } from '@/components/layout/shop-chrome';

export default function ShopLayout({ children }: { children: ReactNode }) {
  return (
    <ShopChrome>
      {children}
      <CartTab />
    </ShopChrome>
  );
}
