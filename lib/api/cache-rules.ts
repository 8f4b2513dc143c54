// The cache manifest: which catalogue answers are kept in the shared Next.js cache, under which
// tags and for how long. Only anonymous GETs are ever cached; personal calls never match here.
import { cacheTags, type CacheTag } from '@/lib/cache-tags';
import { settingsTtlSeconds } from '@/lib/i18n/locales';
import { serverEnv } from '@/server/config';

export interface CacheRule {
  tags: CacheTag[];
  /** Seconds before a background refresh. */
  revalidate: number;
}

const MINUTE = 60;

function idParam(url: URL, name: string): number | null {
  const value = url.searchParams.get(name);
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** The rule for a contract URL (…/api/path?query), or null when it must not be cached. */
export function cacheRule(url: URL): CacheRule | null {
  const path = url.pathname.replace(/^.*?\/api(?=\/)/, '');
  // As long as the storefront's routing trusts the languages (lib/i18n/locale-source.ts): the
  // language menu, the words and the routes of a page agree within that time.
  if (path === '/master' || path.startsWith('/lang/') || path === '/countries') return { tags: [cacheTags.master], revalidate: settingsTtlSeconds(serverEnv()) };
  if (path === '/product-details') {
    const id = idParam(url, 'product_id');
    return { tags: [cacheTags.catalog, ...(id !== null ? [cacheTags.product(id)] : [])], revalidate: MINUTE };
  }
  if (path === '/reviews') {
    // A new review expires its product's and shop's tags (server/services/product-reviews.ts).
    const product = idParam(url, 'product_id');
    const shop = idParam(url, 'shop_id');
    return { tags: [cacheTags.catalog, ...(product !== null ? [cacheTags.product(product)] : []), ...(shop !== null ? [cacheTags.shop(shop)] : [])], revalidate: MINUTE };
  }
  if (path === '/product-questions') {
    // An answer or a hide expires its product's tag (server/services/product-questions.ts).
    const product = idParam(url, 'product_id');
    return { tags: [cacheTags.catalog, ...(product !== null ? [cacheTags.product(product)] : [])], revalidate: MINUTE };
  }
  if (['/products', '/category-products', '/home', '/flash-sales', '/banners'].includes(path) || path.startsWith('/flash-sale/')) {
    return { tags: [cacheTags.catalog], revalidate: MINUTE };
  }
  if (['/categories', '/sub-categories', '/shop-categories'].includes(path)) return { tags: [cacheTags.catalog, cacheTags.categories], revalidate: 5 * MINUTE };
  const shop = /^\/shops\/(\d{1,9})$/.exec(path);
  if (shop) return { tags: [cacheTags.catalog, cacheTags.shops, cacheTags.shop(Number(shop[1]))], revalidate: 5 * MINUTE };
  // The voucher centre: the uses left change with orders, so it is kept a minute at most.
  if (path === '/get-all-vouchers') return { tags: [cacheTags.catalog, cacheTags.shops], revalidate: MINUTE };
  if (path === '/shops' || path === '/shops/top') return { tags: [cacheTags.catalog, cacheTags.shops], revalidate: 5 * MINUTE };
  if (path === '/blogs' || path.startsWith('/blog/')) return { tags: [cacheTags.blog], revalidate: 5 * MINUTE };
  if (path.startsWith('/legal-pages/') || path === '/contact-us') return { tags: [cacheTags.content], revalidate: 10 * MINUTE };
  return null;
}
