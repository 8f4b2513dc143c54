/** @jest-environment ./test/jsdom-environment.mjs */
// The Follow button: it reads the shopper's state after the page, turns to "Following" the moment
// it is tapped with the count one up, turns back with the server's message when the server
// refuses, and asks a guest to log in. The contract client runs against a stand-in.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { getQueryClient } from '@/lib/query/client';
import { fakeApi, json } from '@/test/fake-api';
import { stubDialogs } from '@/test/dialogs';
import { renderShop } from '@/test/render';
import { useUiStore } from '@/stores/ui';
import { useViewerStore } from '@/stores/viewer';
import { FollowButton } from './follow-button';

const mockBackend = {
  followers: new Set<number>(),
  me: 1,
  refusal: null as string | null,
  /** Holds the follow's answer until the test lets it go. */
  gate: Promise.resolve(),
};

const state = (shopId: number) => ({ shop_id: shopId, is_following: mockBackend.followers.has(mockBackend.me), total_followers: mockBackend.followers.size });

jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () =>
    Promise.resolve(
      fakeApi(async (request) => {
        const url = new URL(request.url);
        if (request.method === 'GET' && url.pathname === '/api/shop-follow-status') {
          return json({ message: 'Follow status', data: { follow: state(Number(url.searchParams.get('shop_id'))) } });
        }
        if (request.method === 'POST' && (url.pathname === '/api/follow-shop' || url.pathname === '/api/unfollow-shop')) {
          const { shop_id: shopId } = (await request.json()) as { shop_id: number };
          await mockBackend.gate;
          if (mockBackend.refusal) return json({ message: mockBackend.refusal }, 422);
          if (url.pathname === '/api/follow-shop') mockBackend.followers.add(mockBackend.me);
          else mockBackend.followers.delete(mockBackend.me);
          return json({ message: 'ok', data: { follow: state(shopId) } });
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

const signedIn = () => act(() => useViewerStore.setState({ known: true, user: { id: 1, name: 'Fan', email: null, phone: null, profile_photo: null, affiliation_balance: null } }));

beforeEach(() => {
  mockBackend.followers = new Set([7, 8]);
  mockBackend.refusal = null;
  mockBackend.gate = Promise.resolve();
});

afterEach(() => {
  act(() => useViewerStore.setState({ known: false, user: null }));
  useUiStore.setState({ overlay: null });
  getQueryClient().clear();
  toast.dismiss();
});

describe('the Follow button', () => {
  it('turns to Following at once when tapped, with the count one up, then says so', async () => {
    const user = userEvent.setup();
    const counts: number[] = [];
    signedIn();
    renderShop(<FollowButton shopId={3} name="Nova Electronics" onCount={(count) => counts.push(count)} />);
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(counts.at(-1)).toBe(2);

    const release = gated();
    await user.click(button);
    // The server has not answered yet.
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    expect(counts.at(-1)).toBe(3);
    release();
    expect(await screen.findByText('You now follow Nova Electronics')).toBeInTheDocument();
    expect(mockBackend.followers.has(1)).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Following' }));
    expect(await screen.findByText('You no longer follow Nova Electronics')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(counts.at(-1)).toBe(2);
  });

  it('turns back with the server’s message when the server refuses', async () => {
    const user = userEvent.setup();
    signedIn();
    renderShop(<FollowButton shopId={3} name="Nova Electronics" />);
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    mockBackend.refusal = 'The selected shop id is invalid.';
    const release = gated();
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Following' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('The selected shop id is invalid.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeInTheDocument();
    expect(screen.queryByText('You now follow Nova Electronics')).toBeNull();
  });

  it('asks a guest to log in instead', async () => {
    const user = userEvent.setup();
    act(() => useViewerStore.setState({ known: true, user: null }));
    renderShop(<FollowButton shopId={3} name="Nova Electronics" />);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(useUiStore.getState().overlay).toBe('login');
    expect(mockBackend.followers.has(1)).toBe(false);
  });

  it('follows at once when loaded by a tap on a card’s placeholder, with the shop’s name for screen readers', async () => {
    signedIn();
    renderShop(<FollowButton shopId={3} name="Nova Electronics" named tapped />);
    expect(await screen.findByRole('button', { name: 'Following Nova Electronics' })).toBeInTheDocument();
    await waitFor(() => expect(mockBackend.followers.has(1)).toBe(true));
  });
});
