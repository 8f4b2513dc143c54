// Chat, the shopper's side (docs/contract.md "Chat and realtime"): starting a conversation with a shop, the
// inbox, one conversation, sending, and the unread count. Everything is read and written for the
// token's shopper only; the user_id clients send is never trusted on its own.
import { Hono } from 'hono';
import { z } from 'zod';
import { bearerToken, requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { HttpError } from '@/server/http/errors';
import { idParam, intParam, SEARCH_MAX, textParam } from '@/server/http/params';
import { createLimiter } from '@/server/http/rate-limit';
import { readBodyAs, readQuery } from '@/server/http/request';
import { answer, ok } from '@/server/http/respond';
import { inboxSchema, messagePageSchema, sentMessageSchema, unreadSchema } from '@/lib/api/schemas/chat';
import { connect, conversation, inbox, MESSAGE_MAX, sendFromUser, unreadCount } from '@/server/services/chat';
import { idValue, optionalId } from './cart-input';
import { requiredText } from '@/server/http/text-fields';

export const chatRoutes = new Hono<AppEnv>();

/** Pages of 20 messages and 20 shops; a client may ask for up to 50. */
export const CHAT_PAGE = 20;
export const CHAT_MAX_PAGE = 50;

const sendsPerUser = createLimiter('chat.sendsPerUser', 30, 60);
const connectsPerUser = createLimiter('chat.connectsPerUser', 30, 60);

/** Message text: trimmed, not empty, not huge, no control characters. */
export const messageText = requiredText(MESSAGE_MAX);

/** Clients send type "user" from the shopper's side; a shopper can never write as the shop. */
const userType = z.preprocess((value) => (value === '' || value === null ? undefined : value), z.literal('user').optional());

export const chatPaging = {
  page: intParam(1, 1_000_000).optional(),
  per_page: intParam(1, CHAT_MAX_PAGE).optional(),
};

export const chatPageOf = (query: { page?: number; per_page?: number }) => {
  const limit = query.per_page ?? CHAT_PAGE;
  return { limit, offset: ((query.page ?? 1) - 1) * limit };
};

chatRoutes.post('/store-message', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, z.object({ shop_id: idValue, user_id: optionalId.optional(), product_id: optionalId.optional(), type: userType }));
  // The body's user_id is only a claim: it must be the token's shopper when it is sent at all.
  if (body.user_id != null && body.user_id !== user.id) throw new HttpError(403, 'You can only start a chat for your own account.');
  await connectsPerUser(c, [String(user.id)], 'chats started');
  await connect(db, c.get('locale'), user.id, body.shop_id, body.product_id ?? null);
  return ok(c, 'success');
});

// Upstream declares this route without the leading slash; the address is the same: /api/get-shops.
chatRoutes.get('/get-shops', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const query = readQuery(c, z.object({ search: textParam(SEARCH_MAX).optional(), ...chatPaging }));
  return answer(c, 'Shops', inboxSchema, await inbox(db, c.get('locale'), user, { ...chatPageOf(query), search: query.search || undefined }));
});

chatRoutes.get('/get-message', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const query = readQuery(c, z.object({ shop_id: idParam().optional(), ...chatPaging }));
  // Without a shop there is no conversation to read: an empty page, as the original answers,
  // rather than a validation error.
  if (query.shop_id === undefined) return answer(c, 'Messages', messagePageSchema, { total: 0, data: [] });
  return answer(c, 'Messages', messagePageSchema, await conversation(db, c.get('locale'), user.id, query.shop_id, 'user', chatPageOf(query)));
});

chatRoutes.post('/send-message', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, z.object({ shop_id: idValue, message: messageText, type: userType }));
  await sendsPerUser(c, [String(user.id)], 'messages');
  return answer(c, 'Message sent successfully', sentMessageSchema, { data: await sendFromUser(db, c.get('locale'), user.id, body.shop_id, body.message) });
});

/**
 * Upstream lists this call without a token and with a user_id. Counting someone else's messages
 * from an id anyone can type would leak, so user_id is ignored: with a token the count is the
 * token's shopper's, a guest (no token) has nothing unread (0), and a dead token is a 401 like
 * every other call, so the storefront ends that session.
 */
chatRoutes.get('/unread-messages', async (c) => {
  const db = c.get('db');
  if (!bearerToken(c) && !c.req.header('authorization')) return answer(c, 'Unread messages', unreadSchema, { unread_messages: 0 });
  const { user } = await requireUser(c, db);
  return answer(c, 'Unread messages', unreadSchema, { unread_messages: await unreadCount(db, user.id) });
});
