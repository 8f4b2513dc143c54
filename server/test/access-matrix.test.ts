// The access matrix: every call that takes the id of something a shopper owns (orders, order
// details, invoices, returns, addresses, tickets and their messages and attachments, chat
// conversations, cart lines, payments, uploads, the shop side of chat, private realtime channels)
// tried as its owner, as another shopper, as a shop that has nothing to do with it and signed
// out. Only the owner gets through; everyone else gets 401, 403 or 404, and exactly the answer
// they get for an id that does not exist, so they cannot even tell that the id is in use.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { makeProduct } from '@/server/test/cart-fixtures';
import { apiPathOf, makeBuyer, placeOrder, type Buyer } from '@/server/test/place-order-fixtures';
import { call, startTestShop, type ApiAnswer, type Envelope, type TestShop } from '@/server/test/test-app';
import { linkSignature } from '@/server/link-signature';

jest.mock('@/server/realtime/publish', () => {
  const actual: Record<string, unknown> = jest.requireActual('@/server/realtime/publish');
  return { ...actual, publish: jest.fn(async () => undefined) };
});

jest.setTimeout(120_000);

const saved = { ...process.env };
let shop: TestShop;
let db: Db;

beforeAll(async () => {
  // The sandbox gateway as in the local demo, Stripe off, and realtime on with a secret, so that
  // the private channels are signed for.
  delete process.env.STRIPE_SECRET_KEY;
  delete process.env.PAYMENT_SANDBOX;
  process.env.AUTH_SECRET = 'access-matrix-test';
  Object.assign(process.env, { PUSHER_APP_ID: 'matrix', PUSHER_APP_KEY: 'matrix-key', PUSHER_APP_SECRET: 'matrix-secret' });
  shop = await startTestShop();
  db = shop.handle.db;
});
afterAll(async () => {
  await shop?.close();
  process.env = saved;
});

/** An id no row has: what every stranger's answer is compared with. */
const MISSING = 99_999_999;
const MISSING_TICKET = 'TK0000000000';
const MISSING_UPLOAD = 'AAAAAAAAAAAAAAAAAAAAAAAA';

type Method = 'GET' | 'POST' | 'DELETE';
type ActorName = 'customer A' | 'customer B' | 'shop S' | 'shop T' | 'signed out';

interface Actor {
  name: ActorName;
  headers: Record<string, string>;
}

interface Request {
  method: Method;
  path: string;
  json?: Record<string, unknown>;
  form?: () => FormData | URLSearchParams;
}

interface Case {
  /** What is tried, for the report. */
  label: string;
  /** The request for a given id (the real one, or the missing one). */
  request: (id: string) => Request;
  id: string;
  missing: string;
  /** Who gets through; none when only the strangers' side is tried here (the owner's is another case). */
  owner?: ActorName;
  /** What the owner sends when it is not the same request (a signed link instead of the bare id). */
  ownerRequest?: Request;
  strangers: ActorName[];
  /**
   * An id sent in the body of a write is refused as the validation error "The selected … is
   * invalid." (422), the same for someone else's id as for one that does not exist.
   */
  bodyField?: boolean;
  /** Owner calls that change or remove the resource run after every other owner call. */
  destructive?: boolean;
}

