import { useLocale, useTranslations } from 'next-intl';
import type { Shop } from '@/lib/api/schemas/catalog';
import { getPathname } from '@/lib/i18n/navigation';
import { ShopCardView } from './shop-card-view';

/** `followable`: the backend offers following (lib/features.ts), so the card has a Follow button. */
export function ShopCard({ shop, followable = false }: { shop: Shop; followable?: boolean }) {
  const t = useTranslations('Catalog');
  const locale = useLocale();
  const online = shop.shop_status === 'Online';
  const rating = shop.rating.toFixed(1);
  return (
    <ShopCardView
      shop={{
        href: getPathname({ href: `/shops/${shop.id}`, locale }),
        name: shop.name,
        banner: shop.banner ?? null,
        logo: shop.logo ?? null,
        rating,
        ratingLabel: t('rating', { rating }),
        online,
        status: online ? t('online') : t('offline'),
        ...(followable ? { follow: shop.id } : {}),
      }}
    />
  );
}
