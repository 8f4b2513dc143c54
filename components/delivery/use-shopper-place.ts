'use client';
// Where the cart's arrival lines are promised for: the signed-in shopper's default address, else
// the country chosen on this device (lib/delivery-destination.ts); per shop, placeFor() falls
// back to the shop's own country.
import { useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { addressesQuery } from '@/lib/account/queries';
import { addressDestination, storedDestination, subscribeDestination } from '@/lib/delivery-destination';
import type { Destination } from '@/lib/delivery-promise';
import { getQueryClient } from '@/lib/query/client';

const onServer = () => null;

/** known: the addresses have been read (or could not be), so the lines do not change place as they come. */
export function useShopperPlace(enabled: boolean): { known: boolean; address: Destination | null; chosen: string | null } {
  const { data, isError } = useQuery({ ...addressesQuery(), enabled }, getQueryClient());
  const chosen = useSyncExternalStore(subscribeDestination, storedDestination, onServer);
  return { known: data !== undefined || isError, address: addressDestination(data?.find((address) => address.is_default) ?? data?.[0]), chosen };
}
