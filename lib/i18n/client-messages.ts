// Only the catalogues that browser islands read are sent to the browser; server components
// read the rest on the server. A test keeps this list in step with the 'use client' files.
export const CLIENT_NAMESPACES = ['Address', 'Affiliations', 'Auth', 'Cart', 'Catalog', 'Chat', 'Checkout', 'Chrome', 'Contact', 'Inbox', 'Listing', 'OrderActions', 'Product', 'Profile', 'Tickets', 'Wishlist'] as const;

export function clientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(CLIENT_NAMESPACES.filter((name) => name in messages).map((name) => [name, messages[name]]));
}
