// The answer's language is the first tag of Accept-Language; rows without a translation fall
// back to their base text, so an unknown language simply reads as the default one.
const FALLBACK = 'en';

export function localeFrom(header: string | undefined | null): string {
  if (!header) return FALLBACK;
  const first = header.split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  const primary = first.split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : FALLBACK;
}
