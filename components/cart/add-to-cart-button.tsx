'use client';
// Add to cart from a product card or the wishlist: one unit in the product's first colour and
// size (the product page offers the choice). While the call runs the button says it is busy but
// stays enabled (useAddToCart ignores further presses): disabling it would throw a keyboard
// user's focus to the page.
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import { Loader2, ShoppingCart } from 'lucide-react';
import type { CartableProduct } from '@/lib/cart/cartable';
import { useAddToCart } from './cart-actions';

export function AddToCartButton({ product, variant = 'icon', className }: { product: CartableProduct; variant?: 'icon' | 'full'; className?: string }) {
  const t = useQuickTranslations('Cart');
  const { add, busy } = useAddToCart();
  const click = () =>
    void add(
      { product_id: product.id, quantity: 1, color: product.colorId, size: product.sizeId, unit: product.unit },
      { id: product.id, name: product.name, thumbnail: product.thumbnail },
    );
  const Icon = busy ? Loader2 : ShoppingCart;
  if (variant === 'full') {
    return (
      <button
        type="button"
        onClick={click}
        disabled={product.soldOut}
        aria-busy={busy}
        aria-label={t('addToCartNamed', { name: product.name })}
        className={`inline-flex items-center justify-center gap-2 rounded-md border border-primary-600 px-3 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait ${className ?? ''}`}
      >
        <Icon aria-hidden className={`size-4 ${busy ? 'animate-spin' : ''}`} />
        {t('addToCart')}
      </button>
    );
  }
  return (
    <button
      type="button"
      onClick={click}
      disabled={product.soldOut}
      aria-busy={busy}
      aria-label={t('addNamed', { name: product.name })}
      className={className ? `cart-fab ${className}` : 'cart-fab'}
    >
      {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
    </button>
  );
}
