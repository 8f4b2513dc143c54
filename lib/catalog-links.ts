// Links into the catalogue, in one place so every component links the same way.
import type { Category } from '@/lib/api/schemas/catalog';

/** Category pages are /categories/{slug}; the contract's categories carry an id, which is the slug. */
export function categoryHref(category: Pick<Category, 'id' | 'slug'>): string {
  return `/categories/${encodeURIComponent(String(category.slug ?? category.id))}`;
}

export function subCategoryHref(category: Pick<Category, 'id' | 'slug'>, subCategoryId: number) {
  return { pathname: categoryHref(category), query: { subcategory: String(subCategoryId) } };
}

export function productHref(id: number): string {
  return `/products/${id}/details`;
}
