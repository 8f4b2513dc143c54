// Puts the judged search queries (test/search/judged-queries.ts) to GET /products?search= through
// the HTTP API, grades what comes back, and checks the budgets of npm run search:quality and of
// server/test/search-quality.test.ts.
import type { Graded, Judged, Locale, Match, QueryKind } from '@/test/search/judgement-types';
import { everyCard, loadCatalogue, type ApiGet, type Card, type Product } from './search-catalogue';
import { mean, ndcgAt, precisionAt, recall } from './search-metrics';
import { catalogueWords, misfits } from './search-vocabulary';

/** The first page a shopper sees, as the measures take it. */
export const PAGE_SIZE = 10;
/** A query answered worse than this nDCG@10 is listed among the failing ones. */
export const QUERY_FLOOR = 0.5;
export const BUDGET = { ndcg: 0.9, typoWithin: 3 };

/** A judged query with its text and grades resolved against the catalogue. */
export interface Resolved {
  query: Judged;
  text: string;
  /** Grade by product id, for the products with a grade above 0. */
  grades: Map<number, number>;
}

export interface Outcome extends Resolved {
  total: number;
  /** The first page's products, in order. */
  top: Card[];
  ndcg: number | null;
  precision: number | null;
  recall: number | null;
  /** The rules the answer breaks; a query answered below QUERY_FLOOR is one. */
  problems: Problem[];
}

/** A rule a query's answer breaks, and how, in words. */
export interface Problem {
  rule: 'unsold' | 'typo' | 'must-not' | 'order' | 'floor';
  text: string;
}

export interface Row {
  kind: QueryKind | 'all';
  locale: Locale | 'all';
  queries: number;
  ndcg: number | null;
  precision: number | null;
  recall: number | null;
  zeroRate: number;
}

export interface Budget {
  name: string;
  met: boolean;
  measured: string;
  /** The problems of the queries that make this budget, and of which language. */
  rules: Problem['rule'][];
  locale: Row['locale'];
}

export interface Evaluation {
  /** The catalogue as the API listed it, by product id. */
  catalogue: Map<number, Product>;
  outcomes: Outcome[];
  rows: Row[];
  budgets: Budget[];
  /** The queries that no longer fit the catalogue (search-vocabulary.ts), one line each. */
  misfits: string[];
}

function holds(match: Match, product: Product, fill: (text: string) => string): boolean {
  const among = <T extends string>(wanted: T | T[] | undefined, value: string | null) =>
    wanted === undefined || (Array.isArray(wanted) ? wanted : [wanted]).some((one) => fill(one) === value);
  return (
    among(match.type, product.type) &&
    among(match.category, product.category) &&
    among(match.sub, product.sub) &&
    among(match.brand, product.brand) &&
    (match.shop === undefined || fill(match.shop) === product.shop) &&
    (match.not === undefined || !holds(match.not, product, fill))
  );
}

/** The first product (lowest id) of each type. */
function firstOfTypes(catalogue: Map<number, Product>): Map<string, Product> {
  const first = new Map<string, Product>();
  for (const product of [...catalogue.values()].sort((a, b) => a.id - b.id)) if (!first.has(product.type)) first.set(product.type, product);
  return first;
}

/** Fills `{brand:<type>}` placeholders with the brand of the first product of that type. */
function placeholders(catalogue: Map<number, Product>): (text: string, lowerCase?: boolean) => string {
  const first = firstOfTypes(catalogue);
  return (text, lowerCase = false) =>
    text.replace(/\{brand:([^}]+)\}/g, (_, of: string) => {
      const brand = first.get(of)?.brand;
      if (!brand) throw new Error(`No product of type ${of} with a brand for "${text}"`);
      return lowerCase ? brand.toLowerCase() : brand;
    });
}

