// The search's quality budgets in CI: the judged queries (test/search/judged-queries.ts) put to
// /api/products?search= over the demo catalogue, as npm run search:quality does. A missed budget
// fails its test with what it measured and the queries that miss it (with the table for nDCG).
import { BUDGET_NAMES, evaluateSearch, type Evaluation } from '@/scripts/lib/search-judging';
import { formatMiss } from '@/scripts/lib/search-report';
import { startDemoShop, type JudgedShop } from '@/scripts/lib/search-shop';
import { judgedQueries } from '@/test/search/judged-queries';

jest.setTimeout(180_000);

let shop: JudgedShop;
let evaluation: Evaluation;
beforeAll(async () => {
  shop = await startDemoShop();
  evaluation = await evaluateSearch(shop.get, judgedQueries);
});
afterAll(() => shop.close());

describe('search quality over the judged queries', () => {
  it.each(BUDGET_NAMES)('%s', (name) => {
    const budget = evaluation.budgets.find((b) => b.name === name)!;
    if (!budget.met) throw new Error(formatMiss(evaluation, budget));
    expect(budget.met).toBe(true);
  });

  it('puts queries that still fit the catalogue: typos with one reading, unsold things out of reach', () => {
    expect(evaluation.misfits).toEqual([]);
  });
});
