// Script injection, on the production build: a corpus of payloads (support/xss-payloads.ts) is
// stored through every field a shopper or a shop can write (chat both ways, questions on a product
// and their answers, ticket subjects and messages, profile name, address fields, the contact form, search text in the URL) and through
// the operator's settings texts, and every page that shows them is opened. Each payload calls the
// page binding `__xss` if it runs: no call may arrive. Personal pages keep a nonce policy with
// 'strict-dynamic', public (cached) pages a policy of 'self' plus the hashes of their own inline
// scripts; an inline script injected into either kind of page is refused.
import type { BrowserContext, Page } from '@playwright/test';
import { asShopper, newShopper, signIn } from './support/account';
import { apiData, type CardData } from './support/api';
import { master, patchSettings, withSettings } from './support/shop';
import { shopSays, shopToken } from './support/shop-owner';
import { expect, test } from './support/test';
import { clickScriptLinks, idsIn, injectedMarkup, installProbe, pack, PAYLOADS, settle, type Probe } from './support/xss-payloads';

const xhr = { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' };
const CHAT_SHOP = 9;

/** What the whole file covered, printed at the end. */
const tally = { surfaces: new Set<string>(), pages: 0, ran: [] as string[], links: 0, refusedClicks: 0, operatorLinks: new Set<string>() };

/** The first binding call of a piece of text, to wait for on the page that shows it. */
const markerOf = (text: string): string => /__xss\('p\d\d'\)/.exec(text)?.[0] ?? text.slice(0, 20);

let probe: Probe;
test.beforeEach(async ({ context }) => {
  probe = await installProbe(context);
});
test.afterEach(() => {
  tally.ran.push(...probe.ran.map((call) => `${call.tag} on ${call.url}`));
});
/** Settings to put back should a test stop (a timeout closes its request context before withSettings can). */
let unrestored: Record<string, unknown> | null = null;
test.afterAll(async ({ playwright }) => {
  if (unrestored) {
    const request = await playwright.request.newContext({ baseURL: process.env.BASE_URL });
    await patchSettings(request, unrestored);
    await request.dispose();
  }
  console.log(`xss corpus: ${PAYLOADS.length} payloads × ${tally.surfaces.size} surfaces, ${tally.pages} pages opened, ${tally.ran.length} ran`);
  console.log(`surfaces: ${[...tally.surfaces].join(', ')}; script links clicked: ${tally.links} (refused by the policy: ${tally.refusedClicks})`);
  if (tally.operatorLinks.size > 0) console.log(`settings links kept with a script address (clicked, nothing ran): ${[...tally.operatorLinks].join('; ')}`);
});

/**
 * Opens `url` (or works on the page as it is when `url` is null), waits until it shows every
 * marker and has settled, clicks any script address a payload could have made, and checks that
 * nothing ran and no markup of a payload reached the document.
 */
async function shows(page: Page, url: string | null, markers: string[], surface: string, options: { operatorLinks?: boolean } = {}): Promise<void> {
  if (url !== null) {
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(200);
  }
  tally.surfaces.add(surface);
  tally.pages += 1;
  await settle(page, markers);
  let markup = await injectedMarkup(page);
  if (options.operatorLinks) {
    // Links an operator sets in settings are links on purpose: their address is kept as written,
    // clicked below (nothing may run) and listed in the summary.
    const links = markup.filter((found) => /^<a href="(data|javascript):/i.test(found));
    for (const link of links) tally.operatorLinks.add(`${link} (${surface})`);
    markup = markup.filter((found) => !links.includes(found));
  }
  expect(markup, `${surface} at ${page.url()}`).toEqual([]);
  // A payload parsed into markup would meet the policy: no refusal may have happened either.
  expect(probe.violations, `${surface} at ${page.url()}`).toEqual([]);
  // Then every script address on the page is clicked: the policy may refuse it, nothing may run.
  tally.links += await clickScriptLinks(page);
  tally.refusedClicks += probe.violations.length;
  probe.violations.length = 0;
  expect(probe.ran, `${surface} at ${page.url()}`).toEqual([]);
}

test('chat both ways: the inbox, the drawer on a shop page and a live answer run nothing; the shop side answers the text as stored', async ({ page, request }) => {
  test.setTimeout(90_000);
  const shopper = await newShopper(request, 'Corpus Chatter');
  const shop = (await apiData<{ shop: { name: string } }>(request, `/shops/${CHAT_SHOP}`)).shop.name;
  const mine = pack(700);
  const theirs = pack(650);
  await asShopper(request, shopper, 'POST', '/store-message', { shop_id: CHAT_SHOP, user_id: shopper.id, type: 'user' });
  for (const message of mine) await asShopper(request, shopper, 'POST', '/send-message', { shop_id: CHAT_SHOP, message, type: 'user' });
  const token = await shopToken(request, CHAT_SHOP);
  for (const message of theirs) await shopSays(request, token, shopper, message);
  expect(new Set([...mine, ...theirs].flatMap(idsIn)).size).toBe(PAYLOADS.length);

  // The shop side: its API answers the messages exactly as written, as JSON.
  const answer = await request.get(`/api/seller/get-message?user_id=${shopper.id}&per_page=20`, { headers: { ...xhr, Authorization: `Bearer ${token}` } });
  expect(answer.headers()['content-type']).toMatch(/^application\/json/);
  const stored = ((await answer.json()).data.data as { message: string }[]).map((chat) => chat.message);
  // The backend trims a message's ends (U+2029 included), nothing else.
  for (const message of [...mine, ...theirs]) expect(stored).toContain(message.trim());
  tally.surfaces.add('chat (shop side, API answer)');

  await signIn(page, shopper);
  const conversation = page.getByRole('region', { name: shop });
  // Opened again should the first loading of the conversation not arrive on a busy machine.
  await expect(async () => {
    await page.goto('/massages');
    await page.getByRole('list', { name: 'Shops' }).getByRole('button', { name: new RegExp(shop) }).click();
    await expect(conversation.getByText(markerOf(mine[0])).first()).toBeAttached({ timeout: 10_000 });
  }).toPass({ timeout: 45_000 });
  await shows(page, null, [...mine, ...theirs].map(markerOf), 'chat (shopper and shop messages, inbox)');
  // A live answer, rendered from the realtime event rather than the API.
  const live = pack(2000)[0];
  await shopSays(request, token, shopper, live);
  await shows(page, null, [markerOf(live)], 'chat (live answer)');
  await expect(conversation.getByText(live, { exact: true })).toBeVisible();

  // The drawer on a public page.
  await page.goto(`/shops/${CHAT_SHOP}`);
  await page.getByRole('main').getByRole('button', { name: `Chat ${shop}` }).first().click();
  await expect(page.getByRole('dialog', { name: shop })).toBeVisible();
  await shows(page, null, [markerOf(live), ...theirs.map(markerOf)], 'chat (drawer on a shop page)');
});

test('questions and answers on a product: My questions, the product page and its questions page run nothing', async ({ page, request }) => {
  test.setTimeout(120_000);
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?page=5&per_page=20');
  const product = products[0];
  const questions = pack(500);
  const answers = pack(2000);
  // Ten questions a shopper may ask in ten minutes: a shopper for each ten.
  const askers: Awaited<ReturnType<typeof newShopper>>[] = [];
  const ids: number[] = [];
  for (const [index, question] of questions.entries()) {
    if (index % 10 === 0) askers.push(await newShopper(request, `Corpus Asker ${askers.length + 1}`));
    const asked = await asShopper<{ data: { question: { id: number } } }>(request, askers.at(-1)!, 'POST', '/product-question-add', { product_id: product.id, question });
    ids.push(asked.data.question.id);
  }
  const token = await shopToken(request, product.shop.id);
  for (const [index, id] of ids.entries()) {
    const response = await request.post('/api/seller/answer-question', { headers: { ...xhr, Authorization: `Bearer ${token}` }, data: { question_id: id, answer: answers[index % answers.length] } });
    expect(response.status(), await response.text()).toBe(200);
  }
  expect(new Set([...questions, ...answers].flatMap(idsIn)).size).toBe(PAYLOADS.length);
  const shown = (from: number, to: number) => [...questions.slice(from, to).map(markerOf), ...answers.slice(0, Math.min(to - from, answers.length)).map(markerOf)];

  await signIn(page, askers[0]);
  await shows(page, '/my-questions', shown(0, Math.min(10, questions.length)), 'question and answer (My questions)');
  // Newest answer first (no votes yet, so the most helpful are the newest too).
  const newest = (from: number, count: number) => questions.slice(Math.max(0, questions.length - from - count), questions.length - from).map(markerOf);
  await shows(page, `/products/${product.id}/details`, newest(0, 5), 'question and answer (product page)');
  for (let pageNumber = 1; (pageNumber - 1) * 10 < questions.length; pageNumber += 1) {
    await shows(page, `/products/${product.id}/questions?sort=newest&page=${pageNumber}`, newest((pageNumber - 1) * 10, 10), `question and answer (questions page ${pageNumber})`);
  }
  await shows(page, `/ar/products/${product.id}/questions`, newest(0, 10), 'question and answer (questions page, Arabic)');
});

test('ticket subjects, messages and replies: the ticket list and the ticket page run nothing', async ({ page, request }) => {
  test.setTimeout(60_000);
  const shopper = await newShopper(request, 'Corpus Ticket');
  const types = await asShopper<{ data: { issue_types: { id: number; name: string }[] } }>(request, shopper, 'GET', '/ticket-issue-types');
  const subjects = pack(255);
  const [message] = pack(5000);
  const replies = pack(1200);
  const numbers: string[] = [];
  for (const [index, subject] of subjects.entries()) {
    const created = await asShopper<{ data: { support_ticket: { ticket_no: string } } }>(request, shopper, 'POST', '/support-ticket', {
      issue_type: types.data.issue_types[0].id,
      subject,
      message: index === 0 ? message : subject,
      email: shopper.email,
    });
    numbers.push(created.data.support_ticket.ticket_no);
  }
  for (const reply of replies) await asShopper(request, shopper, 'POST', '/support-ticket-message', { ticket_number: numbers[0], message: reply });
  expect(new Set(subjects.flatMap(idsIn)).size).toBe(PAYLOADS.length);

  await signIn(page, shopper);
  await shows(page, `/support-tickets?per_page=${subjects.length}`, subjects.slice(0, 5).map(markerOf), 'ticket subject (list)');
  await shows(page, `/support-ticket/${numbers[0]}`, [markerOf(subjects[0]), ...replies.map(markerOf)], 'ticket message and replies');
  await shows(page, `/ar/support-ticket/${numbers[1]}`, [markerOf(subjects[1])], 'ticket subject (page, Arabic)');
});

test('profile name: the header menu, the dashboard and the profile page run nothing', async ({ page, request }) => {
  test.setTimeout(90_000);
  const names = pack(255);
  expect(new Set(names.flatMap(idsIn)).size).toBe(PAYLOADS.length);
  for (const [index, name] of names.entries()) {
    // The session keeps the name it was signed in with: a shopper per name, named at registration
    // (the first) or through update-profile (the others), then signed in.
    const shopper = await newShopper(request, index === 0 ? name : 'Corpus Name');
    if (index > 0) await asShopper(request, shopper, 'POST', '/update-profile', { name, email: shopper.email, phone: shopper.phone });
    await signIn(page, shopper);
    await shows(page, '/dashboard', [markerOf(name)], 'profile name (dashboard, header)');
    await page.getByRole('banner').getByText(markerOf(name)).first().click();
    await expect(page.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await shows(page, null, [markerOf(name)], 'profile name (header user menu)');
    await shows(page, '/profile', [markerOf(name)], 'profile name (profile form)');
  }
});

test('address fields: the address book, checkout and an order’s page run nothing', async ({ page, request }) => {
  test.setTimeout(90_000);
  const shopper = await newShopper(request, 'Corpus Address');
  // Address lines take 255 characters, as the original's rules say.
  const lines = pack(255);
  const names = pack(255);
  const flats = pack(100);
  const count = Math.max(lines.length, names.length);
  const ids: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const answer = await asShopper<{ data: { address: { id: number } } }>(request, shopper, 'POST', '/address/store', {
      name: names[index % names.length],
      phone: shopper.phone,
      address_line: lines[index % lines.length],
      address_line2: lines[(index + 1) % lines.length],
      area: names[(index + 1) % names.length],
      flat_no: flats[index % flats.length],
      post_code: '<svg/onload=__xss()>',
      address_type: 'home',
      is_default: index === 0,
    });
    ids.push(answer.data.address.id);
  }
  expect(new Set([...lines, ...names].flatMap(idsIn)).size).toBe(PAYLOADS.length);

  const { products } = await apiData<{ products: CardData[] }>(request, '/products?shop_id=3&per_page=50');
  const product = products.find((item) => item.quantity > 5)!;
  await asShopper(request, shopper, 'POST', '/cart/store', { product_id: product.id, quantity: 1, color: product.colors[0]?.id ?? null, size: product.sizes[0]?.id ?? null });

  await signIn(page, shopper);
  await shows(page, '/manage-address', names.map(markerOf), 'address fields (address book)');
  await shows(page, '/ar/manage-address', [markerOf(names[0])], 'address fields (address book, Arabic)');

  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: /^Cart, items:/ }).click();
  const panel = page.getByRole('dialog').filter({ has: page.getByRole('checkbox', { name: `Select ${product.shop.name} for checkout` }) });
  await panel.getByRole('checkbox', { name: `Select ${product.shop.name} for checkout` }).check();
  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL('/checkout');
  await shows(page, null, [markerOf(lines[0])], 'address fields (checkout)');

  await asShopper(request, shopper, 'POST', '/place-order', { shop_ids: [product.shop.id], address_id: ids[0], payment_method: 'cash', note: pack(200)[0] });
  const orders = await asShopper<{ data: { orders: { id: number }[] } }>(request, shopper, 'GET', '/orders');
  await shows(page, `/order-history/${orders.data.orders[0].id}`, [markerOf(lines[0])], 'address fields and order note (order page)');
});

