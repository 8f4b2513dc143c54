import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Countdown } from '@/components/catalog/countdown';
import { ProductGrid } from '@/components/catalog/product-grid';
import { ReviewsSection, Stars } from '@/components/catalog/rating-summary';
import { SectionHeading } from '@/components/catalog/section-heading';
import { FavoriteButton } from '@/components/product/favorite-button';
import { ProductGallery } from '@/components/product/product-gallery';
import { ProductAlerts } from '@/components/product/product-alerts';
import { ProductQuestions } from '@/components/product/product-questions';
import { ProductPurchase } from '@/components/product/product-purchase';
import { RecordView } from '@/components/product/record-view';
import { IslandMessages } from '@/components/providers/island-messages';
import { DeliveryTime } from '@/components/catalog/delivery-time';
import { ArrivalPromiseSlot } from '@/components/product/arrival-promise-slot';
import { ChatButton } from '@/components/shop/chat-button';
import { ShopImage } from '@/components/ui/shop-image';
import { unlessMissing } from '@/lib/api/missing';
import { getApi, getMaster } from '@/lib/api/server';
import { productHref } from '@/lib/catalog-links';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { defaultCurrency } from '@/lib/money';
import { offers } from '@/lib/features';
import { routeId } from '@/lib/route-params';
import { sanitize } from '@/lib/sanitize';
import { JsonLd } from '@/lib/seo/json-ld';
import { publicPageMetadata } from '@/lib/seo/public-metadata';
import { shopOrigin } from '@/lib/seo/origin';
import { breadcrumbJsonLd, productJsonLd } from '@/lib/seo/product-ld';
import { shippingCountries } from '@/lib/seo/shipping-countries';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { contentKey } from '@/lib/content-key';

