'use client';
import { ShopImage } from '@/components/ui/shop-image';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { CARD_FOLLOW_CONTROL, CardFollow } from '@/components/follow/card-follow';

/** What a shop card shows, as display strings worked out on the server (./shop-card.tsx). */
export interface ShopCardData {
  href: string;
  name: string;
  banner: string | null;
  logo: string | null;
  rating: string;
  ratingLabel: string;
  online: boolean;
  status: string;
  /** The shop's id for its Follow button, when the backend offers following (the words come from the page's Follow catalogue). */
  follow?: number;
}

/** A shop in a grid; a client component for the size of the page only, as ProductCardView (its banner is lazy: `sizes="auto"`). */
export function ShopCardView({ shop }: { shop: ShopCardData }) {
  return (
    <KeptMarkup as="article" className="shop-card" inputs={[shop]} controls={shop.follow !== undefined ? CARD_FOLLOW_CONTROL : undefined}>
      <div className="shop-card-banner">{shop.banner ? <ShopImage src={shop.banner} alt="" fill sizes="auto" widths={[384, 640]} className="object-cover" /> : null}</div>
      {shop.follow !== undefined ? <CardFollow shopId={shop.follow} name={shop.name} /> : null}
      <div className="shop-card-body">
        {shop.logo ? <ShopImage src={shop.logo} alt="" width={48} height={48} className="shop-card-logo" /> : null}
        <div className="min-w-0">
          <h3 className="shop-card-name">
            <a href={shop.href} data-nav="">
              {shop.name}
            </a>
          </h3>
          <p className="product-card-meta">
              <span className="sr-only">{shop.ratingLabel}</span>
            <span aria-hidden>{shop.rating}</span>
            <span className={shop.online ? 'text-emerald-700' : 'text-slate-500'}>{shop.status}</span>
          </p>
        </div>
      </div>
    </KeptMarkup>
  );
}
