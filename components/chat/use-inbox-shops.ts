'use client';
// The inbox's shop list: 20 conversations a page, a search that
// waits 500 ms after the last keystroke, read again when a realtime message arrives on the page,
// and no further loading once a page failed (logged only).
import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_PAGE_SIZE } from '@/lib/chat/conversation';
import { fetchInbox } from '@/lib/chat/requests';
import type { InboxEntry } from '@/lib/chat/types';
import { useChatStore } from '@/stores/chat';

export const SEARCH_DEBOUNCE_MS = 500;
const MAX_PER_PAGE = 100;

export interface InboxShops {
  entries: InboxEntry[];
  total: number;
  loading: boolean;
  /** A page failed: nothing more is loaded until the search changes. */
  stopped: boolean;
  hasMore: boolean;
  loadMore(): void;
  /** Takes an entry's unread count to 0 (the shopper opened it). */
  markRead(entryId: number): void;
}

function withoutDuplicates(entries: InboxEntry[]): InboxEntry[] {
  const seen = new Set<number>();
  return entries.filter((entry) => (seen.has(entry.id) ? false : (seen.add(entry.id), true)));
}

export function useInboxShops(search: string): InboxShops {
  const [query, setQuery] = useState(search.trim());
  const [entries, setEntries] = useState<InboxEntry[]>([]);
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState(0);
  const [loading, setLoading] = useState(true);
  const [stopped, setStopped] = useState(false);
  const inboxVersion = useChatStore((state) => state.inboxVersion);
  // Only the newest request's answer is used.
  const request = useRef(0);
  const pagesRef = useRef(0);

  useEffect(() => {
    const next = search.trim();
    // Only a changed search is read again: an unchanged one must not undo a failed page's stop.
    if (next === query) return;
    const timer = window.setTimeout(() => {
      setLoading(true);
      setQuery(next);
      // A new search may load again after a failure.
      setStopped(false);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, query]);

  const load = useCallback(
    (page: number, perPage: number, mode: 'replace' | 'append') => {
      // The caller shows the loading state: effects must not set state before the answer.
      const mine = ++request.current;
      return fetchInbox(query, page, perPage).then(
        (answer) => {
          if (mine !== request.current) return;
          setEntries((current) => (mode === 'replace' ? answer.entries : withoutDuplicates([...current, ...answer.entries])));
          setTotal(answer.total);
          const loaded = mode === 'replace' ? Math.max(1, Math.ceil(perPage / CHAT_PAGE_SIZE)) : page;
          pagesRef.current = loaded;
          setPages(loaded);
          setLoading(false);
        },
        (error: unknown) => {
          if (mine !== request.current) return;
          console.error('Chat: loading the shop list failed', error);
          setStopped(true);
          setLoading(false);
        },
      );
    },
    [query],
  );

  // A new search starts over from page 1.
  useEffect(() => {
    pagesRef.current = 0;
    void load(1, CHAT_PAGE_SIZE, 'replace');
  }, [load]);

  // A realtime message: the pages already shown are read again in one call.
  const firstVersion = useRef(inboxVersion);
  useEffect(() => {
    if (inboxVersion === firstVersion.current) return;
    void load(1, Math.min(MAX_PER_PAGE, Math.max(1, pagesRef.current) * CHAT_PAGE_SIZE), 'replace');
  }, [inboxVersion, load]);

  const hasMore = entries.length < total;
  const loadMore = useCallback(() => {
    if (loading || stopped || !hasMore) return;
    setLoading(true);
    void load(pages + 1, CHAT_PAGE_SIZE, 'append');
  }, [hasMore, load, loading, pages, stopped]);

  const markRead = useCallback((entryId: number) => {
    setEntries((current) => current.map((entry) => (entry.id === entryId ? { ...entry, unread_message_shop: 0 } : entry)));
  }, []);

  return { entries, total, loading, stopped, hasMore, loadMore, markRead };
}
