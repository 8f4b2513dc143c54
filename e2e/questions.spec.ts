// Questions and answers on a product, in English and in Arabic (right to left), on a phone
// (390 px) and a desktop: a guest sees the answered questions in the cached page and is asked to
// sign in to ask; a shopper asks and sees the question waiting; the shop answers through its own
// API; the shopper gets the e-mail (the real SMTP server of the test run), sees the answer in
// My questions and, once the page's tag expired, on the product page; a helpful vote counts; the
// operator hides the question and it leaves the page.
import type { APIRequestContext, Page } from '@playwright/test';
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { test, expect } from './support/fixtures';
import { mailsTo } from './support/mail';
import { shopToken } from './support/shop-owner';

const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

/** The seeded product with more than five answered questions (docs/testing.md, "seeded data"). */
const MANY = 12;

const words = {
  en: {
    prefix: '',
    title: 'Questions and answers',
    ask: 'Ask a question',
    welcome: 'Welcome!',
    seeded: 'Does this come with a warranty, and for how long?',
    field: 'Your question',
    send: 'Send question',
    waiting: 'Your questions waiting for an answer',
    pending: 'Waiting for an answer',
    answered: 'Answered',
    mine: 'My questions',
    subject: 'has an answer',
    search: 'Search questions',
    term: 'warranty',
    sort: 'Sort by',
    newest: 'Newest',
    question: 'Does it work with a 220 volt supply?',
    answer: 'Yes, it works from 110 to 240 volts.',
    helpful: /^Helpful \((\d+)\)$/,
  },
  ar: {
    prefix: '/ar',
    title: 'الأسئلة والأجوبة',
    ask: 'اطرح سؤالاً',
    welcome: 'مرحبًا!',
    seeded: 'هل المنتج أصلي ومن الشركة المصنعة؟',
    field: 'سؤالك',
    send: 'أرسل السؤال',
    waiting: 'أسئلتك التي تنتظر جواباً',
    pending: 'بانتظار الجواب',
    answered: 'تمت الإجابة',
    mine: 'أسئلتي',
    subject: 'وصل جواب سؤالك',
    search: 'ابحث في الأسئلة',
    term: 'أصلي',
    sort: 'الترتيب حسب',
    newest: 'الأحدث',
    question: 'هل يعمل المنتج على جهد 220 فولت؟',
    answer: 'نعم، يعمل من 110 إلى 240 فولت.',
    helpful: /^مفيد \((\d+)\)$/,
  },
} as const;

type Locale = keyof typeof words;

/** Opens a product page until it shows what `check` waits for: the page cache renders it anew once its tag expired. */
async function productPageUntil(page: Page, path: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(path);
    await check();
  }).toPass({ timeout: 30_000 });
}

