import type { ReactNode } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { ShopChrome } from '@/components/layout/shop-chrome';

// The blog layout: the public frame without the floating cart tab.
export default async function BlogLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <ShopChrome>{children}</ShopChrome>;
}
