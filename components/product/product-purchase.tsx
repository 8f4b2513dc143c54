'use client';
// Colour, size, quantity and the buy buttons. The price follows the chosen surcharges. A guest's
// add is refused by the backend with a 401: 'Please login first!', the session is cleared and the
// login dialog opens (in cart-actions).
import { useId, useState } from 'react';
import { useQuickTranslations } from '@/lib/i18n/use-quick-translations';
import { Loader2, Minus, Plus, ShoppingCart, Zap } from 'lucide-react';
import type { ProductDetail } from '@/lib/api/schemas/product';
import type { AddToCartPayload } from '@/lib/cart/types';
import { useRouter } from '@/lib/i18n/navigation';
import { variantPrices } from '@/lib/variant-price';
import { useAddToCart } from '@/components/cart/cart-actions';
import { Price } from '@/components/ui/price';
import { VariantPicker } from './variant-picker';
import { primaryButton } from '@/components/ui/button';

export const LOW_STOCK = 5;

export function ProductPurchase({ product }: { product: ProductDetail }) {
  const t = useQuickTranslations('Product');
  const router = useRouter();
  const { add, busy } = useAddToCart();
  const [buying, setBuying] = useState(false);
  const quantityLabel = useId();
  const [colorId, setColorId] = useState(product.colors[0]?.id ?? null);
  const [sizeId, setSizeId] = useState(product.sizes[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const color = product.colors.find((item) => item.id === colorId);
  const size = product.sizes.find((item) => item.id === sizeId);
  const prices = variantPrices(product.price, product.discount_price, { colorSurcharge: color?.price ?? 0, sizeSurcharge: size?.price ?? 0 });
  const stock = product.quantity;
  const soldOut = stock <= 0;

  const payload = (isBuyNow: boolean): AddToCartPayload => ({
    product_id: product.id,
    quantity,
    color: colorId,
    size: sizeId,
    unit: product.unit?.name ?? null,
    ...(isBuyNow ? { is_buy_now: true } : {}),
  });
  // The popup shows the thumbnail, or the first of the gallery when there is none.
  const glimpse = { id: product.id, name: product.name, thumbnail: product.thumbnail || product.thumbnails[0]?.thumbnail || null };

  async function buyNow() {
    if (busy) return; // an Add to cart is running: useAddToCart would ignore this one anyway
    setBuying(true);
    const added = await add(payload(true), glimpse);
    setBuying(false);
    if (added) router.push('/buynow');
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Price price={prices.price} discountPrice={prices.discountPrice} className="text-2xl" />
        {product.discount_percentage > 0 ? (
          <span className="rounded bg-primary-600 px-1.5 py-0.5 text-xs font-semibold text-white">{t('off', { percent: Math.round(product.discount_percentage) })}</span>
        ) : null}
      </div>
      <p role="status" className={`text-sm font-medium ${soldOut ? 'text-red-700' : stock <= LOW_STOCK ? 'text-amber-700' : 'text-emerald-700'}`}>
        {soldOut ? t('outOfStock') : stock <= LOW_STOCK ? t('lowStock', { count: stock }) : t('inStock')}
      </p>
      <VariantPicker legend={t('color')} options={product.colors} value={colorId} onChange={setColorId} />
      <VariantPicker legend={t('size')} options={product.sizes} value={sizeId} onChange={setSizeId} />
      {product.unit ? (
        <p className="text-sm">
          <span className="font-semibold">{t('unit')}:</span> {product.unit.name}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <span className="text-sm font-semibold" id={quantityLabel}>
          {t('quantity')}
        </span>
        <div className="inline-flex items-center rounded-md border border-slate-300" role="group" aria-labelledby={quantityLabel}>
          <button type="button" onClick={() => setQuantity((value) => Math.max(1, value - 1))} disabled={quantity <= 1} aria-label={t('decrease')} className="grid size-11 place-items-center disabled:opacity-40">
            <Minus aria-hidden className="size-4" />
          </button>
          <output aria-live="polite" className="w-10 text-center tabular-nums">
            {quantity}
          </output>
          <button type="button" onClick={() => setQuantity((value) => Math.min(Math.max(stock, 1), value + 1))} disabled={soldOut || quantity >= stock} aria-label={t('increase')} className="grid size-11 place-items-center disabled:opacity-40">
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      {/* While one of the two calls runs, both buttons ignore presses but stay enabled, so that a
          keyboard user's focus stays on the button they pressed. */}
      <div className="flex flex-wrap gap-3">
        <button
          type="button"
          disabled={soldOut}
          aria-busy={busy && !buying}
          aria-disabled={buying || undefined}
          onClick={() => void add(payload(false), glimpse)}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border border-primary-600 px-5 py-3 font-semibold text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait aria-disabled:opacity-50"
        >
          {busy && !buying ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <ShoppingCart aria-hidden className="size-5" />}
          {t('addToCart')}
        </button>
        <button
          type="button"
          disabled={soldOut}
          aria-busy={buying}
          aria-disabled={(busy && !buying) || undefined}
          onClick={() => void buyNow()}
          className={primaryButton('inline-flex flex-1 items-center justify-center gap-2 px-5 py-3 disabled:cursor-not-allowed disabled:opacity-50 aria-busy:cursor-wait aria-disabled:opacity-50')}
        >
          {buying ? <Loader2 aria-hidden className="size-5 animate-spin" /> : <Zap aria-hidden className="size-5" />}
          {t('buyNow')}
        </button>
      </div>
    </div>
  );
}
