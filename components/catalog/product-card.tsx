import { useTranslations } from 'next-intl';
import type { ProductCard as Product } from '@/lib/api/schemas/catalog';
import { Link } from '@/lib/i18n/navigation';
import { productHref } from '@/lib/catalog-links';
import { cartableOf } from '@/lib/cart/cartable';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { Price } from '@/components/ui/price';
import { ShopImage } from '@/components/ui/shop-image';
import { StarIcon } from '@/components/ui/star-icon';

/** `cartButton` false leaves the add-to-cart icon out where the page has its own button. */
export function ProductCard({ product, priority = false, cartButton = true }: { product: Product; priority?: boolean; cartButton?: boolean }) {
  const t = useTranslations('Products');
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-md border border-slate-200 bg-white transition-shadow hover:shadow-md">
      <div className="relative aspect-square bg-slate-50">
        <ShopImage
          src={product.thumbnail}
          alt=""
          fill
          sizes="(min-width: 1280px) 220px, (min-width: 768px) 25vw, 50vw"
          priority={priority}
          className="object-cover"
        />
        {product.discount_percentage > 0 ? (
          <span className="absolute start-2 top-2 rounded bg-primary-600 px-1.5 py-0.5 text-xs font-semibold text-white">
            {t('off', { percent: Math.round(product.discount_percentage) })}
          </span>
        ) : null}
        {cartButton ? (
          <div className="absolute bottom-2 end-2 z-10">
            <AddToCartButton product={cartableOf(product)} />
          </div>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        {product.brand ? <p className="text-xs text-slate-500">{product.brand}</p> : null}
        <h3 className="line-clamp-2 text-sm font-medium">
          <Link href={productHref(product.id)} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <Price price={product.price} discountPrice={product.discount_price} className="mt-auto" />
        <p className="flex items-center gap-2 text-xs text-slate-600">
          <span className="inline-flex items-center gap-0.5">
            <StarIcon />
            <span className="sr-only">{t('rating', { rating: product.rating.toFixed(1) })}</span>
            <span aria-hidden>{product.rating.toFixed(1)}</span>
          </span>
          <span>{t('sold', { sold: product.total_sold })}</span>
        </p>
      </div>
    </article>
  );
}
