// A stand-in for the original Laravel backend: every /api path the storefront calls, answered
// with the JSON files in ./fixtures, which are shaped as the original's resources write them
// (display-string dates, sizes and colours as names in orders, cart `info` null or one string,
// phone codes as digits, `data` left out when empty). It keeps only the state the smoke flows
// need: a signed-in token, a cart that fills and empties, a collected voucher, a placed order,
// an opened ticket and a chat conversation, and the languages its admin offers with their texts
// (setLanguages, setTranslations). Pictures under /storage are one tiny PNG.
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

// From the project's root, where the tests run (Playwright loads this file without import.meta).
const folder = path.join(process.cwd(), 'e2e', 'support', 'original-backend', 'fixtures');
const TOKEN = '12|original-fixture-token';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

function loadFixtures(origin) {
  const fixtures = {};
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.json'))) {
    fixtures[file.slice(0, -5)] = readFileSync(path.join(folder, file), 'utf8').replaceAll('{{origin}}', origin);
  }
  return fixtures;
}

/** GET /products and /category-products: the listing fixture, narrowed by the filters the flows use. */
function listing(fixture, query) {
  const answer = JSON.parse(fixture);
  const number = (name) => (query.has(name) ? Number(query.get(name)) : null);
  const color = number('color_id');
  const shop = number('shop_id');
  const category = number('category_id');
  const brand = answer.data.filters.brands.find((item) => item.id === number('brand_id'))?.name;
  const search = query.get('search')?.toLowerCase();
  const categoryOf = (product) => (product.shop.id === 1 ? 1 : 2);
  answer.data.products = answer.data.products.filter(
    (product) =>
      (color === null || product.colors.some((item) => item.id === color)) &&
      (shop === null || product.shop.id === shop) &&
      (!query.has('brand_id') || product.brand === brand) &&
      (category === null || categoryOf(product) === category) &&
      (!search || product.name.toLowerCase().includes(search)),
  );
  answer.data.total = answer.data.products.length;
  return answer;
}

/** The language an answer is asked in: the first of Accept-Language, without its region. */
function languageOf(headers) {
  return String(headers['accept-language'] ?? '').split(',')[0].split(';')[0].trim().toLowerCase().split('-')[0];
}

/** The catalogue names the original's admin gave in another language than English. */
const CATEGORY_NAMES = { fr: { 1: 'Électronique' } };

/** GET /categories: the fixture, with the names of the language asked in where it has them. */
function categories(fixture, headers) {
  const names = CATEGORY_NAMES[languageOf(headers)];
  if (!names) return 'categories';
  const answer = JSON.parse(fixture);
  for (const category of answer.data.categories) category.name = names[category.id] ?? category.name;
  return answer;
}

/** GET /master: the fixture, with the languages and app_locale the admin set, if any. */
function master(fixture, state) {
  if (!state.languages && !state.appLocale) return 'master';
  const answer = JSON.parse(fixture);
  if (state.languages) answer.data.languages = state.languages;
  if (state.appLocale) answer.data.app_locale = state.appLocale;
  return answer;
}

/**
 * GET /lang/{locale}: the texts of a language the shop offers, as the original serves its
 * lang/{locale}.json (a flat map, no envelope); none set, an empty map. Any other: its 404.
 */
function languageFile(fixtures, state, locale) {
  const offered = state.languages ?? JSON.parse(fixtures.master).data.languages;
  if (!offered.some((language) => language.name === locale)) return [404, { error: 'Language file not found' }];
  return state.translations.get(locale) ?? {};
}

/** A route that needs the token login handed out; without it the original's 401. */
const signed = (handler) => ({ signed: true, handler });

