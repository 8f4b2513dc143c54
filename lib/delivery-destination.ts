// Where the shopper wants things delivered, as the arrival lines read it: a signed-in shopper's
// address (its country and region), else the country a visitor chose on a product page, kept on
// the device (other tabs' choices arrive by the storage event), else the shop's own country.
import type { Address } from '@/lib/api/schemas/profile';
import type { DeliveryPlan, Destination } from '@/lib/delivery-promise';

const KEY = 'delivery-destination';

const listeners = new Set<() => void>();
let memory: string | null = null;

export function subscribeDestination(changed: () => void): () => void {
  listeners.add(changed);
  window.addEventListener('storage', changed);
  return () => {
    listeners.delete(changed);
    window.removeEventListener('storage', changed);
  };
}

/** The country chosen on this device, if any. */
export function storedDestination(): string | null {
  try {
    return localStorage.getItem(KEY) ?? memory;
  } catch {
    return memory;
  }
}

export function keepDestination(country: string): void {
  try {
    localStorage.setItem(KEY, country);
  } catch {
    // Private modes without storage: the choice holds for this page.
    memory = country;
  }
  for (const changed of listeners) changed();
}

/** An address's place, when it has a country (the original backend's addresses have none). */
export function addressDestination(address: Pick<Address, 'country' | 'region'> | null | undefined): Destination | null {
  return address?.country ? { country: address.country, region: address.region } : null;
}

/** The place a shop's promise is made for: the address, else the device's choice where the shop delivers, else its country. */
export function placeFor(plan: DeliveryPlan, address: Destination | null, chosen: string | null): Destination {
  if (address) return address;
  const delivers = chosen !== null && plan.destinations.some((place) => place.country.toUpperCase() === chosen);
  return { country: delivers ? chosen : plan.country.toUpperCase() };
}
