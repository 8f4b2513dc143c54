// Shoppers for account tests. Each test that changes account data registers its own shopper
// through the API, so tests stay independent and repeatable. Requests carry a made-up
// X-Forwarded-For address per shopper so the backend's per-address rate limits (login,
// registration) count each test on its own.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export interface Shopper {
  name: string;
  email: string;
  phone: string;
  password: string;
  /** The backend token, for arranging data through the API. */
  token: string;
  id: number;
  address: string;
}

let sequence = 0;

function fakeAddress(): string {
  sequence += 1;
  const n = (Date.now() + sequence) % 250;
  return `10.${(process.pid % 250) + 1}.${sequence % 250}.${n + 1}`;
}

const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

/** Registers a new shopper through POST /api/registration. */
export async function newShopper(request: APIRequestContext, name = 'Ada Lovelace'): Promise<Shopper> {
  const stamp = `${Date.now()}${sequence}`;
  const address = fakeAddress();
  const shopper = { name, email: `shopper-${stamp}@example.com`, phone: stamp.slice(-10), password: 'analytical-1843' };
  const response = await request.post('/api/registration', {
    headers: { ...xhr, 'X-Forwarded-For': address },
    data: { ...shopper, country: 'United States', phone_code: '+1' },
  });
  expect(response.status(), await response.text()).toBe(200);
  const data = (await response.json()).data as { user: { id: number }; access: { token: string } };
  return { ...shopper, token: data.access.token, id: data.user.id, address };
}

/** Signs the page's browser context in as `shopper` (the same call the login dialog makes). */
export async function signIn(page: Page, shopper: Pick<Shopper, 'email' | 'password'> & { address?: string }): Promise<void> {
  const response = await page.request.post('/api/session', {
    headers: { ...xhr, 'X-Forwarded-For': shopper.address ?? fakeAddress() },
    data: { phone: shopper.email, password: shopper.password },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Calls the API as `shopper` (to arrange data a test needs). */
export async function asShopper<T = unknown>(
  request: APIRequestContext,
  shopper: Pick<Shopper, 'token'>,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  data?: Record<string, unknown>,
): Promise<T> {
  const response = await request.fetch(`/api${path}`, { method, headers: { ...xhr, Authorization: `Bearer ${shopper.token}` }, data });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBeTruthy();
  return (await response.json()) as T;
}
