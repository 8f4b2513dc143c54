'use client';
// The browser's server state (cart, wishlist, vouchers, chat, account lists) lives in one TanStack
// Query cache. Islands reach it through <QueryIsland> (components/providers/query-island.tsx);
// code outside React (realtime events, the cart's actions) through `getQueryClient()`. This module
// is only ever loaded by islands that need it, never by a catalogue page's first load.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/core';
import { SESSION_ENDED_EVENT } from '@/lib/api/browser';

/** A 4xx is the answer, not a hiccup: only network failures and 5xx are tried again (once). */
function retry(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, gcTime: 10 * 60_000, retry, refetchOnWindowFocus: false },
      // An action sent offline fails at once with its explanation (lib/api/core.ts) rather than
      // waiting, unseen, to be sent later: the shopper decides again once back online.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

let browserClient: QueryClient | null = null;

/**
 * One cache for the page's lifetime in the browser. On the server (an island rendered ahead of
 * hydration) every call gets a fresh one, so no shopper's data can reach another's render.
 */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  if (!browserClient) {
    const client = createQueryClient();
    // The session is over: nothing personal stays in memory.
    window.addEventListener(SESSION_ENDED_EVENT, () => client.clear());
    browserClient = client;
  }
  return browserClient;
}
