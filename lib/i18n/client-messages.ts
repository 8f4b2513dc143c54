// Only the catalogues that browser islands read are sent to the browser; server components read
// the rest on the server. Every page sends those of the chrome, cards and dialogs (PUBLIC);
// islands that only some pages have get theirs through IslandMessages
// (components/providers/island-messages.tsx). A test keeps the lists in step with the
// 'use client' files.
// ErrorPage: app/[locale]/error.tsx can be shown on any page, and after its data failed.
// Suggest: the header search's suggestions, whose code loads on the field's first focus.
// Follow: the Follow button of shop pages, shop cards and the chat drawer, and the home page's rail.
export const PUBLIC_NAMESPACES = ['Auth', 'Cart', 'Catalog', 'Chat', 'Chrome', 'ErrorPage', 'Follow', 'Suggest', 'Wishlist'] as const;

export const ISLAND_NAMESPACES = {
  listing: ['Listing'],
  product: ['Product', 'Questions'],
  contact: ['Contact'],
  seller: ['SellerApplication'],
  vouchers: ['Vouchers'],
  personal: ['Address', 'Affiliations', 'Alerts', 'Checkout', 'Inbox', 'OrderActions', 'MyQuestions', 'Profile', 'Tickets'],
} as const;

export type IslandSet = keyof typeof ISLAND_NAMESPACES;

/**
 * The built-in backend's own words (its API messages, the invoice, the sandbox payment page, the
 * one-time code's email and SMS: server/words.ts): in the catalogues so an operator's texts
 * translate them too, never sent to the browser.
 */
export const BACKEND_NAMESPACES = ['Api', 'ApiFields', 'ApiLimits', 'Invoice', 'OtpMessage', 'PaymentPage', 'AlertMail', 'QuestionMail'] as const;

export function clientMessages(messages: Record<string, unknown>, set?: IslandSet): Record<string, unknown> {
  const names: readonly string[] = set ? [...PUBLIC_NAMESPACES, ...ISLAND_NAMESPACES[set]] : PUBLIC_NAMESPACES;
  return Object.fromEntries(names.filter((name) => name in messages).map((name) => [name, messages[name]]));
}
