// Malformed requests against every API endpoint (signed in and out) and every page, derived from
// the routes themselves: no answer may be a 5xx or take over 5 s, API errors keep the contract's
// shape ({message, errors}), a page that does not exist is the not-found page, and the server is
// healthy afterwards. The seed is printed; FUZZ_SEED=<seed> replays a run.
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { bodyOf, fakeAddress, headersOf, pathOf, queryOf, type Body, type Identity, type Seeds } from './support/fuzz/inputs';
import { Random, seedOf } from './support/fuzz/random';
import { apiRoutes, knownFieldNames, pageRoutes, type Route } from './support/fuzz/routes';
import { LISTING_KEYS } from '../lib/listing-query';

const TIMEOUT_MS = 5_000;
const CONCURRENCY = 4;
/** Requests per API route and identity (signed out, signed in), and per page and locale. */
const PER_API_ROUTE = 8;
const PER_PAGE = 4;
const PER_ACCOUNT_PAGE_SIGNED_IN = 2;
const NOT_FOUND_TITLES = ['Page not found', 'الصفحة غير موجودة'];
/** Answers the contract fixes in another shape: the language file's 404 is `{"error": ...}` (docs/contract.md). */
const CONTRACT_QUIRKS: Record<string, (status: number, body: Record<string, unknown>) => boolean> = {
  '/api/lang/:locale': (status, body) => status === 404 && typeof body.error === 'string',
};
/** Requests the HTTP server cannot read: headers over its limit, an address too long. */
const UNREADABLE = [414, 431];
const OTHER_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

interface Planned {
  route: Route;
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Body | null;
  signedIn: boolean;
}

interface Outcome {
  planned: Planned;
  status: number | null;
  ms: number;
  problem: string | null;
}

const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };

