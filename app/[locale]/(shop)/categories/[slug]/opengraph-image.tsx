import { findCategory } from '@/lib/category-slug';
import { fallbackCard, ogApi, ogCard, ogContentType, ogSize } from '@/lib/seo/og-card';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Category';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  try {
    const { categories } = await ogApi().categories({ page: 1, per_page: 100 });
    const category = findCategory((await params).slug, categories);
    if (!category) return fallbackCard();
    return ogCard({ title: category.name, detail: category.sub_categories.map((sub) => sub.name).slice(0, 4).join(' · '), kind: 'Category' });
  } catch {
    return fallbackCard();
  }
}
