// npm run search:quality: seeds the demo catalogue (300 products) in memory, puts every judged
// search query (test/search/judged-queries.ts) to GET /api/products?search= in its language, and
// prints nDCG@10, precision@10, recall and the zero-result rate by kind and language, the budgets
// and the failing queries with what came back. Exits 1 when a budget is missed: nDCG@10 under 0.9
// overall or in a language, an unsold query with results, a typo query with no relevant product in
// its first three, a query bringing back what it must not or in the wrong order.
import { call, startTestShop, type Envelope } from '../server/test/test-app';
import { judgedQueries } from '../test/search/judged-queries';
import type { Locale } from '../test/search/judgement-types';
import { loadCatalogue, type ApiGet } from './lib/search-catalogue';
import { evaluateSearch } from './lib/search-judging';
import { formatReport } from './lib/search-report';

/** The demo's size, as npm start and the demo reset seed it. */
const DEMO_PRODUCTS = 300;

export const apiGet: ApiGet = async <T>(path: string, locale: Locale) => {
  const answer = await call<Envelope<T>>(path, { locale });
  if (answer.status !== 200) throw new Error(`GET ${path} (${locale}) answered ${answer.status}`);
  return answer.body.data;
};

async function main(): Promise<number> {
  const shop = await startTestShop({ products: DEMO_PRODUCTS });
  try {
    const evaluation = await evaluateSearch(apiGet, judgedQueries);
    console.log(formatReport(evaluation, await loadCatalogue(apiGet)));
    return evaluation.budgets.every((budget) => budget.met) ? 0 : 1;
  } finally {
    await shop.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