test('search text in the URL: the listing, its Arabic version and the shop search run nothing', async ({ page }) => {
  test.setTimeout(60_000);
  const searches = pack(200);
  expect(new Set(searches.flatMap(idsIn)).size).toBe(PAYLOADS.length);
  for (const search of searches) {
    await shows(page, `/products?search=${encodeURIComponent(search)}`, [markerOf(search)], 'search text (products)');
    // The listing's JSON-LD carries the search in its name and stays data: every block parses.
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown));
    expect(JSON.stringify(data)).toContain(markerOf(search));
  }
  await shows(page, `/ar/products?search=${encodeURIComponent(searches[0])}`, [markerOf(searches[0])], 'search text (products, Arabic)');
  for (const search of searches.slice(0, 3)) {
    await page.goto(`/shops?search=${encodeURIComponent(search)}`);
    await shows(page, null, [], 'search text (shops)');
  }
});

test('the contact form answers JSON and keeps the text as written', async ({ request }) => {
  const [message] = pack(5000);
  const [name, subject] = pack(255);
  const response = await request.post('/api/support', {
    headers: { ...xhr, 'X-Forwarded-For': `10.78.${process.pid % 250}.${Date.now() % 250}` },
    data: { name, subject, message, email: `corpus-${Date.now()}@example.com` },
  });
  expect(response.status(), await response.text()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
  const body = (await response.json()) as { message: string; data: unknown };
  expect(body.message).toBe('Your message has been sent successfully');
  tally.surfaces.add('contact form (answer)');
});

test('settings texts an operator writes: public pages and the account footer run nothing, JSON-LD stays data; script addresses in settings links are refused', async ({ page, request }) => {
  test.setTimeout(90_000);
  const appName = `${PAYLOADS.find((payload) => payload.id === 'p08')!.text} ${PAYLOADS.find((payload) => payload.id === 'p45')!.text}`;
  const footerText = pack(500)[0];
  const [description] = pack(2000);
  const values = {
    app_name: appName,
    web_footer_text: footerText,
    web_footer_description: description,
    address: pack(500)[1],
    mobile: PAYLOADS.find((payload) => payload.id === 'p03')!.text,
    email: PAYLOADS.find((payload) => payload.id === 'p07')!.text,
    contact_whatsapp: PAYLOADS.find((payload) => payload.id === 'p02')!.text,
  };
  // Links are refused a script address outright: only http(s) and the shop's own paths are kept.
  for (const [key, id] of [['contact_messenger', 'p11'], ['google_playstore_link', 'p16'], ['app_store_link', 'p13']] as const) {
    const refused = await request.patch('/api/admin/settings', {
      headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json', Authorization: `Bearer ${process.env.ADMIN_API_TOKEN}` },
      data: { [key]: PAYLOADS.find((payload) => payload.id === id)!.text },
    });
    expect([key, refused.status()]).toEqual([key, 422]);
    tally.surfaces.add(`settings link ${key} (refused)`);
  }
  const { products } = await apiData<{ products: CardData[] }>(request, '/products?per_page=1');
  const before = (await master(request)) as unknown as Record<string, unknown>;
  unrestored = Object.fromEntries(Object.keys(values).map((key) => [key, before[key]]));
  await withSettings(request, values, async () => {
    for (const url of ['/', '/products', `/products/${products[0].id}/details`, '/contact-us', '/support']) {
      await shows(page, url, [markerOf(appName), markerOf(footerText)], `settings texts (public page ${url})`, { operatorLinks: true });
      const policy = (await page.request.get(url)).headers()['content-security-policy'] ?? '';
      expect(policy, url).toContain("'sha256-");
      expect(policy, url).not.toContain("'unsafe-inline' ");
    }
    // JSON-LD on the home page holds the shop's name as data.
    await page.goto('/');
    const data = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? 'null') as unknown));
    expect(JSON.stringify(data)).toContain(JSON.stringify(appName));
    // The home page's title: the route title, then the shop's name as written.
    await expect.poll(() => page.title()).toBe(`Home | ${appName}`);

    const shopper = await newShopper(request, 'Corpus Operator');
    await signIn(page, shopper);
    await shows(page, '/dashboard', [markerOf(footerText)], 'settings texts (account footer)', { operatorLinks: true });
    await shows(page, '/', [markerOf(appName)], 'settings texts (public page, signed in)', { operatorLinks: true });
  });
  unrestored = null;
});

