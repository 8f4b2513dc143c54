import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Store } from 'lucide-react';
import { ProductCard } from '@/components/catalog/product-card';
import { FollowButton } from '@/components/follow/follow-slot';
import { ShopImage } from '@/components/ui/shop-image';
import { primaryButton } from '@/components/ui/button';
import { emptyState } from '@/components/ui/empty-state';
import { getMaster } from '@/lib/api/server';
import { accountCall } from '@/lib/auth/account-api';
import { offers } from '@/lib/features';
import { Link } from '@/lib/i18n/navigation';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Following');
  return { title: t('title'), robots: { index: false } };
}

/** The shops the shopper follows, the latest follow first, each with its newest products. */
export default async function FollowingPage() {
  // A backend without the feature has no such page.
  if (!offers(await getMaster(), 'follow')) notFound();
  const [t, tf, { shops }] = await Promise.all([getTranslations('Following'), getTranslations('Follow'), accountCall((api) => api.followedShops())]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-slate-600">{shops.length > 0 ? t('count', { count: shops.length }) : t('intro')}</p>
      </div>
      {shops.length === 0 ? (
        <div className={emptyState('flex flex-col items-center gap-2 bg-white p-10')}>
          <Store aria-hidden className="size-10 text-slate-400" />
          <p className="font-medium">{t('empty')}</p>
          <p className="text-sm text-slate-600">{t('emptyHint')}</p>
          <Link href="/shops" className={primaryButton('mt-2 px-4 py-2 text-sm')}>
            {t('browse')}
          </Link>
        </div>
      ) : (
        <ul aria-label={t('title')} className="flex flex-col gap-6">
          {shops.map((shop) => (
            <li key={shop.id}>
              <section aria-labelledby={`followed-${shop.id}`} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-center gap-3">
                  {shop.logo ? <ShopImage src={shop.logo} alt="" width={48} height={48} className="size-12 rounded-full border border-slate-200" /> : null}
                  <div className="min-w-0 flex-1">
                    <h2 id={`followed-${shop.id}`} className="truncate text-lg font-semibold">
                      <Link href={`/shops/${shop.id}`} className="hover:underline">
                        {shop.name}
                      </Link>
                    </h2>
                    <p className="text-sm text-slate-600">{tf('followers', { count: shop.total_followers })}</p>
                  </div>
                  <FollowButton shopId={shop.id} name={shop.name} />
                </div>
                {shop.products.length > 0 ? (
                  <ul aria-label={t('newest', { name: shop.name })} className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                    {shop.products.map((product) => (
                      <li key={product.id} className="flex">
                        <ProductCard product={product} />
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p className="text-sm text-slate-600">{t('noProducts')}</p>
                )}
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
