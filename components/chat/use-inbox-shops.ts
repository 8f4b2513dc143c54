'use client';
// The inbox's shop list from the query cache (lib/chat/queries.ts): 20 conversations a page, a
// search that waits 500 ms after the last keystroke (the list shown stays until the new one
// arrives), read again when a realtime message arrives on the page, and no further loading once
// a page failed (logged only) until the search changes.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { InboxEntry } from '@/lib/api/schemas/chat';
import { inboxQuery, markInboxEntryRead } from '@/lib/chat/queries';

export const SEARCH_DEBOUNCE_MS = 500;

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
  // The search whose next page failed.
  const [failed, setFailed] = useState<string | null>(null);
  const inbox = useInfiniteQuery({ ...inboxQuery(query), placeholderData: keepPreviousData });

  useEffect(() => {
    const next = search.trim();
    // Only a changed search is read again: an unchanged one must not undo a failed page's stop.
    if (next === query) return;
    const timer = window.setTimeout(() => {
      setQuery(next);
      // A new search may load again after a failure.
      setFailed(null);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, query]);

  const { data, fetchNextPage } = inbox;
  const entries = useMemo(() => withoutDuplicates(data?.pages.flatMap((page) => page.data) ?? []), [data]);
  const total = data?.pages.at(-1)?.total ?? 0;
  const loading = inbox.isPending || (inbox.isPlaceholderData && inbox.isFetching) || inbox.isFetchingNextPage;
  const stopped = failed === query || (inbox.isError && !data);
  const hasMore = entries.length < total;

  const loadMore = useCallback(() => {
    if (loading || stopped || !hasMore) return;
    void fetchNextPage({ cancelRefetch: false }).then((result) => {
      if (result.isFetchNextPageError) setFailed(query);
    });
  }, [fetchNextPage, hasMore, loading, query, stopped]);

  return { entries, total, loading, stopped, hasMore, loadMore, markRead: markInboxEntryRead };
}
