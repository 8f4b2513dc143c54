// GET /manifests/{locale}.webmanifest: the web app manifest of one language (lib/pwa/manifest.ts).
import { apiFor } from '@/lib/api/server';
import { localesNow } from '@/lib/i18n/locale-source';
import { isLocale } from '@/lib/i18n/locales';
import { webManifest } from '@/lib/pwa/manifest';

export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ name: string }> }) {
  const { name } = await params;
  const locale = name.endsWith('.webmanifest') ? name.slice(0, -'.webmanifest'.length) : '';
  if (!isLocale(locale, await localesNow())) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  const master = await apiFor(locale).master();
  return new Response(JSON.stringify(webManifest(locale, master)), {
    headers: { 'Content-Type': 'application/manifest+json; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
