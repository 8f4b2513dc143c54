import type { Judged, Locale } from '@/test/search/judgement-types';
import type { ApiGet, Card } from './search-catalogue';
import { typeOf } from './search-catalogue';
import { evaluateSearch, type Evaluation } from './search-judging';

interface Item {
  id: number;
  name: string;
  ar: string;
  brand: string;
  category: number;
  sub: number;
}

const items: Item[] = [
  { id: 1, name: 'Zenith Electric Kettle 1.7 L', ar: 'غلاية كهربائية', brand: 'Zenith', category: 3, sub: 31 },
  { id: 2, name: 'Acme Glass Kettle', ar: 'غلاية زجاجية', brand: 'Acme', category: 3, sub: 31 },
  { id: 3, name: 'Orbit Wireless Car Charger', ar: 'شاحن سيارة', brand: 'Orbit', category: 9, sub: 91 },
  { id: 4, name: 'Orbit Fast Charger', ar: 'شاحن سريع', brand: 'Orbit', category: 1, sub: 11 },
  { id: 5, name: 'Acme Seat Cover', ar: 'غطاء مقعد', brand: 'Acme', category: 9, sub: 91 },
];
const categories = [
  { id: 1, name: 'Electronics', sub_categories: [{ id: 11, name: 'Phones' }] },
  { id: 3, name: 'Home & Kitchen', sub_categories: [{ id: 31, name: 'Cookware' }] },
  { id: 9, name: 'Automotive', sub_categories: [{ id: 91, name: 'Accessories' }] },
];

/** A shop API over `items`, answering each search text with the ids `answers` gives it, in order. */
function fakeApi(answers: Record<string, number[]>): ApiGet {
  return (async (path: string, locale: Locale) => {
    const url = new URL(`http://shop${path}`);
    if (url.pathname === '/categories') return { categories };
    if (url.pathname === '/product-details') {
      const item = items.find((one) => one.id === Number(url.searchParams.get('product_id')))!;
      return { product: { name: locale === 'ar' ? item.ar : item.name, brand: item.brand, shop: { name: 'Shop' } } };
    }
    const card = (item: Item): Card => ({ id: item.id, name: locale === 'ar' ? item.ar : item.name, brand: item.brand, shop: { id: 1, name: 'Shop' } });
    const search = url.searchParams.get('search');
    const category = Number(url.searchParams.get('category_id') ?? 0);
    const sub = Number(url.searchParams.get('sub_category_id') ?? 0);
    const matched =
      search !== null
        ? (answers[search] ?? []).map((id) => items.find((item) => item.id === id)!)
        : items.filter((item) => (!category || item.category === category) && (!sub || item.sub === sub));
    const perPage = Number(url.searchParams.get('per_page'));
    const page = Number(url.searchParams.get('page') ?? 1);
    return { total: matched.length, products: matched.slice((page - 1) * perPage, page * perPage).map(card) };
  }) as ApiGet;
}

const budget = (evaluation: Evaluation, start: string) => evaluation.budgets.find((b) => b.name.startsWith(start))!;

describe('typeOf', () => {
  it('takes the longest type a name holds, as whole words', () => {
    expect(typeOf('Zenith Stainless Steel Electric Kettle 1.7 L')).toBe('Kettle');
    expect(typeOf('Orbit Wireless Car Charger')).toBe('Car Charger');
    expect(typeOf('Classic Dash Camera 18')).toBe('Dash Camera');
    expect(typeOf('Classic Camera 18')).toBe('Camera');
    expect(typeOf('Kettlebell')).toBeNull();
  });
});

