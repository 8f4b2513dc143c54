'use client';
// One conversation from the query cache (lib/chat/queries.ts): its loaded pages oldest first with
// the messages being sent after them, and the older page on demand. Until page 1 arrives after a
// reload, the newest messages kept in browser storage show.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { shownChats, type MessagePages } from '@/lib/chat/conversation';
import { messagesQuery, pendingQuery } from '@/lib/chat/queries';
import type { ShownChat } from '@/lib/chat/types';
import { useChatStore } from '@/stores/chat';

function storedPages(shopId: number): MessagePages | undefined {
  const kept = useChatStore.getState().conversations[shopId];
  return kept?.length ? { pages: [[...kept].reverse()], pageParams: [1] } : undefined;
}

/** The conversation's loaded messages (no request of its own when another part shows it too). */
export function useMessages(shopId: number) {
  return useInfiniteQuery({ ...messagesQuery(shopId), placeholderData: () => storedPages(shopId) });
}

export interface ConversationView {
  /** Oldest first, the messages being sent last. */
  chats: ShownChat[];
  hasMore: boolean;
  loadingOlder: boolean;
  loadOlder(): void;
}

export function useConversation(shopId: number): ConversationView {
  const messages = useMessages(shopId);
  const pending = useQuery(pendingQuery(shopId));
  const chats = useMemo(() => shownChats(messages.data, pending.data), [messages.data, pending.data]);
  const hasMore = messages.hasNextPage && !messages.isPlaceholderData;
  const loadingOlder = messages.isFetchingNextPage;
  const { fetchNextPage } = messages;
  // A scroll handler may call this after a wait: it acts on the state of then, not of the scroll.
  const latest = useRef({ hasMore, loadingOlder });
  useEffect(() => {
    latest.current = { hasMore, loadingOlder };
  }, [hasMore, loadingOlder]);
  const loadOlder = useCallback(() => {
    // A failed page is logged by the query; scrolling asks for it again. A page on its way is
    // not asked for twice.
    if (latest.current.hasMore && !latest.current.loadingOlder) void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage]);
  return { chats, hasMore, loadingOlder, loadOlder };
}
