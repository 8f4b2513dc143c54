// The query keys of the shopper's own data in the browser's cache (lib/query/client.ts). Plain
// constants, so first-load code (the product page's view report) can name a key without loading
// TanStack Query; the queries themselves are in ./queries.ts, which only lazy code imports.
export const accountKeys = {
  /** Everything personal: removed when the shopper signs out. */
  all: ['account'] as const,
  /** Ids of the favourite products, newest first. */
  wishlist: ['account', 'wishlist'] as const,
  addresses: ['account', 'addresses'] as const,
  /** The home page's rail of recently viewed products. */
  recentlyViewed: ['account', 'recently-viewed'] as const,
  /** The shopper's back-in-stock and price-drop alerts (ours). */
  alerts: ['account', 'alerts'] as const,
  /** The shopper's questions on one product and their helpful votes there (ours). */
  questions: (productId: number) => ['account', 'questions', productId] as const,
};

/** GET /countries: the same for everyone, and it hardly ever changes. */
export const countriesKey = ['countries'] as const;
