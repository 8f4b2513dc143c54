'use client';
// Chat's client state: who is signed in, the shop whose chat drawer is open, the shop selected in
// the inbox, and what the shopper has typed and not yet sent. The server's state (messages, the
// inbox, the unread count) lives in the query cache (lib/chat/queries.ts); two values here are
// only copies the cache writes, one way, for the first paint after a reload: the unread count of
// the header's badge and the newest messages of each conversation (shown until page 1 arrives).
// Everything is kept in browser storage; logging out, or the session ending, clears it.
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { browserApi } from '@/lib/api/browser';
import type { Chat, ChatShop } from '@/lib/api/schemas/chat';

/** The query code of chat: loaded with the first action that needs it, never with a page. */
export const loadChatQueries = () => import('@/lib/chat/queries');

type Draft = string | ((current: string) => string);

interface ChatState {
  /** The signed-in shopper (from the session), null for guests, undefined until known. */
  userId: number | null | undefined;
  /** Whose state this is in storage: another shopper's is dropped on sign-in. */
  ownerId: number | null;
  /** Written by the query cache only: the newest stored messages of each conversation, oldest first. */
  conversations: Record<number, Chat[]>;
  /** The shop selected in the inbox. */
  activeShop: ChatShop | null;
  /** Written by the query cache only: the count the header and the account sidebar show. */
  unreadMessages: number;
  /** The shop whose chat drawer is open. */
  drawerShop: ChatShop | null;
  /** Set while the conversation-start call of a chat button runs. */
  starting: number | null;
  /** Messages typed and not sent yet, per shop. */
  drafts: Record<number, string>;
  setUser(userId: number | null): void;
  /** A chat button: POST /store-message, then the drawer opens on page 1. */
  openDrawer(shop: ChatShop, productId?: number | null): Promise<void>;
  closeDrawer(): void;
  /** The inbox: selects a shop (its conversation starts over from page 1), or none. */
  selectShop(shop: ChatShop | null): Promise<void>;
  setDraft(shopId: number, draft: Draft): void;
  reset(): void;
}

const cleared = {
  ownerId: null,
  conversations: {},
  activeShop: null,
  unreadMessages: 0,
  drawerShop: null,
  starting: null,
  drafts: {},
};

// What else a reset clears (the query cache registers here once its code is loaded), so that a
// guest's page never loads the query code just to clear it.
const resetHooks = new Set<() => void>();
export function onChatReset(hook: () => void): void {
  resetHooks.add(hook);
}

export const useChatStore = create<ChatState>()(
  persist(
    (set, get) => ({
      ...cleared,
      userId: undefined,
      setUser(userId) {
        if (userId === null) {
          if (get().userId !== null || get().ownerId !== null) get().reset();
          set({ userId: null });
          return;
        }
        // Another shopper's state goes, from storage and from the query cache. Without an owner
        // there is nothing of anyone's to drop from the cache (the page may be reading the new
        // shopper's already).
        const { ownerId } = get();
        if (ownerId !== null && ownerId !== userId) get().reset();
        else if (ownerId === null) set({ ...cleared });
        set({ userId, ownerId: userId });
      },
      async openDrawer(shop, productId) {
        const { userId } = get();
        if (!userId) return;
        set({ starting: shop.id });
        try {
          const api = await browserApi();
          await api.storeMessage({ shop_id: shop.id, user_id: userId, ...(productId ? { product_id: productId } : {}) });
          await (await loadChatQueries()).openConversation(shop.id);
        } finally {
          set({ starting: null });
        }
        set({ drawerShop: shop });
      },
      closeDrawer: () => set({ drawerShop: null }),
      async selectShop(shop) {
        if (shop) await (await loadChatQueries()).openConversation(shop.id);
        set({ activeShop: shop });
      },
      setDraft(shopId, draft) {
        set((state) => {
          const text = typeof draft === 'function' ? draft(state.drafts[shopId] ?? '') : draft;
          const { [shopId]: _previous, ...others } = state.drafts;
          return { drafts: text === '' ? others : { ...others, [shopId]: text } };
        });
      },
      reset() {
        set({ ...cleared });
        for (const hook of resetHooks) hook();
      },
    }),
    {
      name: 'chat',
      // 1: conversations hold the parsed messages of the contract (0 held the raw answers).
      version: 1,
      migrate: (stored) => ({ ...(stored as Partial<ChatState>), conversations: {} }),
      storage: createJSONStorage(() => localStorage),
      // Read back after mount (chat root), so the first client render matches the server's.
      skipHydration: true,
      partialize: ({ ownerId, conversations, activeShop, unreadMessages, drafts }) => ({ ownerId, conversations, activeShop, unreadMessages, drafts }),
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
