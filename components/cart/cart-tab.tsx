'use client';
// The floating cart tab (SPEC.md section 2): item count and amount; opens the cart panel.
// Not shown on checkout (the blog layout does not render it at all), nor while the cart is empty
// (a floating "0 items $0.00" says nothing; the header's cart button still opens the empty
// panel). It sits low on the window's
// end edge, on the other side from the popups: at the middle it covered the home carousel's next
// button on screens about as wide as the page.
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import { ShoppingBag } from 'lucide-react';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import { usePathname } from '@/lib/i18n/navigation';
import { formatPrice } from '@/lib/money';
import { useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';

const HIDDEN_ON = ['/checkout', '/buynow'];

export function CartTab() {
  const t = useQuickTranslations('Chrome');
  const pathname = usePathname();
  const total = useCartStore((state) => state.total);
  const amount = useCartStore((state) => state.totalAmount);
  const currency = useDisplayCurrency();
  const open = useUiStore((state) => state.open);
  if (total === 0 || HIDDEN_ON.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return null;
  return (
    <button
      type="button"
      onClick={() => open('cart')}
      className="fixed end-0 bottom-24 z-30 flex flex-col items-center gap-1 rounded-s-md bg-primary-700 px-2 py-3 text-xs font-semibold text-white shadow-lg hover:bg-primary-800"
    >
      <ShoppingBag aria-hidden className="size-5" />
      <span>{t('cartTabItems', { count: total })}</span>
      <span data-price className="rounded bg-white px-1.5 py-0.5 text-primary-800">{formatPrice(amount, currency)}</span>
    </button>
  );
}
