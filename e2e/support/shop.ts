// Test data through the shop's own API: settings changes via the operator endpoint, restored
// after the test so that tests stay independent.
import { expect, type APIRequestContext } from '@playwright/test';

export interface MasterData {
  app_name: string;
  mobile: string;
  multi_vendor: boolean;
  web_footer_text: string;
  theme_colors: Record<string, string>;
  currencies: { name: string; symbol: string; position: string; is_default: boolean; rate_from_default: number }[];
  menus: { id: number; name: string; url: string; target: string; is_external: boolean }[];
  footers: { id: number; title: string; items: { id: number; type: string; title: string; url: string | null }[] }[];
}

const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

export async function master(request: APIRequestContext, locale = 'en'): Promise<MasterData> {
  const response = await request.get('/api/master', { headers: { ...headers, 'Accept-Language': locale } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data as MasterData;
}

export async function patchSettings(request: APIRequestContext, values: Record<string, unknown>): Promise<void> {
  const response = await request.patch('/api/admin/settings', {
    headers: { ...headers, Authorization: `Bearer ${process.env.ADMIN_API_TOKEN}` },
    data: values,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Changes settings for the duration of `run`, then puts the old values back. */
export async function withSettings(request: APIRequestContext, values: Record<string, unknown>, run: () => Promise<void>): Promise<void> {
  const before = (await master(request)) as unknown as Record<string, unknown>;
  const previous = Object.fromEntries(Object.keys(values).map((key) => [key, before[key]]));
  await patchSettings(request, values);
  try {
    await run();
  } finally {
    await patchSettings(request, previous);
  }
}

export async function firstProducts(request: APIRequestContext, query = 'page=1&per_page=20') {
  const response = await request.get(`/api/home?${query}`, { headers });
  expect(response.ok()).toBeTruthy();
  return (await response.json()).data.just_for_you.products as { id: number; name: string; price: number; discount_price: number }[];
}
