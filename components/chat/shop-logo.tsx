import { Store } from 'lucide-react';
import { ShopImage } from '@/components/ui/shop-image';

/** A shop's round logo in chat, or a shop icon when it has none. Decorative: the name is beside it. */
export function ShopLogo({ logo, size = 40 }: { logo: string | null | undefined; size?: 32 | 40 }) {
  const box = size === 32 ? 'size-8' : 'size-10';
  return logo ? (
    <ShopImage src={logo} alt="" width={size} height={size} className={`${box} shrink-0 rounded-full border border-slate-200 object-cover`} />
  ) : (
    <Store aria-hidden className={`${box} shrink-0 rounded-full bg-slate-100 p-2 text-slate-500`} />
  );
}
