// The cache tags, named once for both sides: the storefront keeps catalogue answers under them
// (lib/api/cache-rules.ts) and the backend expires them when what they name changes
// (server/cache/revalidate.ts); an external backend names them in POST /api/revalidate.
export type CacheTag = 'master' | 'catalog' | 'category' | 'shop' | 'blog' | 'content' | `product:${number}` | `shop:${number}`;

export const cacheTags = {
  /** Settings, languages, translations and countries. */
  master: 'master',
  /** Everything a product listing, card or page shows. */
  catalog: 'catalog',
  /** Categories and sub-categories. */
  categories: 'category',
  /** Shop lists and shop pages. */
  shops: 'shop',
  blog: 'blog',
  /** Legal pages and the contact page. */
  content: 'content',
  /** One product's page and reviews. */
  product: (id: number): CacheTag => `product:${id}`,
  /** One shop's page and reviews. */
  shop: (id: number): CacheTag => `shop:${id}`,
} as const satisfies Record<string, CacheTag | ((id: number) => CacheTag)>;

/** Every tag that is not about one product or shop: what a reset of the demo expires. */
export const SHARED_TAGS: readonly CacheTag[] = [cacheTags.master, cacheTags.catalog, cacheTags.categories, cacheTags.shops, cacheTags.blog, cacheTags.content];

const ONE_OF = /^(product|shop):(\d{1,9})$/;

/** Whether a name is a cache tag of the shop (as an external backend sends them). */
export function isCacheTag(value: string): value is CacheTag {
  return (SHARED_TAGS as readonly string[]).includes(value) || ONE_OF.test(value);
}

// ---------------------------------------------------------------- expiries in this process

/**
 * How many times this process expired cache tags, in all and by tag: the backend's signal to what
 * keeps a copy beside the page cache (the web server's one-second page memory, the languages the
 * routing trusts, the backend's own words) that its copy may be old. Kept on globalThis because the
 * web server and Next.js's bundles each load their own copy of this module.
 */
interface Expiries {
  all: number;
  byTag: Map<string, number>;
}

const holder = globalThis as unknown as { __shopCacheTagExpiries?: Expiries };
const expiries = (): Expiries => (holder.__shopCacheTagExpiries ??= { all: 0, byTag: new Map() });

/** Counts one expiry of `tags` (server/cache/revalidate.ts). */
export function countExpiry(tags: readonly CacheTag[]): void {
  const counts = expiries();
  counts.all += 1;
  for (const tag of new Set(tags)) counts.byTag.set(tag, (counts.byTag.get(tag) ?? 0) + 1);
}

/** How many expiries this process has counted so far: of any tag, or of `tag`. */
export function expiriesSoFar(tag?: CacheTag): number {
  const counts = expiries();
  return tag === undefined ? counts.all : (counts.byTag.get(tag) ?? 0);
}
