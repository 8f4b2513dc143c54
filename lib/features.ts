// Features of this project's own backend that another backend may not have. /master answers the
// ones it offers as `features` (ours); a backend that sends no such list offers none of them, and
// the storefront hides their controls and pages (docs/contract.md, GET /master).
// address_country: addresses have a country and a region (the address form asks for them).
export const FEATURES = ['follow', 'voucher_centre', 'alerts', 'questions', 'address_country'] as const;

export type Feature = (typeof FEATURES)[number];

/** Whether the backend whose settings these are offers a feature. */
export const offers = (master: { features: readonly string[] }, feature: Feature): boolean => master.features.includes(feature);

/**
 * In the browser: whether the backend offers a feature, as the page's <html data-features> says
 * (app/[locale]/layout.tsx writes /master's list there, the same for every visitor). For lazily
 * loaded islands that appear on any page, such as the chat drawer; nothing of it weighs on a
 * page's first load.
 */
export const offeredOnPage = (feature: Feature): boolean =>
  typeof document !== 'undefined' && (document.documentElement.dataset.features ?? '').split(' ').includes(feature);
