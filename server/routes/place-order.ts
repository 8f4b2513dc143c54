// Placing and paying orders (docs/contract.md "Cart, vouchers and orders"): POST /place-order,
// POST /place-order/again and GET /order-payment/{order}/{gateway}. All need the token.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validationError } from '@/server/http/errors';
import { shopOrigin } from '@/server/http/origin';
import { idParam, INT_MAX, textParam } from '@/server/http/params';
import { readBody, refuseNul } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { orderPaymentSchema, placedOrdersSchema } from '@/lib/api/schemas/place-order';
import { parseOrThrow } from '@/server/http/validation';
import { flag, voucherChoiceFields, voucherChoiceShape } from './cart-input';
import { orderPaymentUrl, type PayContext } from '@/server/services/order-payment';
import { placeOrderAgain, placeOrders } from '@/server/services/place-order';

export const placeOrderRoutes = new Hono<AppEnv>();

/** An id sent as a JSON number or as form text. */
const idValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value),
  z.number().int({ error: 'The :attribute field must be an integer.' }).min(1).max(INT_MAX),
);



/** shop_ids as a JSON array, a single id, "3,7", or the form fields shop_ids[] / shop_ids. */
const listOf = (value: unknown): unknown => {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'string') return value.split(',').map((part) => part.trim());
  return [value];
};

const optionalText = (max: number) => z.preprocess((value) => (value === null || value === '' ? undefined : value), textParam(max).optional());

const methodValue = textParam(60).pipe(z.string().min(1));

const placeSchema = z.object({
  shop_ids: z.array(idValue).min(1).max(100),
  address_id: idValue,
  payment_method: methodValue,
  coupon_code: optionalText(60),
  note: optionalText(1000),
  is_buy_now: flag,
  ...voucherChoiceShape,
});

const againSchema = z.object({ order_id: idValue, payment_method: methodValue });

async function bodyOf(c: Context<AppEnv>): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  const body = type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded') ? await c.req.parseBody({ all: true }).then(refuseNul, () => null) : await readBody(c);
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError({ body: ['The body must be an object.'] });
  return body as Record<string, unknown>;
}

/** The Idempotency-Key header (ours): absent, or 1 to 255 visible ASCII characters. */
function idempotencyKey(c: Context): string | null {
  const value = c.req.header('idempotency-key');
  if (value === undefined) return null;
  if (!/^[\x21-\x7e]{1,255}$/.test(value)) throw validationError({ 'Idempotency-Key': ['The Idempotency-Key header must be 1 to 255 visible characters.'] });
  return value;
}

const payContext = (c: Context<AppEnv>, email: string | null): PayContext => ({ origin: shopOrigin(c), locale: c.get('locale'), email });

placeOrderRoutes.post('/place-order', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const key = idempotencyKey(c);
  const raw = await bodyOf(c);
  const body = parseOrThrow(placeSchema, { ...raw, shop_ids: listOf(raw['shop_ids[]'] ?? raw.shop_ids), ...voucherChoiceFields(raw) });
  const placed = await placeOrders(
    db,
    user,
    {
      shopIds: body.shop_ids,
      addressId: body.address_id,
      paymentMethod: body.payment_method,
      couponCode: body.coupon_code ?? null,
      note: body.note || null,
      isBuyNow: body.is_buy_now,
      vouchers: { best: body.best_vouchers, couponIds: body.coupon_ids, noVoucherShopIds: body.no_voucher_shop_ids },
    },
    key,
    payContext(c, user.email),
  );
  return answer(c, 'Order placed successfully', placedOrdersSchema, placed);
});

placeOrderRoutes.post('/place-order/again', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const key = idempotencyKey(c);
  const body = parseOrThrow(againSchema, await bodyOf(c));
  const placed = await placeOrderAgain(db, user, { orderId: body.order_id, paymentMethod: body.payment_method }, key, payContext(c, user.email));
  return answer(c, 'Order placed successfully', placedOrdersSchema, placed);
});

placeOrderRoutes.get('/order-payment/:order/:gateway', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const params = parseOrThrow(z.object({ order: idParam(), gateway: z.string().regex(/^[a-z0-9_-]{1,60}$/i, { error: 'The selected :attribute is invalid.' }) }), c.req.param());
  const url = await orderPaymentUrl(db, user.id, params.order, params.gateway.toLowerCase(), payContext(c, user.email));
  return answer(c, 'Order payment', orderPaymentSchema, { order_payment_url: url });
});
