/** First path segments of pages only a signed-in shopper sees: the account layout and checkout. */
export const accountSegments = [
  'dashboard',
  'order-history',
  'return-product',
  'returned-order-history',
  'wishlist',
  'following',
  'alerts',
  'my-questions',
  'profile',
  'manage-address',
  'change-password',
  'support-tickets',
  'support-ticket',
  'affiliations',
  'massages',
  // Signed-in pages in the shop layout: checkout and buy now.
  'checkout',
  'buynow',
] as const;

/** Cookie names next-auth v5 uses for its session (plain and Secure-prefixed). */
export const sessionCookieNames = ['authjs.session-token', '__Secure-authjs.session-token'];

/** True when the path (with or without a locale prefix) belongs to the account layout. */
export function isAccountPath(pathname: string, locales: readonly string[]): boolean {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length > 0 && locales.includes(parts[0])) parts.shift();
  return parts.length > 0 && (accountSegments as readonly string[]).includes(parts[0]);
}
