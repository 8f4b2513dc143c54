'use client';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { Price } from '@/components/ui/price';
import { ShopImage } from '@/components/ui/shop-image';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { useDisplayCurrency } from '@/components/providers/shop-provider';

/** What a product card shows, as display strings worked out on the server (./product-card.tsx). */
export interface CardView {
  id: number;
  /** The product page, with the locale's prefix. */
  href: string;
  name: string;
  brand: string | null;
  thumbnail: string;
  price: number;
  discountPrice: number | null;
  /** The discount as the locale writes it ("-35%"); none (or null) without one. */
  badge?: string | null;
  rating: string;
  ratingLabel: string;
  sold: string;
  /**
   * The first colour and size the card's cart button adds, or null for no button. The server
   * leaves out a colour or size the product has none of, and `soldOut` while in stock.
   */
  cart: { colorId?: number | null; sizeId?: number | null; unit: string | null; soldOut?: boolean } | null;
}

/**
 * How wide a card is shown, for the pictures loaded first. The lazy ones say `auto`: the browser
 * takes the width from the layout, and one without that feature falls back to the viewport's
 * width, which picks the largest of the three files, as a phone needs anyway.
 */
const CARD_SIZES = '(min-width: 1280px) 220px, (min-width: 768px) 25vw, 50vw';

/**
 * A product card. It is a client component for the size of the page only: a page repeats cards
 * dozens of times, and a server component's elements are written twice (in the HTML and again in
 * the RSC payload), where a client component's are written once and its props are a few short
 * strings. The styles are the `product-card*` classes of app/globals.css for the same reason.
 */
export function ProductCardView({ card, priority = false }: { card: CardView; priority?: boolean }) {
  const currency = useDisplayCurrency();
  return (
    <KeptMarkup as="article" className="product-card" inputs={[card, priority, currency]} controls=".cart-fab">
      <div className="product-card-media">
        <ShopImage src={card.thumbnail} alt="" fill sizes={priority ? CARD_SIZES : 'auto'} widths={[256, 384, 640]} priority={priority} className="object-cover" />
        {card.badge ? <span className="product-card-badge">{card.badge}</span> : null}
        {card.cart ? (
          <AddToCartButton product={{ id: card.id, name: card.name, thumbnail: card.thumbnail || null, colorId: card.cart.colorId ?? null, sizeId: card.cart.sizeId ?? null, unit: card.cart.unit, soldOut: card.cart.soldOut === true }} />
        ) : null}
      </div>
      <div className="product-card-body">
        {card.brand ? <p className="product-card-brand">{card.brand}</p> : null}
        <h3 className="product-card-name">
          {/* A plain anchor opened by the router (lib/client-navigation.ts), as Link does. */}
          <a href={card.href} data-nav="">
            {card.name}
          </a>
        </h3>
        <Price price={card.price} discountPrice={card.discountPrice} className="mt-auto" />
        <p className="product-card-meta">
          <span className="sr-only">{card.ratingLabel}</span>
          <span aria-hidden>{card.rating}</span>
          <span>{card.sold}</span>
        </p>
      </div>
    </KeptMarkup>
  );
}
