// Category pages are /categories/{slug}. The contract identifies categories by id, which is the
// canonical slug; a readable slug made from the English name ("home-kitchen") is accepted too.
import type { Category } from '@/lib/api/schemas/catalog';
import { decodedSegment } from '@/lib/route-param';

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The category a slug names, given the categories in English (for name slugs). */
export function findCategory(slug: string, englishCategories: Category[]): Category | undefined {
  const decoded = decodedSegment(slug);
  if (decoded === null) return undefined;
  if (/^\d+$/.test(decoded)) return englishCategories.find((category) => category.id === Number(decoded));
  return englishCategories.find((category) => category.slug === decoded || slugify(category.name) === decoded);
}
