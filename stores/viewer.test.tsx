/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { useViewer, useViewerStore } from './viewer';

const shopper = { id: 7, name: 'Ada', email: null, phone: null, profile_photo: null, affiliation_balance: null };
let fetchMock: jest.Mock;
/** What fetch resolves to, as far as the store reads it (jsdom has no Response). */
const answer = (body: unknown) => ({ ok: true, status: 200, json: async () => body });

function Probe() {
  const { known, user } = useViewer();
  return <p>{known ? (user ? `signed in as ${user.name}` : 'guest') : 'unknown'}</p>;
}

beforeEach(() => {
  document.cookie = 'shop_viewer=; max-age=0; path=/';
  delete document.documentElement.dataset.viewer;
  useViewerStore.setState({ known: false, user: null });
  fetchMock = jest.fn();
  global.fetch = fetchMock;
});

describe('the viewer', () => {
  it('is a guest at once, without asking, when no session hint was set', async () => {
    const view = render(<Probe />);
    await waitFor(() => expect(view.container.textContent).toBe('guest'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the session when the hint says someone is signed in', async () => {
    document.cookie = 'shop_viewer=1; path=/';
    fetchMock.mockResolvedValue(answer({ profile: shopper }));
    const view = render(<Probe />);
    expect(view.container.textContent).toBe('unknown');
    await waitFor(() => expect(view.container.textContent).toBe('signed in as Ada'));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/session', expect.objectContaining({ cache: 'no-store' }));
    expect(document.documentElement.dataset.viewer).toBe('user');
  });

  it('drops a hint the session no longer backs', async () => {
    document.cookie = 'shop_viewer=1; path=/';
    document.documentElement.dataset.viewer = 'user';
    fetchMock.mockResolvedValue(answer(null));
    const view = render(<Probe />);
    await waitFor(() => expect(view.container.textContent).toBe('guest'));
    expect(document.cookie).not.toContain('shop_viewer=1');
    expect(document.documentElement.dataset.viewer).toBeUndefined();
  });

  it('keeps the placeholder when the session cannot be read, and signs out on demand', async () => {
    document.cookie = 'shop_viewer=1; path=/';
    fetchMock.mockRejectedValue(new TypeError('offline'));
    const view = render(<Probe />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(view.container.textContent).toBe('unknown');
    useViewerStore.getState().signedOut();
    await waitFor(() => expect(view.container.textContent).toBe('guest'));
    expect(document.cookie).not.toContain('shop_viewer=1');
  });
});
