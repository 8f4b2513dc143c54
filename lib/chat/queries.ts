'use client';
// Chat's server state in the page's query cache (docs/adr/0020, "Chat"): each conversation as an infinite
// query of GET /get-message pages (page 1 newest, older pages after it), the messages being sent
// beside it, the inbox's shop list per search, and the unread count. Realtime events and send
// answers are written into the cache; the chat store gets copies for its first paint, one way.
// Loaded lazily: by the drawer, the inbox, and the chat actions and events that need it.
import { infiniteQueryOptions, isCancelledError, queryOptions, skipToken, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import { chatSchema, type Chat, type ChatShop, type Inbox, type InboxEntry } from '@/lib/api/schemas/chat';
import { getQueryClient } from '@/lib/query/client';
import { onChatReset, useChatStore } from '@/stores/chat';
import {
  CHAT_PAGE_SIZE,
  echoOf,
  firstPageOnly,
  hasMoreAfter,
  mergeChats,
  pendingChat,
  withFirstPage,
  withStored,
  type MessagePages,
} from './conversation';
import type { ShownChat } from './types';
import { mirrorAnswers } from '@/lib/query/mirror';

export const chatKeys = {
  all: ['chat'] as const,
  messages: (shopId: number) => ['chat', 'messages', shopId] as const,
  /** The optimistic copies of messages being sent to a shop, oldest first. */
  pending: (shopId: number) => ['chat', 'pending', shopId] as const,
  inboxes: ['chat', 'inbox'] as const,
  inbox: (search: string) => ['chat', 'inbox', search] as const,
  unread: ['chat', 'unread'] as const,
};

type InboxPages = InfiniteData<Inbox, number>;

function logged(what: string) {
  return (error: unknown) => {
    // Chat read failures are logged only; the shopper sees what was loaded.
    console.error(`Chat: ${what} failed`, error);
  };
}

async function readPage(shopId: number, page: number): Promise<Chat[]> {
  try {
    const api = await browserApi();
    const { data } = await api.chatMessages({ shop_id: shopId, page, per_page: CHAT_PAGE_SIZE });
    // Reading page 1 marks the shop's messages seen, so the count may have dropped.
    if (page === 1) void refreshUnread();
    return data;
  } catch (error) {
    logged(page === 1 ? 'loading messages' : 'loading older messages')(error);
    throw error;
  }
}

/**
 * One conversation. No retries: a failed page is asked for again by scrolling, and the backend
 * marks messages seen on every read.
 */
export const messagesQuery = (shopId: number) =>
  infiniteQueryOptions({
    queryKey: chatKeys.messages(shopId),
    queryFn: ({ pageParam }) => readPage(shopId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: Chat[], _pages: Chat[][], lastParam: number) => (hasMoreAfter(last) ? lastParam + 1 : undefined),
    retry: false,
  });

/** The inbox's shop list for a search, 20 conversations a page; a failed page is logged. */
export const inboxQuery = (search: string) =>
  infiniteQueryOptions({
    queryKey: chatKeys.inbox(search),
    queryFn: async ({ pageParam }) => {
      try {
        const api = await browserApi();
        return await api.chatShops({ search: search || undefined, page: pageParam, per_page: CHAT_PAGE_SIZE });
      } catch (error) {
        logged('loading the shop list')(error);
        throw error;
      }
    },
    initialPageParam: 1,
    getNextPageParam: (last: Inbox, pages: Inbox[], lastParam: number) =>
      pages.reduce((count, page) => count + page.data.length, 0) < last.total ? lastParam + 1 : undefined,
    retry: false,
  });

/** The messages being sent to a shop (no request: only this module writes them). */
export const pendingQuery = (shopId: number) => queryOptions<ShownChat[]>({ queryKey: chatKeys.pending(shopId), queryFn: skipToken });

/**
 * Opening a conversation (the drawer, or a shop in the inbox) starts it over from page 1: a
 * loaded conversation keeps only page 1, shown until the fresh one arrives. Called before the
 * thread mounts; the thread's query then reads page 1 (a conversation never loaded reads it anyway).
 */
export async function openConversation(shopId: number): Promise<void> {
  const client = chatClient();
  const key = chatKeys.messages(shopId);
  if (!client.getQueryData(key)) return;
  // An older page still on its way must not land on the list as it was.
  await client.cancelQueries({ queryKey: key });
  client.setQueryData<MessagePages>(key, (pages) => pages && firstPageOnly(pages));
  void client.invalidateQueries({ queryKey: key });
}

/**
 * Reads page 1 of an open conversation again (a realtime event: it also marks the message seen,
 * and the count is read after it). False when it failed.
 */
async function refreshFirstPage(client: QueryClient, shopId: number): Promise<boolean> {
  try {
    const page = await readPage(shopId, 1);
    client.setQueryData<MessagePages>(chatKeys.messages(shopId), (pages) => withFirstPage(pages, page));
    return true;
  } catch {
    // Logged by readPage; the list stays as it was.
    return false;
  }
}

let unreadRead: Promise<void> = Promise.resolve();

/** Reads the unread count; only the newest read counts (an earlier one still running is dropped). */
export function refreshUnread(): Promise<void> {
  unreadRead = readUnread();
  return unreadRead;
}

async function readUnread(): Promise<void> {
  const userId = useChatStore.getState().userId;
  if (!userId) return;
  const client = chatClient();
  await client.cancelQueries({ queryKey: chatKeys.unread, exact: true });
  try {
    await client.fetchQuery({
      queryKey: chatKeys.unread,
      queryFn: async () => (await (await browserApi()).unreadMessages(userId)).unread_messages,
      staleTime: 0,
      retry: false,
    });
  } catch (error) {
    if (!isCancelledError(error)) logged('reading the unread count')(error);
  }
}

const removePending = (client: QueryClient, shopId: number, id: number) =>
  client.setQueryData<ShownChat[]>(chatKeys.pending(shopId), (pending = []) => pending.filter((chat) => chat.id !== id));

/** An inbox entry's last message, and its unread badge one higher when the shop wrote it unseen. */
function withInboxMessage(pages: InboxPages | undefined, chat: Chat, unseen: boolean): InboxPages | undefined {
  if (!pages) return pages;
  const update = (entry: InboxEntry): InboxEntry =>
    entry.shop.id !== chat.shop.id
      ? entry
      : { ...entry, last_message: chat.message, unread_message_shop: entry.unread_message_shop + (unseen && chat.type === 'shop' ? 1 : 0) };
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map(update) })) };
}

