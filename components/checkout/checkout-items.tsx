'use client';
// What is ordered, shop by shop, as POST /cart/checkout answered it (quantities are changed in
// the cart, not here), with the day each shop's parcel arrives at the chosen address.
import { useTranslations } from 'next-intl';
import { Amount } from '@/components/ui/amount';
import { ShopImage } from '@/components/ui/shop-image';
import { ArrivalLine } from '@/components/delivery/arrival-line';
import type { CartGroup } from '@/lib/api/schemas/cart';
import { placeFor } from '@/lib/delivery-destination';
import type { Destination } from '@/lib/delivery-promise';
import { productHref } from '@/lib/catalog-links';
import { Link } from '@/lib/i18n/navigation';
import { payablePrice } from '@/lib/money';

/** address: the chosen address's place (null: none, or it has no country; each shop's own country then). */
export function CheckoutItems({ groups, address }: { groups: CartGroup[]; address: Destination | null }) {
  const t = useTranslations('Checkout');
  return (
    <section aria-labelledby="checkout-items" className="rounded-md border border-slate-200 bg-white p-4">
      <h2 id="checkout-items" className="mb-3 text-lg font-semibold">
        {t('items')}
      </h2>
      <div className="flex flex-col gap-4">
        {groups.map((group) => (
          <div key={group.shop_id} className="rounded-md border border-slate-100">
            <h3 className="border-b border-slate-100 bg-slate-50 px-3 py-2 text-sm font-semibold">{group.shop_name}</h3>
            {group.delivery ? <ArrivalLine plan={group.delivery} place={placeFor(group.delivery, address, null)} className="border-b border-slate-100 px-3 py-2" /> : null}
            <ul aria-label={t('itemsFrom', { shop: group.shop_name })} className="divide-y divide-slate-100">
              {group.products.map((product) => {
                const { thumbnail, brand } = product;
                const unit = payablePrice(product.price, product.discount_price);
                return (
                  <li key={`${product.cart_id ?? product.id}-${product.color?.id ?? ''}-${product.size?.id ?? ''}`} className="flex gap-3 p-3">
                    <div className="size-14 shrink-0 overflow-hidden rounded bg-slate-100">
                      {thumbnail ? <ShopImage src={thumbnail} alt="" width={56} height={56} className="size-14 object-cover" /> : null}
                    </div>
                    <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                      {brand ? <span className="text-xs text-slate-500">{brand}</span> : null}
                      <Link href={productHref(product.id)} className="line-clamp-2 font-medium hover:underline">
                        {product.name}
                      </Link>
                      {product.size || product.color ? (
                        <span className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                          {product.size ? <span>{t('size', { name: product.size.name })}</span> : null}
                          {product.color ? <span>{t('color', { name: product.color.name })}</span> : null}
                        </span>
                      ) : null}
                      <span className="text-slate-600">
                        {t.rich('quantityTimes', { quantity: product.quantity, price: () => <Amount value={unit} /> })}
                      </span>
                    </div>
                    <Amount value={Math.round(unit * product.quantity * 100) / 100} className="shrink-0 text-sm font-semibold" />
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
