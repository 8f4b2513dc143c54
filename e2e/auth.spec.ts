import { demoCustomer } from '../lib/demo-credentials';
import { newShopper, signIn } from './support/account';
import { expect, test } from './support/test';

test('the demo customer signs in from the pre-filled dialog, sees the account and signs out', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(dialog.getByText('Please Login to continue')).toBeVisible();
  await expect(dialog.getByLabel('Email or phone')).toHaveValue(demoCustomer.email);
  const password = dialog.getByLabel('Password', { exact: true });
  await expect(password).toHaveAttribute('type', 'password');
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The session cookie is httpOnly: page scripts cannot read the token.
  expect(await page.evaluate(() => document.cookie)).not.toContain('authjs.session-token');
  // Same-origin /api calls are signed in through the cookie.
  const profile = await page.evaluate(async () => (await fetch('/api/profile', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).json());
  expect(profile.data.user.email).toBe(demoCustomer.email);

  await page.getByRole('banner').getByText(demoCustomer.name).click();
  await expect(page.getByRole('link', { name: /^Balance : \d+\.\d{2}$/ })).toHaveAttribute('href', '/affiliations');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const sidebar = page.getByRole('navigation', { name: 'Account' });
  await expect(sidebar.getByText(demoCustomer.name)).toBeVisible();
  await expect(sidebar.getByText(demoCustomer.phone)).toBeVisible();
  for (const link of ['Dashboard', 'Order History', 'Return Orders', 'Wishlist', 'Message', 'My Profile', 'Manage Address', 'Support Ticket', 'Affiliations', 'Change Password', 'Terms & Conditions', 'Privacy Policy']) {
    await expect(sidebar.getByRole('link', { name: link, exact: true })).toBeVisible();
  }

  await page.getByRole('banner').getByText(demoCustomer.name).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log Out!' });
  await expect(confirm.getByText('Logout Confirmation')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('banner').getByText(demoCustomer.name).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await page.getByRole('dialog', { name: 'Log Out!' }).getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Logout successfully')).toBeVisible();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
});

test('a wrong password keeps the dialog open with the server message', async ({ page, request }) => {
  // A shopper and an address of its own: the demo customer's sign-ins in other tests count
  // against the per-account and per-address limits, and a 429 would answer instead.
  const shopper = await newShopper(request, 'Wrong Password');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': shopper.address });
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome!' });
  await dialog.getByLabel('Email or phone').fill(shopper.email);
  await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Credential is invalid!')).toBeVisible();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email or phone')).toHaveValue(shopper.email);
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('not-the-password');
});

test('a token the backend no longer accepts ends the browser session', async ({ page, request }) => {
  // A shopper of its own: resetting the demo customer's password would sign it out elsewhere, and
  // its sign-ins count against the per-account limit.
  const shopper = await newShopper(request, 'Revoked Elsewhere');
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': shopper.address });
  await page.goto('/');
  await page.getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome!' });
  await dialog.getByLabel('Email or phone').fill(shopper.email);
  await dialog.getByLabel('Password', { exact: true }).fill(shopper.password);
  await dialog.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login Successful')).toBeVisible();
  // Another device resets the password: every token of the account is revoked.
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': shopper.address };
  const otp = (await (await request.post('/api/send-otp', { headers, data: { phone: shopper.email, forgot_password: 1 } })).json()).data.otp;
  const token = (await (await request.post('/api/verify-otp', { headers, data: { phone: shopper.email, otp } })).json()).data.token;
  expect((await request.post('/api/reset-password', { headers, data: { token, password: shopper.password, password_confirmation: shopper.password } })).status()).toBe(200);
  const status = await page.evaluate(async () => (await fetch('/api/profile', { headers: { 'X-Requested-With': 'XMLHttpRequest' } })).status);
  expect(status).toBe(401);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a guest clicking the wishlist gets the login dialog; the session API refuses other sites', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /^Wishlist/ }).click();
  await expect(page.getByRole('dialog', { name: 'Welcome!' })).toBeVisible();
  const forged = await request.post('/api/session', { data: { phone: demoCustomer.email, password: demoCustomer.password }, headers: { Origin: 'https://evil.example' } });
  expect(forged.status()).toBe(403);
  const minted = await request.post('/api/auth/callback/backend-token', { form: { token: 'made-up-token-that-is-long-enough' } });
  expect(minted.headers()['set-cookie'] ?? '').not.toContain('authjs.session-token=ey');
});

test('an account page whose token was revoked elsewhere ends the session and goes home', async ({ page, request }) => {
  const shopper = await newShopper(request, 'Revoked Shopper');
  await signIn(page, shopper);
  await page.goto('/order-history');
  await expect(page).toHaveURL('/order-history');
  // The password is reset on another device: every token of the account is revoked, while this
  // browser still holds its session cookie.
  const headers = { 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': shopper.address };
  const otp = (await (await request.post('/api/send-otp', { headers, data: { phone: shopper.email, forgot_password: 1 } })).json()).data.otp;
  const token = (await (await request.post('/api/verify-otp', { headers, data: { phone: shopper.email, otp } })).json()).data.token;
  expect((await request.post('/api/reset-password', { headers, data: { token, password: 'another-1843', password_confirmation: 'another-1843' } })).status()).toBe(200);
  await page.goto('/order-history');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('authjs.session-token');
});
