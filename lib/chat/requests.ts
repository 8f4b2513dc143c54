// The chat calls of docs/contract.md "Chat and realtime" from the browser (same-origin /api; the session
// cookie carries the token).
import { browserRequest } from '@/lib/api/browser';
import { CHAT_PAGE_SIZE } from './conversation';
import type { Chat, InboxEntry } from './types';

/** POST /store-message: connects the shopper and the shop; with a product it sends its card. */
export async function startConversation(input: { shopId: number; userId: number; productId?: number | null }): Promise<void> {
  await browserRequest({
    method: 'POST',
    path: '/store-message',
    body: { shop_id: input.shopId, user_id: input.userId, ...(input.productId ? { product_id: input.productId } : {}), type: 'user' },
  });
}

/** GET /get-message: one page, newest first; the backend marks the shop's messages seen. */
export async function fetchMessages(shopId: number, page: number): Promise<Chat[]> {
  const { data } = await browserRequest<{ data?: Chat[] }>({
    path: '/get-message',
    query: { shop_id: shopId, page, per_page: CHAT_PAGE_SIZE },
  });
  return Array.isArray(data.data) ? data.data : [];
}

/** POST /send-message: the stored message (null if the answer leaves it out). */
export async function postMessage(shopId: number, message: string): Promise<Chat | null> {
  const { data } = await browserRequest<{ data?: Chat }>({
    method: 'POST',
    path: '/send-message',
    body: { shop_id: shopId, message, type: 'user' },
  });
  return data.data && typeof data.data.id === 'number' ? data.data : null;
}

/** GET get-shops: one page of the inbox's shop list. */
export async function fetchInbox(search: string, page: number, perPage = CHAT_PAGE_SIZE): Promise<{ total: number; entries: InboxEntry[] }> {
  const { data } = await browserRequest<{ total?: number; data?: InboxEntry[] }>({
    path: '/get-shops',
    query: { search: search.trim() || undefined, page, per_page: perPage },
  });
  const entries = Array.isArray(data.data) ? data.data : [];
  return { total: typeof data.total === 'number' ? data.total : entries.length, entries };
}

/** GET /unread-messages: the count is read from data.unread_messages, or data.data.unread_messages. */
export async function fetchUnreadCount(userId: number): Promise<number> {
  const { data } = await browserRequest<{ unread_messages?: unknown; data?: { unread_messages?: unknown } }>({
    path: '/unread-messages',
    query: { user_id: userId },
  });
  const count = Number(data.unread_messages ?? data.data?.unread_messages ?? 0);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}
