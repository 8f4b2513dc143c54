// Only the catalogues that browser islands read are sent to the browser; server components read
// the rest on the server. Public pages, which every visitor downloads, get the catalogues of the
// catalogue's islands and dialogs; account pages and checkout (PersonalMessages) add their own
// forms'. A test keeps both lists in step with the 'use client' files.
export const PUBLIC_NAMESPACES = ['Auth', 'Cart', 'Catalog', 'Chat', 'Chrome', 'Contact', 'Listing', 'Product', 'Wishlist'] as const;
export const PERSONAL_NAMESPACES = [...PUBLIC_NAMESPACES, 'Address', 'Affiliations', 'Checkout', 'Inbox', 'OrderActions', 'Profile', 'Tickets'] as const;

export function clientMessages(messages: Record<string, unknown>, pages: 'public' | 'personal' = 'public'): Record<string, unknown> {
  const names: readonly string[] = pages === 'public' ? PUBLIC_NAMESPACES : PERSONAL_NAMESPACES;
  return Object.fromEntries(names.filter((name) => name in messages).map((name) => [name, messages[name]]));
}