function routes(state) {
  return {
    'GET /master': (fixtures) => master(fixtures.master, state),
    'GET /countries': 'countries',
    'GET /home': 'home',
    'GET /banners': 'banners',
    'GET /products': (fixtures, query) => listing(fixtures.products, query),
    'GET /category-products': (fixtures, query) => listing(fixtures.products, query),
    'GET /categories': (fixtures, _, __, headers) => categories(fixtures.categories, headers),
    'GET /sub-categories': 'sub-categories',
    'GET /product-details': (_, query) => (query.get('product_id') === '101' ? 'product-details' : [422, 'product-details-invalid']),
    'GET /reviews': 'reviews',
    'GET /shops': 'shops',
    'GET /shops/top': 'shops-top',
    'GET /shops/1': 'shop',
    'GET /shop-categories': 'shop-categories',
    'GET /flash-sales': 'flash-sales',
    'GET /blogs': 'blogs',
    'GET /blog/how-to-choose-a-speaker/details': 'blog-details',
    'GET /blog/1/details': 'blog-details',
    'GET /contact-us': 'contact-us',
    'GET /ticket-issue-types': 'ticket-issue-types',
    'GET /unread-messages': 'unread-messages',
    'POST /login': (_, __, body) => (body.phone === 'rana@example.com' && body.password === 'secret-password' ? 'login' : [400, 'login-invalid']),
    'POST /logout': signed(() => ({ message: 'Logout successfully' })),
    'POST /update-last-seen': signed(() => [204, null]),
    'GET /profile': signed('profile'),
    'GET /addresses': signed('addresses'),
    'GET /favorite-products': signed('favorite-products'),
    'GET /recently-views': signed('recently-views'),
    'GET /carts': signed(() => (state.cart ? 'carts' : 'carts-empty')),
    'POST /cart/store': signed(
      () => {
        state.cart = true;
        // A test sets `unavailable` for the original's notice of a product taken off the cart.
        return state.unavailable ? 'cart-store-info' : 'cart-store';
      },
    ),
    'POST /cart/checkout': signed(
      (_, __, body) => {
        if (!body.coupon_code) return 'cart-checkout';
        return body.coupon_code === 'NOVA10' ? 'cart-checkout-voucher' : [422, 'cart-checkout-invalid-voucher'];
      },
    ),
    'GET /get-vouchers': signed(() => (state.collected ? 'get-vouchers-collected' : 'get-vouchers')),
    'POST /vouchers-collect': signed(
      () => {
        state.collected = true;
        return 'vouchers-collect';
      },
    ),
    'GET /get-collected-vouchers': signed(() => (state.collected ? 'get-collected-vouchers' : 'get-collected-vouchers-empty')),
    'POST /place-order': signed(
      () => {
        state.cart = false;
        state.ordered = true;
        return 'place-order';
      },
    ),
    'GET /orders': signed(() => (state.ordered ? 'orders' : 'orders-empty')),
    'GET /order-details': signed((_, query) => (state.ordered && query.get('order_id') === '501' ? 'order-details' : [422, 'order-details-invalid'])),
    'GET /support-tickets': signed(() => (state.ticket ? 'support-tickets' : 'support-tickets-empty')),
    'POST /support-ticket': signed(
      (_, __, body) => {
        if (!body.message) return [422, 'support-ticket-invalid'];
        state.ticket = true;
        return 'support-ticket';
      },
    ),
    'GET /support-ticket/show': signed((_, query) => (state.ticket && query.get('ticket_number') === 'TK5021904417' ? 'support-ticket-show' : [422, { message: 'invalid ticket number' }])),
    'POST /store-message': signed(
      () => {
        state.chat = state.chat ?? [];
        return 'store-message';
      },
    ),
    'GET /get-shops': signed(() => (state.chat ? 'get-shops' : 'get-shops-empty')),
    'GET /get-message': signed(() => (state.chat?.length ? { message: 'success', data: { data: state.chat } } : 'get-message-empty')),
    'POST /send-message': signed(
      (fixtures, _, body) => {
        if (!state.chat) return [404, 'send-message-not-connected'];
        const answer = JSON.parse(fixtures['send-message']);
        answer.data.data = { ...answer.data.data, id: 71 + state.chat.length, message: String(body.message ?? '') };
        state.chat.unshift(answer.data.data);
        return answer;
      },
    ),
  };
}

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw) return {};
  if ((request.headers['content-type'] ?? '').includes('application/json')) return JSON.parse(raw);
  if ((request.headers['content-type'] ?? '').includes('multipart/form-data')) {
    // Only the text fields the flows send; enough to tell a filled form from an empty one.
    return Object.fromEntries([...raw.matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)].map((match) => [match[1], match[2]]));
  }
  return Object.fromEntries(new URLSearchParams(raw));
}

