// Orders and returns of the signed-in shopper (docs/contract.md "Accounts"), plus a printable invoice
// (ours). Every call needs the token; someone else's order or return answers 404.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validationError } from '@/server/http/errors';
import { idParam, INT_MAX, pagingOf, pagingShape, textParam } from '@/server/http/params';
import { readBody, readFields, readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { cancelOrderSchema, orderDetailsSchema, orderListSchema, returnCreatedAsSentSchema, returnDetailsAsSentSchema, returnListSchema } from '@/lib/api/schemas/orders';
import { parseOrThrow } from '@/server/http/validation';
import { orderInvoice } from '@/server/services/invoice';
import { statusOf } from '@/server/services/order-format';
import { cancelOrder, listOrders, orderDetails } from '@/server/services/orders';
import { createReturn, listReturns, returnDetails } from '@/server/services/returns';
import { wordsFor } from '@/server/words';

export const orderRoutes = new Hono<AppEnv>();

/** An id sent as a JSON number or as form text. */
const idValue = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value),
  z.number().int({ error: 'The :attribute field must be an integer.' }).min(1).max(INT_MAX),
);

/** A numeric path segment such as /return-order-details/{id}. */
const pathId = (value: string | undefined) => parseOrThrow(z.object({ id: idParam() }), { id: value ?? '' }).id;

const requiredText = (max: number) => textParam(max).pipe(z.string().min(1));

const MAX_ATTACHMENTS = 5;

orderRoutes.get('/orders', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, z.object({ ...pagingShape, order_status: z.string().max(40).optional() }));
  const status = query.order_status === undefined ? undefined : statusOf(query.order_status);
  if (status === null) throw validationError({ order_status: ['The selected order status is invalid.'] });
  return answer(c, 'orders', orderListSchema, await listOrders(c.get('db'), user.id, { status, ...pagingOf(query, 10) }));
});

orderRoutes.get('/order-details', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const { order_id: orderId } = readQuery(c, z.object({ order_id: idParam() }));
  return answer(c, 'order details', orderDetailsSchema, { order: await orderDetails(c.get('db'), c.get('locale'), user.id, orderId) });
});

orderRoutes.post('/orders/cancel', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const body = parseOrThrow(z.object({ order_id: idValue }), await readBody(c));
  return answer(c, 'Order cancelled successfully', cancelOrderSchema, { order: await cancelOrder(c.get('db'), user.id, body.order_id) });
});

/**
 * POST /return-order comes as multipart (with photos) or JSON: product_ids may come as
 * `product_ids[]`, repeated `product_ids`, a JSON array or "1,2".
 */
const listOf = (value: unknown): unknown[] | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  if (Array.isArray(value)) return value;
  if (typeof value === 'string' && value.includes(',')) return value.split(',');
  return [value];
};

/** Files of the form; an empty file input (no name, no bytes) means no file. */
const attachmentsOf = (body: Record<string, unknown>): unknown[] =>
  (listOf(body['attachments[]'] ?? body.attachments ?? body.attachment) ?? []).filter(
    (item) => item !== '' && !(item instanceof File && item.size === 0 && item.name === ''),
  );

const returnSchema = z.object({
  order_id: idValue,
  reason: requiredText(2000),
  product_ids: z.array(idValue).min(1).max(100),
  bank_name: requiredText(120),
  bank_account_number: requiredText(64),
  return_address: requiredText(500),
});

orderRoutes.post('/return-order', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const raw = await readFields(c);
  const body = parseOrThrow(returnSchema, {
    order_id: raw.order_id,
    reason: raw.reason,
    product_ids: listOf(raw['product_ids[]'] ?? raw.product_ids),
    bank_name: raw.bank_name,
    bank_account_number: raw.bank_account_number,
    return_address: raw.return_address,
  });
  const attachments = attachmentsOf(raw);
  if (attachments.length > MAX_ATTACHMENTS) throw validationError({ attachments: [`The attachments field must not have more than ${MAX_ATTACHMENTS} items.`] });
  const created = await createReturn(c.get('db'), c.get('locale'), user.id, {
    orderId: body.order_id,
    reason: body.reason,
    productIds: body.product_ids,
    bankName: body.bank_name,
    bankAccountNumber: body.bank_account_number,
    returnAddress: body.return_address,
    attachments: attachments as File[],
  });
  return answer(c, 'Return request submitted successfully', returnCreatedAsSentSchema, { returnOrder: created });
});

orderRoutes.get('/return-orders', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, z.object(pagingShape));
  return answer(c, 'Return orders', returnListSchema, await listReturns(c.get('db'), user.id, pagingOf(query, 10)));
});

orderRoutes.get('/return-order-details/:id', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const id = pathId(c.req.param('id'));
  return answer(c, 'Return order details', returnDetailsAsSentSchema, { returnOrders: await returnDetails(c.get('db'), c.get('locale'), user.id, id) });
});

orderRoutes.get('/orders/:id/invoice', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const id = pathId(c.req.param('id'));
  // The storefront links it in the page's language (?lang=pt-br), else the request's.
  const lang = c.req.query('lang')?.trim().toLowerCase();
  const words = lang ? await wordsFor(db, lang) : c.get('words');
  const html = await orderInvoice(db, words, user.id, id);
  return c.html(html, 200, {
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    // Styles only: the page runs no script and loads nothing.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    'Referrer-Policy': 'no-referrer',
  });
});
