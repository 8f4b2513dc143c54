// CSRF rule shared by the backend and the Next.js session routes (docs/contract.md, "Headers"): a browser
// that names where a request comes from (Origin) must name this shop.
import { edgeEnv } from '@/lib/config/edge';

/** The host the client asked for: the proxy's X-Forwarded-Host, else Host. */
export function requestHost(header: (name: string) => string | null | undefined): string | undefined {
  return header('x-forwarded-host')?.split(',')[0].trim() || header('host') || undefined;
}

/**
 * The addresses shoppers reach the shop at, besides the Host a request names: SHOP_URL's origin
 * and those PUBLIC_ORIGIN lists (comma or space separated). Behind a reverse proxy that rewrites
 * Host to the upstream's name, the browser's Origin never equals Host, and every write would be
 * refused without them.
 */
export function publicOrigins(env: Record<string, string | undefined> = edgeEnv()): Set<string> {
  const listed = [env.SHOP_URL, ...(env.PUBLIC_ORIGIN ?? '').split(/[\s,]+/)].filter((value): value is string => Boolean(value));
  return new Set(
    listed.flatMap((value) => {
      try {
        return [new URL(value).origin];
      } catch {
        return [];
      }
    }),
  );
}

/** True when the request says it comes from another site: not the Host it asked for, nor a public origin. */
export function fromOtherSite(header: (name: string) => string | null | undefined, origins: ReadonlySet<string> = publicOrigins()): boolean {
  const origin = header('origin');
  if (!origin || origin === 'null') return false;
  try {
    const url = new URL(origin);
    return url.host !== requestHost(header) && !origins.has(url.origin);
  } catch {
    return true;
  }
}

export const hasXhrMarker = (header: (name: string) => string | null | undefined): boolean => header('x-requested-with')?.toLowerCase() === 'xmlhttprequest';
