// The kind of page a path shows, as a bounded label for metrics: shoppers' Web Vitals and the
// web server's request metrics. Never an id or a path: labels must stay few (ARCHITECTURE.md,
// "Operations rules"). Runs in the browser too, so it stays a small table; the locale prefix is
// the shop's languages' (lib/i18n/locales.ts).

import { pathWithoutLocale } from '@/lib/i18n/locales';

export const PAGE_KINDS = [
  'home',
  'products',
  'product',
  'categories',
  'category',
  'shops',
  'shop',
  'flash-sale',
  'vouchers',
  'blogs',
  'blog',
  'content',
  'seller-application',
  'checkout',
  'account',
  'other',
] as const;

export type PageKind = (typeof PAGE_KINDS)[number];

// Every page under app/[locale]/, by its locale-free path; `:` marks a dynamic segment. Listing
// pages also answer at their internal `…/query/:token` route (lib/query-route.ts), which the web
// server never sees but Next.js's own paths do.
const LISTINGS: [string, PageKind][] = [
  ['', 'home'],
  ['products', 'products'],
  ['most-popular', 'products'],
  ['best-deal', 'products'],
  ['categories/:slug', 'category'],
  ['shops', 'shops'],
  ['shops/:id', 'shop'],
  ['flash-sale/:id', 'flash-sale'],
  ['vouchers', 'vouchers'],
  ['blogs', 'blogs'],
  // A product's questions, searched and sorted: a part of its page.
  ['products/:id/questions', 'product'],
];

const PAGES: [string, PageKind][] = [
  ['products/:id/details', 'product'],
  ['categories', 'categories'],
  ['blog/:slug', 'blog'],
  ['about-us', 'content'],
  ['contact-us', 'content'],
  ['support', 'content'],
  ['privacy-policy', 'content'],
  ['return-policy', 'content'],
  ['terms-and-conditions', 'content'],
  ['page/:slug', 'content'],
  ['shop/register', 'seller-application'],
  ['checkout', 'checkout'],
  ['buynow', 'checkout'],
  ['dashboard', 'account'],
  ['profile', 'account'],
  ['change-password', 'account'],
  ['wishlist', 'account'],
  ['alerts', 'account'],
  ['my-questions', 'account'],
  ['following', 'account'],
  ['massages', 'account'],
  ['affiliations', 'account'],
  ['manage-address', 'account'],
  ['manage-address/new', 'account'],
  ['manage-address/:id/edit', 'account'],
  ['order-history', 'account'],
  ['order-history/:id', 'account'],
  ['return-product/:id', 'account'],
  ['returned-order-history', 'account'],
  ['returned-order-history/:id', 'account'],
  ['support-tickets', 'account'],
  ['support-ticket/:ticketNumber', 'account'],
  // The document of the web server's 404 answers (docs/adr/0026); `[...rest]` is `other` too.
  ['not-found-document', 'other'],
];

const ROUTES: [string[], PageKind][] = [
  ...LISTINGS.flatMap(([path, kind]): [string, PageKind][] => [
    [path, kind],
    [path ? `${path}/query/:token` : 'query/:token', kind],
  ]),
  ...PAGES,
].map(([path, kind]) => [path.split('/').filter(Boolean), kind]);

function matches(pattern: string[], segments: string[]): boolean {
  return pattern.length === segments.length && pattern.every((part, index) => part.startsWith(':') || part === segments[index]);
}

/** The kind of page at `pathname` (with or without a locale prefix, query or hash); `other` for anything else. */
export function pageKindOf(pathname: string): PageKind {
  const segments = pathWithoutLocale(pathname.split(/[?#]/, 1)[0]).split('/').filter(Boolean);
  return ROUTES.find(([pattern]) => matches(pattern, segments))?.[1] ?? 'other';
}
