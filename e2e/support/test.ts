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
