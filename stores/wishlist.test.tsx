/** @jest-environment ./test/jsdom-environment.mjs */
// The header's wishlist count: read from the query cache once someone is known to be signed in,
// nothing asked for a guest, and forgotten with the cache's copy on sign-out.
import { act, renderHook, waitFor } from '@testing-library/react';
import { accountKeys } from '@/lib/account/query-keys';
import { getQueryClient } from '@/lib/query/client';
import { fakeApi, json } from '@/test/fake-api';
import { useWishlistStore, useWishlistTotal } from './wishlist';

const card = (id: number) => ({ id, name: `Kettle ${id}`, thumbnail: '/kettle.png', price: 10, total_reviews: 0, total_sold: 0, is_favorite: true });

const mockAsked: string[] = [];
jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () =>
    Promise.resolve(
      fakeApi((request) => {
        mockAsked.push(new URL(request.url).pathname);
        return json({ message: '', data: { total: 2, products: [card(3), card(8)] } });
      }),
    ),
}));

beforeEach(() => {
  mockAsked.length = 0;
  getQueryClient().clear();
  useWishlistStore.setState({ signedIn: null, ids: [] });
});

describe('the header’s wishlist count', () => {
  it('asks nothing until the shopper is known, nor for a guest', async () => {
    const { rerender, result } = renderHook(({ signedIn }: { signedIn: boolean | null }) => useWishlistTotal(signedIn), { initialProps: { signedIn: null as boolean | null } });
    rerender({ signedIn: false });
    await act(() => Promise.resolve());
    expect(result.current).toBe(0);
    expect(mockAsked).toEqual([]);
  });

  it('counts the saved products of a signed-in shopper, and forgets them on sign-out', async () => {
    const { rerender, result } = renderHook(({ signedIn }: { signedIn: boolean | null }) => useWishlistTotal(signedIn), { initialProps: { signedIn: true as boolean | null } });
    await waitFor(() => expect(result.current).toBe(2));
    expect(useWishlistStore.getState().ids).toEqual([3, 8]);
    expect(mockAsked).toEqual(['/api/favorite-products']);

    rerender({ signedIn: false });
    expect(result.current).toBe(0);
    await waitFor(() => expect(getQueryClient().getQueryData(accountKeys.wishlist)).toBeUndefined());
  });
});
