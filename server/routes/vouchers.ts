// Shop vouchers of the signed-in shopper (docs/contract.md "Cart, vouchers and orders"): a shop's vouchers
// with is_collected, collecting one once, and the collected ones. shop_id may be left out to
// list every shop's (ours). The voucher centre (ours) lists every collectable voucher to anyone.
import { Hono } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { idParam, pagingOf, pagingShape } from '@/server/http/params';
import { readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { collectedCouponSchema, couponListSchema } from '@/lib/api/schemas/cart';
import { parseOrThrow } from '@/server/http/validation';
import { shopExists } from '@/server/services/shops';
import { categoryExists } from '@/server/services/categories';
import { CENTRE_SORTS, voucherCentre } from '@/server/services/voucher-centre';
import { voucherCentreSchema } from '@/lib/api/schemas/cart';
import { collectedVouchers, collectVoucher, listVouchers } from '@/server/services/vouchers';
import { validationError } from '@/server/http/errors';
import { idValue } from './cart-input';
import { readFields } from '@/server/http/request';

export const voucherRoutes = new Hono<AppEnv>();

const shopQuery = z.object({ shop_id: idParam().optional() });

voucherRoutes.get('/get-vouchers', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, shopQuery);
  // The original's rule `exists:shops,id`, in its words (leaving shop_id out is ours).
  if (query.shop_id !== undefined && !(await shopExists(c.get('db'), query.shop_id))) throw validationError({ shop_id: ['The shop id is not exists.'] });
  return answer(c, 'Shop vouchers', couponListSchema, { coupons: await listVouchers(c.get('db'), user.id, query.shop_id) });
});

voucherRoutes.post('/vouchers-collect', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const body = parseOrThrow(z.object({ coupon_id: idValue }), await readFields(c));
  return answer(c, 'Voucher collected successfully', collectedCouponSchema, { coupon: await collectVoucher(c.get('db'), user.id, body.coupon_id) });
});

voucherRoutes.get('/get-collected-vouchers', async (c) => {
  const { user } = await requireUser(c, c.get('db'));
  const query = readQuery(c, shopQuery);
  return answer(c, 'available collected vouchers', couponListSchema, { coupons: await collectedVouchers(c.get('db'), user.id, query.shop_id) });
});

const centreQuery = z.object({
  shop_id: idParam().optional(),
  category_id: idParam().optional(),
  sort: z.enum(CENTRE_SORTS, { error: 'The selected sort is invalid.' }).optional(),
  ...pagingShape,
});

/** Pages of this many unless per_page says otherwise. */
const CENTRE_PER_PAGE = 24;

// Public and the same for everyone: no token is read, so nothing here depends on the shopper.
voucherRoutes.get('/get-all-vouchers', async (c) => {
  const db = c.get('catalogDb');
  const query = readQuery(c, centreQuery);
  if (query.shop_id !== undefined && !(await shopExists(db, query.shop_id))) throw validationError({ shop_id: ['The shop id is not exists.'] });
  if (query.category_id !== undefined && !(await categoryExists(db, query.category_id))) throw validationError({ category_id: ['The selected category id is invalid.'] });
  const paging = pagingOf({ page: query.page ?? 1, per_page: query.per_page }, CENTRE_PER_PAGE);
  const data = await voucherCentre(db, c.get('locale'), { shopId: query.shop_id, categoryId: query.category_id, sort: query.sort ?? 'value', ...paging });
  return answer(c, 'All vouchers', voucherCentreSchema, data);
});
