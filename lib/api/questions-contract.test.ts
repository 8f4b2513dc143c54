// Contract tests of questions and answers (ours): the product's answered questions, the shopper's
// own, asking, changing, deleting and the helpful vote, each answer of the built-in backend parsed
// by the client's schemas.
import { makeShopper } from '@/server/test/cart-fixtures';
import { startTestShop, type TestShop } from '@/server/test/test-app';
import { inProcessApi } from '@/server/test/in-process-api';

jest.setTimeout(60_000);

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

describe('question calls', () => {
  it('productQuestions, myQuestions, askQuestion, updateQuestion, voteHelpful and deleteQuestion parse', async () => {
    const guest = inProcessApi({ locale: 'en' });
    const page = await guest.productQuestions({ product_id: 12, sort: 'helpful' });
    expect(page).toMatchObject({ answered: 7, current_page: 1, last_page: 2 });
    expect(page.questions[0]).toMatchObject({ state: 'answered', helpful_count: 6 });
    expect(typeof page.questions[0].answer).toBe('string');

    const api = inProcessApi({ token: (await makeShopper(shop.handle.db)).token, locale: 'en' });
    const asked = await api.askQuestion(20, 'Is there a version with a longer cable?');
    expect(asked.data.question).toMatchObject({ product_id: 20, state: 'pending', answer: null, answered_at: null, editable: true });
    const changed = await api.updateQuestion(asked.data.question.id, 'Is there a version with a shorter cable?');
    expect(changed.data.question.question).toBe('Is there a version with a shorter cable?');
    const vote = await api.voteHelpful(page.questions[0].id, true);
    expect(vote.data).toEqual({ question_id: page.questions[0].id, helpful: true, helpful_count: 7 });
    expect(await api.myQuestions(12)).toEqual({ questions: [], helpful_ids: [page.questions[0].id] });
    expect((await api.myQuestions()).questions.map((question) => question.id)).toEqual([asked.data.question.id]);
    expect((await api.deleteQuestion(asked.data.question.id)).message).toBe('Question deleted');
  });
});