/** A stored message into its conversation (in place of its optimistic copy) and the inbox. */
function deliver(client: QueryClient, chat: Chat, unseen: boolean): void {
  const echo = echoOf(client.getQueryData<ShownChat[]>(chatKeys.pending(chat.shop.id)) ?? [], chat);
  if (echo) removePending(client, chat.shop.id, echo.id);
  client.setQueryData<MessagePages>(chatKeys.messages(chat.shop.id), (pages) => withStored(pages, chat));
  client.setQueriesData<InboxPages>({ queryKey: chatKeys.inboxes }, (pages) => withInboxMessage(pages, chat, unseen));
}

/** Sending a message: shown at once, replaced by the stored one, or taken back when it fails. */
export function sendMessageOptions(shop: ChatShop) {
  const client = chatClient();
  return {
    mutationKey: ['chat', 'send', shop.id],
    mutationFn: async (text: string) => (await (await browserApi()).sendMessage({ shop_id: shop.id, message: text })).data.data,
    onMutate: (text: string) => {
      const optimistic = pendingChat(shop, text);
      client.setQueryData<ShownChat[]>(chatKeys.pending(shop.id), (pending = []) => [...pending, optimistic]);
      return { optimistic };
    },
    onSuccess: (stored: Chat, _text: string, context: { optimistic: ShownChat } | undefined) => {
      if (context) removePending(client, shop.id, context.optimistic.id);
      deliver(client, stored, false);
    },
    onError: (error: unknown, _text: string, context: { optimistic: ShownChat } | undefined) => {
      if (context) removePending(client, shop.id, context.optimistic.id);
      logged('sending a message')(error);
    },
  };
}

/** The inbox entry the shopper opened shows no unread badge. */
export function markInboxEntryRead(entryId: number): void {
  chatClient().setQueriesData<InboxPages>({ queryKey: chatKeys.inboxes }, (pages) =>
    pages && { ...pages, pages: pages.pages.map((page) => ({ ...page, data: page.data.map((entry) => (entry.id === entryId ? { ...entry, unread_message_shop: 0 } : entry)) })) },
  );
}

/**
 * A realtime event: the message (null for an event that names none, a ping) goes where it is
 * loaded. On /massages (`onInbox`) the shop list and the selected conversation are read again;
 * elsewhere the inbox selection is dropped and an open drawer on this shop reads page 1, which
 * marks the message seen before the count is read.
 */
export async function receive(message: unknown, onInbox: boolean): Promise<void> {
  const client = chatClient();
  const parsed = message === null ? null : chatSchema.safeParse(message);
  const chat = parsed?.success ? parsed.data : null;
  const { activeShop, drawerShop } = useChatStore.getState();
  const open = onInbox ? activeShop : drawerShop;
  if (chat) {
    const unseen = open?.id !== chat.shop.id;
    deliver(client, chat, unseen);
    // Counted at once; the count read below is the truth.
    if (unseen && chat.type === 'shop') client.setQueryData<number>(chatKeys.unread, (count) => (count ?? useChatStore.getState().unreadMessages) + 1);
  }
  let reread = false;
  if (onInbox) {
    void client.invalidateQueries({ queryKey: chatKeys.inboxes });
    if (activeShop) reread = await refreshFirstPage(client, activeShop.id);
  } else {
    await useChatStore.getState().selectShop(null);
    if (drawerShop && (chat === null || drawerShop.id === chat.shop.id)) reread = await refreshFirstPage(client, drawerShop.id);
  }
  // Reading page 1 has started reading the count already.
  await (reread ? unreadRead : refreshUnread());
}

// Copies for the chat store's first paint (stores/chat.ts), written from the cache only.
function mirror(client: QueryClient): void {
  mirrorAnswers(client, { key: chatKeys.all }, (data, queryKey) => {
    const store = useChatStore.getState();
    if (!store.userId) return;
    if (queryKey[1] === 'unread') {
      useChatStore.setState({ unreadMessages: data as number });
    } else if (queryKey[1] === 'messages') {
      const shopId = queryKey[2] as number;
      const newest = mergeChats((data as MessagePages).pages.flat(), []).slice(-CHAT_PAGE_SIZE);
      useChatStore.setState({ conversations: { ...store.conversations, [shopId]: newest } });
    }
  });
}

let installed: QueryClient | null = null;

/** The page's query cache, with the chat store's copies and reset wired to it. */
export function chatClient(): QueryClient {
  const client = getQueryClient();
  if (installed !== client && typeof window !== 'undefined') {
    installed = client;
    mirror(client);
    onChatReset(() => client.removeQueries({ queryKey: chatKeys.all }));
  }
  return client;
}
