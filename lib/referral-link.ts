/**
 * The link a shopper shares: the shop's home page with their code. The storefront keeps the
 * `ref` parameter (components/providers/shop-provider.tsx) and sends it as the registration's
 * ref_id, so whoever signs up through the link becomes the shopper's referral.
 */
export function referralLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?ref=${encodeURIComponent(code)}`;
}
