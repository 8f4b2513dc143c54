import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ReviewsSection, Stars } from '@/components/catalog/rating-summary';
import { ProductListing } from '@/components/listing/product-listing';
import { ChatButton } from '@/components/shop/chat-button';
import { ShopFollow } from '@/components/follow/follow-slot';
import { ShopImage } from '@/components/ui/shop-image';
import { unlessMissing } from '@/lib/api/missing';
import { getApi, getMaster } from '@/lib/api/server';
import { offers } from '@/lib/features';
import { readListing } from '@/lib/listing-query';
import { routeId } from '@/lib/route-params';
import { queryOf } from '@/lib/query-route';
import { publicPageMetadata } from '@/lib/seo/public-metadata';

type Props = { params: Promise<{ locale: string; id: string; query?: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

async function loadShop(idParam: string) {
  const id = routeId(idParam);
  if (id === null) return null;
  const api = await getApi();
  return (await unlessMissing(() => api.shop(id)))?.shop ?? null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id, query } = await params;
  setRequestLocale(locale);
  const shop = await loadShop(id);
  if (!shop) return {};
  const [seo, master] = await Promise.all([getTranslations('Seo'), getMaster()]);
  const summary = seo('shop', { name: shop.name, app: master.app_name, count: shop.total_products ?? 0, rating: shop.rating.toFixed(1) });
  // The share picture is drawn by opengraph-image.tsx beside this page.
  return publicPageMetadata({ locale, path: `/shops/${shop.id}`, query: queryOf({ query }), title: shop.name, description: shop.short_description || summary, image: 'generated' });
}

export default async function ShopPage({ params }: Props) {
  const { locale, id, query } = await params;
  setRequestLocale(locale);
  const shop = await loadShop(id);
  if (!shop) notFound();
  const listing = readListing(queryOf({ query }));
  const api = await getApi();
  const [t, categories, reviews, master] = await Promise.all([
    getTranslations('Catalog'),
    api.shopCategories({ shop_id: shop.id, page: 1, per_page: 100 }),
    api.reviews({ shop_id: shop.id, page: 1, per_page: 5 }),
    getMaster(),
  ]);
  const online = shop.shop_status === 'Online';
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-8 px-4 py-6">
      <header className="overflow-hidden rounded-lg border border-slate-200">
        <div className="relative aspect-[5/1] bg-slate-100">
          {shop.banner ? <ShopImage src={shop.banner} alt="" fill priority sizes="(min-width: 1280px) 1248px, 100vw" widths={[640, 1080, 1920]} className="object-cover" /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-4 p-4">
          {shop.logo ? <ShopImage src={shop.logo} alt="" width={72} height={72} className="-mt-12 size-18 rounded-full border-4 border-white bg-white" /> : null}
          <div className="min-w-0 flex-1">
            <p className="text-2xl font-bold">{shop.name}</p>
            <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
              <span className="inline-flex items-center gap-1">
                <Stars rating={shop.rating} />
                <span>{t('rating', { rating: shop.rating.toFixed(1) })}</span>
              </span>
              <span className={online ? 'font-medium text-emerald-700' : 'text-slate-500'}>{online ? t('online') : t('offline')}</span>
              {shop.total_products !== null && shop.total_products !== undefined ? <span>{t('productCount', { total: shop.total_products })}</span> : null}
            </p>
            {shop.short_description ? <p className="mt-1 text-sm">{shop.short_description}</p> : null}
          </div>
          {offers(master, 'follow') ? <ShopFollow shopId={shop.id} name={shop.name} followers={shop.total_followers ?? 0} /> : null}
          <ChatButton shop={{ id: shop.id, name: shop.name, logo: shop.logo }} />
        </div>
      </header>
      <ProductListing
        pathname={`/shops/${shop.id}`}
        listing={listing}
        title={shop.name}
        base={{ shop_id: shop.id }}
        categories={categories.categories}
      />
      <ReviewsSection reviews={reviews} id="shop-reviews" />
    </main>
  );
}
