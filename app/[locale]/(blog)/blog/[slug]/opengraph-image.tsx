import { decodedSegment } from '@/lib/route-param';
import { fallbackCard, ogApi, ogCard, ogContentType, ogSize } from '@/lib/seo/og-card';

export const size = ogSize;
export const contentType = ogContentType;
export const alt = 'Blog post';

export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  try {
    const { blog } = await ogApi().blogDetails(decodedSegment((await params).slug) ?? '');
    return ogCard({ title: blog.title, detail: blog.post_by?.name, kind: blog.category?.name ?? 'Blog' });
  } catch {
    return fallbackCard();
  }
}