/** Serves `url` with an inline script added before </body>, the response's headers kept. */
async function withInjectedScript(page: Page, url: string): Promise<string> {
  let policy = '';
  await page.route(
    (address) => address.pathname === new URL(url, 'http://x').pathname && address.search === new URL(url, 'http://x').search,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const headers = { ...response.headers() };
      policy = headers['content-security-policy'] ?? '';
      delete headers['content-encoding'];
      delete headers['content-length'];
      const body = (await response.text()).replace('</body>', `<script>__xss('csp-inline')</script></body>`);
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
  await page.goto(url);
  return policy;
}

async function refused(page: Page, context: BrowserContext): Promise<void> {
  await expect.poll(() => probe.violations.some((violation) => violation.directive === 'script-src-elem' && violation.blocked === 'inline')).toBe(true);
  expect(probe.ran).toEqual([]);
  expect(context.pages()).toHaveLength(1);
  // The page's own scripts ran: it became interactive.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('an inline script injected into a personal page is refused by its nonce policy with strict-dynamic', async ({ page, request, context }) => {
  const shopper = await newShopper(request, 'Corpus Policy');
  await signIn(page, shopper);
  for (const url of ['/dashboard', '/massages', '/profile', '/checkout']) {
    probe.violations.length = 0;
    const policy = await withInjectedScript(page, url);
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scripts, url).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scripts, url).toContain("'strict-dynamic'");
    expect(scripts, url).not.toContain("'unsafe-inline'");
    await refused(page, context);
    await page.unrouteAll();
    tally.pages += 1;
  }
});

test('an inline script injected into a public page is refused by its policy of self and hashes', async ({ page, context }) => {
  for (const url of ['/', `/products?search=${encodeURIComponent('<b>x</b>')}`, '/contact-us']) {
    probe.violations.length = 0;
    const policy = await withInjectedScript(page, url);
    const scripts = /script-src ([^;]+)/.exec(policy)?.[1] ?? '';
    expect(scripts, url).toContain("'self'");
    expect(scripts, url).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    expect(scripts, url).not.toContain("'unsafe-inline'");
    expect(scripts, url).not.toContain("'nonce-");
    await refused(page, context);
    await page.unrouteAll();
    tally.pages += 1;
  }
});
