// The chat shapes the storefront reads (docs/contract.md "Shared shapes: Chat" and "Chat and realtime").
// Browser islands read answers without zod, so every field a backend may leave out is optional.

/** The shop a conversation is with (id or shop_id, name or shop_name, logo or shop_logo). */
export interface ChatShop {
  id: number;
  name: string;
  logo: string | null;
}

export interface ChatProduct {
  id: number;
  name: string;
  thumbnail: string | null;
  price: number;
  discount_price: number;
  rating?: number | string | null;
  total_reviews?: number | string | null;
}

export interface Chat {
  id: number;
  shop: { id: number; name?: string; logo?: string | null } | null;
  user?: { id?: number; name?: string; profile_photo?: string | null } | null;
  product: ChatProduct | null;
  /** Who wrote it: the shopper ('user') or the shop. */
  type: 'user' | 'shop';
  message: string | null;
  is_seen?: boolean;
  created_at: string;
  shop_active_status?: boolean;
  user_active_status?: boolean;
  /** Shown before the server has stored it (an optimistic copy). Never sent by the backend. */
  pending?: boolean;
}

/** One conversation in the inbox's shop list (GET get-shops). */
export interface InboxEntry {
  id: number;
  shop: { id?: number; shop_id?: number; name?: string; shop_name?: string; logo?: string | null; shop_logo?: string | null };
  last_message: string | null;
  last_message_time: string | null;
  unread_message_shop?: number | null;
  unread_message_user?: number | null;
}

/** Realtime settings from /master: the chat subscribes only when a key is set. */
export interface RealtimeSettings {
  key: string;
  cluster: string | null;
  host: string | null;
  port: number | null;
  forceTls: boolean;
  /**
   * Which channel carries the shopper's messages: the private one (default), authorised by the
   * shop's /api/pusher/auth, or the public one of a backend that publishes only there
   * (CHAT_REALTIME_CHANNEL=public; docs/adr/0012).
   */
  channel: 'private' | 'public';
}

type LooseShop = { id?: number | null; shop_id?: number | null; name?: string | null; shop_name?: string | null; logo?: string | null; shop_logo?: string | null };

/** Reads a shop however an answer names its fields; null when it has no id. */
export function chatShopOf(value: LooseShop | null | undefined): ChatShop | null {
  const id = value?.id ?? value?.shop_id;
  if (typeof id !== 'number' || !Number.isInteger(id)) return null;
  return { id, name: value?.name ?? value?.shop_name ?? '', logo: value?.logo ?? value?.shop_logo ?? null };
}
