// The query keys of the shops a shopper follows (lib/query/client.ts). Under the account's keys,
// so they leave the cache when the shopper signs out; plain constants, so code that is loaded
// first can name them without TanStack Query.
import { accountKeys } from '@/lib/account/query-keys';

export const followKeys = {
  all: [...accountKeys.all, 'follow'] as const,
  /** Whether the shopper follows one shop, and its current follower count. */
  status: (shopId: number) => [...accountKeys.all, 'follow', 'status', shopId] as const,
  /** The followed shops with their newest products. */
  shops: [...accountKeys.all, 'follow', 'shops'] as const,
};
