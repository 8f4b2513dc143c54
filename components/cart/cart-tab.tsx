'use client';
// The floating cart tab: item count and amount; opens the cart panel.
// Not shown on checkout (the blog layout does not render it at all), nor while the cart is empty
// (a floating "0 items $0.00" says nothing; the header's cart button still opens the empty
// panel). It floats only where it covers nothing: in the margin beside the page's 80rem column,
// on windows of 90rem and wider, and it steps aside while a popup shows (the `cart-tab` class of
// app/globals.css). On narrower windows the header's cart button shows the amount instead.
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
      className="cart-tab"
    >
      <ShoppingBag aria-hidden className="size-5" />
      <span>{t('cartTabItems', { count: total })}</span>
      <span data-price className="rounded bg-white px-1.5 py-0.5 text-primary-800">{formatPrice(amount, currency)}</span>
    </button>
  );
}
