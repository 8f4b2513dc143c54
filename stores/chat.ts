'use client';
// Chat with shops: the loaded conversations, the shop selected in the
// inbox (activeShop), the unread count, and the shop whose chat drawer is open. Conversations,
// the selection and the count are kept in browser storage so a reload shows them at once; the
// server stays the truth (opening a conversation reads page 1 again). Logging out, or the
// session ending, clears it all.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { forDisplay, hasMoreAfter, mergeChats, pendingChat, pendingOf, receiveChat, reconcile } from '@/lib/chat/conversation';
import { fetchMessages, fetchUnreadCount, postMessage, startConversation } from '@/lib/chat/requests';
import type { Chat, ChatShop } from '@/lib/chat/types';

export interface Conversation {
  /** Oldest first, optimistic messages last. */
  chats: Chat[];
  /** The last page read (20 messages a page). */
  page: number;
  hasMore: boolean;
  loadingOlder: boolean;
}

interface ChatState {
  /** The signed-in shopper (from the session), null for guests, undefined until known. */
  userId: number | null | undefined;
  /** Whose state this is in storage: another shopper's is dropped on sign-in. */
  ownerId: number | null;
  conversations: Record<number, Conversation>;
  /** The shop selected in the inbox. */
  activeShop: ChatShop | null;
  unreadMessages: number;
  /** The shop whose chat drawer is open. */
  drawerShop: ChatShop | null;
  /** Set while the conversation-start call of a chat button runs. */
  starting: number | null;
  /** Bumped when the inbox's shop list should be read again (a realtime message on /massages). */
  inboxVersion: number;
  setUser(userId: number | null): void;
  /** A chat button: POST /store-message, then the drawer opens on page 1. */
  openDrawer(shop: ChatShop, productId?: number | null): Promise<void>;
  closeDrawer(): void;
  /** The inbox: selects a shop (or none) and reads its page 1. */
  selectShop(shop: ChatShop | null): void;
  /** Reads page 1 again: `reset` starts the list over (opening), otherwise pages merge in. */
  loadFirst(shopId: number, mode: 'reset' | 'refresh'): Promise<void>;
  loadOlder(shopId: number): Promise<void>;
  /** Shows the message at once and sends it; rejects (with the message taken back) on failure. */
  send(shop: ChatShop, message: string): Promise<void>;
  /**
   * A realtime message; `onInbox` tells whether the shopper is on /massages. Null when the event
   * named no message (a ping): what is open is read again.
   */
  receive(chat: Chat | null, onInbox: boolean): Promise<void>;
  refreshUnread(): Promise<void>;
  reset(): void;
}

const emptyConversation: Conversation = { chats: [], page: 0, hasMore: false, loadingOlder: false };

// Per shop, how many times it was opened: a slow answer from before never lands in the new list.
const generation = new Map<number, number>();
let unreadRequest = 0;

const cleared = {
  ownerId: null,
  conversations: {},
  activeShop: null,
  unreadMessages: 0,
  drawerShop: null,
  starting: null,
};

