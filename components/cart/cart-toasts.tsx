'use client';
// The cart popups: the product's picture and name, what happened, and one
// action ('View In Cart' after adding, 'Again Add to Cart' after removing). Position and the
// 3000 ms duration come from the shop's toaster.
import { toast } from '@/lib/toast';
import { toastLayer } from '@/lib/cart/toast-layer';
import { ShopImage } from '@/components/ui/shop-image';
import type { ProductGlimpse } from '@/lib/cart/types';
import { primaryButton } from '@/components/ui/button';

interface ProductToastProps {
  product: ProductGlimpse;
  text: string;
  actionLabel: string;
  onAction(): void;
}

function ProductToast({ product, text, actionLabel, onAction }: ProductToastProps) {
  return (
    <div className="flex w-[min(356px,calc(100vw-2rem))] items-center gap-3 rounded-md border border-slate-200 bg-white p-3 text-slate-900 shadow-lg">
      {product.thumbnail ? <ShopImage src={product.thumbnail} alt="" width={48} height={48} className="size-12 shrink-0 rounded object-cover" /> : null}
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold">{product.name}</p>
        <p className="text-sm text-slate-600">{text}</p>
      </div>
      <button type="button" onClick={onAction} className={primaryButton('shrink-0 px-2.5 py-1.5 text-xs')}>
        {actionLabel}
      </button>
    </div>
  );
}

export function showProductToast(product: ProductGlimpse, text: string, actionLabel: string, action: () => void): void {
  toast.custom(
    (id) => (
      <ProductToast
        product={product}
        text={text}
        actionLabel={actionLabel}
        onAction={() => {
          toast.dismiss(id);
          action();
        }}
      />
    ),
    { duration: 3000, ...toastLayer() },
  );
}
