// npm run search:quality: seeds the demo catalogue (300 products) in memory, puts every judged
// search query (test/search/judged-queries.ts) to GET /api/products?search= in its language, and
// prints nDCG@10, precision@10, recall and the zero-result rate by kind and language, the budgets
// and the failing queries with what came back. Exits 1 when a budget is missed: nDCG@10 under 0.9
// overall or in a language, an unsold query with results, a typo query with no relevant product in
// its first three, a query bringing back what it must not or in the wrong order; and when a query
// no longer fits the catalogue (scripts/lib/search-vocabulary.ts).
// --url=http://localhost:3000 judges a running shop instead (its catalogue must be the demo's).
import { judgedQueries } from '../test/search/judged-queries';
import { evaluateSearch } from './lib/search-judging';
import { formatReport } from './lib/search-report';
import { remoteShop, startDemoShop } from './lib/search-shop';

async function main(): Promise<number> {
  const url = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length);
  const shop = url ? remoteShop(url) : await startDemoShop();
  try {
    const evaluation = await evaluateSearch(shop.get, judgedQueries);
    console.log(formatReport(evaluation));
    return evaluation.budgets.every((budget) => budget.met) && evaluation.misfits.length === 0 ? 0 : 1;
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
