// What the header search suggests for a text, from the public contract only (so it works on any
// backend): the best products (GET /products?search=…&per_page=5, the backend's relevance order),
// the shops (GET /shops?search=…&per_page=3), and the categories and sub-categories whose names
// hold the text, filtered here from the category list (GET /categories, fetched once per language).
import { browserApi } from '@/lib/api/browser';
import type { Api } from '@/lib/api/client';
import type { Category } from '@/lib/api/schemas/catalog';
import { categoryHref, productHref, subCategoryHref } from '@/lib/catalog-links';
import { foldText } from '@/lib/fold-text';
import type { Href } from '@/lib/i18n/href';

export const MAX_PRODUCTS = 5;
export const MAX_CATEGORIES = 3;
export const MAX_SHOPS = 3;

export interface ProductSuggestion {
  id: number;
  name: string;
  thumbnail: string;
  price: number;
  discountPrice: number;
  href: Href;
}

export interface CategorySuggestion {
  key: string;
  name: string;
  /** The category a sub-category belongs to; null for a category. */
  parent: string | null;
  href: Href;
}

export interface ShopSuggestion {
  id: number;
  name: string;
  logo: string | null;
  href: Href;
}

export interface SuggestionSet {
  products: ProductSuggestion[];
  categories: CategorySuggestion[];
  shops: ShopSuggestion[];
}

/**
 * The categories and sub-categories whose names hold `query`, ignoring case and accents (and
 * Arabic vowel marks): names that start with it first, categories before sub-categories.
 */
export function matchCategories(categories: readonly Category[], query: string, limit = MAX_CATEGORIES): CategorySuggestion[] {
  const wanted = foldText(query);
  if (!wanted) return [];
  const found: (CategorySuggestion & { rank: number })[] = [];
  const rank = (name: string, level: number) => {
    const folded = foldText(name);
    const at = folded.indexOf(wanted);
    if (at < 0) return -1;
    const wordStart = at === 0 || folded[at - 1] === ' ';
    return (at === 0 ? 0 : wordStart ? 2 : 4) + level;
  };
  for (const category of categories) {
    const own = rank(category.name, 0);
    if (own >= 0) found.push({ key: `c${category.id}`, name: category.name, parent: null, href: categoryHref(category), rank: own });
    for (const sub of category.sub_categories) {
      const subRank = rank(sub.name, 1);
      if (subRank >= 0) found.push({ key: `s${sub.id}`, name: sub.name, parent: category.name, href: subCategoryHref(category, sub.id), rank: subRank });
    }
  }
  // Array.prototype.sort is stable: equal ranks keep the backend's order.
  return found
    .sort((a, b) => a.rank - b.rank)
    .slice(0, limit)
    .map(({ rank: _rank, ...suggestion }) => suggestion);
}

/**
 * The contract client of the page with its requests tied to `signal`. The client's code comes as
 * browserApi() loads it, not with this module (which the header loads on the field's focus).
 */
async function abortableApi(signal: AbortSignal): Promise<Api> {
  const [{ context }, { createApi }] = await Promise.all([browserApi(), import('@/lib/api/client')]);
  return createApi({
    transport: (request) => context.transport(new Request(request, { signal })),
    baseUrl: context.baseUrl,
    locale: context.locale,
  });
}

/** The category list of each language, fetched once (again after a failure). */
const categoryLists = new Map<string, Promise<Category[]>>();

function categoriesIn(locale: string): Promise<Category[]> {
  let list = categoryLists.get(locale);
  if (!list) {
    list = browserApi()
      .then((api) => api.categories())
      .then((answer) => answer.categories);
    list.catch(() => categoryLists.delete(locale));
    categoryLists.set(locale, list);
  }
  return list;
}

/** Forgets the fetched category lists (for tests). */
export function forgetCategories(): void {
  categoryLists.clear();
}

/**
 * The suggestions for `query`. A part whose call fails is left empty; the whole rejects only when
 * `signal` aborted it.
 */
export async function loadSuggestions(query: string, signal: AbortSignal): Promise<SuggestionSet> {
  const api = await abortableApi(signal);
  const [products, categories, shops] = await Promise.allSettled([
    api.products({ search: query, per_page: MAX_PRODUCTS }),
    categoriesIn(api.context.locale),
    api.shops({ search: query, per_page: MAX_SHOPS }),
  ]);
  signal.throwIfAborted();
  return {
    products:
      products.status === 'fulfilled'
        ? products.value.products.slice(0, MAX_PRODUCTS).map((product) => ({
            id: product.id,
            name: product.name,
            thumbnail: product.thumbnail,
            price: product.price,
            discountPrice: product.discount_price,
            href: productHref(product.id),
          }))
        : [],
    categories: categories.status === 'fulfilled' ? matchCategories(categories.value, query) : [],
    shops:
      shops.status === 'fulfilled'
        ? shops.value.shops.slice(0, MAX_SHOPS).map((shop) => ({ id: shop.id, name: shop.name, logo: shop.logo, href: `/shops/${shop.id}` }))
        : [],
  };
}
