'use client';
// Following shops in the browser's query cache: one shop's follow state (the Follow button of its
// page, its cards and the chat drawer read the same entry, so they agree), the followed shops,
// and the follow or unfollow itself, which flips the button at once and flips it back when the
// server refuses. Only lazily loaded code imports this module (docs/adr/0020).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { browserApi } from '@/lib/api/browser';
import type { FollowState } from '@/lib/api/schemas/shop';
import { followKeys } from './query-keys';

export const followStatusQuery = (shopId: number) =>
  queryOptions({
    queryKey: followKeys.status(shopId),
    queryFn: async () => (await (await browserApi()).followStatus(shopId)).follow,
  });

export const followedShopsQuery = () =>
  queryOptions({
    queryKey: followKeys.shops,
    queryFn: async () => (await (await browserApi()).followedShops()).shops,
  });

/** Follows (true) or unfollows (false) a shop; answers the server's state after it. */
export function useSetFollowing(shopId: number) {
  const client = useQueryClient();
  const key = followKeys.status(shopId);
  return useMutation<FollowState, unknown, boolean, { previous: FollowState | undefined }>({
    mutationFn: async (follow) => {
      const api = await browserApi();
      return (await (follow ? api.followShop(shopId) : api.unfollowShop(shopId))).data.follow;
    },
    onMutate: async (follow) => {
      // A read still under way would overwrite the flip with the old state.
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<FollowState>(key);
      if (previous && previous.is_following !== follow) {
        client.setQueryData<FollowState>(key, { ...previous, is_following: follow, total_followers: Math.max(0, previous.total_followers + (follow ? 1 : -1)) });
      }
      return { previous };
    },
    onError: (_error, _follow, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (state) => {
      client.setQueryData(key, state);
    },
    onSettled: () => {
      void client.invalidateQueries({ queryKey: followKeys.shops });
    },
  });
}
