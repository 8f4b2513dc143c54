import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Heart } from 'lucide-react';
import { WishlistRemove } from '@/components/account/wishlist-remove';
import { WishlistPriceAlert } from '@/components/alerts/wishlist-price-alert';
import { getMaster } from '@/lib/api/server';
import { offers } from '@/lib/features';
import { AddToCartButton } from '@/components/cart/add-to-cart-button';
import { ProductCard } from '@/components/catalog/product-card';
import { accountCall } from '@/lib/auth/account-api';
import { cartableOf } from '@/lib/cart/cartable';
import { Link } from '@/lib/i18n/navigation';
import { primaryButton } from '@/components/ui/button';
import { emptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('wishlist'), robots: { index: false } };
}

export default async function WishlistPage() {
  const [t, tw, { products }, master] = await Promise.all([getTranslations('Account'), getTranslations('Wishlist'), accountCall((api) => api.favoriteProducts()), getMaster()]);
  // Which items have a price-drop alert (ours): only from a backend that offers alerts.
  const priceAlerts = offers(master, 'alerts')
    ? new Map((await accountCall((api) => api.myAlerts())).alerts.filter((alert) => alert.kind === 'price').map((alert) => [alert.product_id, alert.id]))
    : null;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('wishlist')}</h1>
        <p className="text-sm text-slate-600">{products.length > 0 ? tw('count', { count: products.length }) : tw('intro')}</p>
      </div>
      {products.length === 0 ? (
        <div className={emptyState('flex flex-col items-center gap-2 bg-white p-10')}>
          <Heart aria-hidden className="size-10 text-slate-400" />
          <p className="font-medium">{tw('empty')}</p>
          <p className="text-sm text-slate-600">{tw('emptyHint')}</p>
          <Link href="/products" className={primaryButton('mt-2 px-4 py-2 text-sm')}>
            {tw('browse')}
          </Link>
        </div>
      ) : (
        <ul aria-label={t('wishlist')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {products.map((product) => (
            <li key={product.id} className="relative flex flex-col gap-2">
              <ProductCard product={product} cartButton={false} />
              <div className="absolute end-2 top-2">
                <WishlistRemove productId={product.id} name={product.name} />
              </div>
              <AddToCartButton product={cartableOf(product)} variant="full" />
              {priceAlerts ? <WishlistPriceAlert productId={product.id} name={product.name} alertId={priceAlerts.get(product.id) ?? null} /> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
