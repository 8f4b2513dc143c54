// The error pages (app/[locale]/error.tsx, app/global-error.tsx) on a real failure: a second shop
// whose backend (SHOP_API_URL) is a stand-in that passes every call on to the suite's own shop,
// but answers 500 for what a test tells it to fail.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { signBody } from '../lib/security/revalidate-signature';
import { expect, test } from './support/test';
import { startTestServer } from '../scripts/lib/server.mjs';

type Shop = { baseURL: string; output(): string; stop(): Promise<void> };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

const upstream = process.env.BASE_URL ?? 'http://127.0.0.1:3000';
const failing = new Set<string>();
const secret = 'error-page-revalidate';
let standIn: http.Server;
let shop: Shop;

/** What the stand-in fails: one product's details, or the settings every page's layout reads. */
function shouldFail(url: URL): boolean {
  if (url.pathname === '/api/product-details') return failing.has(`product:${url.searchParams.get('product_id')}`);
  return url.pathname === '/api/master' && failing.has('master');
}

const HOP_BY_HOP = new Set(['host', 'connection', 'content-length', 'accept-encoding', 'transfer-encoding', 'keep-alive']);

test.beforeAll(async () => {
  standIn = http.createServer(async (request, response) => {
    if (shouldFail(new URL(request.url ?? '/', upstream))) {
      response.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"Server Error"}');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = Object.entries(request.headers).filter(([name]) => !HOP_BY_HOP.has(name)) as [string, string][];
    const answer = await fetch(upstream + request.url, { method: request.method, headers, body: chunks.length ? Buffer.concat(chunks) : undefined, redirect: 'manual' });
    // fetch has decoded the body: its encoding and length no longer apply.
    const kept = [...answer.headers].filter(([name]) => !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name));
    response.writeHead(answer.status, Object.fromEntries(kept)).end(Buffer.from(await answer.arrayBuffer()));
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const { port } = standIn.address() as AddressInfo;
  shop = (await startTestServer(process.cwd(), { SHOP_API_URL: `http://127.0.0.1:${port}`, APP_ENV: 'local', REVALIDATE_SECRET: secret })) as Shop;
});

test.afterAll(async () => {
  await shop?.stop();
  await new Promise((resolve) => standIn?.close(resolve));
});

/** The server's output has the JSON line of a failed request with this id. */
function failureLogged(requestId: string): boolean {
  return shop.output().split('\n').some((line) => {
    if (!line.startsWith('{')) return false;
    try {
      const entry = JSON.parse(line) as { requestId?: string; level?: unknown; msg?: string };
      return entry.requestId === requestId && entry.msg === 'request failed';
    } catch {
      return false;
    }
  });
}

const noInternals = (html: string) => {
  expect(html).not.toMatch(/\bat [\w.<>]+ \(|node_modules|\.next\/server|ApiError|Server Error/);
};

test('a product whose backend call fails shows the error page in English and Arabic, with the request id to quote; Try again shows it once the backend is back', async ({ page }) => {
  const id = 250 + (Date.now() % 50);
  failing.add(`product:${id}`);

  for (const [path, lang, dir, heading, retry, home] of [
    [`/products/${id}/details`, 'en', 'ltr', 'Something went wrong', 'Try again', 'Back to home'],
    [`/ar/products/${id}/details`, 'ar', 'rtl', 'حدث خطأ ما', 'حاول مرة أخرى', 'العودة إلى الرئيسية'],
  ]) {
    const response = await page.goto(shop.baseURL + path);
    expect(response?.status(), path).toBe(500);
    const html = await response!.text();
    noInternals(html);
    expect(html).toContain(`<meta name="request-id" content="${response!.headers()['x-request-id']}">`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('button', { name: retry })).toBeVisible();
    await expect(page.getByRole('link', { name: home })).toHaveAttribute('href', lang === 'en' ? '/' : '/ar');
    // The reference shown is the request id the web server sent back and logged the failure under.
    const requestId = response!.headers()['x-request-id'];
    expect(requestId).toMatch(/^[A-Za-z0-9._:@-]{8,128}$/);
    await expect(page.getByText(requestId, { exact: true })).toBeVisible();
    await expect.poll(() => failureLogged(requestId)).toBe(true);
  }

  await page.getByRole('link', { name: 'العودة إلى الرئيسية' }).click();
  await expect(page).toHaveURL(`${shop.baseURL}/ar`);
  await expect(page.getByRole('heading', { level: 1, name: 'حدث خطأ ما' })).toHaveCount(0);

  await page.goto(`${shop.baseURL}/products/${id}/details`);
  await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  failing.delete(`product:${id}`);
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Add to cart', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toHaveCount(0);
});

test('when the layout itself fails (the settings call), the global error page stands in, in the URL’s language', async ({ page }) => {
  failing.add('master');
  try {
    const body = JSON.stringify({ tags: ['master'] });
    const expired = await fetch(`${shop.baseURL}/api/revalidate`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Signature': signBody(secret, body) }, body });
    expect(expired.status).toBe(200);
    for (const [path, lang, dir, heading] of [
      ['/about-us', 'en', 'ltr', 'Something went wrong'],
      ['/ar/about-us', 'ar', 'rtl', 'حدث خطأ ما'],
    ]) {
      const response = await page.goto(shop.baseURL + path);
      expect(response?.status(), path).toBe(500);
      noInternals(await response!.text());
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('html')).toHaveAttribute('dir', dir);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  } finally {
    failing.delete('master');
  }
});