describe('evaluateSearch', () => {
  const queries: Judged[] = [
    { kind: 'word', locale: 'en', text: 'kettle', relevant: [{ grade: 2, type: 'Kettle' }] },
    { kind: 'typo', locale: 'en', text: 'chager', relevant: [{ grade: 2, type: 'Charger' }, { grade: 1, type: 'Car Charger' }] },
    { kind: 'unsold', locale: 'en', text: 'piano', relevant: [] },
    { kind: 'word', locale: 'en', text: 'car', relevant: [{ grade: 2, category: 'automotive' }], mustNot: [{ not: { category: 'automotive' } }] },
    { kind: 'exact', locale: 'ar', exactOf: 'Kettle', relevant: [] },
    { kind: 'two-word', locale: 'en', text: '{brand:Kettle} kettle', relevant: [{ grade: 2, type: 'Kettle', brand: '{brand:Kettle}' }, { grade: 1, type: 'Kettle' }] },
  ];
  const perfect = { kettle: [1, 2], chager: [4, 3], car: [3, 5], 'غلاية كهربائية': [1, 2], 'zenith kettle': [1, 2] };

  it('meets every budget when each query is answered best first', async () => {
    const evaluation = await evaluateSearch(fakeApi(perfect), queries);
    expect(evaluation.budgets.filter((b) => !b.met)).toEqual([]);
    expect(evaluation.outcomes.map((o) => o.text)).toEqual(['kettle', 'chager', 'piano', 'car', 'غلاية كهربائية', 'zenith kettle']);
    const all = evaluation.rows.find((r) => r.kind === 'all' && r.locale === 'all')!;
    expect(all).toMatchObject({ queries: 6, ndcg: 1 });
  });

  it('grades the brand asked for above the same type of another brand', async () => {
    const evaluation = await evaluateSearch(fakeApi({ ...perfect, 'zenith kettle': [2, 1] }), queries);
    expect(evaluation.outcomes[5].ndcg).toBeLessThan(0.9);
    expect(evaluation.outcomes[5].recall).toBe(1);
    const shortOfOne = await evaluateSearch(fakeApi({ ...perfect, 'zenith kettle': [1] }), queries);
    expect(shortOfOne.outcomes[5].recall).toBe(0.5);
  });

  it('misses the unsold budget when something comes back for what no one sells', async () => {
    const evaluation = await evaluateSearch(fakeApi({ ...perfect, piano: [2] }), queries);
    expect(budget(evaluation, 'every unsold').met).toBe(false);
    expect(evaluation.rows.find((r) => r.kind === 'unsold')!.zeroRate).toBe(0);
  });

  it('misses the typo budget when the first three hold nothing relevant', async () => {
    const evaluation = await evaluateSearch(fakeApi({ ...perfect, chager: [5, 1, 2, 4] }), queries);
    expect(budget(evaluation, 'every typo').met).toBe(false);
    expect(budget(evaluation, 'nDCG@10 in Arabic').met).toBe(true);
  });

  it('misses the rules budget when a product that must not come back does, however low', async () => {
    const evaluation = await evaluateSearch(fakeApi({ ...perfect, car: [3, 5, 2] }), queries);
    expect(budget(evaluation, 'no query brings back').met).toBe(false);
    expect(evaluation.outcomes[3].problems.map((p) => p.rule)).toEqual(['must-not']);
  });

  it('misses the nDCG budgets of the language whose answers are poor', async () => {
    const evaluation = await evaluateSearch(fakeApi({ ...perfect, 'غلاية كهربائية': [] }), queries);
    expect(budget(evaluation, 'nDCG@10 in Arabic')).toMatchObject({ met: false, measured: '0.000' });
    expect(budget(evaluation, 'nDCG@10 in English').met).toBe(true);
    expect(evaluation.rows.find((r) => r.kind === 'exact' && r.locale === 'ar')!.zeroRate).toBe(1);
  });

  it('refuses a query that judges nothing of the catalogue relevant', async () => {
    const orphan: Judged = { kind: 'word', locale: 'en', text: 'tent', relevant: [{ grade: 2, type: 'Tent' }] };
    await expect(evaluateSearch(fakeApi(perfect), [orphan])).rejects.toThrow('"tent"');
  });
});
