import { getLocale, getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/product-grid';
import { SectionHeading } from '@/components/catalog/section-heading';
import { ShopCard } from '@/components/catalog/shop-card';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { CategoryStrip } from '@/components/home/category-strip';
import { FlashSaleSection } from '@/components/home/flash-sale-banner';
import { MenuLink } from '@/components/layout/menu-link';
import { Pagination } from '@/components/ui/pagination';
import { ShopImage } from '@/components/ui/shop-image';
import { getApi, getMaster } from '@/lib/api/server';
import { directionOf } from '@/lib/i18n/routing';
import { pageParam, type SearchParams } from '@/lib/search-params';

const PER_PAGE = 20;

export default async function HomePage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = pageParam(await searchParams);
  const [t, tc, api, master] = await Promise.all([getTranslations('Home'), getTranslations('Catalog'), getApi(), getMaster()]);
  const home = await api.home({ page, per_page: PER_PAGE });
  const direction = directionOf(await getLocale());
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6">
      <h1 className="sr-only">{master.app_name}</h1>
      {page === 1 ? (
        <>
          <BannerCarousel banners={home.banners} direction={direction} />
          {home.categories.length > 0 ? (
            <section aria-labelledby="home-categories">
              <SectionHeading id="home-categories" title={tc('categories')} href="/categories" />
              <CategoryStrip categories={home.categories} label={tc('categories')} />
            </section>
          ) : null}
          {home.running_flash_sale ? <FlashSaleSection sale={home.running_flash_sale} state="running" /> : null}
          {home.ads.length > 0 ? (
            <section aria-label={tc('ads')}>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {home.ads.map((ad) => (
                  <li key={ad.id} className="relative aspect-[2/1] overflow-hidden rounded-lg bg-slate-100">
                    <MenuLink url={ad.url ?? '/products'} className="absolute inset-0">
                      <ShopImage src={ad.thumbnail} alt={ad.title ?? ''} fill sizes="(min-width: 1024px) 400px, 100vw" className="object-cover" />
                    </MenuLink>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {home.popular_products.length > 0 ? (
            <section aria-labelledby="home-popular">
              <SectionHeading id="home-popular" title={tc('popular')} href="/most-popular" />
              <ProductGrid products={home.popular_products} label={tc('popular')} />
            </section>
          ) : null}
          {home.incoming_flash_sale ? <FlashSaleSection sale={home.incoming_flash_sale} state="incoming" /> : null}
          {home.shops.length > 0 ? (
            <section aria-labelledby="home-shops">
              <SectionHeading id="home-shops" title={tc('shops')} href="/shops" />
              <ul aria-label={tc('shops')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
                {home.shops.map((shop) => (
                  <li key={shop.id}>
                    <ShopCard shop={shop} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
      <section aria-labelledby="just-for-you">
        <SectionHeading id="just-for-you" title={t('justForYou')} />
        {home.just_for_you.products.length > 0 ? (
          <ProductGrid products={home.just_for_you.products} label={t('justForYou')} eager={page !== 1} />
        ) : (
          <p className="text-slate-600">{t('empty')}</p>
        )}
        <Pagination page={page} total={home.just_for_you.total} perPage={PER_PAGE} pathname="/" />
      </section>
    </main>
  );
}
