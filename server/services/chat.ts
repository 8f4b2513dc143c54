// Chat between shoppers and shops (docs/contract.md "Chat and realtime"). A conversation is
// a chat_connections row (one per shopper and shop); its messages are chat_messages rows typed by
// who sent them ("user" or "shop"). Every query names both the shopper and the shop, so nobody
// reads a conversation they are not part of. Every stored message is published to the shopper's
// and the shop's private realtime channels after it is written (docs/adr/0012).
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Chat as ContractChat, MessagePage } from '@/lib/api/schemas/chat';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { flag } from '@/lib/realtime/endpoint';
import { publish } from '@/server/realtime/publish';
import { userPayload } from './accounts';
import { Invalid, NotFound } from './errors';
import { isOnline, money, shortCount } from './format';
import { runningFlashPrices, visibleProduct } from './product-cards';
import { tr } from './translate';
import { signedUploadUrl } from './uploads';
import { serverEnv } from '@/server/config';

export const NOT_CONNECTED = 'your account is not connected with this shop';
export const CUSTOMER_NOT_CONNECTED = 'This customer is not connected with your shop';
export const MESSAGE_MAX = 2000;

type UserRow = typeof s.users.$inferSelect;
type Sender = 'user' | 'shop';

/**
 * Where a shopper's and a shop's messages go: private channels only, which POST /pusher/auth lets
 * nobody but their owner listen to. The public channels of the original contract (chat_user_{id},
 * chat_shop_{id}) carry no message: anyone who knows a user id could listen there (docs/adr/0012).
 */
export const userChannel = (userId: number) => `private-chat_user_${userId}`;
export const shopChannel = (shopId: number) => `private-chat_shop_${shopId}`;

/**
 * CHAT_PUBLIC_PING=true (off by default): also send an empty "new message" event on the public
 * channels, for an old client that only listens there and reloads on any event. It names no
 * message, person or shop beyond the channel itself.
 */
export const publicPingEnabled = (env: Record<string, string | undefined> = serverEnv()): boolean => flag(env.CHAT_PUBLIC_PING) === true;

/**
 * Who a Chat is written for. The shopper reading their own conversation gets their whole User;
 * the shop and the realtime events (the shop's channel among them) get only what a chat shows of
 * a person, never an email or a phone number.
 */
export type Audience = 'owner' | 'public';

function chatUser(user: UserRow, audience: Audience, now: number) {
  if (audience === 'owner') return userPayload(user, now);
  return { id: user.id, name: user.name, profile_photo: signedUploadUrl(user.profilePhoto, now), last_online: isOnline(user.lastSeenAt, now) };
}

function messageRows(db: Db, locale: string) {
  return db
    .select({
      id: s.chatMessages.id,
      type: s.chatMessages.type,
      message: s.chatMessages.message,
      isSeen: s.chatMessages.isSeen,
      createdAt: s.chatMessages.createdAt,
      shopId: s.shops.id,
      shopName: tr(s.shops.i18n, s.shops.name, locale, 'name'),
      shopLogo: s.shops.logo,
      shopLastSeen: s.shops.lastSeenAt,
      user: s.users,
      productId: s.products.id,
      productName: tr(s.products.i18n, s.products.name, locale, 'name'),
      productThumbnail: s.products.thumbnail,
      productPrice: s.products.price,
      productDiscount: s.products.discountPrice,
      productRating: s.products.rating,
      productReviews: s.products.totalReviews,
    })
    .from(s.chatMessages)
    .innerJoin(s.shops, eq(s.shops.id, s.chatMessages.shopId))
    .innerJoin(s.users, eq(s.users.id, s.chatMessages.userId))
    .leftJoin(s.products, eq(s.products.id, s.chatMessages.productId))
    .$dynamic();
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messageRows>['execute']>>[number];

/** The product card of a product message, at the price a shopper pays now (flash sales too). */
function productOf(row: MessageRow, flash: Map<number, { price: number }>) {
  if (row.productId === null) return null;
  const sale = flash.get(row.productId);
  return {
    id: row.productId,
    name: row.productName,
    thumbnail: row.productThumbnail,
    price: money(row.productPrice ?? 0),
    discount_price: money(sale ? sale.price : (row.productDiscount ?? 0)),
    rating: Number(row.productRating ?? 0),
    total_reviews: shortCount(row.productReviews ?? 0),
  };
}

/** The Chat shape of docs/contract.md, for rows in the order given. */
async function toChats(db: Db, rows: MessageRow[], audience: Audience): Promise<Chat[]> {
  const productIds = [...new Set(rows.flatMap((row) => (row.productId === null ? [] : [row.productId])))];
  const flash = await runningFlashPrices(db, productIds);
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    shop: { id: row.shopId, name: row.shopName, logo: row.shopLogo },
    user: chatUser(row.user, audience, now),
    product: productOf(row, flash),
    type: row.type as Sender,
    message: row.message,
    is_seen: row.isSeen,
    created_at: row.createdAt.toISOString(),
    shop_active_status: isOnline(row.shopLastSeen, now),
    user_active_status: isOnline(row.user.lastSeenAt, now),
  }));
}

