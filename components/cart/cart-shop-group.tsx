'use client';
// One shop's part of the cart. In multi-vendor mode it has the shop's selection control, name,
// rating, chat and 'Apply Store voucher'; with the shop's delivery calendar (ours), the day its
// parcel arrives at the place given.
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { Star, TicketPercent } from 'lucide-react';
import { ChatButton } from '@/components/shop/chat-button';
import { ArrivalLine } from '@/components/delivery/arrival-line';
import type { CartGroup } from '@/lib/api/schemas/cart';
import type { Destination } from '@/lib/delivery-promise';
import { useCartStore } from '@/stores/cart';
import { CartLine } from './cart-line';

export function CartShopGroup({ group, multiVendor, selected, onVouchers, place }: { group: CartGroup; multiVendor: boolean; selected: boolean; onVouchers(): void; place: Destination | null }) {
  const t = useTranslations('Cart');
  const toggleShop = useCartStore((state) => state.toggleShop);
  const headingId = useId();
  const rating = Number(group.shop_rating ?? 0);
  return (
    <section aria-labelledby={headingId} className={`rounded-md border ${selected && multiVendor ? 'border-primary-300' : 'border-slate-200'}`}>
      {multiVendor ? (
        <div className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 p-3">
          {/*
            The design shows a selection radio per shop, but the shopper may check out several shops at
            once, which a radio group cannot express: each shop gets its own native checkbox (a
            toggle screen readers announce as checked or not, operated with Space), drawn round so
            it still looks like the radio of the design.
          */}
          {/* A 44 px target round the tick box (the label takes the taps). */}
          <label className="-m-2 grid size-11 shrink-0 cursor-pointer place-items-center">
            <input
              type="checkbox"
              checked={selected}
              onChange={() => toggleShop(group.shop_id)}
              aria-label={t('selectShop', { shop: group.shop_name })}
              className="size-6 cursor-pointer appearance-none rounded-full border-2 border-slate-400 checked:border-primary-600 checked:bg-primary-600 checked:shadow-[inset_0_0_0_4px_white] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-600"
            />
          </label>
          <h3 id={headingId} className="min-w-0 flex-1 truncate ps-2 font-semibold">
            {group.shop_name}
          </h3>
          <span className="inline-flex items-center gap-0.5 text-sm text-slate-600">
            <Star aria-hidden className="size-4 fill-amber-400 text-amber-400" />
            <span className="sr-only">{t('shopRating', { rating: rating.toFixed(1) })}</span>
            <span aria-hidden>{rating.toFixed(1)}</span>
          </span>
          <div className="flex w-full flex-wrap gap-2">
            <ChatButton shop={{ id: group.shop_id, name: group.shop_name, logo: group.shop_logo }} className="min-h-11 px-3 py-2 text-sm" />
            <button
              type="button"
              onClick={onVouchers}
              aria-label={t('applyVoucherFor', { shop: group.shop_name })}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-slate-300 px-3 py-2 text-sm font-medium hover:bg-white"
            >
              <TicketPercent aria-hidden className="size-4" />
              {t('applyVoucher')}
            </button>
          </div>
        </div>
      ) : (
        <h3 id={headingId} className="sr-only">
          {group.shop_name}
        </h3>
      )}
      {group.delivery && place ? <ArrivalLine plan={group.delivery} place={place} className="border-b border-slate-100 px-3 py-2" /> : null}
      <ul aria-label={t('items', { shop: group.shop_name })} className="divide-y divide-slate-100">
        {group.products.map((product) => (
          <CartLine key={`${product.id}-${product.color?.id ?? ''}-${product.size?.id ?? ''}`} product={product} />
        ))}
      </ul>
    </section>
  );
}
