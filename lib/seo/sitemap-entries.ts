// What each sitemap shard lists, read through a contract client. Products come from this
// backend's sitemap call (ids and dates only), or from the product list on a backend without it.
// Each entry's lastmod is the real time its page last changed, as this backend sends it
// (`updated_at` of products, categories, shops and policy pages; docs/contract.md); a backend
// that sends none gives entries without lastmod. A listing page's lastmod is the last change of
// what it lists.
import type { Api } from '@/lib/api/client';
import { unlessMissing } from '@/lib/api/missing';
import { categoryHref, productHref } from '@/lib/catalog-links';
import { isoOf } from '@/lib/format-date';
import { LEGAL_ROUTES } from '@/lib/legal-pages';
import { PRODUCTS_PER_SHARD, type SitemapEntry } from './sitemap';

const PAGE = 100;
const STATIC_PAGES = ['/', '/products', '/categories', '/shops', '/most-popular', '/best-deal', '/blogs', '/support', '/contact-us', '/shop/register', '/about-us', '/terms-and-conditions', '/privacy-policy', '/return-policy', '/page/shipping-and-delivery-policy'];

/** The policy pages of the pages shard: route → page slug. */
const POLICY_PAGES: Record<string, string> = { ...LEGAL_ROUTES, '/page/shipping-and-delivery-policy': 'shipping-and-delivery-policy' };

/** A page of what the backend's sitemap call lists, or null from a backend without it. */
const listed = (api: Api, page: number, perPage: number) => unlessMissing(() => api.sitemapProducts({ page, per_page: perPage }));

/** An ISO 8601 time from an answer's update time, or undefined when it has none. */
const timeOf = (value: string | null | undefined) => isoOf(value) ?? undefined;

/** The latest of these times (ISO 8601 instants or days), as written. */
function latestOf(times: (string | undefined)[]): string | undefined {
  let latest: string | undefined;
  let at = Number.NEGATIVE_INFINITY;
  for (const time of times) {
    const value = time ? Date.parse(time) : Number.NaN;
    if (!Number.isNaN(value) && value > at) [latest, at] = [time, value];
  }
  return latest;
}

export async function productTotalOf(api: Api): Promise<number> {
  return ((await listed(api, 1, 1)) ?? (await api.products({ page: 1, per_page: 1 }))).total;
}

/** Reads every page of a paged list (at most `limit` items from `offset`). */
async function pages<T>(read: (page: number) => Promise<{ total: number; items: T[] }>, offset = 0, limit = Number.POSITIVE_INFINITY): Promise<T[]> {
  const out: T[] = [];
  let page = Math.floor(offset / PAGE) + 1;
  for (;;) {
    const { total, items } = await read(page);
    out.push(...items);
    if (items.length === 0 || page * PAGE >= Math.min(total, offset + limit)) break;
    page += 1;
  }
  return out;
}

async function categoryEntries(api: Api): Promise<SitemapEntry[]> {
  const { categories } = await api.categories({ page: 1, per_page: PAGE });
  return categories.map((category) => ({ path: categoryHref(category), lastModified: timeOf(category.updated_at) }));
}

async function shopEntries(api: Api): Promise<SitemapEntry[]> {
  const shops = await pages(async (page) => {
    const result = await api.shops({ page, per_page: PAGE });
    return { total: result.total, items: result.shops };
  });
  return shops.map((shop) => ({ path: `/shops/${shop.id}`, lastModified: timeOf(shop.updated_at) }));
}

async function blogEntries(api: Api): Promise<SitemapEntry[]> {
  const blogs = await pages(async (page) => {
    const result = await api.blogs({ page, per_page: PAGE });
    return { total: result.total, items: result.blogs };
  });
  return blogs.map((blog) => ({ path: `/blog/${encodeURIComponent(blog.slug || String(blog.id))}`, lastModified: timeOf(blog.created_at) }));
}

/** Static routes: a listing takes the last change of what it lists, a policy page its own. */
async function staticEntries(api: Api): Promise<SitemapEntry[]> {
  const [sitemap, categories, shops, blogs, policies] = await Promise.all([
    listed(api, 1, 1),
    categoryEntries(api),
    shopEntries(api),
    blogEntries(api),
    Promise.all(
      Object.entries(POLICY_PAGES).map(async ([path, slug]) => {
        const page = await unlessMissing(() => api.legalPage(slug));
        return [path, timeOf(page?.content.updated_at)] as const;
      }),
    ),
  ]);
  const products = timeOf(sitemap?.latest_updated_at);
  // Contact, support and the seller application show settings only.
  const settings = timeOf(sitemap?.settings_updated_at);
  const latest = (entries: SitemapEntry[]) => latestOf(entries.map((entry) => entry.lastModified));
  const lastChange: Record<string, string | undefined> = {
    '/products': products,
    '/most-popular': products,
    '/best-deal': products,
    '/categories': latest(categories),
    '/shops': latest(shops),
    '/blogs': latest(blogs),
    '/support': settings,
    '/contact-us': settings,
    '/shop/register': settings,
    ...Object.fromEntries(policies),
  };
  // The home page shows products, categories, shops and posts.
  lastChange['/'] = latestOf([products, lastChange['/categories'], lastChange['/shops'], lastChange['/blogs']]);
  return STATIC_PAGES.map((path) => ({ path, lastModified: lastChange[path] }));
}

export async function shardEntriesOf(api: Api, name: string): Promise<SitemapEntry[] | null> {
  if (name === 'pages') return staticEntries(api);
  if (name === 'categories') return categoryEntries(api);
  if (name === 'shops') return shopEntries(api);
  if (name === 'blogs') return blogEntries(api);
  const match = /^products-(\d{1,4})$/.exec(name);
  if (!match) return null;
  const shard = Number(match[1]);
  // This backend's sitemap call: one read of ids and dates. Another backend: the product list.
  const own = await listed(api, shard, PRODUCTS_PER_SHARD);
  if (own) return own.products.length > 0 || shard === 1 ? own.products.map((product) => ({ path: productHref(product.id), lastModified: product.updated_at })) : null;
  const total = await productTotalOf(api);
  if (shard < 1 || (shard - 1) * PRODUCTS_PER_SHARD >= Math.max(total, 1)) return null;
  const offset = (shard - 1) * PRODUCTS_PER_SHARD;
  const products = await pages(
    async (page) => {
      const result = await api.products({ page, per_page: PAGE });
      return { total: result.total, items: result.products };
    },
    offset,
    PRODUCTS_PER_SHARD,
  );
  return products.map((product) => ({ path: productHref(product.id) }));
}