/** Resolves texts and grades; throws when a query other than `unsold` judges no product relevant. */
export function resolveQueries(queries: Judged[], catalogue: Map<number, Product>): Resolved[] {
  const first = firstOfTypes(catalogue);
  const fill = placeholders(catalogue);
  const broken: string[] = [];
  const resolved = queries.map((query): Resolved => {
    const grades = new Map<number, number>();
    let text: string;
    let relevant: Graded[] = query.relevant;
    if (query.exactOf) {
      const named = first.get(query.exactOf);
      if (!named) throw new Error(`No product of type ${query.exactOf} to name`);
      text = named.names[query.locale];
      grades.set(named.id, 3);
      relevant = [{ grade: 1, type: query.exactOf }, ...relevant];
    } else {
      // Shoppers type brands in lower case.
      text = fill(query.text ?? '', true);
    }
    for (const product of catalogue.values()) {
      for (const graded of relevant) {
        if (holds(graded, product, fill)) grades.set(product.id, Math.max(grades.get(product.id) ?? 0, graded.grade));
      }
    }
    if (query.kind !== 'unsold' && grades.size === 0) broken.push(`[${query.locale} ${query.kind}] "${text}"`);
    return { query, text, grades };
  });
  if (broken.length > 0) throw new Error(`These judged queries find nothing relevant in the catalogue: ${broken.join(', ')}`);
  return resolved;
}

/** Asks the API for one query and grades the answer. */
async function judge(get: ApiGet, entry: Resolved, catalogue: Map<number, Product>, fill: (text: string) => string): Promise<Outcome> {
  const { query, text, grades } = entry;
  const search = `search=${encodeURIComponent(text)}`;
  const first = await get<{ total: number; products: Card[] }>(`/products?${search}&per_page=${PAGE_SIZE}`, query.locale);
  const all = first.total > first.products.length ? (await everyCard(get, search, query.locale)).cards : first.products;
  const gradeOf = (card: Card) => grades.get(card.id) ?? 0;
  const topGrades = first.products.map(gradeOf);
  const found = all.filter((card) => gradeOf(card) > 0).length;
  const outcome: Outcome = {
    ...entry,
    total: first.total,
    top: first.products,
    ndcg: ndcgAt(topGrades, [...grades.values()], PAGE_SIZE),
    precision: precisionAt(topGrades, PAGE_SIZE),
    recall: recall(found, grades.size),
    problems: [],
  };
  const problems = outcome.problems;
  if (query.kind === 'unsold' && first.total > 0) problems.push({ rule: 'unsold', text: 'must come back empty' });
  if (query.kind === 'typo' && !topGrades.slice(0, BUDGET.typoWithin).some((grade) => grade > 0)) problems.push({ rule: 'typo', text: `no relevant product in the first ${BUDGET.typoWithin}` });
  const productOf = (card: Card) => catalogue.get(card.id);
  for (const match of query.mustNot ?? []) {
    const wrong = all.filter((card) => {
      const product = productOf(card);
      return product !== undefined && holds(match, product, fill);
    });
    if (wrong.length > 0) problems.push({ rule: 'must-not', text: `${wrong.length} that must not come back (${describe(match)}), e.g. ${wrong[0].name}` });
  }
  for (const { better, worse } of query.above ?? []) {
    const places = (match: Match) => all.flatMap((card, i) => (productOf(card) && holds(match, productOf(card)!, fill) ? [i] : []));
    const lastBetter = Math.max(-1, ...places(better));
    const firstWorse = Math.min(Infinity, ...places(worse));
    if (firstWorse < lastBetter) problems.push({ rule: 'order', text: `${describe(worse)} at rank ${firstWorse + 1}, before ${describe(better)} at rank ${lastBetter + 1}` });
  }
  if (outcome.ndcg !== null && outcome.ndcg < QUERY_FLOOR) problems.push({ rule: 'floor', text: `nDCG@${PAGE_SIZE} ${outcome.ndcg.toFixed(2)}` });
  return outcome;
}

/** A match in words: "type Smartphone", "not category groceries". */
export function describe(match: Match): string {
  const parts = (['type', 'category', 'sub', 'brand', 'shop'] as const).flatMap((key) => (match[key] === undefined ? [] : [`${key} ${[match[key]].flat().join('/')}`]));
  if (match.not) parts.push(`not ${describe(match.not)}`);
  return parts.join(', ');
}