/** The contract's Chat (lib/api/schemas/chat.ts) as this backend writes it: always with its shopper. */
export type Chat = ContractChat & { user: NonNullable<ContractChat['user']> };

const pair = (userId: number, shopId: number) => and(eq(s.chatMessages.userId, userId), eq(s.chatMessages.shopId, shopId));

/** The conversation of a shopper and an active shop, or undefined. */
async function connectionOf(db: Db, userId: number, shopId: number) {
  const [row] = await db
    .select({ id: s.chatConnections.id })
    .from(s.chatConnections)
    .innerJoin(s.shops, eq(s.shops.id, s.chatConnections.shopId))
    .where(and(eq(s.chatConnections.userId, userId), eq(s.chatConnections.shopId, shopId), eq(s.shops.isActive, true)))
    .limit(1);
  return row;
}

/** Tells both sides about a stored message: the shopper's private channel and the shop's. */
async function announce(chat: Chat): Promise<void> {
  const userId = chat.user.id;
  await Promise.all([
    publish(userChannel(userId), 'send-message-to-user', { message: chat }),
    publish(shopChannel(chat.shop.id), 'send-message-to-shop', { user_id: userId, message: chat }),
    ...(publicPingEnabled()
      ? [publish(`chat_user_${userId}`, 'send-message-to-user', {}), publish(`chat_shop_${chat.shop.id}`, 'send-message-to-shop', {})]
      : []),
  ]);
}

/** Stores one message, moves the conversation to the top of the inbox and publishes it. */
async function store(db: Db, locale: string, values: { userId: number; shopId: number; type: Sender; message: string | null; productId: number | null }, audience: Audience) {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(s.chatMessages).values(values).returning({ id: s.chatMessages.id });
    await tx
      .update(s.chatConnections)
      .set({ updatedAt: new Date() })
      .where(and(eq(s.chatConnections.userId, values.userId), eq(s.chatConnections.shopId, values.shopId)));
    return row.id;
  });
  const rows = await messageRows(db, locale).where(eq(s.chatMessages.id, id));
  // Published with the chat's view of the shopper (the shop's channel gets it too); the shopper's
  // own answer has all of it.
  const [published] = await toChats(db, rows, 'public');
  await announce(published);
  return audience === 'public' ? published : (await toChats(db, rows, 'owner'))[0];
}

/**
 * POST /store-message: starts (or reopens) the conversation of a shopper and a shop; with a
 * product, the product goes into the conversation as a card (a message without text).
 */
export async function connect(db: Db, locale: string, userId: number, shopId: number, productId: number | null): Promise<void> {
  const [shop] = await db.select({ id: s.shops.id }).from(s.shops).where(and(eq(s.shops.id, shopId), eq(s.shops.isActive, true)));
  if (!shop) throw new NotFound('Shop not found');
  if (productId !== null) {
    const [product] = await db
      .select({ id: s.products.id })
      .from(s.products)
      .where(and(eq(s.products.id, productId), eq(s.products.shopId, shopId), visibleProduct));
    if (!product) throw new Invalid({ product_id: ['The selected product id is invalid.'] });
  }
  await db
    .insert(s.chatConnections)
    .values({ userId, shopId })
    .onConflictDoUpdate({ target: [s.chatConnections.userId, s.chatConnections.shopId], set: { updatedAt: new Date() } });
  if (productId !== null) await store(db, locale, { userId, shopId, type: 'user', message: null, productId }, 'owner');
}

/** POST /send-message: the shopper writes to a shop they are connected with. */
export async function sendFromUser(db: Db, locale: string, userId: number, shopId: number, message: string): Promise<Chat> {
  if (!(await connectionOf(db, userId, shopId))) throw new NotFound(NOT_CONNECTED);
  return store(db, locale, { userId, shopId, type: 'user', message, productId: null }, 'owner');
}

/** POST /seller/send-message: the shop answers a shopper connected with it. */
export async function sendFromShop(db: Db, locale: string, shopId: number, userId: number, message: string): Promise<Chat> {
  if (!(await connectionOf(db, userId, shopId))) throw new NotFound(CUSTOMER_NOT_CONNECTED);
  return store(db, locale, { userId, shopId, type: 'shop', message, productId: null }, 'public');
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * One conversation, newest first. The reader's opening it marks the other side's messages as
 * seen: the shopper reading marks the shop's, the shop reading marks the shopper's.
 */
export async function conversation(db: Db, locale: string, userId: number, shopId: number, reader: Sender, page: Page): Promise<MessagePage> {
  if (!(await connectionOf(db, userId, shopId))) throw new NotFound(reader === 'user' ? NOT_CONNECTED : CUSTOMER_NOT_CONNECTED);
  const writer: Sender = reader === 'user' ? 'shop' : 'user';
  await db
    .update(s.chatMessages)
    .set({ isSeen: true })
    .where(and(pair(userId, shopId), eq(s.chatMessages.type, writer), eq(s.chatMessages.isSeen, false)));
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(s.chatMessages).where(pair(userId, shopId)),
    messageRows(db, locale).where(pair(userId, shopId)).orderBy(desc(s.chatMessages.id)).limit(page.limit).offset(page.offset),
  ]);
  return { total, data: await toChats(db, rows, reader === 'user' ? 'owner' : 'public') };
}

