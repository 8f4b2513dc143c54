// Questions and answers on PostgreSQL, where requests really run at the same time: a shopper's
// helpful taps racing on two database handles (two servers) count one vote, and a shop answering
// twice at once queues one e-mail.
import { eq } from 'drizzle-orm';
import { openDatabase, type DbHandle } from '@/server/db/client';
import type { TestCluster } from '@/server/db/testing/postgres-cluster';
import * as s from '@/server/db/schema';
import { answerQuestion, askQuestion, productQuestions, voteHelpful } from '@/server/services/product-questions';
import { makeProduct, makeShop, makeShopper } from './cart-fixtures';
import { shopOnPostgres } from './postgres-shop';
import type { TestShop } from './test-app';

jest.setTimeout(180_000);

let shop: TestShop;
let cluster: TestCluster;
let second: DbHandle;
afterAll(() => second?.close());
shopOnPostgres((started, startedCluster) => {
  shop = started;
  cluster = startedCluster;
});

beforeAll(async () => {
  second = await openDatabase({ url: cluster.url });
});

describe('questions on PostgreSQL', () => {
  it('counts one helpful vote per shopper however many taps race, and queues one e-mail for answers racing', async () => {
    const db = shop.handle.db;
    const shopId = await makeShop(db);
    const productId = await makeProduct(db, { shopId, price: 1000 });
    const asker = await makeShopper(db);
    const question = await askQuestion(db, { userId: asker.id, productId, question: 'Does it fold flat for storage?', locale: 'en' });
    await Promise.all([answerQuestion(db, shopId, question.id, 'Yes, it folds flat.'), answerQuestion(second.db, shopId, question.id, 'Yes, flat.')]);
    expect(await db.select().from(s.alertJobs).where(eq(s.alertJobs.questionId, question.id))).toHaveLength(1);

    const voters = await Promise.all([makeShopper(db), makeShopper(db), makeShopper(db)]);
    await Promise.all(voters.flatMap((voter) => Array.from({ length: 6 }, (_, i) => voteHelpful(i % 2 === 0 ? db : second.db, voter.id, question.id, true))));
    const [listed] = (await productQuestions(db, { productId, sort: 'helpful', page: 1, perPage: 5 })).questions;
    expect(listed.helpful_count).toBe(3);
    expect(await db.select().from(s.productQuestionVotes).where(eq(s.productQuestionVotes.questionId, question.id))).toHaveLength(3);
  });
});
