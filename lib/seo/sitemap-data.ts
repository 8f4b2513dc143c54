import 'server-only';
// What each sitemap shard lists, read through the contract client in the default locale. Products
// come from this backend's sitemap call (ids and dates only), or from the product list on a
// backend without it.
import { unlessMissing } from '@/lib/api/missing';
import { apiFor } from '@/lib/api/server';
import { routing } from '@/lib/i18n/routing';
import { categoryHref, productHref } from '@/lib/catalog-links';
import { isoOf } from '@/lib/format-date';
import { PRODUCTS_PER_SHARD, type SitemapEntry } from './sitemap';

const PAGE = 100;
const STATIC_PAGES = ['/', '/products', '/categories', '/shops', '/most-popular', '/best-deal', '/blogs', '/support', '/contact-us', '/shop/register', '/about-us', '/terms-and-conditions', '/privacy-policy', '/return-policy', '/page/shipping-and-delivery-policy'];

const api = () => apiFor(routing.defaultLocale);

/** A page of what the backend's sitemap call lists, or null from a backend without it. */
const listed = (page: number, perPage: number) => unlessMissing(() => api().sitemapProducts({ page, per_page: perPage }));

export async function productTotal(): Promise<number> {
  return ((await listed(1, 1)) ?? (await api().products({ page: 1, per_page: 1 }))).total;
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

export async function shardEntries(name: string): Promise<SitemapEntry[] | null> {
  if (name === 'pages') return STATIC_PAGES.map((path) => ({ path }));
  if (name === 'categories') {
    const { categories } = await api().categories({ page: 1, per_page: PAGE });
    return categories.map((category) => ({ path: categoryHref(category) }));
  }
  if (name === 'shops') {
    const shops = await pages(async (page) => {
      const result = await api().shops({ page, per_page: PAGE });
      return { total: result.total, items: result.shops };
    });
    return shops.map((shop) => ({ path: `/shops/${shop.id}` }));
  }
  if (name === 'blogs') {
    const blogs = await pages(async (page) => {
      const result = await api().blogs({ page, per_page: PAGE });
      return { total: result.total, items: result.blogs };
    });
    return blogs.map((blog) => ({ path: `/blog/${encodeURIComponent(blog.slug || String(blog.id))}`, lastModified: isoOf(blog.created_at) ?? undefined }));
  }
  const match = /^products-(\d{1,4})$/.exec(name);
  if (!match) return null;
  const shard = Number(match[1]);
  // This backend's sitemap call: one read of ids and dates. Another backend: the product list.
  const own = await listed(shard, PRODUCTS_PER_SHARD);
  if (own) return own.products.length > 0 || shard === 1 ? own.products.map((product) => ({ path: productHref(product.id), lastModified: product.updated_at })) : null;
  const total = await productTotal();
  if (shard < 1 || (shard - 1) * PRODUCTS_PER_SHARD >= Math.max(total, 1)) return null;
  const offset = (shard - 1) * PRODUCTS_PER_SHARD;
  const products = await pages(
    async (page) => {
      const result = await api().products({ page, per_page: PAGE });
      return { total: result.total, items: result.products };
    },
    offset,
    PRODUCTS_PER_SHARD,
  );
  return products.map((product) => ({ path: productHref(product.id) }));
}
