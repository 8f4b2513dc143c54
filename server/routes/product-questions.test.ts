// Questions and answers on a product: asked by a shopper, answered by the product's shop through
// the shop side, mailed to the asker by the alert worker's jobs, voted helpful once per shopper,
// hidden by the operator; nothing a client sends gives a 5xx.
import { eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { answeredQuestionMail } from '@/server/services/product-questions';
import { claimJobs, workAlertJobs } from '@/server/services/alerts-worker';
import type { Mail } from '@/server/services/delivery/mailer';
import { withEnv } from '@/server/test/env';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';
import type { HelpfulVote, MyQuestion, MyQuestions, ProductQuestionPage } from '@/lib/api/schemas/questions';

jest.setTimeout(60_000);

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

let seq = 0;
async function signUp(locale = 'en') {
  seq += 1;
  const email = `asker-${seq}@example.com`;
  const body = { name: `Asker ${seq} Person`, email, phone: `71866702${String(seq).padStart(2, '0')}`, password: 'secret-pass' };
  const answer = await call<Envelope<{ access: { token: string } }>>('/registration', { method: 'POST', json: body, headers: { 'X-Forwarded-For': `198.51.100.${seq + 50}` } });
  expect(answer.status).toBe(200);
  return { email, headers: { Authorization: `Bearer ${answer.body.data.access.token}`, 'Accept-Language': locale } };
}

async function shopHeaders(shopId: number): Promise<Record<string, string>> {
  const answer = await call<Envelope<{ access: { token: string } }>>('/seller/login', {
    method: 'POST',
    json: { email: `shop${shopId}@example.com`, password: 'password' },
    headers: { 'X-Forwarded-For': `203.0.113.${shopId + 20}` },
  });
  expect(answer.status).toBe(200);
  return { Authorization: `Bearer ${answer.body.data.access.token}` };
}

const shopOf = async (productId: number) => (await shop.handle.db.select({ shopId: s.products.shopId }).from(s.products).where(eq(s.products.id, productId)))[0].shopId;
const PRODUCT = 20;

async function ask(headers: Record<string, string>, question = 'Is this available in a larger size?', productId = PRODUCT) {
  const answer = await call<Envelope<{ question: MyQuestion }>>('/product-question-add', { method: 'POST', headers, json: { product_id: productId, question } });
  expect(answer.status).toBe(200);
  return answer.body.data.question;
}

describe('GET /product-questions', () => {
  it('lists the seeded answered questions, most helpful first, searched and paged', async () => {
    const helpful = await call<Envelope<ProductQuestionPage>>('/product-questions?product_id=12&sort=helpful');
    expect(helpful.status).toBe(200);
    expect(helpful.body.data.answered).toBe(7);
    expect(helpful.body.data.questions).toHaveLength(5);
    const counts = helpful.body.data.questions.map((question) => question.helpful_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const searched = await call<Envelope<ProductQuestionPage>>(`/product-questions?product_id=12&search=${encodeURIComponent('warranty')}`);
    expect(searched.body.data.total).toBe(1);
    expect(searched.body.data.answered).toBe(7);
    const arabic = await call<Envelope<ProductQuestionPage>>(`/product-questions?product_id=12&search=${encodeURIComponent('أصلي')}`);
    expect(arabic.body.data.total).toBe(1);
    const second = await call<Envelope<ProductQuestionPage>>('/product-questions?product_id=12&page=2');
    expect(second.body.data.questions).toHaveLength(2);
    expect(second.body.data.last_page).toBe(2);
  });

  it.each([
    ['no product', ''],
    ['a word for a product', 'product_id=abc'],
    ['an unknown sort', 'product_id=12&sort=cheapest'],
    ['a huge page', 'product_id=12&page=99999999999'],
    ['a NUL in the search', 'product_id=12&search=%00'],
    ['a long search', `product_id=12&search=${'x'.repeat(300)}`],
  ])('answers 4xx, never 5xx, for %s', async (_name, query) => {
    const answer = await call<ErrorBody>(`/product-questions?${query}`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await call('/product-questions?product_id=999999')).status).toBe(404);
  });
});

describe('asking, answering and the e-mail', () => {
  it('keeps a question pending and visible to its asker only, until the shop answers; then mails the asker in their language', async () => {
    const asker = await signUp('ar');
    const question = await ask(asker.headers, 'هل يتوفر هذا المنتج بمقاس أكبر؟');
    expect(question).toMatchObject({ state: 'pending', answer: null, editable: true, product_id: PRODUCT });
    const publicPage = await call<Envelope<ProductQuestionPage>>(`/product-questions?product_id=${PRODUCT}`);
    expect(publicPage.body.data.questions.map((item) => item.id)).not.toContain(question.id);
    const mine = await call<Envelope<MyQuestions>>(`/my-questions?product_id=${PRODUCT}`, { headers: asker.headers });
    expect(mine.body.data.questions.map((item) => item.id)).toEqual([question.id]);

    const shopId = await shopOf(PRODUCT);
    const list = await call<Envelope<{ questions: { id: number; answered_at: string | null }[] }>>('/seller/questions', { headers: await shopHeaders(shopId) });
    expect(list.status).toBe(200);
    expect(list.body.data.questions[0]).toMatchObject({ id: question.id, answered_at: null });

    // Another shop cannot answer it: to that shop it is missing.
    const other = await call('/seller/answer-question', { method: 'POST', headers: await shopHeaders(shopId === 1 ? 2 : 1), json: { question_id: question.id, answer: 'Not ours' } });
    expect(other.status).toBe(404);

    const answered = await call<Envelope<{ question: { answer: string } }>>('/seller/answer-question', {
      method: 'POST',
      headers: await shopHeaders(shopId),
      json: { question_id: question.id, answer: 'نعم، يتوفر بمقاس أكبر. Details: https://example.com/sizes' },
    });
    expect(answered.status).toBe(200);
    const afterwards = await call<Envelope<ProductQuestionPage>>(`/product-questions?product_id=${PRODUCT}`);
    expect(afterwards.body.data.questions[0]).toMatchObject({ id: question.id, state: 'answered', asked_by: 'Asker' });

    // Changed once answered: refused.
    const change = await call('/product-question-update', { method: 'POST', headers: asker.headers, json: { question_id: question.id, question: 'A different question now' } });
    expect(change.status).toBe(422);

    // One job, one e-mail, in Arabic, through the worker's machinery.
    const sent: Mail[] = [];
    await withEnv({}, async () => {
      const result = await workAlertJobs(shop.handle.db, { worker: 'test', origin: 'https://shop.example.com', send: async (mail) => void sent.push(mail) });
      expect(result.sent).toBeGreaterThanOrEqual(1);
    });
    const mail = sent.find((item) => item.to === asker.email);
    expect(mail?.subject).toContain('وصل جواب سؤالك');
    expect(mail?.text).toContain('https://shop.example.com/ar/my-questions');
    // Answering again changes the answer and sends nothing more.
    await call('/seller/answer-question', { method: 'POST', headers: await shopHeaders(shopId), json: { question_id: question.id, answer: 'Yes, in XL.' } });
    expect(await claimJobs(shop.handle.db, 'test-2')).toHaveLength(0);
  });

  it('lets the asker change and delete an unanswered question, and nobody else', async () => {
    const asker = await signUp();
    const stranger = await signUp();
    const question = await ask(asker.headers);
    const theirs = await call('/product-question-update', { method: 'POST', headers: stranger.headers, json: { question_id: question.id, question: 'Taking it over, are we?' } });
    expect(theirs.status).toBe(404);
    expect((await call('/product-question-delete', { method: 'POST', headers: stranger.headers, json: { question_id: question.id } })).status).toBe(404);
    const changed = await call<Envelope<{ question: MyQuestion }>>('/product-question-update', { method: 'POST', headers: asker.headers, json: { question_id: question.id, question: 'Is it available in blue?' } });
    expect(changed.body.data.question.question).toBe('Is it available in blue?');
    expect((await call('/product-question-delete', { method: 'POST', headers: asker.headers, json: { question_id: question.id } })).status).toBe(200);
    expect((await call('/product-question-delete', { method: 'POST', headers: asker.headers, json: { question_id: question.id } })).status).toBe(404);
  });

  it.each([
    ['too short', { product_id: PRODUCT, question: 'Why?' }],
    ['too long', { product_id: PRODUCT, question: 'x'.repeat(501) }],
    ['blank', { product_id: PRODUCT, question: '            ' }],
    ['a control character', { product_id: PRODUCT, question: 'Is this \u0000 real?' }],
    ['no product', { question: 'Is this available?' }],
    ['a product of words', { product_id: 'twelve', question: 'Is this available?' }],
    ['a list for text', { product_id: PRODUCT, question: ['a', 'b'] }],
  ])('refuses a question with %s with a 422', async (_name, json) => {
    const asker = await signUp();
    const answer = await call<ErrorBody>('/product-question-add', { method: 'POST', headers: asker.headers, json });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toBeDefined();
  });

  it('refuses a guest with 401 and an unknown product with 404', async () => {
    expect((await call('/product-question-add', { method: 'POST', json: { product_id: PRODUCT, question: 'Is this available?' } })).status).toBe(401);
    const asker = await signUp();
    expect((await call('/product-question-add', { method: 'POST', headers: asker.headers, json: { product_id: 999999, question: 'Is this available?' } })).status).toBe(404);
  });

  it('limits how many questions a shopper asks in ten minutes', async () => {
    const asker = await signUp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await call('/product-question-add', { method: 'POST', headers: asker.headers, json: { product_id: PRODUCT, question: `Question number ${i} about it?` } })).status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses an answer that is blank or too long', async () => {
    const headers = await shopHeaders(await shopOf(PRODUCT));
    for (const json of [{ question_id: 1, answer: '' }, { question_id: 1, answer: 'x'.repeat(2001) }, { question_id: 'x', answer: 'Fine' }]) {
      expect((await call('/seller/answer-question', { method: 'POST', headers, json })).status).toBe(422);
    }
    expect((await call('/seller/answer-question', { method: 'POST', json: { question_id: 1, answer: 'Fine' } })).status).toBe(401);
  });
});

