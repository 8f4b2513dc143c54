// Pure rules of one conversation's message list: the order shown (oldest first, what the shopper
// is still sending last), merging pages and realtime messages without duplicates, and whether
// the shop counts as online.
import type { Chat } from './types';

export const CHAT_PAGE_SIZE = 20;

/** A page from GET /get-message comes newest first; the list shows it oldest first. */
export function forDisplay(page: Chat[]): Chat[] {
  return [...page].reverse();
}

/**
 * Messages of both lists, each once (by id; the later copy wins, so a refreshed page replaces
 * what was shown), stored messages in id order and optimistic ones after them as they were sent.
 */
export function mergeChats(current: Chat[], incoming: Chat[]): Chat[] {
  const byId = new Map<number, Chat>();
  for (const chat of [...current, ...incoming]) byId.set(chat.id, chat);
  const all = [...byId.values()];
  const stored = all.filter((chat) => !chat.pending).sort((a, b) => a.id - b.id);
  const pending = all.filter((chat) => chat.pending);
  return [...stored, ...pending];
}

/** The list with one optimistic message replaced by what the server stored. */
export function reconcile(current: Chat[], pendingId: number, stored: Chat | null): Chat[] {
  const rest = current.filter((chat) => chat.id !== pendingId);
  return stored ? mergeChats(rest, [stored]) : rest;
}

/**
 * The list with a message from realtime added. The shopper's own messages come back on their
 * channel too, sometimes before the send call answers: such an echo takes the place of its
 * optimistic copy instead of showing twice.
 */
export function receiveChat(current: Chat[], incoming: Chat): Chat[] {
  const echo = incoming.type === 'user' ? current.find((chat) => chat.pending && chat.message === incoming.message?.trim()) : undefined;
  return mergeChats(echo ? current.filter((chat) => chat !== echo) : current, [incoming]);
}

/** Only the messages still being sent. */
export function pendingOf(chats: Chat[]): Chat[] {
  return chats.filter((chat) => chat.pending);
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
export function pendingChat(shop: { id: number; name: string; logo: string | null }, message: string, now = new Date()): Chat {
  lastPendingId -= 1;
  return {
    id: lastPendingId,
    shop,
    product: null,
    type: 'user',
    message,
    is_seen: false,
    created_at: now.toISOString(),
    pending: true,
  };
}
