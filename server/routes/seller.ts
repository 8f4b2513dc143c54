// The shop side of chat (docs/contract.md "Shop side (ours)"): the storefront has no seller screens, but a
// shop owner must be able to sign in and answer shoppers (tests and demos use these calls), change
// its products' stock and prices, and its delivery calendar. Shop tokens work here only; shopper
// tokens work everywhere but here.
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { Db } from '@/server/db/client';
import { bearerToken } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { unauthenticated } from '@/server/http/errors';
import { idParam } from '@/server/http/params';
import { clientIp, createLimiter } from '@/server/http/rate-limit';
import { readBodyAs, readQuery } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { shopProductUpdateSchema } from '@/lib/api/schemas/alerts';
import { messagePageSchema, sentMessageSchema } from '@/lib/api/schemas/chat';
import { shopAnsweredSchema, shopDeliveryCalendarSchema, shopQuestionsSchema, shopSignedInSchema } from '@/lib/api/schemas/shop-side';
import { isCountryCode } from '@/lib/countries';
import { conversation, sendFromShop } from '@/server/services/chat';
import { markShopSeen, sellerLogin, shopForToken } from '@/server/services/seller';
import { answerQuestion, shopQuestions, ANSWER_MAX } from '@/server/services/product-questions';
import { updateShopProduct } from '@/server/services/shop-products';
import { saveShopCalendar, shopCalendar } from '@/server/services/delivery-calendar';
import { optionalText, requiredText } from '@/server/http/text-fields';
import { wakeAlertWorker } from './alerts';
import { idValue } from './cart-input';
import { chatPageOf, chatPaging, messageText } from './chat';

export const sellerRoutes = new Hono<AppEnv>();

// The same limits as a shopper's sign-in: per client address and per account.
const loginPerIp = createLimiter('seller.loginPerIp', 20, 60);
const loginPerAccount = createLimiter('seller.loginPerAccount', 5, 60);
const sendsPerShop = createLimiter('seller.sendsPerShop', 60, 60);
const answersPerShop = createLimiter('seller.answersPerShop', 60, 60);

/** The shop of the bearer token, or a 401 "Unauthenticated." */
async function requireShop(c: Context, db: Db) {
  const token = bearerToken(c);
  const shop = token ? await shopForToken(db, token) : null;
  if (!shop) throw unauthenticated();
  return shop;
}

sellerRoutes.post('/seller/login', async (c) => {
  const body = await readBodyAs(c, z.object({ email: z.string().trim().min(1).max(255), password: z.string().min(1).max(128) }));
  await loginPerIp(c, [clientIp(c)], 'login attempts');
  await loginPerAccount(c, [body.email.toLowerCase()], 'login attempts');
  return answer(c, 'Login successfully', shopSignedInSchema, await sellerLogin(c.get('db'), body.email, body.password));
});

sellerRoutes.post('/seller/send-message', async (c) => {
  const db = c.get('db');
  const shop = await requireShop(c, db);
  const body = await readBodyAs(c, z.object({ user_id: idValue, message: messageText }));
  await sendsPerShop(c, [String(shop.id)], 'messages');
  // A shop answering is present: the message it sends already shows it Online.
  await markShopSeen(db, shop.id);
  return answer(c, 'Message sent successfully', sentMessageSchema, { data: await sendFromShop(db, c.get('locale'), shop.id, body.user_id, body.message) });
});

sellerRoutes.get('/seller/get-message', async (c) => {
  const db = c.get('db');
  const shop = await requireShop(c, db);
  const query = readQuery(c, z.object({ user_id: idParam(), ...chatPaging }));
  return answer(c, 'Messages', messagePageSchema, await conversation(db, c.get('locale'), query.user_id, shop.id, 'shop', chatPageOf(query)));
});

const amount = z.number().min(0).max(10_000_000);
sellerRoutes.post('/seller/product-update', async (c) => {
  const db = c.get('db');
  const shop = await requireShop(c, db);
  const body = await readBodyAs(
    c,
    z.object({ product_id: idValue, quantity: z.number().int().min(0).max(1_000_000).optional(), price: amount.optional(), discount_price: amount.optional() }),
  );
  const { product_id: productId, ...change } = body;
  const result = await updateShopProduct(db, shop.id, productId, change);
  if (result.alerts_queued > 0) wakeAlertWorker();
  return answer(c, 'Product updated', shopProductUpdateSchema, result);
});

// ---------------------------------------------------------------- questions on the shop's products (ours)

sellerRoutes.get('/seller/questions', async (c) => {
  const db = c.get('db');
  const shop = await requireShop(c, db);
  return answer(c, 'Questions', shopQuestionsSchema, { questions: await shopQuestions(db, shop.id) });
});

sellerRoutes.post('/seller/answer-question', async (c) => {
  const db = c.get('db');
  const shop = await requireShop(c, db);
  const body = await readBodyAs(c, z.object({ question_id: idValue, answer: requiredText(ANSWER_MAX) }));
  await answersPerShop(c, [String(shop.id)], 'answers');
  const question = await answerQuestion(db, shop.id, body.question_id, body.answer);
  // The asker's e-mail is a job of the alert worker's: this server sends it now.
  wakeAlertWorker();
  return answer(c, 'Question answered', shopAnsweredSchema, { question });
});

// ---------------------------------------------------------------- the shop's delivery calendar (ours)

const INVALID = 'The selected :attribute is invalid.';

/** An IANA time zone the runtime knows ("Asia/Dubai", "UTC"). */
const timeZone = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: INVALID },
  );

/** A calendar day that exists, written YYYY-MM-DD. */
const localDate = z
  .string()
  .trim()
  .refine((date) => /^\d{4}-\d{2}-\d{2}$/.test(date) && new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), { error: 'The :attribute field must be a valid date (YYYY-MM-DD).' });

const days = z.number().int().min(0).max(365);

const zone = z
  .object({
    country: z.preprocess((value) => (typeof value === 'string' ? value.trim().toUpperCase() : value), z.string().refine(isCountryCode, { error: INVALID })),
    region: optionalText(64),
    min_days: days,
    max_days: days,
    charge: amount.default(0),
  })
  .refine((place) => place.max_days >= place.min_days, { error: 'The :attribute field must be at least the min days.', path: ['max_days'] });

const calendarBody = z.object({
  time_zone: timeZone.optional(),
  handling_days: z.number().int().min(0).max(60).optional(),
  cutoff_hour: z.number().int().min(0).max(24).optional(),
  dispatch_days: z.array(z.number().int().min(1).max(7)).min(1).max(7).optional(),
  holidays: z.array(localDate).max(366).optional(),
  destinations: z
    .array(zone)
    .max(300)
    .refine((zones) => new Set(zones.map((place) => `${place.country} ${place.region?.toLowerCase() ?? ''}`)).size === zones.length, { error: 'The :attribute field has a place twice.' })
    .optional(),
});

sellerRoutes.get('/seller/delivery-calendar', async (c) => {
  const db = c.get('db');
  const shop = await requireShop(c, db);
  return answer(c, 'Delivery calendar', shopDeliveryCalendarSchema, { calendar: await shopCalendar(db, shop.id) });
});

sellerRoutes.post('/seller/delivery-calendar', async (c) => {
  const db = c.get('db');
  const shop = await requireShop(c, db);
  const body = await readBodyAs(c, calendarBody);
  return answer(c, 'Delivery calendar saved', shopDeliveryCalendarSchema, { calendar: await saveShopCalendar(db, shop.id, body) });
});
