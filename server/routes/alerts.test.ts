// Back-in-stock and price-drop alerts, end to end inside the backend: set through the API, found
// when the shop changes stock or price (or a flash sale starts), sent by the job worker through a
// real SMTP server, stopped by the e-mail's signed one-click link.
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import * as s from '@/server/db/schema';
import { SOLD_OUT_PRODUCT_ID } from '@/server/db/seed/product-rows';
import { findAlertEvents } from '@/server/services/alerts';
import { claimJobs, workAlertJobs } from '@/server/services/alerts-worker';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';
import type { Alert } from '@/lib/api/schemas/alerts';

jest.setTimeout(60_000);

interface Received {
  to: string[];
  raw: string;
}

let shop: TestShop;
let smtp: SMTPServer;
const mails: Received[] = [];
let refuseNext = 0;
const saved = { ...process.env };
const ORIGIN = 'https://shop.example.com';

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        return callback(Object.assign(new Error(`<${address.address}>: Try again later`), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  process.env.SMTP_URL = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  process.env.LINK_SECRET = 'alert-test-secret';
  // Enough products to hold the demo's sold-out one.
  shop = await startTestShop({ products: SOLD_OUT_PRODUCT_ID });
});

afterAll(async () => {
  process.env = saved;
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await shop.close();
});

let seq = 0;
async function signUp(locale = 'en') {
  seq += 1;
  const email = `alerts-${seq}@example.com`;
  const body = { name: `Watcher ${seq}`, email, phone: `71866601${String(seq).padStart(2, '0')}`, password: 'secret-pass' };
  const answer = await call<Envelope<{ access: { token: string } }>>('/registration', { method: 'POST', json: body, headers: { 'X-Forwarded-For': `198.51.100.${seq}` } });
  expect(answer.status).toBe(200);
  return { email, headers: { Authorization: `Bearer ${answer.body.data.access.token}`, 'Accept-Language': locale } };
}

async function shopToken(shopId: number): Promise<Record<string, string>> {
  const answer = await call<Envelope<{ access: { token: string } }>>('/seller/login', {
    method: 'POST',
    json: { email: `shop${shopId}@example.com`, password: 'password' },
    headers: { 'X-Forwarded-For': `203.0.113.${shopId}` },
  });
  expect(answer.status).toBe(200);
  return { Authorization: `Bearer ${answer.body.data.access.token}` };
}

