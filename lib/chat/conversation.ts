// Pure rules of one conversation: the order shown (oldest first, what the shopper is still
// sending last), how the cached pages take a stored message or a fresh page 1 without
// duplicates, and whether the shop counts as online.
import type { InfiniteData } from '@tanstack/react-query';
import type { Chat, ChatShop } from '@/lib/api/schemas/chat';
import type { ShownChat } from './types';

export const CHAT_PAGE_SIZE = 20;

/** A conversation as the query cache holds it: pages of GET /get-message, page 1 first, each newest first. */
export type MessagePages = InfiniteData<Chat[], number>;

/**
 * Messages of both lists, each once (by id; the later copy wins, so a refreshed page replaces
 * what was shown), stored messages in id order and optimistic ones after them as they were sent.
 */
export function mergeChats(current: ShownChat[], incoming: ShownChat[]): ShownChat[] {
  const byId = new Map<number, ShownChat>();
  for (const chat of [...current, ...incoming]) byId.set(chat.id, chat);
  const all = [...byId.values()];
  const stored = all.filter((chat) => !chat.pending).sort((a, b) => a.id - b.id);
  const pending = all.filter((chat) => chat.pending);
  return [...stored, ...pending];
}

/** What the thread shows: every loaded page oldest first, then the messages still being sent. */
export function shownChats(pages: { pages: Chat[][] } | undefined, pending: ShownChat[] = []): ShownChat[] {
  return mergeChats(pages?.pages.flat() ?? [], pending);
}

/**
 * The pages with a stored message (from the send answer or realtime): a copy already loaded is
 * replaced, a new one goes to the top of page 1. A conversation not loaded stays so: its first
 * read brings the message.
 */
export function withStored(pages: MessagePages | undefined, chat: Chat): MessagePages | undefined {
  if (!pages) return pages;
  const loaded = pages.pages.some((page) => page.some((item) => item.id === chat.id));
  const next = loaded
    ? pages.pages.map((page) => page.map((item) => (item.id === chat.id ? chat : item)))
    : pages.pages.map((page, index) => (index === 0 ? [chat, ...page] : page));
  return { ...pages, pages: next };
}

/** The pages with page 1 read again; older pages stay (the display drops duplicates). */
export function withFirstPage(pages: MessagePages | undefined, page: Chat[]): MessagePages {
  if (!pages || pages.pages.length === 0) return { pages: [page], pageParams: [1] };
  return { pages: [page, ...pages.pages.slice(1)], pageParams: pages.pageParams };
}

/** Opening a conversation starts it over from page 1. */
export function firstPageOnly(pages: MessagePages): MessagePages {
  return { pages: pages.pages.slice(0, 1), pageParams: pages.pageParams.slice(0, 1) };
}

/**
 * The optimistic copy a stored message of the shopper's stands for. Their own messages come back
 * on their channel too, sometimes before the send call answers: such an echo takes the place of
 * its optimistic copy instead of showing twice.
 */
export function echoOf(pending: ShownChat[], incoming: Chat): ShownChat | undefined {
  return incoming.type === 'user' ? pending.find((chat) => chat.message === incoming.message?.trim()) : undefined;
}

/** The shop is online when any loaded message says so. */
export function isShopOnline(chats: Chat[]): boolean {
  return chats.some((chat) => chat.shop_active_status === true);
}

/** Whether a page was the last one (fewer messages than a full page). */
export function hasMoreAfter(page: Chat[]): boolean {
  return page.length >= CHAT_PAGE_SIZE;
}

let lastPendingId = 0;

/** An optimistic copy of a message being sent; negative ids never collide with stored ones. */
export function pendingChat(shop: ChatShop, message: string, now = new Date()): ShownChat {
  lastPendingId -= 1;
  return {
    id: lastPendingId,
    shop,
    user: null,
    product: null,
    type: 'user',
    message,
    is_seen: false,
    created_at: now.toISOString(),
    shop_active_status: false,
    user_active_status: false,
    pending: true,
  };
}
