import type { ReactNode } from 'react';
import { ShopChrome } from '@/components/layout/shop-chrome';

// The blog layout: the public frame without the floating cart tab (SPEC.md section 2).
export default function BlogLayout({ children }: { children: ReactNode }) {
  return <ShopChrome>{children}</ShopChrome>;
}
