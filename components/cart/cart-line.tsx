'use client';
// One cart line: picture, brand, name, price with the discount, size, colour, the quantity
// stepper and remove. The picture and name lead to the product page.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { toast, toastFailure } from '@/lib/toast';
import { toastLayer } from '@/lib/cart/toast-layer';
import { Price } from '@/components/ui/price';
import { ShopImage } from '@/components/ui/shop-image';
import { hasLine } from '@/lib/cart/cart-math';
import { decrementLine, incrementLine } from '@/lib/cart/cart-cache';
import type { CartProduct } from '@/lib/api/schemas/cart';
import { productHref } from '@/lib/catalog-links';
import { Link } from '@/lib/i18n/navigation';
import { useUiStore } from '@/stores/ui';
import { removeFromCart } from './cart-actions';

export function CartLine({ product }: { product: CartProduct }) {
  const t = useTranslations('Cart');
  const close = useUiStore((state) => state.close);
  const [busy, setBusy] = useState(false);
  const { thumbnail, brand } = product;
  const href = productHref(product.id);

  async function step(direction: 'up' | 'down') {
    setBusy(true);
    try {
      if (direction === 'up') {
        await incrementLine(product);
      } else {
        const data = await decrementLine(product);
        // The last unit taken off removes the line.
        if (!hasLine(data.cart_items, product)) toast.success(t('removedByDecrement'), toastLayer());
      }
    } catch (error) {
      // A 401 has already ended the session (the contract client); anything else is the server's word.
      toastFailure(error, t('failed'), { quietWhenSignedOut: true, ...toastLayer() });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    await removeFromCart(product, t);
    setBusy(false);
  }

  return (
    <li className="flex gap-3 p-3">
      <Link href={href} onClick={close} tabIndex={-1} aria-hidden className="size-16 shrink-0 overflow-hidden rounded bg-slate-100">
        {thumbnail ? <ShopImage src={thumbnail} alt="" width={64} height={64} className="size-16 object-cover" /> : null}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        {brand ? <p className="text-xs text-slate-500">{brand}</p> : null}
        <Link href={href} onClick={close} className="line-clamp-2 text-sm font-medium hover:underline">
          {product.name}
        </Link>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Price price={product.price} discountPrice={product.discount_price} />
          {product.discount_percentage > 0 ? (
            <span className="rounded bg-primary-600 px-1.5 py-0.5 text-xs font-semibold text-white">{t('off', { percent: Math.round(product.discount_percentage) })}</span>
          ) : null}
        </div>
        {product.size || product.color ? (
          <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
            {product.size ? <span>{t('size', { name: product.size.name })}</span> : null}
            {product.color ? <span>{t('color', { name: product.color.name })}</span> : null}
          </p>
        ) : null}
        <div className="mt-1 flex items-center justify-between gap-2">
          <div role="group" aria-label={t('quantityOf', { name: product.name })} className="inline-flex items-center rounded-md border border-slate-300">
            <button type="button" onClick={() => void step('down')} disabled={busy} aria-label={t('decrease', { name: product.name })} className="grid size-11 place-items-center disabled:opacity-40">
              <Minus aria-hidden className="size-4" />
            </button>
            <output aria-live="polite" className="w-8 text-center text-sm tabular-nums">
              {product.quantity}
            </output>
            <button type="button" onClick={() => void step('up')} disabled={busy} aria-label={t('increase', { name: product.name })} className="grid size-11 place-items-center disabled:opacity-40">
              <Plus aria-hidden className="size-4" />
            </button>
          </div>
          <button type="button" onClick={() => void remove()} disabled={busy} aria-label={t('remove', { name: product.name })} className="grid size-11 place-items-center rounded text-red-600 hover:bg-red-50 disabled:opacity-40">
            <Trash2 aria-hidden className="size-4" />
          </button>
        </div>
      </div>
    </li>
  );
}
