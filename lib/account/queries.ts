'use client';
// What the browser reads of the shopper's own data, as TanStack Query options over the contract
// client. Only code that is itself loaded lazily (dialogs, the user menu, the rail, account pages)
// imports this module, so a catalogue page's first load carries no TanStack Query (docs/adr/0020).
import { queryOptions } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { accountKeys, countriesKey } from './query-keys';

/** How many recently viewed products the home page's rail shows. */
export const RAIL_SIZE = 10;

export const wishlistQuery = () =>
  queryOptions({
    queryKey: accountKeys.wishlist,
    queryFn: async () => (await (await browserApi()).favoriteProducts()).products.map((product) => product.id),
  });

export const addressesQuery = () =>
  queryOptions({
    queryKey: accountKeys.addresses,
    queryFn: async () => (await (await browserApi()).addresses()).addresses,
  });

export const recentlyViewedQuery = () =>
  queryOptions({
    queryKey: accountKeys.recentlyViewed,
    queryFn: async () => (await (await browserApi()).recentlyViews({ page: 1, per_page: RAIL_SIZE })).products,
  });

export const countriesQuery = () =>
  queryOptions({
    queryKey: countriesKey,
    queryFn: async () => (await (await browserApi()).countries()).countries,
    // The list of countries does not change while a page is open.
    staleTime: Infinity,
    gcTime: Infinity,
  });

export const alertsQuery = () =>
  queryOptions({
    queryKey: accountKeys.alerts,
    queryFn: async () => (await (await browserApi()).myAlerts()).alerts,
  });

export const productQuestionsQuery = (productId: number) =>
  queryOptions({
    queryKey: accountKeys.questions(productId),
    queryFn: async () => (await browserApi()).myQuestions(productId),
  });