function logged(what: string) {
  return (error: unknown) => {
    // Message fetch failures are logged only.
    console.error(`Chat: ${what} failed`, error);
  };
}

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => {
      const conversation = (shopId: number) => get().conversations[shopId] ?? emptyConversation;
      const update = (shopId: number, change: (current: Conversation) => Partial<Conversation>) =>
        set((state) => {
          const current = state.conversations[shopId] ?? emptyConversation;
          return { conversations: { ...state.conversations, [shopId]: { ...current, ...change(current) } } };
        });

      return {
        ...cleared,
        userId: undefined,
        inboxVersion: 0,
        setUser(userId) {
          if (userId === null) {
            if (get().userId !== null || get().ownerId !== null) get().reset();
            set({ userId: null });
            return;
          }
          if (get().ownerId !== userId) get().reset();
          set({ userId, ownerId: userId });
        },
        async openDrawer(shop, productId) {
          const { userId } = get();
          if (!userId) return;
          set({ starting: shop.id });
          try {
            await startConversation({ shopId: shop.id, userId, productId });
          } finally {
            set({ starting: null });
          }
          set({ drawerShop: shop });
          await get().loadFirst(shop.id, 'reset');
          // Opening a conversation reads it, so the count may have dropped.
          await get().refreshUnread();
        },
        closeDrawer: () => set({ drawerShop: null }),
        selectShop(shop) {
          set({ activeShop: shop });
          if (!shop) return;
          void get()
            .loadFirst(shop.id, 'reset')
            .then(() => get().refreshUnread());
        },
        async loadFirst(shopId, mode) {
          // Opening starts a new generation: answers for the list as it was are then dropped.
          // Refreshes only merge, so they may overlap each other and a page being loaded.
          if (mode === 'reset') generation.set(shopId, (generation.get(shopId) ?? 0) + 1);
          const request = generation.get(shopId) ?? 0;
          if (mode === 'reset') {
            // Opening resets to page 1; what is stored shows until the answer arrives.
            update(shopId, (current) => ({ page: 1, hasMore: false, loadingOlder: false, chats: current.chats }));
          }
          try {
            const page = await fetchMessages(shopId, 1);
            if (generation.get(shopId) !== request) return;
            const shown = forDisplay(page);
            update(shopId, (current) =>
              mode === 'reset'
                ? { chats: mergeChats(shown, pendingOf(current.chats)), page: 1, hasMore: hasMoreAfter(page) }
                : { chats: mergeChats(current.chats, shown), ...(current.page <= 1 ? { hasMore: hasMoreAfter(page), page: 1 } : {}) },
            );
          } catch (error) {
            logged('loading messages')(error);
          }
        },
        async loadOlder(shopId) {
          const current = conversation(shopId);
          if (!current.hasMore || current.loadingOlder) return;
          const request = generation.get(shopId) ?? 0;
          const next = current.page + 1;
          update(shopId, () => ({ loadingOlder: true }));
          try {
            const page = await fetchMessages(shopId, next);
            if (generation.get(shopId) !== request) return;
            update(shopId, (latest) => ({ chats: mergeChats(forDisplay(page), latest.chats), page: next, hasMore: hasMoreAfter(page) }));
          } catch (error) {
            logged('loading older messages')(error);
          } finally {
            // The flag is always released, so a failed page can be asked for again by scrolling.
            update(shopId, () => ({ loadingOlder: false }));
          }
        },
        async send(shop, message) {
          const text = message.trim();
          // An empty message is ignored.
          if (text === '') return;
          const optimistic = pendingChat(shop, text);
          update(shop.id, (current) => ({ chats: mergeChats(current.chats, [optimistic]) }));
          try {
            const stored = await postMessage(shop.id, text);
            update(shop.id, (current) => ({ chats: reconcile(current.chats, optimistic.id, stored) }));
            // The answer may leave the message out: page 1 then brings the stored copy.
            if (!stored) await get().loadFirst(shop.id, 'refresh');
          } catch (error) {
            update(shop.id, (current) => ({ chats: reconcile(current.chats, optimistic.id, null) }));
            logged('sending a message')(error);
            throw error;
          }
        },
        async receive(chat, onInbox) {
          const shopId = chat?.shop?.id;
          if (chat && typeof shopId === 'number' && get().conversations[shopId]) {
            // Shown at once wherever this conversation is open.
            update(shopId, (current) => ({ chats: receiveChat(current.chats, chat) }));
          }
          const { activeShop, drawerShop } = get();
          if (onInbox) {
            // On /massages the messages, the shop list and the count refresh.
            set((state) => ({ inboxVersion: state.inboxVersion + 1 }));
            if (activeShop) await get().loadFirst(activeShop.id, 'refresh');
          } else {
            // Elsewhere the inbox selection is dropped and the count refreshes. An open drawer on
            // this shop reads page 1, which marks the message seen before the count is read.
            set({ activeShop: null });
            if (drawerShop && (chat === null || drawerShop.id === shopId)) await get().loadFirst(drawerShop.id, 'refresh');
          }
          await get().refreshUnread();
        },
        async refreshUnread() {
          const { userId } = get();
          if (!userId) return;
          const request = ++unreadRequest;
          try {
            const count = await fetchUnreadCount(userId);
            if (request === unreadRequest && get().userId === userId) set({ unreadMessages: count });
          } catch (error) {
            logged('reading the unread count')(error);
          }
        },
        reset() {
          generation.clear();
          unreadRequest += 1;
          set({ ...cleared });
        },
      };
    },
    {
      name: 'chat',
      storage: createJSONStorage(() => localStorage),
      // Read back after mount (chat root), so the first client render matches the server's.
      skipHydration: true,
      partialize: ({ ownerId, conversations, activeShop, unreadMessages }) => ({
        ownerId,
        activeShop,
        unreadMessages,
        // Stored messages only, the newest page of each conversation: enough to show at once.
        conversations: Object.fromEntries(
          Object.entries(conversations).map(([shopId, { chats }]) => [shopId, { ...emptyConversation, chats: chats.filter((chat) => !chat.pending).slice(-20) }]),
        ),
      }),
    },
  ),
);

/** Resolves once the stored chat state has been read back. */
export function chatHydrated(): Promise<void> {
  if (useChatStore.persist.hasHydrated()) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = useChatStore.persist.onFinishHydration(() => {
      stop();
      resolve();
    });
    void useChatStore.persist.rehydrate();
  });
}
