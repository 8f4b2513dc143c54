// The few pages the backend serves itself (the printable invoice, the sandbox payment page): one
// shell for both, in the shopper's language and its direction as the shop's languages give it
// (server/words.ts), kept out of search results.
import type { Direction } from '@/lib/i18n/locales';

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A whole HTML document; `title` is escaped here, `style` and `body` are the caller's markup. The
 * style is written exactly as given, so a Content-Security-Policy may allow it by its hash.
 */
export function htmlPage(page: { language: { locale: string; direction: Direction }; title: string; style: string; body: string }): string {
  return `<!doctype html>
<html lang="${escapeHtml(page.language.locale)}" dir="${page.language.direction === 'rtl' ? 'rtl' : 'ltr'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)}</title>
<style>${page.style}</style>
</head>
<body>
${page.body}
</body>
</html>`;
}
