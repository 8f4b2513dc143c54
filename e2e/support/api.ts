// Reads the seeded catalogue through the public API, so tests find their data instead of
// hard-coding it.
import { expect, type APIRequestContext } from '@playwright/test';

const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

export async function apiData<T>(request: APIRequestContext, path: string, locale = 'en'): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { ...headers, 'Accept-Language': locale } });
  expect(response.ok(), `${path} answered ${response.status()}`).toBeTruthy();
  return (await response.json()).data as T;
}

export interface CardData {
  id: number;
  name: string;
  price: number;
  discount_price: number;
  quantity: number;
  brand: string | null;
  shop: { id: number; name: string };
  colors: { id: number; name: string; price: number }[];
  sizes: { id: number; name: string; price: number }[];
  /** A display string ("8", "1.2K"). */
  total_reviews: string;
}