/**
 * @typedef {{ name: string, title: string, direction: 'ltr' | 'rtl', id?: number }} Language
 */

/**
 * Starts the stand-in on a free port of 127.0.0.1. `requests` lists each call as "METHOD /path"
 * (without /api), for a test to see what the storefront asked; `unknown` those it has no answer
 * for (the original's 404 of an unknown route). `setLanguages` and `setTranslations` change the
 * languages and their texts as the original's admin does: /master and /lang/{locale} answer them
 * from then on (until then, the fixture's English and Arabic with no texts of their own).
 */
export async function startOriginalBackend() {
  /**
   * @type {{ cart?: boolean, unavailable?: boolean, collected?: boolean, ordered?: boolean, ticket?: boolean, chat?: object[],
   *   languages?: Required<Language>[], appLocale?: string, translations: Map<string, Record<string, string>> }}
   */
  const state = { translations: new Map() };
  const requests = [];
  const unknown = [];
  let fixtures = {};
  const table = routes(state);
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fixture.local');
    const send = (status, body) => {
      if (body === null) return response.writeHead(status).end();
      const text = typeof body === 'string' ? (fixtures[body] ?? body) : JSON.stringify(body);
      response.writeHead(status, { 'Content-Type': 'application/json' }).end(text);
    };
    if (url.pathname.startsWith('/storage/')) return response.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
    const route = `${request.method} ${url.pathname.replace(/^\/api(?=\/)/, '')}`;
    requests.push(route);
    const language = /^GET \/lang\/([^/]+)$/.exec(route);
    const entry = language ? (fixtures) => languageFile(fixtures, state, decodeURIComponent(language[1])) : table[route];
    if (!url.pathname.startsWith('/api/') || !entry) {
      unknown.push(route);
      return send(404, { message: `The route ${url.pathname.slice(1)} could not be found.` });
    }
    const handler = entry.signed ? entry.handler : entry;
    if (entry.signed && request.headers.authorization !== `Bearer ${TOKEN}`) return send(401, 'unauthenticated');
    try {
      const body = request.method === 'GET' ? {} : await readBody(request);
      const answer = typeof handler === 'function' ? handler(fixtures, url.searchParams, body, request.headers) : handler;
      const [status, payload] = Array.isArray(answer) ? answer : [200, answer];
      send(status, payload);
    } catch (error) {
      send(500, { message: String(error) });
    }
  });
  // Idle connections stay open longer than the storefront's fetch keeps them (4 s), so it never
  // sends on a socket this server is just closing ("other side closed").
  server.keepAliveTimeout = 60_000;
  server.headersTimeout = 61_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}`;
  fixtures = loadFixtures(url);
  return {
    url,
    state,
    requests,
    unknown,
    /**
     * The languages the shop offers, in the admin's order (ids given when left out), and the
     * default one (app_locale) when given; the rest of /master stays as the fixture has it.
     * @param {Language[]} languages
     * @param {string} [appLocale]
     */
    setLanguages(languages, appLocale) {
      state.languages = languages.map((language, index) => ({ id: index + 1, ...language }));
      if (appLocale !== undefined) state.appLocale = appLocale;
    },
    /**
     * A language's texts, English text → translation, as the admin saves them (the whole file).
     * @param {string} locale
     * @param {Record<string, string>} map
     */
    setTranslations(locale, map) {
      state.translations.set(locale, { ...map });
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
