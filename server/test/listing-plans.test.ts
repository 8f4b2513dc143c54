// Proof that listings stay flat as the catalogue grows: on PostgreSQL with 20,000 products, every
// statement a listing, facet, count, search or sitemap call sends is explained (EXPLAIN, FORMAT
// JSON) and none reads products or their size and colour tables sequentially or sorts on disk.
// The listing index's own build reads the catalogue once per change (docs/adr/0018): it is built
// before the statements are recorded.
import type { Pool } from 'pg';
import { openDatabase, type DbHandle } from '@/server/db/client';
import { startTestCluster, type TestCluster } from '@/server/db/testing/postgres-cluster';
import { call, onStatements, startTestShop, type TestShop } from './test-app';

jest.setTimeout(300_000);

const PRODUCTS = 20_000;
const WATCHED = new Set(['products', 'product_sizes', 'product_colors']);

let cluster: TestCluster;
let shop: TestShop;
let handle: DbHandle;
const sent: { query: string; params: unknown[] }[] = [];

beforeAll(async () => {
  cluster = await startTestCluster();
  handle = await openDatabase({ url: cluster.url });
  shop = await startTestShop({ handle, products: PRODUCTS });
  await (handle.db as unknown as { $client: Pool }).$client.query('analyze');
  onStatements(handle.db, (query, params) => void sent.push({ query, params }));
});
afterAll(async () => {
  await shop?.close();
  await cluster?.stop();
});

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Sort Space Type'?: string;
  Plans?: PlanNode[];
}

function problems(node: PlanNode, out: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] && WATCHED.has(node['Relation Name'])) out.push(`sequential scan of ${node['Relation Name']}`);
  if (node['Sort Space Type'] === 'Disk') out.push('sort on disk');
  for (const child of node.Plans ?? []) problems(child, out);
  return out;
}

const calls = [
  '/products?page=1&per_page=20',
  `/products?page=${PRODUCTS / 20}&per_page=20`,
  '/products?per_page=20&sort_type=newest',
  '/products?per_page=20&sort_type=popular_product',
  '/products?per_page=20&sort_type=top_selling',
  '/products?per_page=20&sort_type=low_to_high',
  `/products?page=${PRODUCTS / 20}&per_page=20&sort_type=high_to_low`,
  '/products?per_page=20&category_id=1&sub_category_id=2',
  '/products?per_page=20&shop_id=2&brand_id=3,4',
  '/products?per_page=20&color_id=2&size_id=1,2',
  '/products?per_page=20&rating=4&min_price=20&max_price=50',
  '/products?per_page=20&search=leather',
  '/products?per_page=20&search=lether&sort_type=low_to_high',
  '/products?per_page=20&search=smart%20watch&category_id=1',
  '/category-products?per_page=20&category_id=2&sort_type=low_to_high',
  '/home?page=1&per_page=20',
  '/shops?page=1&per_page=8',
  '/sitemap-products?page=1&per_page=1',
  `/sitemap-products?page=${PRODUCTS / 5000}&per_page=5000`,
];

describe(`listings on PostgreSQL with ${PRODUCTS.toLocaleString('en')} products`, () => {
  it('never read the catalogue sequentially nor sort on disk', async () => {
    await call('/products?per_page=1'); // builds the listing index
    sent.length = 0;
    const found: string[] = [];
    let explained = 0;
    const client = (handle.db as unknown as { $client: Pool }).$client;
    for (const path of calls) {
      const answer = await call(path);
      expect({ path, status: answer.status }).toEqual({ path, status: 200 });
      const statements = sent.splice(0);
      expect(statements.length).toBeGreaterThan(0);
      for (const { query, params } of statements) {
        const { rows } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(`explain (format json) ${query}`, params);
        explained += 1;
        for (const problem of problems(rows[0]['QUERY PLAN'][0].Plan)) found.push(`${path}: ${problem} in ${query.slice(0, 160)}`);
      }
    }
    // The check itself finds what it looks for: a filter no index serves reads every product.
    const { rows: scan } = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>("explain (format json) select count(*) from products where name like '%x%'");
    expect(problems(scan[0]['QUERY PLAN'][0].Plan)).toContain('sequential scan of products');
    console.log(`${calls.length} calls, ${explained} statements explained, ${found.length} problems`);
    expect(found).toEqual([]);
  });
});