type Props = { params: Promise<{ locale: string; id: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const loadProduct = cache(async (idParam: string) => {
  const id = routeId(idParam);
  if (id === null) return null;
  const api = await getApi();
  return unlessMissing(() => api.productDetails(id));
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const details = await loadProduct(id);
  if (!details) return {};
  const { product } = details;
  const [seo, master] = await Promise.all([getTranslations('Seo'), getMaster()]);
  const description = product.meta_description || product.short_description || product.description || seo('product', { name: product.name, app: master.app_name });
  return {
    // The share picture is drawn by opengraph-image.tsx beside this page.
    ...(await publicPageMetadata({ locale, path: productHref(product.id), title: product.meta_title || product.name, description, image: 'generated' })),
    keywords: product.meta_keywords ?? undefined,
  };
}

export default async function ProductPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const details = await loadProduct(id);
  if (!details) notFound();
  const { product } = details;
  const api = await getApi();
  const [t, tc, reviews, master] = await Promise.all([
    getTranslations('Product'),
    getTranslations('Catalog'),
    api.reviews({ product_id: product.id, page: 1, per_page: 5 }),
    getMaster(),
  ]);
  // Most helpful first; none asked of a backend that does not offer questions.
  const questions = offers(master, 'questions') ? await api.productQuestions({ product_id: product.id, sort: 'helpful', per_page: 5 }) : null;
  const origin = shopOrigin();
  const url = origin + localizedPath(locale, productHref(product.id));
  const sale = product.flash_sale;
  const estimate = product.shop?.estimated_delivery_time ? <DeliveryTime text={product.shop.estimated_delivery_time} className="text-xs text-slate-600" /> : null;
  return (
    <main className="mx-auto flex max-w-7xl flex-col gap-10 px-4 py-6">
      <JsonLd data={productJsonLd(product, reviews, url, { currency: defaultCurrency(master.currencies).name, returnDays: master.return_order_within_days, countries: shippingCountries() })} />
      <RecordView productId={product.id} />
      <JsonLd data={breadcrumbJsonLd([{ name: master.app_name, url: origin + localizedPath(locale, '/') }, { name: t('products'), url: origin + localizedPath(locale, '/products') }, { name: product.name, url }])} />
      <KeptMarkup as="nav" aria-label={t('breadcrumb')} className="text-sm text-slate-600" inputs={[product.name]}>
        <ol className="flex flex-wrap gap-1">
          <li>
            <Link href="/" className="hover:underline">{master.app_name}</Link> /
          </li>
          <li>
            <Link href="/products" className="hover:underline">{t('products')}</Link> /
          </li>
          <li aria-current="page" className="text-slate-900">{product.name}</li>
        </ol>
      </KeptMarkup>
      <div className="grid gap-8 lg:grid-cols-2">
        <IslandMessages set="product">
          <ProductGallery name={product.name} thumbnail={product.thumbnail} items={product.thumbnails} />
        </IslandMessages>
        <div className="flex flex-col gap-4">
          {product.brand ? <p className="text-sm text-slate-500">{product.brand}</p> : null}
          <div className="flex items-start justify-between gap-3">
            <h1 className="text-2xl font-bold">{product.name}</h1>
            <FavoriteButton productId={product.id} />
          </div>
          <p className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <span className="inline-flex items-center gap-1">
              <Stars rating={product.rating} />
              <span>{tc('rating', { rating: product.rating.toFixed(1) })}</span>
            </span>
            <a href="#product-reviews" className="hover:underline">{t('reviewCount', { count: product.total_reviews })}</a>
            <span>{t('sold', { sold: product.total_sold })}</span>
          </p>
          {sale ? (
            <div className="flex flex-wrap items-center gap-3 rounded-md bg-primary-50 p-3">
              <Link href={`/flash-sale/${sale.id}`} className="font-semibold text-primary-800 hover:underline">{sale.name}</Link>
              <span className="text-sm">{tc('endsIn')}</span>
              <Countdown until={sale.end_date} label={tc('endsIn')} onDoneText={tc('saleEnded')} />
            </div>
          ) : null}
          {product.short_description ? <p>{product.short_description}</p> : null}
          <IslandMessages set="product">
            <ProductPurchase product={product} />
            {offers(master, 'alerts') ? (
              <ProductAlerts productId={product.id} soldOut={product.quantity <= 0}>
                {product.quantity <= 0 ? (
                  <button type="button" value="stock" aria-pressed="false" className="alert-button">
                    {t('notifyMe')}
                  </button>
                ) : null}
                <button type="button" value="price" aria-pressed="false" className="alert-button">
                  {t('priceAlert')}
                </button>
              </ProductAlerts>
            ) : null}
          </IslandMessages>
          {product.shop ? (
            <div className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 p-3">
              {product.shop.logo ? <ShopImage src={product.shop.logo} alt="" width={44} height={44} className="size-11 rounded-full" /> : null}
              <div className="min-w-0 flex-1">
                <p className="text-xs text-slate-500">{t('soldBy')}</p>
                <Link href={`/shops/${product.shop.id}`} className="font-semibold hover:underline">{product.shop.name}</Link>
                {product.delivery ? (
                  <IslandMessages set="product">
                    <ArrivalPromiseSlot plan={product.delivery}>{estimate}</ArrivalPromiseSlot>
                  </IslandMessages>
                ) : (
                  estimate
                )}
              </div>
              <ChatButton shop={{ id: product.shop.id, name: product.shop.name, logo: product.shop.logo }} productId={product.id} />
            </div>
          ) : null}
        </div>
      </div>
      <section aria-labelledby="product-description">
        <h2 id="product-description" className="mb-3 text-xl font-bold">{t('description')}</h2>
        <div className="prose-shop max-w-none" dangerouslySetInnerHTML={{ __html: sanitize(product.description) }} />
      </section>
      <KeptMarkup id="product-reviews" inputs={[contentKey(reviews)]}>
        <ReviewsSection reviews={reviews} id="product-reviews-title" />
      </KeptMarkup>
      {questions ? <ProductQuestions productId={product.id} page={questions} /> : null}
      {details.related_products.length > 0 ? (
        <section aria-labelledby="related-products">
          <SectionHeading id="related-products" title={t('related')} />
          <ProductGrid products={details.related_products} label={t('related')} />
        </section>
      ) : null}
      {details.popular_products.length > 0 && product.shop ? (
        <section aria-labelledby="shop-popular">
          <SectionHeading id="shop-popular" title={t('moreFromShop', { shop: product.shop.name })} href={`/shops/${product.shop.id}`} />
          <ProductGrid products={details.popular_products} label={t('moreFromShop', { shop: product.shop.name })} />
        </section>
      ) : null}
    </main>
  );
}
