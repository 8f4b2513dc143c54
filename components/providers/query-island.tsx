'use client';
// Wraps an island that reads server state: every island shares the page's one query cache
// (lib/query/client.ts), so the cart panel, the checkout and the header agree.
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/query/client';

export function QueryIsland({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