async function api(baseURL: string, path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${baseURL}${path}`, { ...init, headers: { ...xhr, ...(init.headers as Record<string, string>) }, signal: AbortSignal.timeout(15_000) });
}

/** Ids and slugs of the seeded catalogue, keyed by the path word they follow. */
async function seedsOf(baseURL: string): Promise<Seeds> {
  const data = async (path: string): Promise<Record<string, unknown>> => ((await (await api(baseURL, path)).json()) as { data?: Record<string, unknown> }).data ?? {};
  const ids = (list: unknown, key = 'id'): string[] => (Array.isArray(list) ? list.map((item) => String((item as Record<string, unknown>)[key])).filter((v) => v !== 'undefined') : []);
  const [products, shops, categories, blogs, flash] = await Promise.all([
    data('/api/products?per_page=20'),
    data('/api/shops?per_page=20'),
    data('/api/categories?per_page=20'),
    data('/api/blogs?per_page=10'),
    data('/api/flash-sales'),
  ]);
  const flashIds = [flash.incoming_flash_sale, flash.running_flash_sale].filter(Boolean).map((sale) => String((sale as { id: number }).id));
  const byWord: Record<string, string[]> = {
    products: ids(products.products),
    shops: ids(shops.shops),
    categories: ids(categories.categories),
    'flash-sale': flashIds,
    blog: [...ids(blogs.blogs), ...ids(blogs.blogs, 'slug')],
    'legal-pages': ['privacy-policy', 'terms-and-conditions', 'return-and-refund-policy', 'shipping-and-delivery-policy', 'about-us'],
    page: ['privacy-policy', 'terms-and-conditions', 'about-us'],
    lang: ['en', 'ar'],
    auth: ['google', 'facebook', 'apple'],
  };
  return { byWord, any: [...new Set(Object.values(byWord).flat())] };
}

/** A shopper of the fuzzer's own: its token for the API and a session cookie for account pages. */
async function newIdentity(baseURL: string, seed: number): Promise<Identity> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const shopper = { name: 'Fuzz Shopper', email: `fuzz-${stamp}@example.com`, phone: stamp.slice(-10), password: 'fuzzing-secret-1' };
  const registered = await api(baseURL, '/api/registration', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': fakeAddress(seed) },
    body: JSON.stringify({ ...shopper, country: 'United States', phone_code: '+1' }),
  });
  expect(registered.status, await registered.clone().text()).toBe(200);
  const token = ((await registered.json()) as { data: { access: { token: string } } }).data.access.token;
  const session = await api(baseURL, '/api/session', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': fakeAddress(seed), Origin: baseURL },
    body: JSON.stringify({ phone: shopper.email, password: shopper.password }),
  });
  expect(session.status, await session.clone().text()).toBe(200);
  const cookie = session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  return { token, cookie };
}

/** True while the shopper's token and session still work (a fuzzed logout may have ended them). */
async function stillSignedIn(baseURL: string, identity: Identity, seed: number): Promise<boolean> {
  const address = fakeAddress(seed);
  const [byToken, byCookie] = await Promise.all([
    api(baseURL, '/api/profile', { headers: { Authorization: `Bearer ${identity.token}`, 'X-Forwarded-For': address } }),
    api(baseURL, '/api/profile', { headers: { Cookie: identity.cookie ?? '', 'X-Forwarded-For': address } }),
  ]);
  return byToken.status === 200 && byCookie.status === 200;
}

function plan(route: Route, random: Random, seeds: Seeds, names: readonly string[], baseURL: string, identity: Identity, seed: number): Planned {
  const signedIn = Boolean(identity.token);
  const wrongMethod = route.kind !== 'page' && random.chance(0.05);
  const method = wrongMethod ? random.pick(OTHER_METHODS) : route.method;
  // Mostly the fields of the route's own module, so that most requests reach its validation.
  const fields = route.fields?.length && random.chance(0.7) ? route.fields : names;
  const queryNames = route.kind === 'page' ? [...LISTING_KEYS, 'category', 'page', ...names.slice(0, 20)] : fields;
  // Spaces and other bytes HTTP cannot carry raw are percent-encoded, as any client sends them.
  const url = `${pathOf(route, random, seeds)}${queryOf(random, seeds, queryNames)}`.replace(/[^\x21-\x7e]/g, (char) => encodeURIComponent(char));
  // Pages get the cookie, the API the token: each as the storefront sends them.
  const pageIdentity: Identity = route.kind === 'page' ? { cookie: identity.cookie } : { token: identity.token };
  const headers = headersOf(random, route, baseURL, signedIn ? pageIdentity : {}, fakeAddress(seed));
  const body = ['GET', 'HEAD'].includes(method) ? null : bodyOf(random, seeds, fields);
  if (body?.type) headers['Content-Type'] = body.type;
  return { route, method, url, headers, body, signedIn };
}

function shapeProblem(planned: Planned, status: number, type: string, text: string): string | null {
  const { route, method } = planned;
  if (method === 'HEAD' || status < 400) return null;
  if (route.kind === 'page') {
    // A request whose headers or address Node cannot read never reaches a page: a short HTML answer.
    if (UNREADABLE.includes(status)) return type.includes('text/html') ? null : `a ${status} page answer is not HTML`;
    if (status !== 404) return `a page answered ${status}`;
    if (!type.includes('text/html') || !NOT_FOUND_TITLES.some((title) => text.includes(title))) return 'a 404 page is not the not-found page';
    return null;
  }
  if (route.kind !== 'api' || route.ownProtocol) return null;
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    return `a ${status} API answer is not JSON (${type || 'no type'}): ${text.slice(0, 80)}`;
  }
  if (CONTRACT_QUIRKS[route.pattern]?.(status, body)) return null;
  if (typeof body.message !== 'string') return `a ${status} API answer has no message: ${text.slice(0, 120)}`;
  if (body.errors !== undefined) {
    const errors = body.errors;
    const fieldLists = errors !== null && typeof errors === 'object' && !Array.isArray(errors) && Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
    if (!fieldLists) return `a ${status} API answer has errors that are not field lists: ${text.slice(0, 120)}`;
  }
  return null;
}

/**
 * One request through node:http rather than fetch: the path goes out exactly as generated, and
 * an answer's headers may exceed fetch's 16 KB (a redirect repeats a long address twice).
 */
function rawRequest(baseURL: string, planned: Planned): Promise<{ status: number; type: string; text: string }> {
  const base = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: base.hostname, port: base.port, method: planned.method, path: planned.url, headers: planned.headers, maxHeaderSize: 256 * 1024, timeout: TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type'] ?? ''), text: Buffer.concat(chunks).toString('utf8') }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(Object.assign(new Error(`no answer within ${TIMEOUT_MS} ms`), { name: 'TimeoutError' })), TIMEOUT_MS);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
    request.end(planned.body ? planned.body.data : undefined);
  });
}

async function send(baseURL: string, planned: Planned): Promise<Outcome> {
  const started = performance.now();
  try {
    const { status, type, text } = await rawRequest(baseURL, planned);
    const ms = performance.now() - started;
    let problem: string | null = null;
    if (status >= 500) problem = `answered ${status}: ${text.slice(0, 160)}`;
    else if (ms > TIMEOUT_MS) problem = `took ${Math.round(ms)} ms`;
    else problem = shapeProblem(planned, status, type, text);
    return { planned, status, ms, problem };
  } catch (error) {
    const ms = performance.now() - started;
    const reason = error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${TIMEOUT_MS} ms` : `failed: ${String(error)}`;
    return { planned, status: null, ms, problem: reason };
  }
}

