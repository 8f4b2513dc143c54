'use client';
// Add to cart from a product card or the wishlist. A product without colours or sizes is added
// at once (one unit); one with them opens the variant chooser first, so nothing is added in a
// colour or size the shopper did not choose. A guest is asked to log in straight away, as the
// backend would after the choice (the hint cookie tells, even before the session is known). While the call runs the button says it is busy but
// stays enabled (useAddToCart ignores further presses): disabling it would throw a keyboard
// user's focus to the page.
import { useState } from 'react';
import dynamic from 'next/dynamic';
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import { Loader2, ShoppingCart } from 'lucide-react';
import type { CartableProduct } from '@/lib/cart/cartable';
import { hinted, useViewerStore } from '@/stores/viewer';
import { useAddToCart } from './cart-actions';
import { loadWhenOnline } from '@/lib/load-when-online';

// Its code comes with the first tap on a product with choices.
const VariantChooser = dynamic(() => loadWhenOnline(() => import('./variant-chooser')).then((module) => module.VariantChooser), { ssr: false });

export function AddToCartButton({ product, variant = 'icon', className }: { product: CartableProduct; variant?: 'icon' | 'full'; className?: string }) {
  const t = useQuickTranslations('Cart');
  const { add, busy } = useAddToCart();
  const [choosing, setChoosing] = useState(false);
  const hasChoices = product.colorId !== null || product.sizeId !== null;
  const click = () => {
    const { known, user } = useViewerStore.getState();
    const guest = known ? user === null : !hinted();
    if (hasChoices && !guest) {
      setChoosing(true);
      return;
    }
    void add({ product_id: product.id, quantity: 1, color: product.colorId, size: product.sizeId, unit: product.unit }, { id: product.id, name: product.name, thumbnail: product.thumbnail });
  };
  const chooser = choosing ? <VariantChooser product={product} onClose={() => setChoosing(false)} /> : null;
  const Icon = busy ? Loader2 : ShoppingCart;
  const shared = { type: 'button', onClick: click, disabled: product.soldOut, 'aria-busy': busy, 'aria-haspopup': hasChoices ? 'dialog' : undefined } as const;
  if (variant === 'full') {
    return (
      <>
        <button
          {...shared}
          aria-label={t('addToCartNamed', { name: product.name })}
          className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-primary-600 px-3 py-2 text-sm font-semibold text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait ${className ?? ''}`}
        >
          <Icon aria-hidden className={`size-4 ${busy ? 'animate-spin' : ''}`} />
          {t('addToCart')}
        </button>
        {chooser}
      </>
    );
  }
  return (
    <>
      <button
        {...shared}
        aria-label={t('addNamed', { name: product.name })}
        className={className ? `cart-fab ${className}` : 'cart-fab'}
      >
        {busy ? <Loader2 aria-hidden className="size-4 animate-spin" /> : null}
      </button>
      {chooser}
    </>
  );
}