interface Leak {
  actor: ActorName;
  method: Method;
  path: string;
  status: number;
  why: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function send(actor: Actor, request: Request): Promise<ApiAnswer<unknown>> {
  const init: RequestInit & { json?: unknown } = { method: request.method, headers: { ...actor.headers } };
  if (request.json) init.json = request.json;
  if (request.form) init.body = request.form();
  return call<unknown>(request.path, init);
}

/** The answer with the id asked about written as a placeholder (an echoed id tells nothing). */
function normalised(answer: ApiAnswer<unknown>, id: string): string {
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  return `${answer.status} ${text.split(id).join('{id}')}`;
}

const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201e2a3a8f00000000049454e44ae426082', 'hex');

interface Details {
  id: number;
  products: { id: number }[];
}

/** A seller token of a demo shop (its owner signs in with the demo password). */
async function sellerToken(shopId: number, ip: string): Promise<string> {
  const [row] = await db.select({ email: s.shops.ownerEmail }).from(s.shops).where(eq(s.shops.id, shopId));
  const answer = await call<Envelope<{ access: { token: string } }>>('/seller/login', {
    method: 'POST',
    json: { email: row.email, password: 'password' },
    headers: { 'X-Forwarded-For': ip },
  });
  expect(answer.status).toBe(200);
  return answer.body.data.access.token;
}

async function addToCart(buyer: Buyer, productId: number, quantity = 1): Promise<number> {
  const answer = await call<Envelope<unknown>>('/cart/store', { method: 'POST', headers: buyer.headers, json: { product_id: productId, quantity } });
  expect(answer.status).toBe(200);
  const [line] = await db
    .select({ id: s.cartItems.id })
    .from(s.cartItems)
    .where(and(eq(s.cartItems.userId, buyer.id), eq(s.cartItems.productId, productId)));
  return line.id;
}

/** Every number and string id anywhere in an answer, to see whether a list names A's things. */
function mentions(body: unknown, needles: (string | number)[]): (string | number)[] {
  const text = JSON.stringify(body);
  return needles.filter((needle) =>
    typeof needle === 'number' ? new RegExp(`"(id|order_id|cart_id|ticket_no|return_order_id)":${needle}\\b`).test(text) : text.includes(needle),
  );
}

describe('access matrix', () => {
  it('lets only the owner reach what they own, and tells nobody else whether it exists', async () => {
    // Active demo shops that sign in: T, where A shops and chats, S, a stranger to A, and U, where
    // A's last order goes (after every stranger's attempt).
    const shops = await db.select({ id: s.shops.id }).from(s.shops).where(eq(s.shops.isActive, true)).orderBy(s.shops.id).limit(3);
    const [shopT, shopS, shopU] = shops.map((row) => row.id);
    const a = await makeBuyer(db, { verified: true });
    const b = await makeBuyer(db, { verified: true });
    const actors: Record<ActorName, Actor> = {
      'customer A': { name: 'customer A', headers: a.headers },
      'customer B': { name: 'customer B', headers: b.headers },
      'shop S': { name: 'shop S', headers: bearer(await sellerToken(shopS, '10.9.0.1')) },
      'shop T': { name: 'shop T', headers: bearer(await sellerToken(shopT, '10.9.0.2')) },
      'signed out': { name: 'signed out', headers: {} },
    };

    // A's things, made through the API.
    const first = await makeProduct(db, { shopId: shopT, price: 1000 });
    const second = await makeProduct(db, { shopId: shopT, price: 1500 });
    const third = await makeProduct(db, { shopId: shopT, price: 700 });

    await addToCart(a, first);
    const cashOrder = await placeOrder(a, { shop_ids: [shopT] });
    expect(cashOrder.status).toBe(200);
    const orderId = cashOrder.body.data.orders[0].id;

    await addToCart(a, first);
    await addToCart(a, second);
    const toDeliver = await placeOrder(a, { shop_ids: [shopT] });
    expect(toDeliver.status).toBe(200);
    const deliveredId = toDeliver.body.data.orders[0].id;
    await db.update(s.orders).set({ orderStatus: 'Delivered', deliveredAt: new Date() }).where(eq(s.orders.id, deliveredId));
    const delivered = (await call<Envelope<{ order: Details }>>(`/order-details?order_id=${deliveredId}`, { headers: a.headers })).body.data.order;
    const [returnedProduct, keptProduct] = delivered.products.map((product) => product.id);

    const returnForm = new FormData();
    for (const [key, value] of Object.entries({ order_id: deliveredId, reason: 'Arrived scratched', bank_name: 'First Bank', bank_account_number: '12345678', return_address: '42 Elm Street' })) {
      returnForm.append(key, String(value));
    }
    returnForm.append('product_ids[]', String(returnedProduct));
    returnForm.append('attachments[]', new File([png], 'scratch.png', { type: 'image/png' }));
    const returned = await call<Envelope<{ returnOrder: { id: number; attachments: string[] } }>>('/return-order', { method: 'POST', body: returnForm, headers: a.headers });
    expect(returned.status).toBe(200);
    const returnId = returned.body.data.returnOrder.id;
    const returnUpload = /\/api\/uploads\/([\w-]+)/.exec(returned.body.data.returnOrder.attachments[0])?.[1];
    expect(returnUpload).toBeDefined();

    await addToCart(a, third);
    const online = await placeOrder(a, { shop_ids: [shopT], payment_method: 'sandbox' });
    expect(online.status).toBe(200);
    const paymentId = online.body.data.payment.id;
    const paymentUrl = online.body.data.order_payment_url;
    expect(paymentUrl).toEqual(expect.any(String));
    const paymentSig = new URL(paymentUrl ?? '').searchParams.get('sig') ?? '';
    const signedPaymentPath = apiPathOf(paymentUrl ?? '');
    // A signature of the right length that is not the shop's.
    const forged = paymentSig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));

    const cartId = await addToCart(a, second);
    await addToCart(a, await makeProduct(db, { shopId: shopU, price: 900 }));

    const addressAnswer = await call<Envelope<{ address: { id: number } }>>('/address/store', {
      method: 'POST',
      headers: a.headers,
      json: { name: 'A at work', phone: '2025550123', address_line: '7 Office Park', address_type: 'office' },
    });
    expect(addressAnswer.status).toBe(200);
    const addressId = addressAnswer.body.data.address.id;

    const ticketForm = new FormData();
    for (const [key, value] of Object.entries({ issue_type: 1, subject: 'Parcel never came', message: 'Private ticket text of A', email: 'a@example.com' })) ticketForm.append(key, String(value));
    ticketForm.append('attachments[]', new File([png], 'label.png', { type: 'image/png' }));
    const ticketAnswer = await call<Envelope<{ support_ticket: { ticket_no: string } }>>('/support-ticket', { method: 'POST', body: ticketForm, headers: a.headers });
    expect(ticketAnswer.status).toBe(200);
    const ticketNo = ticketAnswer.body.data.support_ticket.ticket_no;
    const thread = await call<Envelope<{ support_ticket: { messages: { attachments: { url: string }[] }[] } }>>(`/support-ticket/show?ticket_number=${ticketNo}`, { headers: a.headers });
    const ticketUpload = /\/api\/uploads\/([\w-]+)/.exec(thread.body.data.support_ticket.messages[0].attachments[0].url)?.[1];
    expect(ticketUpload).toBeDefined();
    expect((await call('/support-ticket-message', { method: 'POST', headers: a.headers, json: { ticket_number: ticketNo, message: 'A second private line' } })).status).toBe(200);

    const photoForm = new FormData();
    for (const [key, value] of Object.entries({ name: 'Customer A', email: `a-${a.id}@example.com`, phone: '2025550188' })) photoForm.append(key, value);
    photoForm.append('profile_photo', new File([png], 'me.png', { type: 'image/png' }));
    const profile = await call<Envelope<{ user: { profile_photo: string | null } }>>('/update-profile', { method: 'POST', body: photoForm, headers: a.headers });
    expect(profile.status).toBe(200);
    const photoUpload = /\/api\/uploads\/([\w-]+)/.exec(profile.body.data.user.profile_photo ?? '')?.[1];
    expect(photoUpload).toBeDefined();

    const chatText = `Private chat text of A ${Date.now()}`;
    expect((await call('/store-message', { method: 'POST', headers: a.headers, json: { shop_id: shopT } })).status).toBe(200);
    expect((await call('/send-message', { method: 'POST', headers: a.headers, json: { shop_id: shopT, message: chatText } })).status).toBe(200);

    expect((await call('/favorite-add-or-remove', { method: 'POST', headers: a.headers, json: { product_id: first } })).status).toBe(200);
    expect((await call('/follow-shop', { method: 'POST', headers: a.headers, json: { shop_id: shopT } })).status).toBe(200);

    const alertOf = async (productId: number) => {
      const answer = await call<Envelope<{ alert: { id: number } }>>('/alert-add', { method: 'POST', headers: a.headers, json: { product_id: productId, kind: 'price' } });
      expect(answer.status).toBe(200);
      return answer.body.data.alert.id;
    };
    const alertId = await alertOf(first);
    const linkedAlertId = await alertOf(second);
    const unsubscribeSig = linkSignature('alert-unsubscribe', linkedAlertId);

    // A's questions on shop T's product: one waiting, one answered, one answered and hidden by the operator.
    const askOf = async (text: string) => {
      const answer = await call<Envelope<{ question: { id: number } }>>('/product-question-add', { method: 'POST', headers: a.headers, json: { product_id: first, question: text } });
      expect(answer.status).toBe(200);
      return answer.body.data.question.id;
    };
    const pendingQuestionId = await askOf('Private question text of A, still waiting?');
    const answeredQuestionId = await askOf('Does the answered question stay public?');
    const hiddenQuestionId = await askOf('Will the operator hide this question?');
    for (const questionId of [answeredQuestionId, hiddenQuestionId]) {
      const answer = await send({ name: 'shop T', headers: bearer(await sellerToken(shopT, '10.9.0.3')) }, { method: 'POST', path: '/seller/answer-question', json: { question_id: questionId, answer: 'Answered by shop T' } });
      expect(answer.status).toBe(200);
    }
    await db.update(s.productQuestions).set({ questionHidden: true }).where(eq(s.productQuestions.id, hiddenQuestionId));

    const customers: ActorName[] = ['customer B', 'shop S', 'signed out'];
    const shopSide: ActorName[] = ['shop S', 'customer B', 'signed out'];
    const id = (value: number) => String(value);
    const cases: Case[] = [
      { label: 'order details', request: (x) => ({ method: 'GET', path: `/order-details?order_id=${x}` }), id: id(orderId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'invoice', request: (x) => ({ method: 'GET', path: `/orders/${x}/invoice` }), id: id(orderId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'pay an order online', request: (x) => ({ method: 'GET', path: `/order-payment/${x}/sandbox` }), id: id(orderId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'order again', request: (x) => ({ method: 'POST', path: '/place-order/again', json: { order_id: Number(x), payment_method: 'cash' } }), id: id(deliveredId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'delivered order details', request: (x) => ({ method: 'GET', path: `/order-details?order_id=${x}` }), id: id(deliveredId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      {
        label: 'return an order',
        request: (x) => ({
          method: 'POST',
          path: '/return-order',
          json: { order_id: Number(x), reason: 'Too small', product_ids: [keptProduct], bank_name: 'First Bank', bank_account_number: '12345678', return_address: '42 Elm Street' },
        }),
        id: id(deliveredId),
        missing: id(MISSING),
        owner: 'customer A',
        strangers: customers,
      },
      { label: 'return details', request: (x) => ({ method: 'GET', path: `/return-order-details/${x}` }), id: id(returnId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'ticket thread', request: (x) => ({ method: 'GET', path: `/support-ticket/show?ticket_number=${x}` }), id: ticketNo, missing: MISSING_TICKET, owner: 'customer A', strangers: customers },
      { label: 'ticket reply', request: (x) => ({ method: 'POST', path: '/support-ticket-message', json: { ticket_number: x, message: 'Written by someone' } }), id: ticketNo, missing: MISSING_TICKET, owner: 'customer A', strangers: customers },
      { label: 'ticket attachment', request: (x) => ({ method: 'GET', path: `/uploads/${x}` }), id: ticketUpload ?? '', missing: MISSING_UPLOAD, owner: 'customer A', strangers: customers },
      { label: 'profile photo', request: (x) => ({ method: 'GET', path: `/uploads/${x}` }), id: photoUpload ?? '', missing: MISSING_UPLOAD, owner: 'customer A', strangers: customers },
      {
        label: 'ticket attachment with a forged link',
        request: (x) => ({ method: 'GET', path: `/uploads/${x}?expires=${Math.floor(Date.now() / 1000) + 86_400}&sig=${'A'.repeat(43)}` }),
        id: ticketUpload ?? '',
        missing: MISSING_UPLOAD,
        strangers: customers,
      },
      { label: 'return attachment', request: (x) => ({ method: 'GET', path: `/uploads/${x}` }), id: returnUpload ?? '', missing: MISSING_UPLOAD, owner: 'customer A', strangers: customers },
      // The shop the return concerns sees its photos too.
      { label: 'return attachment (shop of the order)', request: (x) => ({ method: 'GET', path: `/uploads/${x}` }), id: returnUpload ?? '', missing: MISSING_UPLOAD, owner: 'shop T', strangers: [] },
      {
        label: 'payment page without the link',
        request: (x) => ({ method: 'GET', path: `/payments/sandbox/${x}` }),
        id: id(paymentId),
        missing: id(MISSING),
        owner: 'customer A',
        ownerRequest: { method: 'GET', path: signedPaymentPath },
        strangers: customers,
      },
      {
        label: 'payment page with a forged signature',
        request: (x) => ({ method: 'GET', path: `/payments/sandbox/${x}?sig=${forged}` }),
        id: id(paymentId),
        missing: id(MISSING),
        owner: 'customer A',
        ownerRequest: { method: 'GET', path: signedPaymentPath },
        strangers: customers,
      },
      {
        label: 'pay without the link',
        request: (x) => ({ method: 'POST', path: `/payments/sandbox/${x}`, form: () => new URLSearchParams({ outcome: 'paid' }) }),
        id: id(paymentId),
        missing: id(MISSING),
        strangers: customers,
      },
      // A's payment is the sandbox's: the Stripe return address knows it by id but must not say so.
      { label: 'Stripe return of her payment', request: (x) => ({ method: 'GET', path: `/payments/stripe/return/${x}` }), id: id(paymentId), missing: id(MISSING), strangers: customers },
      { label: 'address update', request: (x) => ({ method: 'POST', path: `/address/${x}/update`, json: { name: 'Taken over' } }), id: id(addressId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      {
        label: 'order with her address',
        request: (x) => ({ method: 'POST', path: '/place-order', json: { shop_ids: [shopU], address_id: Number(x), payment_method: 'cash' } }),
        id: id(a.addressId),
        missing: id(MISSING),
        owner: 'customer A',
        strangers: customers,
        bodyField: true,
      },
      { label: 'cart line increment', request: (x) => ({ method: 'POST', path: '/cart/increment', json: { cart_id: Number(x) } }), id: id(cartId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'cart line decrement', request: (x) => ({ method: 'POST', path: '/cart/decrement', json: { cart_id: Number(x) } }), id: id(cartId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'chat conversation', request: (x) => ({ method: 'GET', path: `/get-message?shop_id=${x}` }), id: id(shopT), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'chat send', request: (x) => ({ method: 'POST', path: '/send-message', json: { shop_id: Number(x), message: 'Hello from someone' } }), id: id(shopT), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'shop side of the conversation', request: (x) => ({ method: 'GET', path: `/seller/get-message?user_id=${x}` }), id: id(a.id), missing: id(MISSING), owner: 'shop T', strangers: shopSide },
      { label: 'shop answers', request: (x) => ({ method: 'POST', path: '/seller/send-message', json: { user_id: Number(x), message: 'Answer from a shop' } }), id: id(a.id), missing: id(MISSING), owner: 'shop T', strangers: shopSide },
      {
        label: 'private channel of the shopper',
        request: (x) => ({ method: 'POST', path: '/pusher/auth', form: () => new URLSearchParams({ socket_id: '123.456', channel_name: `private-chat_user_${x}` }) }),
        id: id(a.id),
        missing: id(MISSING),
        owner: 'customer A',
        strangers: customers,
      },
      {
        label: 'private channel of the shop',
        request: (x) => ({ method: 'POST', path: '/pusher/auth', form: () => new URLSearchParams({ socket_id: '123.456', channel_name: `private-chat_shop_${x}` }) }),
        id: id(shopT),
        missing: id(MISSING),
        owner: 'shop T',
        strangers: ['shop S', 'customer A', 'customer B', 'signed out'],
      },
      { label: 'shop changes its product', request: (x) => ({ method: 'POST', path: '/seller/product-update', json: { product_id: Number(x) } }), id: id(third), missing: id(MISSING), owner: 'shop T', strangers: shopSide },
      { label: 'question change', request: (x) => ({ method: 'POST', path: '/product-question-update', json: { question_id: Number(x), question: 'Taken over by someone' } }), id: id(pendingQuestionId), missing: id(MISSING), owner: 'customer A', strangers: customers },
      { label: 'helpful vote on a waiting question', request: (x) => ({ method: 'POST', path: '/product-question-helpful', json: { question_id: Number(x), helpful: true } }), id: id(pendingQuestionId), missing: id(MISSING), strangers: ['customer A', ...customers] },
      { label: 'helpful vote on a hidden question', request: (x) => ({ method: 'POST', path: '/product-question-helpful', json: { question_id: Number(x), helpful: true } }), id: id(hiddenQuestionId), missing: id(MISSING), strangers: ['customer A', ...customers] },
      { label: 'change of a hidden question', request: (x) => ({ method: 'POST', path: '/product-question-update', json: { question_id: Number(x), question: 'Changed after hiding' } }), id: id(hiddenQuestionId), missing: id(MISSING), strangers: ['customer A', ...customers] },
      { label: 'shop answers a question', request: (x) => ({ method: 'POST', path: '/seller/answer-question', json: { question_id: Number(x), answer: 'An answer from a shop' } }), id: id(answeredQuestionId), missing: id(MISSING), owner: 'shop T', strangers: shopSide },
      { label: 'shop answers a hidden question', request: (x) => ({ method: 'POST', path: '/seller/answer-question', json: { question_id: Number(x), answer: 'An answer from a shop' } }), id: id(hiddenQuestionId), missing: id(MISSING), strangers: ['shop T', ...shopSide] },
      // Last: these change or remove what they are about.
      { label: 'pay with the link', request: (x) => ({ method: 'POST', path: `/payments/sandbox/${x}`, json: { sig: x === id(paymentId) ? paymentSig : 'x', outcome: 'paid' } }), id: id(paymentId), missing: id(MISSING), owner: 'customer A', strangers: [], destructive: true },
      { label: 'cancel order', request: (x) => ({ method: 'POST', path: '/orders/cancel', json: { order_id: Number(x) } }), id: id(orderId), missing: id(MISSING), owner: 'customer A', strangers: customers, destructive: true },
      { label: 'cart line delete', request: (x) => ({ method: 'POST', path: '/cart/delete', json: { cart_id: Number(x) } }), id: id(cartId), missing: id(MISSING), owner: 'customer A', strangers: customers, destructive: true },
      { label: 'alert stop', request: (x) => ({ method: 'POST', path: '/alert-remove', json: { alert_id: Number(x) } }), id: id(alertId), missing: id(MISSING), owner: 'customer A', strangers: customers, destructive: true },
      {
        label: 'alert unsubscribe link',
        request: (x) => ({ method: 'POST', path: `/alert-unsubscribe?alert_id=${x}&sig=${unsubscribeSig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}` }),
        id: id(linkedAlertId),
        missing: id(MISSING),
        owner: 'customer A',
        ownerRequest: { method: 'POST', path: `/alert-unsubscribe?alert_id=${linkedAlertId}&sig=${unsubscribeSig}` },
        strangers: customers,
        destructive: true,
      },
      { label: 'question delete', request: (x) => ({ method: 'POST', path: '/product-question-delete', json: { question_id: Number(x) } }), id: id(pendingQuestionId), missing: id(MISSING), owner: 'customer A', strangers: customers, destructive: true },
      { label: 'address delete', request: (x) => ({ method: 'DELETE', path: `/address/${x}/delete` }), id: id(addressId), missing: id(MISSING), owner: 'customer A', strangers: customers, destructive: true },
    ];

    let attempts = 0;
    const leaks: Leak[] = [];
    const ownerFailures: string[] = [];

    // Words only A's things hold: no stranger's answer may carry them.
    const secrets = ['Private question text of A', 'Will the operator hide this question?', chatText, 'Private ticket text of A', 'A second private line', '7 Office Park', 'Arrived scratched'];

    // Strangers first, while everything still exists.
    for (const item of cases) {
      for (const name of item.strangers) {
        const actor = actors[name];
        const real = item.request(item.id);
        const answer = await send(actor, real);
        const control = await send(actor, item.request(item.missing));
        attempts += 1;
        const leak = (why: string) => leaks.push({ actor: name, method: real.method, path: real.path, status: answer.status, why });
        const refusals = item.bodyField && name !== 'signed out' ? [401, 403, 404, 422] : [401, 403, 404];
        if (!refusals.includes(answer.status)) leak(`${item.label}: status ${answer.status}`);
        else if (normalised(answer, item.id) !== normalised(control, item.missing)) leak(`${item.label}: differs from a missing id (${control.status})`);
        else {
          const shown = secrets.filter((secret) => JSON.stringify(answer.body).includes(secret));
          if (shown.length > 0) leak(`${item.label}: shows ${shown.join(', ')}`);
        }
      }
    }

    // Lists as B and as the stranger shop: none of A's things in them.
    const needles: (string | number)[] = [`"id":${pendingQuestionId},`, `"id":${answeredQuestionId},`, `"id":${alertId},`, `"id":${linkedAlertId},`, orderId, deliveredId, returnId, addressId, cartId, ticketNo, ...secrets];
    const lists = ['/my-questions', `/my-questions?product_id=${first}`, '/my-alerts', '/orders', '/addresses', '/support-tickets', '/return-orders', '/carts', '/carts?is_buy_now=1', '/favorite-products', '/followed-shops', '/get-shops', '/unread-messages'];
    for (const path of lists) {
      for (const name of ['customer B', 'shop S', 'signed out'] as const) {
        const answer = await send(actors[name], { method: 'GET', path });
        attempts += 1;
        const found = mentions(answer.body, path === '/favorite-products' ? [...needles, first] : path === '/followed-shops' ? [...needles, shopT] : needles);
        if (found.length > 0 || (name !== 'customer B' && answer.status < 400 && path !== '/unread-messages')) {
          leaks.push({ actor: name, method: 'GET', path, status: answer.status, why: `list names ${found.join(', ') || 'something without a shopper'}` });
        }
      }
    }
    // The product's public questions show the answered one to everyone, and neither the waiting nor the hidden one.
    for (const name of ['customer B', 'shop S', 'signed out'] as const) {
      const path = `/product-questions?product_id=${first}&per_page=50`;
      const answer = await send(actors[name], { method: 'GET', path });
      attempts += 1;
      const text = JSON.stringify(answer.body);
      if (!text.includes(`"id":${answeredQuestionId},`)) ownerFailures.push(`${name} ${path}: the answered question is missing`);
      const shown = [pendingQuestionId, hiddenQuestionId].filter((questionId) => text.includes(`"id":${questionId},`));
      if (shown.length > 0) leaks.push({ actor: name, method: 'GET', path, status: answer.status, why: `shows questions ${shown.join(', ')}` });
    }
    // The stranger shop's list of questions holds none of shop T's.
    const strangerShopQuestions = JSON.stringify((await send(actors['shop S'], { method: 'GET', path: '/seller/questions' })).body);
    attempts += 1;
    if ([pendingQuestionId, answeredQuestionId].some((questionId) => strangerShopQuestions.includes(`"id":${questionId},`))) {
      leaks.push({ actor: 'shop S', method: 'GET', path: '/seller/questions', status: 200, why: "lists shop T's questions" });
    }
    // Whether A follows shop T is A's own: B is told about B, the others are turned away.
    for (const name of ['customer B', 'shop S', 'signed out'] as const) {
      const answer = await send(actors[name], { method: 'GET', path: `/shop-follow-status?shop_id=${shopT}` });
      attempts += 1;
      const told = (answer.body as { data?: { follow?: { is_following?: boolean } } }).data?.follow?.is_following;
      if (name === 'customer B' ? told !== false : answer.status < 400) leaks.push({ actor: name, method: 'GET', path: `/shop-follow-status?shop_id=${shopT}`, status: answer.status, why: "tells whether A follows the shop" });
    }
    // The shop A talks to sees the conversation; the stranger shop does not.
    const theirView = await send(actors['shop S'], { method: 'GET', path: `/seller/get-message?user_id=${a.id}` });
    attempts += 1;
    if (JSON.stringify(theirView.body).includes(chatText)) leaks.push({ actor: 'shop S', method: 'GET', path: `/seller/get-message?user_id=${a.id}`, status: theirView.status, why: "shows A's chat text" });
    const ownView = await send(actors['shop T'], { method: 'GET', path: `/seller/get-message?user_id=${a.id}` });
    expect(JSON.stringify(ownView.body)).toContain(chatText);
    const aView = await send(actors['customer A'], { method: 'GET', path: `/get-message?shop_id=${shopT}` });
    expect(JSON.stringify(aView.body)).toContain(chatText);

    // Then the owners, the destructive calls last. Where the owner asks the same way, the owner's
    // answer for a missing id must differ from the one for the real id: so the comparison above
    // can tell the two apart, and equal answers to strangers mean they learnt nothing.
    for (const item of [...cases.filter((c) => !c.destructive), ...cases.filter((c) => c.destructive)]) {
      if (!item.owner) continue;
      const request = item.ownerRequest ?? item.request(item.id);
      const control = item.ownerRequest ? null : await send(actors[item.owner], item.request(item.missing));
      const answer = await send(actors[item.owner], request);
      attempts += 1;
      if (control && normalised(control, item.missing) === normalised(answer, item.id)) ownerFailures.push(`${item.label}: the owner's answer is the missing id's`);
      const okStatus = (answer.status >= 200 && answer.status < 300) || (request.path.startsWith('/payments/sandbox/') && request.method === 'POST' && answer.status === 303 && item.destructive);
      if (!okStatus) ownerFailures.push(`${item.owner} ${request.method} ${request.path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }

    console.log(
      [`access matrix: ${attempts} attempts, ${leaks.length} leaks`, ...leaks.map((leak) => `  ${leak.actor.padEnd(11)} ${leak.method.padEnd(6)} ${leak.path} -> ${leak.status} (${leak.why})`)].join('\n'),
    );
    expect(ownerFailures).toEqual([]);
    expect(leaks).toEqual([]);
    expect(attempts).toBeGreaterThanOrEqual(60);
  });

  it("lets a shop read and change only its own delivery calendar, and refuses shoppers' tokens", async () => {
    const shops = await db.select({ id: s.shops.id }).from(s.shops).where(eq(s.shops.isActive, true)).orderBy(s.shops.id).limit(2);
    const [shopT, shopS] = shops.map((row) => row.id);
    const tokenT = await sellerToken(shopT, '10.9.1.1');
    const tokenS = await sellerToken(shopS, '10.9.1.2');
    const a = await makeBuyer(db, { verified: true });
    const path = '/seller/delivery-calendar';
    const calendarOf = async (token: string) => (await call<Envelope<{ calendar: { cutoff_hour: number } }>>(path, { headers: bearer(token) })).body.data.calendar;
    const before = await calendarOf(tokenT);

    // Shop S changes its own calendar, whatever shop id it sends: T's stays as it was.
    const changed = await call(path, { method: 'POST', headers: bearer(tokenS), json: { cutoff_hour: before.cutoff_hour === 9 ? 10 : 9, shop_id: shopT } });
    expect(changed.status).toBe(200);
    expect(await calendarOf(tokenT)).toEqual(before);
    expect((await calendarOf(tokenS)).cutoff_hour).toBe(before.cutoff_hour === 9 ? 10 : 9);

    // A shopper's token, or none, reaches no shop's calendar.
    for (const headers of [a.headers, {}]) {
      expect((await call(path, { headers })).status).toBe(401);
      expect((await call(path, { method: 'POST', headers, json: { cutoff_hour: 3 } })).status).toBe(401);
    }
    expect(await calendarOf(tokenT)).toEqual(before);
  });
});