async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function report(seed: number, outcomes: Outcome[], routes: number): string[] {
  const byStatus = new Map<string, number>();
  for (const { status } of outcomes) byStatus.set(String(status ?? 'none'), (byStatus.get(String(status ?? 'none')) ?? 0) + 1);
  const statuses = [...byStatus].sort(([a], [b]) => a.localeCompare(b)).map(([status, count]) => `${status}: ${count}`).join(', ');
  const kinds = (kind: Route['kind'], signedIn: boolean) => outcomes.filter((o) => o.planned.route.kind === kind && o.planned.signedIn === signedIn).length;
  const slowest = outcomes.reduce((max, o) => Math.max(max, o.ms), 0);
  const failures = outcomes.filter((o) => o.problem);
  const lines = [
    `Fuzz seed ${seed} (replay: FUZZ_SEED=${seed})`,
    `${outcomes.length} requests over ${routes} routes: API signed out ${kinds('api', false)}, signed in ${kinds('api', true)}; pages signed out ${kinds('page', false)}, signed in ${kinds('page', true)}; files ${kinds('file', false) + kinds('file', true)}`,
    `Statuses: ${statuses}`,
    `Slowest answer: ${Math.round(slowest)} ms`,
    `Failures: ${failures.length}`,
  ];
  const shadowed = [...new Set(outcomes.filter((o) => o.planned.route.shadowedBy).map((o) => `${o.planned.route.method} ${o.planned.route.pattern} (taken by ${o.planned.route.shadowedBy})`))];
  if (shadowed.length) lines.splice(4, 0, `API routes answered by another route handler: ${shadowed.join(', ')}`);
  for (const { planned, status, problem } of failures.slice(0, 50)) {
    const body = planned.body ? ` [${planned.body.label}]` : '';
    lines.push(`  ✘ ${planned.method} ${planned.url.slice(0, 200)}${body}${planned.signedIn ? ' (signed in)' : ''} → ${status ?? '-'}: ${problem}`);
  }
  return lines;
}

test('malformed requests to every route never get a 5xx, a hang or a broken error shape', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const base = baseURL!.replace(/\/$/, '');
  const seed = seedOf(process.env.FUZZ_SEED);
  const random = new Random(seed);
  console.log(`Fuzz seed ${seed}`);
  const seeds = await seedsOf(base);
  const names = knownFieldNames();
  const apis = apiRoutes();
  const pages = pageRoutes();
  let identity = await newIdentity(base, seed);
  const outcomes: Outcome[] = [];

  // Every route in turn, a few requests at a time: the fuzzer's own shopper is checked after each
  // signed-in batch and replaced when a generated logout ended it.
  for (const route of [...apis, ...pages]) {
    const batches: { signedIn: boolean; count: number }[] =
      route.kind === 'page'
        ? [{ signedIn: false, count: PER_PAGE }, ...(route.account ? [{ signedIn: true, count: PER_ACCOUNT_PAGE_SIGNED_IN }] : [])]
        : [{ signedIn: false, count: PER_API_ROUTE }, { signedIn: true, count: PER_API_ROUTE }];
    for (const { signedIn, count } of batches) {
      const planned = Array.from({ length: count }, () => plan(route, random, seeds, names, base, signedIn ? identity : {}, seed));
      outcomes.push(...(await inParallel(planned, CONCURRENCY, (item) => send(base, item))));
      if (signedIn && !(await stillSignedIn(base, identity, seed))) identity = await newIdentity(base, seed);
    }
  }

  const lines = report(seed, outcomes, apis.length + pages.length);
  console.log(lines.join('\n'));

  // The server is still well afterwards.
  for (const [path, headers] of [['/api/master', xhr], ['/', {}]] as const) {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers, signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    expect(response.status, `${path} after the fuzz run`).toBe(200);
    expect(performance.now() - started, `${path} answers quickly after the fuzz run`).toBeLessThan(3_000);
  }
  expect(outcomes.length, 'at least 1,000 generated requests').toBeGreaterThanOrEqual(1_000);
  const failures = outcomes.filter((o) => o.problem);
  expect(failures.length, `failures (seed ${seed}):\n${lines.slice(lines.findIndex((line) => line.startsWith('Failures:'))).join('\n')}`).toBe(0);
});
