// The shop behind a reverse proxy that rewrites Host to the upstream's address (a common setting:
// nginx's `proxy_set_header Host $proxy_host`). Browsers then send an Origin that never equals
// Host; with the public address named in PUBLIC_ORIGIN, signing in and writing work through the
// proxy, and a write from another site is still refused. The test starts its own proxy and server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { startTestServer } from '../scripts/lib/server.mjs';
import { apiData, type CardData } from './support/api';

test.describe.configure({ timeout: 300_000 });

/** A proxy on a free port of 127.0.0.1 that forwards everything to `upstream`, naming it `localhost:{port}` in Host. */
async function hostRewritingProxy(): Promise<{ origin: string; point(upstream: string): void; stop(): Promise<void> }> {
  let target: URL | null = null;
  const server = http.createServer((request, response) => {
    if (!target) {
      response.writeHead(502).end();
      return;
    }
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: { ...request.headers, host: `localhost:${target.port}` } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    point: (upstream) => (target = new URL(upstream)),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test('behind a proxy that rewrites Host, a shopper signs in and adds to the cart; another site still cannot write', async ({ browser }) => {
  const proxy = await hostRewritingProxy();
  // Host (localhost and the shop's port) never matches the browser's Origin (the proxy's address).
  const shop = await startTestServer(process.cwd(), { APP_ENV: 'local', PUBLIC_ORIGIN: proxy.origin });
  proxy.point(shop.baseURL);
  const context = await browser.newContext({ baseURL: proxy.origin });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Login' }).click();
    const dialog = page.getByRole('dialog', { name: 'Welcome!' });
    await dialog.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login Successful')).toBeVisible();

    const product = (await apiData<{ products: CardData[] }>(context.request, '/products?per_page=50')).products.find(
      (item) => item.quantity >= 5 && item.sizes.length === 0 && item.colors.length === 0,
    )!;
    await page.goto(`/products/${product.id}/details`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'has been added to cart' })).toBeVisible();

    // The same write from another site's page is refused.
    const forged = await context.request.post('/api/cart/store', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Origin: 'https://evil.example' },
      data: { product_id: product.id, quantity: 1 },
    });
    expect(forged.status()).toBe(403);
  } finally {
    await context.close();
    await shop.stop();
    await proxy.stop();
  }
});
