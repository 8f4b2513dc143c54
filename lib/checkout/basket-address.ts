// The default address becomes the basket address, otherwise the first one.

interface Choosable {
  id: number;
  is_default: boolean;
}

export function basketAddressId(addresses: readonly Choosable[]): number | null {
  return (addresses.find((address) => address.is_default) ?? addresses[0])?.id ?? null;
}

/**
 * The list after an address was added or edited in the checkout: the saved copy in its place
 * (a new one at the end), and when it became the default no other address stays the default.
 */
export function withSavedAddress<T extends Choosable>(addresses: readonly T[], saved: T): T[] {
  const known = addresses.some((address) => address.id === saved.id);
  const list = known ? addresses.map((address) => (address.id === saved.id ? saved : address)) : [...addresses, saved];
  return saved.is_default ? list.map((address) => (address.id === saved.id || !address.is_default ? address : { ...address, is_default: false })) : list;
}
