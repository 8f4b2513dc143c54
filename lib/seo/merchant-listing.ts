// What Google's merchant listings require and recommend of a Product's JSON-LD
// (developers.google.com/search/docs/appearance/structured-data/merchant-listing), as a checker
// the tests run against every product the shop describes. Answers the missing properties by path.
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const first = (value: unknown): Json | undefined => (Array.isArray(value) ? value.find(isObject) : isObject(value) ? value : undefined);

function missingOf(node: Json | undefined, path: string, keys: string[]): string[] {
  if (!node) return [path];
  return keys.filter((key) => !present(node[key])).map((key) => `${path}.${key}`);
}

export interface ListingCheck {
  /** Without these the product is not eligible. */
  required: string[];
  /** Recommended properties the listing lacks. */
  recommended: string[];
}

export function checkMerchantListing(ld: Json, options: { onSale?: boolean } = {}): ListingCheck {
  const required = [...missingOf(ld, 'Product', ['name', 'image', 'offers'])];
  const offer = first(ld.offers);
  required.push(...missingOf(offer, 'offers', ['price', 'priceCurrency']));
  if (offer && present(offer.price) && !/^\d+(\.\d+)?$/.test(String(offer.price))) required.push('offers.price (a number)');

  const recommended = [...missingOf(ld, 'Product', ['description', 'brand', 'sku'])];
  if (offer) {
    recommended.push(...missingOf(offer, 'offers', ['availability', 'itemCondition', 'shippingDetails', 'hasMerchantReturnPolicy', ...(options.onSale ? ['priceValidUntil'] : [])]));
    const shipping = first(offer.shippingDetails);
    if (shipping) {
      recommended.push(...missingOf(first(shipping.shippingRate), 'shippingDetails.shippingRate', ['value', 'currency']));
      recommended.push(...missingOf(first(shipping.shippingDestination), 'shippingDetails.shippingDestination', ['addressCountry']));
      const time = first(shipping.deliveryTime);
      recommended.push(...missingOf(time, 'shippingDetails.deliveryTime', ['handlingTime', 'transitTime']));
    }
    const policy = first(offer.hasMerchantReturnPolicy);
    if (policy) {
      recommended.push(...missingOf(policy, 'hasMerchantReturnPolicy', ['applicableCountry', 'returnPolicyCategory']));
      if (String(policy.returnPolicyCategory).endsWith('MerchantReturnFiniteReturnWindow')) {
        recommended.push(...missingOf(policy, 'hasMerchantReturnPolicy', ['merchantReturnDays', 'returnMethod']));
      }
    }
  }
  const brand = first(ld.brand);
  if (brand) recommended.push(...missingOf(brand, 'brand', ['name']));
  return { required, recommended };
}
