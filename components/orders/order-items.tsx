import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/amount';
import { ShopImage } from '@/components/ui/shop-image';
import { payablePrice } from '@/lib/money';
import type { OrderProduct } from '@/lib/api/schemas/orders';
import { Link } from '@/lib/i18n/navigation';
import { ReviewControl } from './review-control';

/**
 * The items of an order or a return: what was bought, in which variant, for how much. With
 * `reviewOrderId` (a delivered order) each item offers a review, or shows the shopper's stars.
 */
export function OrderItems({ products, showReturned = false, reviewOrderId }: { products: OrderProduct[]; showReturned?: boolean; reviewOrderId?: number }) {
  const t = useTranslations('Orders');
  return (
    <ul className="divide-y divide-slate-100">
      {products.map((product) => {
        const unit = payablePrice(product.price, product.discount_price);
        const details = [
          product.color ? t('colorLabel', { name: product.color }) : null,
          product.size ? t('sizeLabel', { name: product.size }) : null,
          product.unit ? t('unitLabel', { name: product.unit }) : null,
        ].filter(Boolean);
        return (
          <li key={product.order_item_id ?? `${product.id}-${product.color}-${product.size}`} className="flex gap-3 py-3">
            {product.thumbnail ? (
              <ShopImage src={product.thumbnail} alt="" width={64} height={64} className="size-16 shrink-0 rounded border border-slate-200 object-cover" />
            ) : (
              <span aria-hidden className="size-16 shrink-0 rounded bg-slate-100" />
            )}
            <div className="min-w-0 flex-1">
              <Link href={`/products/${product.id}/details`} className="font-medium hover:text-primary-700 hover:underline">
                {product.name}
              </Link>
              {product.brand ? <p className="text-xs text-slate-500">{product.brand}</p> : null}
              {details.length > 0 ? <p className="text-xs text-slate-600">{details.join(' · ')}</p> : null}
              <p className="text-sm text-slate-700">
                {product.order_qty} × <Amount value={unit} />
              </p>
              {showReturned && product.is_returned ? (
                <span className="mt-1 inline-block rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">{t('returned')}</span>
              ) : null}
            </div>
            <div className="flex shrink-0 flex-col items-end gap-2">
              <p className="text-sm font-semibold">
                <Amount value={Math.round(unit * product.order_qty * 100) / 100} />
              </p>
              {reviewOrderId !== undefined ? <ReviewControl orderId={reviewOrderId} productId={product.id} productName={product.name} rating={product.rating} /> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