describe('helpful votes', () => {
  it('counts one vote per shopper however many taps arrive at once, and takes it back', async () => {
    const voter = await signUp();
    const [target] = (await call<Envelope<ProductQuestionPage>>('/product-questions?product_id=5')).body.data.questions;
    const before = target.helpful_count;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => call<Envelope<HelpfulVote>>('/product-question-helpful', { method: 'POST', headers: voter.headers, json: { question_id: target.id, helpful: true } })),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const after = (await call<Envelope<ProductQuestionPage>>('/product-questions?product_id=5')).body.data.questions.find((item) => item.id === target.id);
    expect(after?.helpful_count).toBe(before + 1);
    const mine = await call<Envelope<MyQuestions>>('/my-questions?product_id=5', { headers: voter.headers });
    expect(mine.body.data.helpful_ids).toEqual([target.id]);
    const off = await call<Envelope<HelpfulVote>>('/product-question-helpful', { method: 'POST', headers: voter.headers, json: { question_id: target.id, helpful: false } });
    expect(off.body.data).toMatchObject({ helpful: false, helpful_count: before });
  });

  it('answers 404 for a question others may not see, and 401 for a guest', async () => {
    const asker = await signUp();
    const pending = await ask(asker.headers, 'Does it come gift wrapped?');
    expect((await call('/product-question-helpful', { method: 'POST', headers: asker.headers, json: { question_id: pending.id } })).status).toBe(404);
    expect((await call('/product-question-helpful', { method: 'POST', json: { question_id: pending.id } })).status).toBe(401);
  });
});

