// The cart, the buy-now basket and the checkout summary (docs/contract.md "Cart, vouchers and orders").
// Every call needs the token. Ours: increment, decrement and delete also take `cart_id` to address
// one line exactly (upstream keys lines by product_id only, and then the most recent line of the
// product is meant) and `is_buy_now` to change the buy-now basket; cart products carry `cart_id`
// and `stock`; `info` is one message
// with every notice, or null (as the original sends it).
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { validationError } from '@/server/http/errors';
import { readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { cartAsSentSchema, checkoutSchema as checkoutAnswerSchema } from '@/lib/api/schemas/cart';
import { parseOrThrow } from '@/server/http/validation';
import { ADDED, addToCart, cartAnswer, decrementLine, deleteLine, incrementLine, REMOVED, type LineRef } from '@/server/services/cart';
import { computeCheckout } from '@/server/services/checkout';
import { couponCode, flag, idValue, optionalId, quantity, shopIdList, shopIds, unitValue, voucherChoiceFields, voucherChoiceShape } from './cart-input';
import { readFields } from '@/server/http/request';

export const cartRoutes = new Hono<AppEnv>();

const storeSchema = z.object({
  product_id: idValue,
  quantity,
  color: optionalId,
  size: optionalId,
  unit: unitValue,
  is_buy_now: flag,
});

const lineSchema = z.object({
  product_id: idValue.optional(),
  cart_id: idValue.optional(),
  is_buy_now: flag,
});

const checkoutSchema = z.object({ shop_ids: shopIds, coupon_code: couponCode, is_buy_now: flag, ...voucherChoiceShape });

cartRoutes.get('/carts', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, z.object({ is_buy_now: flag }));
  return answer(c, 'Cart list', cartAsSentSchema, await cartAnswer(c.get('db'), c.get('locale'), user.id, query.is_buy_now));
});

cartRoutes.post('/cart/store', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const body = parseOrThrow(storeSchema, await readFields(c));
  const cart = await addToCart(c.get('db'), c.get('locale'), user.id, {
    productId: body.product_id,
    quantity: body.quantity,
    colorId: body.color,
    sizeId: body.size,
    unit: body.unit,
    isBuyNow: body.is_buy_now,
  });
  return answer(c, ADDED, cartAsSentSchema, cart);
});

/** Which line a change is about: cart_id (ours) or the most recent line of product_id. */
async function lineRef(c: Context<AppEnv>): Promise<LineRef> {
  const body = parseOrThrow(lineSchema, await readFields(c));
  if (body.product_id === undefined && body.cart_id === undefined) throw validationError({ product_id: ['The product id field is required.'] });
  return { productId: body.product_id, cartId: body.cart_id, isBuyNow: body.is_buy_now };
}

cartRoutes.post('/cart/increment', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const cart = await incrementLine(c.get('db'), c.get('locale'), user.id, await lineRef(c));
  return answer(c, 'product quantity increased', cartAsSentSchema, cart);
});

cartRoutes.post('/cart/decrement', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const { removed, cart } = await decrementLine(c.get('db'), c.get('locale'), user.id, await lineRef(c));
  return answer(c, removed ? REMOVED : 'product quantity decreased', cartAsSentSchema, cart);
});

cartRoutes.post('/cart/delete', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  return answer(c, REMOVED, cartAsSentSchema, await deleteLine(c.get('db'), c.get('locale'), user.id, await lineRef(c)));
});

cartRoutes.post('/cart/checkout', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const raw = await readFields(c);
  const body = parseOrThrow(checkoutSchema, { shop_ids: shopIdList(raw), coupon_code: raw.coupon_code, is_buy_now: raw.is_buy_now, ...voucherChoiceFields(raw) });
  const result = await computeCheckout(c.get('db'), user.id, {
    shopIds: body.shop_ids,
    couponCode: body.coupon_code,
    bestVouchers: body.best_vouchers,
    couponIds: body.coupon_ids,
    noVoucherShopIds: body.no_voucher_shop_ids,
    isBuyNow: body.is_buy_now,
    locale: c.get('locale'),
  });
  return answer(c, result.answer.apply_coupon ? 'Voucher applied' : 'Checkout summary', checkoutAnswerSchema, result.answer);
});
