'use client';
// The address book's changes as mutations of the cached list (lib/account/queries.ts): each answer
// is written into the list at once, then the list is read again so its order and default are the
// server's. Used by the account pages and the checkout's address dialog, never by a catalogue page.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { Address, AddressInput } from '@/lib/api/schemas/profile';
import { accountKeys } from './query-keys';

/** The list with a saved address in it; a new default takes the mark from the others. */
export function withSaved(list: Address[], saved: Address): Address[] {
  const others = list.map((address) => (saved.is_default && address.id !== saved.id ? { ...address, is_default: false } : address));
  return others.some((address) => address.id === saved.id) ? others.map((address) => (address.id === saved.id ? saved : address)) : [...others, saved];
}

function updateList(client: QueryClient, change: (list: Address[]) => Address[]): Promise<void> {
  client.setQueryData<Address[]>(accountKeys.addresses, (list) => (list ? change(list) : list));
  return client.invalidateQueries({ queryKey: accountKeys.addresses });
}

/** Stores a new address, or updates the one with `addressId`; answers the saved address. */
export function useSaveAddress(addressId: number | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: AddressInput) => {
      const api = await browserApi();
      const answer = addressId === undefined ? await api.storeAddress(body) : await api.updateAddress(addressId, body);
      return answer.data.address;
    },
    onSuccess: (saved) => void updateList(client, (list) => withSaved(list, saved)),
  });
}

export function useMakeDefault() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (addressId: number) => (await (await browserApi()).updateAddress(addressId, { is_default: true })).data.address,
    onSuccess: (saved) => void updateList(client, (list) => withSaved(list, saved)),
  });
}

export function useDeleteAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (addressId: number) => {
      await (await browserApi()).deleteAddress(addressId);
      return addressId;
    },
    onSuccess: (deleted) => void updateList(client, (list) => list.filter((address) => address.id !== deleted)),
  });
}