describe('POST /admin/question-hide', () => {
  const token = 'questions-admin-token';
  const admin = { Authorization: `Bearer ${token}` };

  it('hides a question or its answer: missing to others, gone from the page; refused without the token', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      const [first, second] = (await call<Envelope<ProductQuestionPage>>('/product-questions?product_id=5&sort=newest')).body.data.questions;
      expect((await call('/admin/question-hide', { method: 'POST', json: { question_id: first.id, question_hidden: true } })).status).toBe(401);
      expect((await call('/admin/question-hide', { method: 'POST', headers: admin, json: { question_id: first.id } })).status).toBe(422);
      expect((await call('/admin/question-hide', { method: 'POST', headers: admin, json: { question_id: 999999, question_hidden: true } })).status).toBe(404);
      const hidden = await call<Envelope<{ question_hidden: boolean }>>('/admin/question-hide', { method: 'POST', headers: admin, json: { question_id: first.id, question_hidden: true } });
      expect(hidden.body.data.question_hidden).toBe(true);
      await call('/admin/question-hide', { method: 'POST', headers: admin, json: { question_id: second.id, answer_hidden: true } });
      const page = await call<Envelope<ProductQuestionPage>>('/product-questions?product_id=5');
      expect(page.body.data.questions.map((item) => item.id)).not.toContain(first.id);
      expect(page.body.data.questions.map((item) => item.id)).not.toContain(second.id);
      const voter = await signUp();
      expect((await call('/product-question-helpful', { method: 'POST', headers: voter.headers, json: { question_id: first.id } })).status).toBe(404);
      expect(await answeredQuestionMail(shop.handle.db, second.id, 'https://shop.example.com')).toBeNull();
      await call('/admin/question-hide', { method: 'POST', headers: admin, json: { question_id: first.id, question_hidden: false } });
      await call('/admin/question-hide', { method: 'POST', headers: admin, json: { question_id: second.id, answer_hidden: false } });
    });
  });
});
