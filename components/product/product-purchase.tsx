'use client';
// Colour, size, quantity and the buy buttons. The price follows the chosen surcharges. Guests are
// asked to sign in before anything reaches the cart (SPEC.md sections 6 and 8).
import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { Minus, Plus, ShoppingCart, Zap } from 'lucide-react';
import { toast } from 'sonner';
import type { ProductDetail } from '@/lib/api/schemas/product';
import { variantPrices } from '@/lib/variant-price';
import { Price } from '@/components/ui/price';
import { useUiStore } from '@/stores/ui';

export const LOW_STOCK = 5;

export function ProductPurchase({ product }: { product: ProductDetail }) {
  const t = useTranslations('Product');
  const openOverlay = useUiStore((state) => state.open);
  const colorGroup = useId();
  const sizeGroup = useId();
  const [colorId, setColorId] = useState(product.colors[0]?.id ?? null);
  const [sizeId, setSizeId] = useState(product.sizes[0]?.id ?? null);
  const [quantity, setQuantity] = useState(1);
  const color = product.colors.find((item) => item.id === colorId);
  const size = product.sizes.find((item) => item.id === sizeId);
  const prices = variantPrices(product.price, product.discount_price, { colorSurcharge: color?.price ?? 0, sizeSurcharge: size?.price ?? 0 });
  const stock = product.quantity;
  const soldOut = stock <= 0;

  function requireSignIn() {
    toast.error(t('loginFirst'));
    openOverlay('login');
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
      {product.colors.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {t('color')}: <span className="font-normal">{color?.name}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {product.colors.map((item) => (
              <label key={item.id} className="cursor-pointer">
                <input type="radio" name={colorGroup} value={item.id} checked={item.id === colorId} onChange={() => setColorId(item.id)} className="peer sr-only" />
                <span className="flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm peer-checked:border-primary-600 peer-checked:ring-2 peer-checked:ring-primary-200 peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600">
                  {item.color_code ? <span aria-hidden className="size-4 rounded-full border border-slate-300" style={{ backgroundColor: item.color_code }} /> : null}
                  {item.name}
                  {item.price > 0 ? <span className="text-xs text-slate-500">+{item.price.toFixed(2)}</span> : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {product.sizes.length > 0 ? (
        <fieldset>
          <legend className="mb-2 text-sm font-semibold">
            {t('size')}: <span className="font-normal">{size?.name}</span>
          </legend>
          <div className="flex flex-wrap gap-2">
            {product.sizes.map((item) => (
              <label key={item.id} className="cursor-pointer">
                <input type="radio" name={sizeGroup} value={item.id} checked={item.id === sizeId} onChange={() => setSizeId(item.id)} className="peer sr-only" />
                <span className="flex min-w-11 items-center justify-center gap-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm peer-checked:border-primary-600 peer-checked:ring-2 peer-checked:ring-primary-200 peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600">
                  {item.name}
                  {item.price > 0 ? <span className="text-xs text-slate-500">+{item.price.toFixed(2)}</span> : null}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {product.unit ? (
        <p className="text-sm">
          <span className="font-semibold">{t('unit')}:</span> {product.unit.name}
        </p>
      ) : null}
      <div className="flex items-center gap-3">
        <span className="text-sm font-semibold" id={`${colorGroup}-qty`}>
          {t('quantity')}
        </span>
        <div className="inline-flex items-center rounded-md border border-slate-300" role="group" aria-labelledby={`${colorGroup}-qty`}>
          <button type="button" onClick={() => setQuantity((value) => Math.max(1, value - 1))} disabled={quantity <= 1} aria-label={t('decrease')} className="p-2 disabled:opacity-40">
            <Minus aria-hidden className="size-4" />
          </button>
          <output aria-live="polite" className="w-10 text-center tabular-nums">
            {quantity}
          </output>
          <button type="button" onClick={() => setQuantity((value) => Math.min(Math.max(stock, 1), value + 1))} disabled={soldOut || quantity >= stock} aria-label={t('increase')} className="p-2 disabled:opacity-40">
            <Plus aria-hidden className="size-4" />
          </button>
        </div>
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={soldOut} onClick={requireSignIn} className="inline-flex flex-1 items-center justify-center gap-2 rounded-md border border-primary-600 px-5 py-3 font-semibold text-primary-700 hover:bg-primary-50 disabled:cursor-not-allowed disabled:opacity-50">
          <ShoppingCart aria-hidden className="size-5" />
          {t('addToCart')}
        </button>
        <button type="button" disabled={soldOut} onClick={requireSignIn} className="inline-flex flex-1 items-center justify-center gap-2 rounded-md bg-primary-600 px-5 py-3 font-semibold text-white hover:bg-primary-700 disabled:cursor-not-allowed disabled:opacity-50">
          <Zap aria-hidden className="size-5" />
          {t('buyNow')}
        </button>
      </div>
    </div>
  );
}
