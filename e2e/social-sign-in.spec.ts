// Social sign-in against a real OpenID provider: scripts/test.mjs starts a local one
// (e2e/support/oidc-server.mjs) in Google's place and the shop with its client credentials.
// Facebook and Apple have no credentials in the tests, so their buttons never show.
import type { Page } from '@playwright/test';
import { patchSettings, withSettings } from './support/shop';
import { seriousProblems } from './support/axe';
import { expect, interactive, test } from './support/test';

const providers = (active: { google?: boolean; facebook?: boolean; apple?: boolean }) => ({
  social_auths: Object.fromEntries(Object.entries(active).map(([name, is_active]) => [name, { is_active }])),
});

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Welcome!' });
  await expect(dialog.getByText('Please Login to continue')).toBeVisible();
  return dialog;
}

/** The provider's own sign-in and consent pages (any login name and password). */
async function signInAtProvider(page: Page, login: string) {
  await page.getByPlaceholder('Enter any login').fill(login);
  await page.getByPlaceholder('and password').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

const profileOf = (page: Page) =>
  page.evaluate(async () => {
    const response = await fetch('/api/profile', { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    return { status: response.status, user: response.ok ? ((await response.json()).data.user as { id: number; name: string; email: string }) : null };
  });

test('the Google button shows only while Google is active in settings; Facebook and Apple need credentials too', async ({ page, request }) => {
  await withSettings(request, providers({ google: false }), async () => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await expect(dialog.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
  });
  await withSettings(request, providers({ google: true, facebook: true, apple: true }), async () => {
    await page.goto('/');
    const dialog = await openLogin(page);
    await expect(dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue with Facebook' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Continue with Apple' })).toHaveCount(0);
    expect(await seriousProblems(page, 'dialog[open]')).toEqual([]);
  });
});

test('a new shopper signs in with Google, comes back signed in where they started, and is found again next time', async ({ page, request }) => {
  await withSettings(request, providers({ google: true }), async () => {
    const login = `Grace Social ${Date.now()}`;
    await page.goto('/products');
    await (await openLogin(page)).getByRole('button', { name: 'Continue with Google' }).click();
    await signInAtProvider(page, login);

    await expect(page).toHaveURL(/\/products$/);
    await interactive(page);
    await expect(page.getByText('Login Successful')).toBeVisible();
    await expect(page.getByRole('banner').getByText(login)).toBeVisible();
    const first = await profileOf(page);
    // The provider reports a verified address made from the login name.
    expect(first.user).toMatchObject({ name: login, email: expect.stringMatching(/^grace-social-\d+@oidc\.example$/) });
    // The session cookie stays httpOnly: no token reaches page scripts.
    expect(await page.evaluate(() => document.cookie)).not.toContain('authjs.session-token');

    // Log out of the shop, and of the provider too (a new browser session), then sign in again
    // with the same provider account from an Arabic page: the same shop account comes back.
    await page.getByRole('banner').getByText(login).click();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('dialog', { name: 'Log Out!' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await page.context().clearCookies();
    await page.goto('/ar');
    await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click();
    await page.getByRole('button', { name: 'المتابعة باستخدام Google' }).click();
    await signInAtProvider(page, login);
    await expect(page).toHaveURL(/\/ar$/);
    await interactive(page);
    await expect(page.getByText('تم تسجيل الدخول بنجاح')).toBeVisible();
    expect((await profileOf(page)).user?.id).toBe(first.user?.id);
  });
});

test('a sign-in the backend refuses, or one cancelled at the provider, comes back to the shop signed out', async ({ page, request }) => {
  await withSettings(request, providers({ google: true }), async () => {
    await page.goto('/products');
    await (await openLogin(page)).getByRole('button', { name: 'Continue with Google' }).click();
    // The operator switches Google off while the shopper is at the provider.
    await patchSettings(request, providers({ google: false }));
    await signInAtProvider(page, `Late Shopper ${Date.now()}`);
    await expect(page).toHaveURL(/\/products$/);
    await interactive(page);
    await expect(page.getByText('Sign-in with Google is not active.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    expect((await profileOf(page)).status).toBe(401);

    await patchSettings(request, providers({ google: true }));
    await page.goto('/blogs');
    await (await openLogin(page)).getByRole('button', { name: 'Continue with Google' }).click();
    await page.getByRole('link', { name: '[ Cancel ]' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await interactive(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Login Successful')).toHaveCount(0);
  });
});

test('a native client signs in with a provider token at /api/auth/{provider}/token: the backend answers it, not the session library', async ({ request }) => {
  const headers = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
  const refused = await request.post('/api/auth/google/token', { headers, data: { code: 'not-a-token' } });
  expect(refused.headers()['content-type']).toContain('application/json');
  const body = (await refused.json()) as { message?: string };
  expect([400, 404, 422]).toContain(refused.status());
  expect(body.message).toEqual(expect.any(String));
  expect(body.message).not.toBe('Bad request.');
  const unknown = await request.post('/api/auth/myspace/token', { headers, data: { code: 'x' } });
  expect(unknown.status()).toBe(404);
  expect(((await unknown.json()) as { message: string }).message).toMatch(/auth\/myspace\/token could not be found/);
});
