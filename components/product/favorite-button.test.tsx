/** @jest-environment ./test/jsdom-environment.mjs */
// The heart on a product page: it flips the moment it is tapped, and flips back with the
// server's message when the server refuses. The contract client runs against a stand-in.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { getQueryClient } from '@/lib/query/client';
import { fakeApi, json } from '@/test/fake-api';
import { stubDialogs } from '@/test/dialogs';
import { renderShop } from '@/test/render';
import { useWishlistStore } from '@/stores/wishlist';
import { FavoriteButton } from './favorite-button';

const card = (id: number, isFavorite: boolean) => ({ id, name: `Kettle ${id}`, thumbnail: '/kettle.png', price: 10, total_reviews: 0, total_sold: 0, is_favorite: isFavorite });

const mockBackend = {
  saved: new Set<number>(),
  refusal: null as string | null,
  /** Holds the toggle's answer until the test lets it go. */
  gate: Promise.resolve(),
};

jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () =>
    Promise.resolve(
      fakeApi(async (request) => {
        const path = new URL(request.url).pathname;
        if (request.method === 'GET' && path === '/api/favorite-products') {
          return json({ message: '', data: { total: mockBackend.saved.size, products: [...mockBackend.saved].map((id) => card(id, true)) } });
        }
        if (request.method === 'POST' && path === '/api/favorite-add-or-remove') {
          const { product_id: id } = (await request.json()) as { product_id: number };
          await mockBackend.gate;
          if (mockBackend.refusal) return json({ message: mockBackend.refusal }, 422);
          if (mockBackend.saved.has(id)) mockBackend.saved.delete(id);
          else mockBackend.saved.add(id);
          return json({ message: 'ok', data: { product: card(id, mockBackend.saved.has(id)) } });
        }
        return json({ message: 'Not found' }, 404);
      }),
    ),
}));

jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

stubDialogs();

function gated(): () => void {
  let release = () => undefined as void;
  mockBackend.gate = new Promise<void>((resolve) => (release = resolve));
  return release;
}

async function signedInWith(saved: number[]) {
  mockBackend.saved = new Set(saved);
  act(() => useWishlistStore.getState().setSignedIn(true));
  await waitFor(() => expect(useWishlistStore.getState().ids).toEqual(saved));
}

beforeEach(() => {
  mockBackend.refusal = null;
  mockBackend.gate = Promise.resolve();
});

afterEach(async () => {
  act(() => useWishlistStore.getState().setSignedIn(false));
  useWishlistStore.setState({ signedIn: null, ids: [] });
  getQueryClient().clear();
  toast.dismiss();
});

describe('the heart on a product page', () => {
  it('fills at once when tapped, then says the product was saved', async () => {
    const user = userEvent.setup();
    renderShop(<FavoriteButton productId={5} />);
    await signedInWith([9]);
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');

    const release = gated();
    await user.click(heart);
    // The server has not answered yet.
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    expect(useWishlistStore.getState().ids).toEqual([5, 9]);
    release();
    expect(await screen.findByText('Added to wishlist')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(mockBackend.saved).toEqual(new Set([9, 5]));
  });

  it('empties a saved heart at once and says it was removed', async () => {
    const user = userEvent.setup();
    renderShop(<FavoriteButton productId={5} />);
    await signedInWith([5]);
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    await user.click(heart);
    expect(await screen.findByText('Removed from wishlist')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(useWishlistStore.getState().ids).toEqual([]);
  });

  it('flips back with the server’s message when the server refuses', async () => {
    const user = userEvent.setup();
    renderShop(<FavoriteButton productId={5} />);
    await signedInWith([]);
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });

    mockBackend.refusal = 'The product is no longer available.';
    const release = gated();
    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'));
    release();
    expect(await screen.findByText('The product is no longer available.')).toBeInTheDocument();
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'false'));
    expect(useWishlistStore.getState().ids).toEqual([]);
    expect(screen.queryByText('Added to wishlist')).toBeNull();
  });

  it('asks a guest to log in instead', async () => {
    const user = userEvent.setup();
    renderShop(<FavoriteButton productId={5} />);
    act(() => useWishlistStore.getState().setSignedIn(false));
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    const { useUiStore } = await import('@/stores/ui');
    expect(useUiStore.getState().overlay).toBe('login');
  });
});
