// The shop side of chat (docs/contract.md "Shop side (ours)"): the storefront has no seller screens, but a
// shop owner must be able to sign in and answer shoppers (tests and demos use these calls). Shop
// tokens work here only; shopper tokens work everywhere but here.
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
import { shopAnsweredSchema, shopQuestionsSchema, shopSignedInSchema } from '@/lib/api/schemas/shop-side';
import { conversation, sendFromShop } from '@/server/services/chat';
import { markShopSeen, sellerLogin, shopForToken } from '@/server/services/seller';
import { answerQuestion, shopQuestions, ANSWER_MAX } from '@/server/services/product-questions';
import { updateShopProduct } from '@/server/services/shop-products';
import { requiredText } from '@/server/http/text-fields';
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