/** LIKE treats % and _ as wildcards; a shopper typing them means the characters. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const pairOf = sql`${s.chatMessages.userId} = ${s.chatConnections.userId} and ${s.chatMessages.shopId} = ${s.chatConnections.shopId}`;
const unreadFrom = (type: Sender) =>
  sql<number>`(select count(*) from ${s.chatMessages} where ${pairOf} and ${s.chatMessages.type} = ${type} and not ${s.chatMessages.isSeen})::int`.mapWith(Number);

/** "5 minutes ago" in the request language, as Laravel's diffForHumans writes it. */
export function timeAgo(date: Date, locale: string, now = Date.now()): string {
  const seconds = Math.max(1, Math.round((now - date.getTime()) / 1000));
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.345],
    ['month', 12],
    ['year', Infinity],
  ];
  let value = seconds;
  let unit: Intl.RelativeTimeFormatUnit = 'second';
  for (const [name, size] of steps) {
    unit = name;
    if (value < size) break;
    value /= size;
  }
  let format: Intl.RelativeTimeFormat;
  try {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'always' });
  } catch {
    format = new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  }
  return format.format(-Math.max(1, Math.floor(value)), unit);
}

/** GET get-shops: the shopper's conversations, the latest activity first. */
export async function inbox(db: Db, locale: string, user: UserRow, params: Page & { search?: string }) {
  const conditions: SQL[] = [eq(s.chatConnections.userId, user.id), eq(s.shops.isActive, true)];
  if (params.search) {
    const pattern = likePattern(params.search);
    conditions.push(or(ilike(s.shops.name, pattern), ilike(tr(s.shops.i18n, s.shops.name, locale, 'name'), pattern)) ?? sql`false`);
  }
  const where = and(...conditions);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: sql<number>`count(*)::int`.mapWith(Number) }).from(s.chatConnections).innerJoin(s.shops, eq(s.shops.id, s.chatConnections.shopId)).where(where),
    db
      .select({
        id: s.chatConnections.id,
        shopId: s.shops.id,
        shopName: tr(s.shops.i18n, s.shops.name, locale, 'name'),
        shopLogo: s.shops.logo,
        shopRating: s.shops.rating,
        shopLastSeen: s.shops.lastSeenAt,
        lastId: sql<number | null>`(select max(${s.chatMessages.id}) from ${s.chatMessages} where ${pairOf})`,
        lastProductId: sql<number | null>`(select max(${s.chatMessages.id}) from ${s.chatMessages} where ${pairOf} and ${s.chatMessages.productId} is not null)`,
        unreadUser: unreadFrom('user'),
        unreadShop: unreadFrom('shop'),
      })
      .from(s.chatConnections)
      .innerJoin(s.shops, eq(s.shops.id, s.chatConnections.shopId))
      .where(where)
      .orderBy(desc(s.chatConnections.updatedAt), desc(s.chatConnections.id))
      .limit(params.limit)
      .offset(params.offset),
  ]);
  // The last message and the last product shown of every conversation on the page, in one query.
  const ids = [...new Set(rows.flatMap((row) => [row.lastId, row.lastProductId]).filter((id): id is number => id !== null).map(Number))];
  const messages = ids.length === 0 ? [] : await messageRows(db, locale).where(and(inArray(s.chatMessages.id, ids), eq(s.chatMessages.userId, user.id)));
  const flash = await runningFlashPrices(db, [...new Set(messages.flatMap((m) => (m.productId === null ? [] : [m.productId])))]);
  const byId = new Map(messages.map((m) => [m.id, m]));
  const now = Date.now();
  const me = userPayload(user, now);
  return {
    total,
    data: rows.map((row) => {
      const last = row.lastId === null ? undefined : byId.get(Number(row.lastId));
      const productMessage = row.lastProductId === null ? undefined : byId.get(Number(row.lastProductId));
      return {
        id: row.id,
        shop: { id: row.shopId, name: row.shopName, logo: row.shopLogo, rating: Number(row.shopRating), last_online: isOnline(row.shopLastSeen, now) },
        user: me,
        product: productMessage ? productOf(productMessage, flash) : null,
        last_message: last?.message ?? null,
        last_message_time: last ? timeAgo(last.createdAt, locale, now) : null,
        is_read: row.unreadShop === 0,
        unread_message_user: row.unreadUser,
        unread_message_shop: row.unreadShop,
      };
    }),
  };
}

/** GET /unread-messages: the shop messages a shopper has not opened yet, over every shop. */
export async function unreadCount(db: Db, userId: number): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(s.chatMessages)
    .innerJoin(s.shops, eq(s.shops.id, s.chatMessages.shopId))
    .where(and(eq(s.chatMessages.userId, userId), eq(s.chatMessages.type, 'shop'), eq(s.chatMessages.isSeen, false), eq(s.shops.isActive, true)));
  return count;
}
