// The Playwright `test` of this project: page.goto and page.reload also wait until the page is
// interactive (the shop marks <html data-hydrated>), so a click never lands before React does.
import { test as base, type Locator, type Page, type Response } from '@playwright/test';

export { expect } from '@playwright/test';

async function whenInteractive(page: Page, response: Response | null): Promise<Response | null> {
  const html = (response?.headers()['content-type'] ?? '').includes('text/html');
  if (response && html && response.status() < 400) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  return response;
}

export const test = base.extend({
  page: async ({ page }, run) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => whenInteractive(page, await goto(url, options));
    page.reload = async (options) => whenInteractive(page, await reload(options));
    await run(page);
  },
});

/** After a navigation the test did not start with goto (a full reload by the page itself). */
export async function interactive(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/** The toast that shows `text`. */
export const toastWith = (page: Page, text: string | RegExp): Locator => page.locator('[data-sonner-toast]').filter({ hasText: text });

/**
 * Opens `url` with the shop's scripts held back, so `check` sees the page as it is first painted,
 * before React runs; then lets them load and waits until the page is interactive.
 */
export async function beforeScripts(page: Page, url: string, check: () => Promise<void>): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const scripts = /\/_next\/static\/.+\.js(?:\?|$)/;
  await page.route(scripts, async (route) => {
    await held;
    await route.continue();
  });
  try {
    // The frame's own goto: page.goto here waits for hydration, which cannot happen yet.
    await page.mainFrame().goto(url, { waitUntil: 'domcontentloaded' });
    await check();
  } finally {
    release();
  }
  await interactive(page);
  await page.unroute(scripts);
}
