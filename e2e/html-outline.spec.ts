// Markup a validator accepts on the pages it found faults on: a description list holds only
// terms and descriptions, and headings never skip a level.
import { expect, test } from './support/test';

test('the contact details are a description list of terms and descriptions only', async ({ page }) => {
  for (const path of ['/contact-us', '/ar/contact-us']) {
    await page.goto(path);
    const strays = await page.locator('dl').evaluateAll((lists) =>
      lists.flatMap((list) =>
        [...list.children].flatMap((child) => {
          const row = child.tagName === 'DIV' ? [...child.children] : [child];
          return row.filter((item) => item.tagName !== 'DT' && item.tagName !== 'DD').map((item) => item.tagName.toLowerCase());
        }),
      ),
    );
    expect(strays, path).toEqual([]);
  }
});

test('headings never skip a level on the flash-sale, listing and contact pages', async ({ page }) => {
  for (const path of ['/flash-sale/1', '/products', '/contact-us']) {
    await page.goto(path);
    const levels = await page.locator('main h1, main h2, main h3, main h4, main h5, main h6').evaluateAll((headings) => headings.map((heading) => Number(heading.tagName[1])));
    expect(levels.filter((level) => level === 1), path).toHaveLength(1);
    const jumps = levels.flatMap((level, index) => (index > 0 && level > levels[index - 1] + 1 ? [`h${levels[index - 1]}→h${level}`] : []));
    expect(jumps, path).toEqual([]);
  }
});
