// CSRF rule shared by the backend and the Next.js session routes (ARCHITECTURE.md): a browser
// that names where a request comes from (Origin) must name this shop.

/** The host the client asked for: the proxy's X-Forwarded-Host, else Host. */
export function requestHost(header: (name: string) => string | null | undefined): string | undefined {
  return header('x-forwarded-host')?.split(',')[0].trim() || header('host') || undefined;
}

/** True when the request says it comes from another site. */
export function fromOtherSite(header: (name: string) => string | null | undefined): boolean {
  const origin = header('origin');
  if (!origin || origin === 'null') return false;
  try {
    return new URL(origin).host !== requestHost(header);
  } catch {
    return true;
  }
}

export const hasXhrMarker = (header: (name: string) => string | null | undefined): boolean => header('x-requested-with')?.toLowerCase() === 'xmlhttprequest';
