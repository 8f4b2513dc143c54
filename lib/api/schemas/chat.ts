// Chat (docs/contract.md "Chat and realtime", "Shared shapes: Chat"). Upstream backends may send numbers as
// text, flags as 0/1 and the shop as shop_id/shop_name/shop_logo; all of it
// is read into one shape. Chat lists nest as data.data.
import * as z from 'zod';
import { flag, id, num, text } from './common';

const looseShop = {
  id: id.optional(),
  shop_id: id.optional(),
  name: text.optional(),
  shop_name: text.optional(),
  logo: text.optional(),
  shop_logo: text.optional(),
};
type LooseShop = { id?: number; shop_id?: number; name?: string | null; shop_name?: string | null; logo?: string | null; shop_logo?: string | null };
const hasId = (shop: LooseShop) => shop.id !== undefined || shop.shop_id !== undefined;
const shopOf = (shop: LooseShop) => ({ id: (shop.id ?? shop.shop_id) as number, name: shop.name ?? shop.shop_name ?? '', logo: shop.logo ?? shop.shop_logo ?? null });

/** A shop as a chat names it, whichever field names the backend uses. */
const chatShopSchema = z.object(looseShop).refine(hasId, { error: 'The shop has no id.' }).transform(shopOf);
export type ChatShop = z.infer<typeof chatShopSchema>;

/** The person in a chat: the whole User for the shopper's own answers, less elsewhere. */
const chatUserSchema = z
  .object({ id, name: text.optional(), profile_photo: text.optional() })
  .transform((user) => ({ id: user.id, name: user.name ?? null, profile_photo: user.profile_photo ?? null }));

export const chatProductSchema = z.object({
  id,
  name: z.string(),
  thumbnail: text,
  price: num,
  discount_price: num.nullish().transform((value) => value ?? 0),
  rating: num.nullish().transform((value) => value ?? 0),
  total_reviews: z.union([z.string(), z.number()]).nullish().transform((value) => (value === null || value === undefined ? '0' : String(value))),
});
export type ChatProduct = z.infer<typeof chatProductSchema>;

export const chatSchema = z.object({
  id,
  shop: chatShopSchema,
  user: chatUserSchema
    .nullish()
    .transform((value) => value ?? null),
  product: chatProductSchema.nullish().transform((value) => value ?? null),
  type: z
    .string()
    .transform((value) => (value === 'user' ? ('user' as const) : ('shop' as const))),
  message: text,
  is_seen: flag,
  created_at: z.string(),
  shop_active_status: flag,
  user_active_status: flag,
});
export type Chat = z.infer<typeof chatSchema>;

export const inboxEntrySchema = z.object({
  id,
  shop: z
    .object({ ...looseShop, rating: num.nullish(), last_online: flag.optional() })
    .refine(hasId, { error: 'The shop has no id.' })
    .transform((shop) => ({ ...shopOf(shop), rating: shop.rating ?? 0, last_online: shop.last_online ?? false })),
  product: chatProductSchema.nullish().transform((value) => value ?? null),
  last_message: text,
  last_message_time: text,
  is_read: flag.optional(),
  unread_message_user: num.nullish().transform((value) => value ?? 0),
  unread_message_shop: num.nullish().transform((value) => value ?? 0),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

export const inboxSchema = z.object({ total: num, data: z.array(inboxEntrySchema) });
export type Inbox = z.infer<typeof inboxSchema>;

/** A page of one conversation, newest first; `total` is ours (upstream may leave it out). */
export const messagePageSchema = z.object({ total: num.optional(), data: z.array(chatSchema) });
export type MessagePage = z.infer<typeof messagePageSchema>;

export const sentMessageSchema = z.object({ data: chatSchema });
export const unreadSchema = z.object({ unread_messages: num.pipe(z.number().int().min(0)) });

export interface StartChatInput {
  shop_id: number;
  /** The signed-in shopper; the backend refuses anyone else's id. */
  user_id?: number;
  /** With a product, its card goes into the conversation. */
  product_id?: number | null;
}