const db = () => shop.handle.db;
const productRow = async (id: number) => (await db().select().from(s.products).where(eq(s.products.id, id)))[0];
const addAlert = (headers: Record<string, string>, json: unknown) => call<Envelope<{ alert: Alert }>>('/alert-add', { method: 'POST', headers, json });
const myAlerts = async (headers: Record<string, string>) => (await call<Envelope<{ alerts: Alert[] }>>('/my-alerts', { headers })).body.data.alerts;
const work = (worker = 'w1') => workAlertJobs(db(), { worker, origin: ORIGIN, backoffMs: () => 0 });
const mailsTo = (email: string) => mails.filter((mail) => mail.to.includes(email));
/** The mail's text with its folded headers, quoted-printable soft breaks and encoded bytes undone. */
const plain = (raw: string) =>
  Buffer.from(
    raw
      .replace(/\r?\n[ \t]+/g, ' ')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

async function restock(productId: number, quantity: number) {
  const product = await productRow(productId);
  return call<Envelope<{ product: { quantity: number }; alerts_queued: number }>>('/seller/product-update', {
    method: 'POST',
    headers: await shopToken(product.shopId),
    json: { product_id: productId, quantity },
  });
}

describe('setting alerts', () => {
  it('needs a token', async () => {
    expect((await call('/my-alerts')).status).toBe(401);
    expect((await call('/alert-add', { method: 'POST', json: { product_id: 1, kind: 'price' } })).status).toBe(401);
    expect((await call('/alert-remove', { method: 'POST', json: { alert_id: 1 } })).status).toBe(401);
  });

  it('refuses bad input with a 422, and a stock alert on a product in stock', async () => {
    const { headers } = await signUp();
    expect((await addAlert(headers, { product_id: 1, kind: 'cheaper' })).status).toBe(422);
    expect((await addAlert(headers, { kind: 'price' })).status).toBe(422);
    expect((await addAlert(headers, { product_id: 999_999, kind: 'price' })).status).toBe(422);
    expect((await addAlert(headers, { product_id: 'x', kind: 'price' })).status).toBe(422);
    const inStock = (await db().select({ id: s.products.id }).from(s.products).where(sql`${s.products.quantity} > 0`).limit(1))[0].id;
    const refused = await call<ErrorBody>('/alert-add', { method: 'POST', headers, json: { product_id: inStock, kind: 'stock' } });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('The product is in stock: there is nothing to wait for.');
    expect((await call('/alert-remove', { method: 'POST', headers, json: { alert_id: 'abc' } })).status).toBe(422);
  });

  it('lists a shopper’s own alerts only; another shopper cannot stop them', async () => {
    const owner = await signUp();
    const other = await signUp();
    expect((await productRow(SOLD_OUT_PRODUCT_ID)).quantity).toBe(0);
    const set = await addAlert(owner.headers, { product_id: SOLD_OUT_PRODUCT_ID, kind: 'stock' });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Alert saved');
    expect(set.body.data.alert).toMatchObject({ kind: 'stock', product_id: SOLD_OUT_PRODUCT_ID, in_stock: false, notified: false });
    // Setting it again is the same alert.
    expect((await addAlert(owner.headers, { product_id: SOLD_OUT_PRODUCT_ID, kind: 'stock' })).body.data.alert.id).toBe(set.body.data.alert.id);
    expect((await myAlerts(owner.headers)).map((alert) => alert.id)).toEqual([set.body.data.alert.id]);
    expect(await myAlerts(other.headers)).toEqual([]);
    expect((await call('/alert-remove', { method: 'POST', headers: other.headers, json: { alert_id: set.body.data.alert.id } })).status).toBe(404);
    expect(await myAlerts(owner.headers)).toHaveLength(1);
    const stopped = await call<ErrorBody>('/alert-remove', { method: 'POST', headers: owner.headers, json: { alert_id: set.body.data.alert.id } });
    expect(stopped.status).toBe(200);
    expect(stopped.body.message).toBe('Alert stopped');
    expect(await myAlerts(owner.headers)).toEqual([]);
  });
});

describe('back in stock', () => {
  it('e-mails each watcher once, in their language, with the product, its price, a link and the one-click headers', async () => {
    const english = await signUp('en');
    const arabic = await signUp('ar');
    const productId = SOLD_OUT_PRODUCT_ID;
    await addAlert(english.headers, { product_id: productId, kind: 'stock' });
    await addAlert(arabic.headers, { product_id: productId, kind: 'stock' });

    // Only a shop's own product: another shop's token is refused.
    const product = await productRow(productId);
    const otherShop = await shopToken(product.shopId === 1 ? 2 : 1);
    expect((await call('/seller/product-update', { method: 'POST', headers: otherShop, json: { product_id: productId, quantity: 5 } })).status).toBe(404);
    expect((await call('/seller/product-update', { method: 'POST', json: { product_id: productId, quantity: 5 } })).status).toBe(401);
    expect((await call('/seller/product-update', { method: 'POST', headers: otherShop, json: { product_id: productId, quantity: -1 } })).status).toBe(422);

    const restocked = await restock(productId, 7);
    expect(restocked.status).toBe(200);
    expect(restocked.body.data.alerts_queued).toBe(2);
    // Found once: a second look finds nothing new.
    expect(await findAlertEvents(db())).toBe(0);

    expect(await work()).toEqual({ sent: 2, failed: 0 });
    expect(await work()).toEqual({ sent: 0, failed: 0 });
    const [toEnglish] = mailsTo(english.email);
    const [toArabic] = mailsTo(arabic.email);
    expect(mailsTo(english.email)).toHaveLength(1);
    expect(mailsTo(arabic.email)).toHaveLength(1);

    const english_ = plain(toEnglish.raw);
    expect(english_).toContain(`${product.name} is back in stock`);
    expect(english_).toContain(`${ORIGIN}/products/${productId}/details`);
    expect(english_).toMatch(/List-Unsubscribe: <https:\/\/shop\.example\.com\/api\/alert-unsubscribe\?alert_id=\d+&sig=[\w-]+>/);
    expect(english_).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const arabic_ = plain(toArabic.raw);
    expect(arabic_).toContain(`${ORIGIN}/ar/products/${productId}/details`);
    expect(arabic_).toContain('متوفر من جديد');

    // The stock alert is done: listed as told.
    expect((await myAlerts(english.headers))[0]).toMatchObject({ in_stock: true, notified: true });

    // The one-click link: a forged or altered signature is refused, the real one stops the alert.
    const link = /List-Unsubscribe: <([^>]+)>/.exec(english_)![1].replace(ORIGIN + '/api', '');
    const tampered = link.replace(/sig=(.)/, (_m, first: string) => `sig=${first === 'A' ? 'B' : 'A'}`);
    expect((await call(tampered, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(403);
    expect((await call(link.replace(/alert_id=\d+/, 'alert_id=1'), { method: 'POST' })).status).toBe(403);
    expect((await call(link.replace(/&sig=.*/, ''))).status).toBe(403);
    const confirm = await call<string>(link, { headers: { Accept: 'text/html' } });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Stop the alert');
    expect(confirm.body).toContain('<form method="post">');
    expect(await myAlerts(english.headers)).toHaveLength(1);
    const oneClick = await call(link, { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(oneClick.status).toBe(200);
    expect(await myAlerts(english.headers)).toEqual([]);
    // A second click is no error.
    expect((await call(link, { method: 'POST' })).status).toBe(200);
    expect(await myAlerts(arabic.headers)).toHaveLength(1);
  });
});

describe('price drops', () => {
  it('tells of a lower price once, not of a higher one, and of a flash sale starting', async () => {
    const watcher = await signUp();
    const [product] = await db()
      .select()
      .from(s.products)
      .where(sql`${s.products.quantity} > 10 and ${s.products.discountPrice} = 0 and not exists (select 1 from flash_sale_products f where f.product_id = ${s.products.id})`)
      .limit(1);
    expect((await addAlert(watcher.headers, { product_id: product.id, kind: 'price' })).status).toBe(200);
    const headers = await shopToken(product.shopId);
    const update = (json: object) => call<Envelope<{ alerts_queued: number }>>('/seller/product-update', { method: 'POST', headers, json: { product_id: product.id, ...json } });

    // Up: nothing to tell, but the mark moves up with it.
    expect((await update({ price: product.price / 100 + 10 })).body.data.alerts_queued).toBe(0);
    // Down from there: one e-mail with both prices.
    const lower = Math.round(product.price * 0.8) / 100;
    expect((await update({ discount_price: lower })).body.data.alerts_queued).toBe(1);
    expect((await update({ discount_price: lower })).body.data.alerts_queued).toBe(0);
    expect((await update({ discount_price: 1 })).status).toBe(200);
    expect(await work()).toEqual({ sent: 2, failed: 0 });
    const told = mailsTo(watcher.email).map((mail) => plain(mail.raw));
    expect(told).toHaveLength(2);
    expect(told[0]).toContain(`has dropped from $${(product.price / 100 + 10).toFixed(2)} to $${lower.toFixed(2)}`);
    expect(told[1]).toContain(`to $1.00`);

    // A flash sale starting lowers the shown price with no write to the product: the check finds it.
    await update({ discount_price: 0 });
    await db().execute(sql`insert into flash_sales (name, thumbnail, start_at, end_at) values ('Now', 'x.webp', now() + interval '1 hour', now() + interval '2 hours')`);
    const [sale] = await db().select().from(s.flashSales).orderBy(sql`id desc`).limit(1);
    await db().insert(s.flashSaleProducts).values({ flashSaleId: sale.id, productId: product.id, price: 50, quantity: 5 });
    expect(await findAlertEvents(db())).toBe(0);
    await db().update(s.flashSales).set({ startAt: sql`now() - interval '1 second'` }).where(eq(s.flashSales.id, sale.id));
    expect(await findAlertEvents(db())).toBe(1);
    expect(await findAlertEvents(db())).toBe(0);
    expect(await work()).toEqual({ sent: 1, failed: 0 });
    expect(plain(mailsTo(watcher.email)[2].raw)).toContain('to $0.50');
  });
});

describe('the periodic check', () => {
  it('reads the alerts a page at a time and finds every price drop', async () => {
    const [product] = await db()
      .select()
      .from(s.products)
      .where(and(sql`${s.products.quantity} > 0 and ${s.products.price} > 100`, eq(s.products.isActive, true), sql`not exists (select 1 from flash_sale_products f where f.product_id = ${s.products.id})`))
      .orderBy(sql`id desc`)
      .limit(1);
    const watchers = [];
    for (let i = 0; i < 5; i += 1) {
      const watcher = await signUp();
      expect((await addAlert(watcher.headers, { product_id: product.id, kind: 'price' })).status).toBe(200);
      watchers.push(watcher);
    }
    // A price lowered by a writer that does not look for events: the check over all alerts finds it.
    await db().update(s.products).set({ discountPrice: 100 }).where(eq(s.products.id, product.id));
    expect(await findAlertEvents(db(), undefined, 2)).toBe(5);
    expect(await findAlertEvents(db(), undefined, 2)).toBe(0);
    expect(await work()).toEqual({ sent: 5, failed: 0 });
    for (const watcher of watchers) expect(mailsTo(watcher.email)).toHaveLength(1);
  });
});

describe('the job worker', () => {
  async function queueFor(n: number): Promise<string[]> {
    const emails: string[] = [];
    for (let i = 0; i < n; i += 1) {
      const watcher = await signUp();
      await db().update(s.products).set({ quantity: 0 }).where(eq(s.products.id, SOLD_OUT_PRODUCT_ID));
      expect((await addAlert(watcher.headers, { product_id: SOLD_OUT_PRODUCT_ID, kind: 'stock' })).status).toBe(200);
      emails.push(watcher.email);
    }
    await db().update(s.products).set({ quantity: 3 }).where(eq(s.products.id, SOLD_OUT_PRODUCT_ID));
    // Read two alerts at a time: every page is found.
    expect(await findAlertEvents(db(), undefined, 2)).toBe(n);
    return emails;
  }

  it('two workers racing for the same jobs send each alert once', async () => {
    const emails = await queueFor(6);
    const results = await Promise.all([
      workAlertJobs(db(), { worker: 'a', origin: ORIGIN, batch: 4 }),
      workAlertJobs(db(), { worker: 'b', origin: ORIGIN, batch: 4 }),
      workAlertJobs(db(), { worker: 'c', origin: ORIGIN, batch: 4 }),
    ]);
    expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(6);
    for (const email of emails) expect(mailsTo(email)).toHaveLength(1);
  });

  it('tries a failed send again after its back-off', async () => {
    const [email] = await queueFor(1);
    refuseNext = 1;
    expect(await work()).toEqual({ sent: 0, failed: 1 });
    expect(mailsTo(email)).toHaveLength(0);
    const [job] = await db().select().from(s.alertJobs).where(eq(s.alertJobs.status, 'pending'));
    expect(job).toMatchObject({ attempts: 1, lockedUntil: null });
    expect(job.lastError).toMatch(/Try again later/);
    expect(job.lastError).not.toContain(email);
    expect(await work()).toEqual({ sent: 1, failed: 0 });
    expect(mailsTo(email)).toHaveLength(1);
    expect((await db().select().from(s.alertJobs).where(eq(s.alertJobs.id, job.id)))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a job held by a worker that died is sent by another once the lease is over', async () => {
    const [email] = await queueFor(1);
    // The first worker takes it and dies before sending.
    expect(await claimJobs(db(), 'dead', 10, 300)).toHaveLength(1);
    expect(await workAlertJobs(db(), { worker: 'alive', origin: ORIGIN })).toEqual({ sent: 0, failed: 0 });
    let sent = 0;
    while (sent === 0) sent = (await workAlertJobs(db(), { worker: 'alive', origin: ORIGIN })).sent;
    expect(mailsTo(email)).toHaveLength(1);
  });
});
