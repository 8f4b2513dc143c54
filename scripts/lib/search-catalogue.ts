// What the search judgements need to know of each product the shop lists, read through the HTTP
// API alone (the listings by category and sub-category, in English and Arabic): its names, its
// product type (the longest listed type its English name holds), category, sub-category, brand
// and shop. Nothing here knows how the search is answered.
import { CATEGORY_NAMES, PRODUCT_TYPES, type CategorySlug, type Locale, type ProductType } from '@/test/search/judgement-types';

/** The data of an API answer to `path` in `locale` (the `data` of its envelope). */
export type ApiGet = <T>(path: string, locale: Locale) => Promise<T>;

export interface Card {
  id: number;
  name: string;
  brand: string | null;
  shop: { id: number; name: string };
}

export interface Product {
  id: number;
  names: Record<Locale, string>;
  type: ProductType;
  category: CategorySlug;
  sub: string;
  brand: string | null;
  shop: string;
}

interface Listing {
  total: number;
  products: Card[];
}

const PAGE = 100;

/** Every product of a listing, page after page. */
export async function everyCard(get: ApiGet, query: string, locale: Locale): Promise<{ total: number; cards: Card[] }> {
  const cards: Card[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const listing = await get<Listing>(`/products?${query}${query ? '&' : ''}per_page=${PAGE}&page=${page}`, locale);
    total = listing.total;
    cards.push(...listing.products);
    if (listing.products.length < PAGE || cards.length >= total) return { total, cards };
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The longest listed type an English name holds as whole words, or null. */
export function typeOf(name: string): ProductType | null {
  let best: ProductType | null = null;
  for (const type of PRODUCT_TYPES) {
    if (new RegExp(`\\b${escape(type)}\\b`, 'i').test(name) && (!best || type.length > best.length)) best = type;
  }
  return best;
}

/** The catalogue a shopper can see, by product id. */
export async function loadCatalogue(get: ApiGet): Promise<Map<number, Product>> {
  const english = (await everyCard(get, '', 'en')).cards;
  const arabic = new Map((await everyCard(get, '', 'ar')).cards.map((card) => [card.id, card.name]));
  const categories = await get<{ categories: { id: number; name: string; sub_categories: { id: number; name: string }[] }[] }>('/categories?per_page=100', 'en');
  const slugs = new Map(Object.entries(CATEGORY_NAMES).map(([slug, name]) => [name as string, slug as CategorySlug]));
  const categoryOf = new Map<number, CategorySlug>();
  const subOf = new Map<number, string>();
  for (const category of categories.categories) {
    const slug = slugs.get(category.name);
    if (!slug) throw new Error(`The category "${category.name}" is not among the judged ones`);
    for (const card of (await everyCard(get, `category_id=${category.id}`, 'en')).cards) categoryOf.set(card.id, slug);
    for (const sub of category.sub_categories) {
      for (const card of (await everyCard(get, `sub_category_id=${sub.id}`, 'en')).cards) subOf.set(card.id, sub.name);
    }
  }
  const products = new Map<number, Product>();
  for (const card of english) {
    const type = typeOf(card.name);
    if (!type) throw new Error(`The name of product ${card.id}, "${card.name}", holds no product type`);
    const category = categoryOf.get(card.id);
    if (!category) throw new Error(`Product ${card.id} is listed in no category`);
    products.set(card.id, {
      id: card.id,
      names: { en: card.name, ar: arabic.get(card.id) ?? card.name },
      type,
      category,
      sub: subOf.get(card.id) ?? '',
      brand: card.brand,
      shop: card.shop.name,
    });
  }
  return products;
}