function row(kind: Row['kind'], locale: Row['locale'], outcomes: Outcome[]): Row {
  return {
    kind,
    locale,
    queries: outcomes.length,
    ndcg: mean(outcomes.map((o) => o.ndcg)),
    precision: mean(outcomes.map((o) => o.precision)),
    recall: mean(outcomes.map((o) => o.recall)),
    zeroRate: outcomes.length === 0 ? 0 : outcomes.filter((o) => o.total === 0).length / outcomes.length,
  };
}

const LOCALES: Locale[] = ['en', 'ar'];

/** The measures by kind and language, then by language, then over every query. */
export function summarise(outcomes: Outcome[]): Row[] {
  const kinds = [...new Set(outcomes.map((o) => o.query.kind))];
  const rows: Row[] = [];
  for (const kind of kinds) {
    for (const locale of LOCALES) {
      const some = outcomes.filter((o) => o.query.kind === kind && o.query.locale === locale);
      if (some.length > 0) rows.push(row(kind, locale, some));
    }
  }
  for (const locale of LOCALES) rows.push(row('all', locale, outcomes.filter((o) => o.query.locale === locale)));
  rows.push(row('all', 'all', outcomes));
  return rows;
}

const figure = (value: number | null) => (value === null ? 'n/a' : value.toFixed(3));

/** The budgets, in the order they are checked and printed. */
export const BUDGET_NAMES = [
  `nDCG@${PAGE_SIZE} over every query at least ${BUDGET.ndcg}`,
  `nDCG@${PAGE_SIZE} in English at least ${BUDGET.ndcg}`,
  `nDCG@${PAGE_SIZE} in Arabic at least ${BUDGET.ndcg}`,
  'every unsold query comes back empty',
  `every typo query has a relevant product in its first ${BUDGET.typoWithin}`,
  'no query brings back what it must not, or in the wrong order',
] as const;

/** The budgets, each with what was measured. */
export function checkBudgets(outcomes: Outcome[], rows: Row[]): Budget[] {
  const ndcgBudget = (name: string, locale: Row['locale']): Budget => {
    const value = rows.find((r) => r.kind === 'all' && r.locale === locale)!.ndcg;
    return { name, met: value !== null && value >= BUDGET.ndcg, measured: figure(value), rules: ['floor'], locale };
  };
  const breaks = (o: Outcome, rules: Problem['rule'][]) => o.problems.some((p) => rules.includes(p.rule));
  const count = (kind: QueryKind, rule: Problem['rule']) => {
    const of = outcomes.filter((o) => o.query.kind === kind);
    return { failing: of.filter((o) => breaks(o, [rule])).length, of: of.length };
  };
  const unsold = count('unsold', 'unsold');
  const typos = count('typo', 'typo');
  const ruled = outcomes.filter((o) => (o.query.mustNot?.length ?? 0) + (o.query.above?.length ?? 0) > 0);
  const broken = ruled.filter((o) => breaks(o, ['must-not', 'order']));
  const [all, en, ar, empty, typo, rules] = BUDGET_NAMES;
  return [
    ndcgBudget(all, 'all'),
    ndcgBudget(en, 'en'),
    ndcgBudget(ar, 'ar'),
    { name: empty, met: unsold.failing === 0, measured: `${unsold.of - unsold.failing} of ${unsold.of} empty`, rules: ['unsold'], locale: 'all' },
    { name: typo, met: typos.failing === 0, measured: `${typos.of - typos.failing} of ${typos.of}`, rules: ['typo'], locale: 'all' },
    { name: rules, met: broken.length === 0, measured: `${ruled.length - broken.length} of ${ruled.length} hold`, rules: ['must-not', 'order'], locale: 'all' },
  ];
}

/** Loads the catalogue through `get`, checks the queries still fit it, puts every query to it, and measures. */
export async function evaluateSearch(get: ApiGet, queries: Judged[]): Promise<Evaluation> {
  const catalogue = await loadCatalogue(get);
  const resolved = resolveQueries(queries, catalogue);
  const unfit = misfits(resolved, await catalogueWords(get, catalogue));
  const fill = placeholders(catalogue);
  const outcomes: Outcome[] = [];
  for (const entry of resolved) outcomes.push(await judge(get, entry, catalogue, fill));
  const rows = summarise(outcomes);
  return { catalogue, outcomes, rows, budgets: checkBudgets(outcomes, rows), misfits: unfit };
}
