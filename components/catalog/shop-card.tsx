import { useTranslations } from 'next-intl';
import type { Shop } from '@/lib/api/schemas/catalog';
import { Link } from '@/lib/i18n/navigation';
import { ShopImage } from '@/components/ui/shop-image';
import { StarIcon } from '@/components/ui/star-icon';

export function ShopCard({ shop }: { shop: Shop }) {
  const t = useTranslations('Catalog');
  const online = shop.shop_status === 'Online';
  return (
    <article className="relative flex flex-col overflow-hidden rounded-md border border-slate-200 bg-white hover:shadow-md">
      <div className="relative h-20 bg-slate-100">
        {shop.banner ? <ShopImage src={shop.banner} alt="" fill sizes="(min-width: 1024px) 300px, 50vw" className="object-cover" /> : null}
      </div>
      <div className="flex items-center gap-3 p-3">
        {shop.logo ? <ShopImage src={shop.logo} alt="" width={48} height={48} className="-mt-8 size-12 rounded-full border-2 border-white bg-white" /> : null}
        <div className="min-w-0">
          <h3 className="truncate text-sm font-semibold">
            <Link href={`/shops/${shop.id}`} className="after:absolute after:inset-0">
              {shop.name}
            </Link>
          </h3>
          <p className="flex items-center gap-2 text-xs text-slate-600">
            <span className="inline-flex items-center gap-0.5">
              <StarIcon />
              <span className="sr-only">{t('rating', { rating: shop.rating.toFixed(1) })}</span>
              <span aria-hidden>{shop.rating.toFixed(1)}</span>
            </span>
            <span className={online ? 'text-emerald-700' : 'text-slate-500'}>{online ? t('online') : t('offline')}</span>
          </p>
        </div>
      </div>
    </article>
  );
}
