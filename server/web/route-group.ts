// The route group of a request, the one label the web server's request metrics carry: page kinds,
// API groups, static files, media, and the server's own endpoints. A bounded set, whatever the
// path: never an id, a slug or a query string (ARCHITECTURE.md, "Operations rules").
import { pageKindOf } from '@/lib/observability/page-kind';

/** The API's first path segment → its group. Anything else under /api is `api:other`. */
const API_GROUPS: Record<string, string> = {
  ...Object.fromEntries(
    ['products', 'product-details', 'categories', 'sub-categories', 'shop-categories', 'shops', 'get-shops', 'home', 'banners', 'flash-sale', 'flash-sales', 'product-review', 'reviews', 'feed-products', 'sitemap-products'].map((s) => [s, 'catalog']),
  ),
  ...Object.fromEntries(['cart', 'carts'].map((s) => [s, 'cart'])),
  ...Object.fromEntries(['place-order', 'order-payment', 'payments', 'get-vouchers', 'get-collected-vouchers', 'vouchers-collect'].map((s) => [s, 'checkout'])),
  ...Object.fromEntries(
    ['address', 'addresses', 'orders', 'order-details', 'return-order', 'return-orders', 'return-order-details', 'profile', 'update-profile', 'change-password', 'favorite-add-or-remove', 'favorite-products', 'recently-views', 'affiliations', 'uploads', 'support-ticket', 'support-tickets', 'support-ticket-message', 'ticket-issue-types'].map((s) => [s, 'account']),
  ),
  ...Object.fromEntries(['login', 'logout', 'registration', 'send-otp', 'verify-otp', 'reset-password', 'auth', 'session'].map((s) => [s, 'auth'])),
  ...Object.fromEntries(['get-message', 'send-message', 'store-message', 'unread-messages', 'update-last-seen', 'pusher'].map((s) => [s, 'chat'])),
  ...Object.fromEntries(['master', 'lang', 'countries', 'legal-pages', 'blog', 'blogs', 'contact-us', 'support'].map((s) => [s, 'content'])),
  seller: 'seller',
  admin: 'admin',
  revalidate: 'admin',
  'web-vitals': 'web-vitals',
};

export function routeGroupOf(url: string | undefined): string {
  const path = (url ?? '/').split('?')[0];
  if (path === '/healthz' || path === '/readyz') return 'health';
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/_next/static/') || path.startsWith('/build/')) return 'static';
  if (path.startsWith('/_next/image') || path.startsWith('/img/') || path.startsWith('/media/')) return 'media';
  if (path === '/api' || path.startsWith('/api/')) return `api:${API_GROUPS[path.split('/')[2] ?? ''] ?? 'other'}`;
  if (path.startsWith('/_next/')) return 'next';
  if (/^\/(?:sitemap[^/]*\.xml|sitemaps\/|feeds\/|robots\.txt|manifests\/)/.test(path)) return 'seo';
  if (/\.[a-z0-9]{2,5}$/i.test(path)) return 'public-file';
  return `page:${pageKindOf(path)}`;
}

/** `2xx`, `4xx`… */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;
