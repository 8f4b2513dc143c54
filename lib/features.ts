// Features of this project's own backend that another backend may not have. /master answers the
// ones it offers as `features` (ours); a backend that sends no such list offers none of them, and
// the storefront hides their controls and pages (docs/contract.md, GET /master).
export const FEATURES = ['voucher_centre'] as const;

export type Feature = (typeof FEATURES)[number];

/** Whether the backend whose settings these are offers a feature. */
export const offers = (master: { features: readonly string[] }, feature: Feature): boolean => master.features.includes(feature);
