import { fallbackCard, ogApi, ogCard, ogContentType, ogSize } from '@/lib/seo/og-card';
import { routeId } from '@/lib/route-params';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Shop';

export default async function Image({ params }: { params: Promise<{ id: string }> }) {
  const id = routeId((await params).id);
  if (id === null) return fallbackCard();
  try {
    const { shop } = await ogApi().shop(id);
    return ogCard({ title: shop.name, detail: `Rated ${shop.rating.toFixed(1)} of 5 · ${shop.total_products ?? 0} products`, kind: 'Shop' });
  } catch {
    return fallbackCard();
  }
}
