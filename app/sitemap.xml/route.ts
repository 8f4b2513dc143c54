import { originFromHeaders } from '@/lib/seo/origin';
import { shardNames, sitemapIndex } from '@/lib/seo/sitemap';
import { productTotal } from '@/lib/seo/sitemap-data';

export const dynamic = 'force-dynamic';

export async function GET(request: Request) {
  const body = sitemapIndex(originFromHeaders(request.headers), shardNames(await productTotal()));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
