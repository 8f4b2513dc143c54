import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ProductGrid } from '@/components/catalog/product-grid';
import { SectionHeading } from '@/components/catalog/section-heading';
import { ShopCard } from '@/components/catalog/shop-card';
import { BannerCarousel } from '@/components/home/banner-carousel';
import { CategoryStrip } from '@/components/home/category-strip';
import { FlashSaleSection } from '@/components/home/flash-sale-banner';
import { RecentlyViewedSlot } from '@/components/home/recently-viewed-slot';
import { MenuLink } from '@/components/layout/menu-link';
import { Pagination } from '@/components/ui/pagination';
import { ShopImage } from '@/components/ui/shop-image';
import { getApi, getMaster } from '@/lib/api/server';
import { offers } from '@/lib/features';
import { localizedPath } from '@/lib/i18n/locales';
import { JsonLd } from '@/lib/seo/json-ld';
import { shopOrigin } from '@/lib/seo/origin';
import { queryOf } from '@/lib/query-route';
import { publicPageMetadata } from '@/lib/seo/public-metadata';
import { pageParam } from '@/lib/search-params';
import type { Metadata } from 'next';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { contentKey } from '@/lib/content-key';

const PER_PAGE = 20;

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

type Props = { params: Promise<{ locale: string; query?: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const [t, home, master] = await Promise.all([getTranslations('Seo'), getTranslations('Home'), getMaster()]);
  return publicPageMetadata({
    locale,
    path: '/',
    query: queryOf({ query }),
    // The route title followed by the app name, as on every page (SPEC: "Home | Marketly").
    title: home('title'),
    description: master.web_footer_description || t('homeDescription', { app: master.app_name }),
  });
}

export default async function HomePage({ params }: Props) {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const page = pageParam(queryOf({ query }));
  const [t, tc, api, master] = await Promise.all([getTranslations('Home'), getTranslations('Catalog'), getApi(), getMaster()]);
  const data = await api.home({ page, per_page: PER_PAGE });
  const origin = shopOrigin();
  const home = origin + localizedPath(locale, '/');
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6">
      <h1 className="sr-only">{master.app_name}</h1>
      <JsonLd
        data={[
          {
            '@context': 'https://schema.org',
            '@type': 'Organization',
            name: master.app_name,
            url: home,
            logo: master.web_logo ? new URL(master.web_logo, origin).toString() : undefined,
            telephone: master.mobile ?? undefined,
            email: master.email ?? undefined,
            sameAs: master.social_links.map((link) => link.link),
          },
          {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: master.app_name,
            url: home,
            potentialAction: {
              '@type': 'SearchAction',
              target: { '@type': 'EntryPoint', urlTemplate: `${origin}${localizedPath(locale, '/products')}?search={search_term_string}` },
              'query-input': 'required name=search_term_string',
            },
          },
        ]}
      />
      {page === 1 ? (
        <>
          <BannerCarousel banners={data.banners} />
          {data.categories.length > 0 ? (
            <section aria-labelledby="home-categories">
              <SectionHeading id="home-categories" title={tc('categories')} href="/categories" />
              <CategoryStrip categories={data.categories} label={tc('categories')} />
            </section>
          ) : null}
          {data.running_flash_sale ? <FlashSaleSection sale={data.running_flash_sale} state="running" /> : null}
          {data.ads.length > 0 ? (
            <section aria-label={tc('ads')}>
              <KeptMarkup as="ul" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" inputs={[contentKey(data.ads)]}>
                {data.ads.map((ad) => (
                  <li key={ad.id} className="relative aspect-[2/1] overflow-hidden rounded-lg bg-slate-100">
                    <MenuLink url={ad.url ?? '/products'} className="absolute inset-0">
                      <ShopImage src={ad.thumbnail} alt={ad.title ?? ''} fill sizes="(min-width: 1024px) 400px, 100vw" widths={[384, 828, 1080]} className="object-cover" />
                    </MenuLink>
                  </li>
                ))}
              </KeptMarkup>
            </section>
          ) : null}
          {data.popular_products.length > 0 ? (
            <section aria-labelledby="home-popular">
              <SectionHeading id="home-popular" title={tc('popular')} href="/most-popular" />
              <ProductGrid products={data.popular_products} label={tc('popular')} />
            </section>
          ) : null}
          {data.incoming_flash_sale ? <FlashSaleSection sale={data.incoming_flash_sale} state="incoming" /> : null}
          {data.shops.length > 0 ? (
            <section aria-labelledby="home-shops">
              <SectionHeading id="home-shops" title={tc('shops')} href="/shops" />
              <ul aria-label={tc('shops')} className="grid grid-cols-2 gap-3 md:grid-cols-4">
                {data.shops.map((shop) => (
                  <li key={shop.id} className="render-lazy">
                    <ShopCard shop={shop} followable={offers(master, 'follow')} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : null}
      <section aria-labelledby="just-for-you">
        <SectionHeading id="just-for-you" title={t('justForYou')} />
        {data.just_for_you.products.length > 0 ? (
          <ProductGrid products={data.just_for_you.products} label={t('justForYou')} eager={page !== 1} />
        ) : (
          <p className="text-slate-600">{t('empty')}</p>
        )}
        <Pagination page={page} total={data.just_for_you.total} perPage={PER_PAGE} pathname="/" />
      </section>
      {page === 1 ? <RecentlyViewedSlot followed={offers(master, 'follow')} /> : null}
    </main>
  );
}