async function answerAs(request: APIRequestContext, shopId: number, questionId: number, answer: string) {
  const response = await request.post('/api/seller/answer-question', {
    headers: { ...xhr, Authorization: `Bearer ${await shopToken(request, shopId)}` },
    data: { question_id: questionId, answer },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function hide(request: APIRequestContext, questionId: number) {
  const response = await request.post('/api/admin/question-hide', {
    headers: { ...xhr, Authorization: `Bearer ${process.env.ADMIN_API_TOKEN}` },
    data: { question_id: questionId, question_hidden: true },
  });
  expect(response.status(), await response.text()).toBe(200);
}

for (const width of [390, 1280]) {
  for (const locale of ['en', 'ar'] as const) {
    const w = words[locale];
    test.describe(`questions and answers, ${locale}, ${width} px`, () => {
      test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

      test('a guest sees the answered questions in the cached page, a search among them, and is asked to sign in to ask', async ({ page }) => {
        await page.goto(`${w.prefix}/products/${MANY}/details`);
        if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        const section = page.getByRole('region', { name: w.title });
        await expect(section.getByText(w.seeded)).toBeVisible();
        await expect(section.getByRole('searchbox', { name: w.search })).toBeVisible();
        await section.getByRole('button', { name: w.ask }).click();
        await expect(page.getByRole('dialog', { name: w.welcome })).toBeVisible();
      });

      test('the search among the answered questions leads to the product\'s questions page, sorted and searched on the server', async ({ page }) => {
        await page.goto(`${w.prefix}/products/${MANY}/details`);
        const section = page.getByRole('region', { name: w.title });
        await section.getByRole('searchbox', { name: w.search }).fill(w.term);
        await section.getByRole('searchbox', { name: w.search }).press('Enter');
        await expect(page).toHaveURL(new RegExp(`${w.prefix}/products/${MANY}/questions\\?q=`));
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        const results = page.getByRole('region', { name: w.title }).getByRole('listitem');
        await expect(results).toHaveCount(1);
        await expect(results).toContainText(w.seeded);
        await page.goto(`${w.prefix}/products/${MANY}/questions?sort=newest`);
        await expect(page.getByRole('navigation', { name: w.sort }).getByRole('link', { name: w.newest })).toHaveAttribute('aria-current', 'true');
        await expect(page.getByRole('region', { name: w.title }).getByRole('listitem')).toHaveCount(7);
      });
    });
  }
}

const flows: { locale: Locale; width: number; productIndex: number }[] = [
  { locale: 'en', width: 1280, productIndex: 0 },
  { locale: 'ar', width: 390, productIndex: 1 },
];

for (const { locale, width, productIndex } of flows) {
  const w = words[locale];
  test.describe(`a question answered, ${locale}, ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('asked, waiting, answered by the shop, mailed, listed in My questions, shown on the page, voted helpful, hidden by the operator', async ({ page, request }) => {
      test.setTimeout(120_000);
      const shopper = await newShopper(request, locale === 'ar' ? 'سارة القحطاني' : 'Grace Hopper');
      // Products deep in the catalogue, with no seeded questions.
      const { products } = await apiData<{ products: CardData[] }>(request, '/products?page=3&per_page=20');
      const product = products[productIndex];
      const { product: details } = await apiData<{ product: CardData }>(request, `/product-details?product_id=${product.id}`);
      const path = `${w.prefix}/products/${product.id}/details`;
      await signIn(page, shopper);

      await page.goto(path);
      const section = page.getByRole('region', { name: w.title });
      await section.getByRole('button', { name: w.ask }).click();
      await section.getByRole('textbox', { name: w.field }).fill(w.question);
      await section.getByRole('button', { name: w.send }).click();
      const waiting = section.getByRole('region', { name: w.waiting });
      await expect(waiting).toContainText(w.question);
      await expect(waiting).toContainText(w.pending);

      // The shop answers through its own API.
      const { questions } = await asShopper<{ data: { questions: { id: number; question: string }[] } }>(request, shopper, 'GET', `/my-questions?product_id=${product.id}`).then((answer) => answer.data);
      const asked = questions.find((question) => question.question === w.question);
      expect(asked).toBeDefined();
      await answerAs(request, details.shop.id, asked!.id, w.answer);

      // The e-mail, in the shopper's language.
      await expect.poll(async () => (await mailsTo(shopper.email)).length, { timeout: 30_000 }).toBe(1);
      const [mail] = await mailsTo(shopper.email);
      expect(mail).toContain(w.subject);
      expect(mail).toContain(w.answer);
      expect(mail).toContain(`${w.prefix}/my-questions`);

      // My questions.
      await page.goto(`${w.prefix}/my-questions`);
      const list = page.getByRole('list', { name: w.mine });
      await expect(list.getByRole('listitem').filter({ hasText: w.question })).toContainText(w.answered);
      await expect(list).toContainText(w.answer);

      // The product page, for everyone, once its tag expired.
      await productPageUntil(page, path, () => expect(section.getByText(w.answer)).toBeVisible({ timeout: 2_000 }));
      await expect(section.getByRole('region', { name: w.waiting })).toHaveCount(0);

      // A helpful vote, counted once.
      const item = section.getByRole('listitem').filter({ hasText: w.question });
      const helpful = item.getByRole('button', { name: w.helpful });
      await expect(helpful).toHaveAccessibleName(locale === 'ar' ? 'مفيد (0)' : 'Helpful (0)');
      await helpful.click();
      await expect(helpful).toHaveAttribute('aria-pressed', 'true');
      await expect(helpful).toHaveAccessibleName(locale === 'ar' ? 'مفيد (1)' : 'Helpful (1)');

      // The operator hides it: it leaves the page.
      await hide(request, asked!.id);
      await productPageUntil(page, path, () => expect(section.getByText(w.question)).toHaveCount(0, { timeout: 2_000 }));
      await expect(section).toBeVisible();
    });
  });
}

test('My questions: a waiting question is changed and deleted there, in Arabic on a phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shopper = await newShopper(request, 'ليلى الشمري');
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?page=3&per_page=20');
  await asShopper(request, shopper, 'POST', '/product-question-add', { product_id: products[2].id, question: 'هل يأتي المنتج مع ضمان؟' });
  await signIn(page, shopper);
  await page.goto('/ar/my-questions');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const list = page.getByRole('list', { name: 'أسئلتي' });
  const item = list.getByRole('listitem').filter({ hasText: 'هل يأتي المنتج مع ضمان؟' });
  await expect(item).toContainText('بانتظار الجواب');
  await item.getByRole('button', { name: 'تعديل' }).click();
  await item.getByRole('textbox', { name: 'سؤالك' }).fill('هل يأتي المنتج مع ضمان لمدة سنة؟');
  await item.getByRole('button', { name: 'حفظ' }).click();
  const changed = list.getByRole('listitem').filter({ hasText: 'هل يأتي المنتج مع ضمان لمدة سنة؟' });
  await expect(changed).toBeVisible();
  await changed.getByRole('button', { name: 'حذف' }).click();
  await expect(page.getByText('لم تطرح أي سؤال بعد.')).toBeVisible();
});
