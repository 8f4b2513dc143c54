import { localesNow } from '@/lib/i18n/locale-source';
import { originFromHeaders } from '@/lib/seo/origin';
import { urlset } from '@/lib/seo/sitemap';
import { shardEntries } from '@/lib/seo/sitemap-data';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const locales = await localesNow();
  const entries = name.endsWith('.xml') ? await shardEntries(name.slice(0, -'.xml'.length)) : null;
  if (!entries) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  return new Response(urlset(originFromHeaders(request.headers), entries, locales), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
