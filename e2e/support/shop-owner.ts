// The shop's side of chat, which has no screens in the storefront: its owner signs in and answers
// through the API.
import { expect, type APIRequestContext } from '@playwright/test';
import type { Shopper } from './account';

const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

let logins = 0;

/** Signs the shop's owner in (shop{id}@example.com / password) and answers with its token. */
export async function shopToken(request: APIRequestContext, shopId: number): Promise<string> {
  logins += 1;
  const response = await request.post('/api/seller/login', {
    // An address of its own for each sign-in, so the per-address limit never counts tests together.
    headers: { ...xhr, 'X-Forwarded-For': `10.66.${process.pid % 250}.${logins % 250}` },
    data: { email: `shop${shopId}@example.com`, password: 'password' },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()).data.access.token as string;
}

/** The shop answers the shopper (POST /seller/send-message), which also publishes it live. */
export async function shopSays(request: APIRequestContext, token: string, shopper: Pick<Shopper, 'id'>, message: string): Promise<void> {
  const response = await request.post('/api/seller/send-message', { headers: { ...xhr, Authorization: `Bearer ${token}` }, data: { user_id: shopper.id, message } });
  expect(response.status(), await response.text()).toBe(200);
}
