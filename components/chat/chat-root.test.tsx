/** @jest-environment ./test/jsdom-environment.mjs */
// The chat root keeps chat in step with the session: the unread count on load, chat state kept
// in browser storage for the same shopper and cleared when the session ends, and realtime
// messages through pusher-js (replaced here by a recording double) handled per page.
import type { ReactNode } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import { renderShop } from '@/test/render';
import { fakeChatBackend, type FakeChatBackend } from '@/test/fake-chat-backend';
import type { RealtimeSettings } from '@/lib/chat/types';
import { useChatStore } from '@/stores/chat';
import { getQueryClient } from '@/lib/query/client';
import { useViewerStore } from '@/stores/viewer';
import { ChatRoot } from './chat-root';
import { Inbox } from './inbox';
import { stubDialogs } from '@/test/dialogs';

let mockBackend: FakeChatBackend;
jest.mock('@/lib/api/browser', () => {
  const { fakeApi } = jest.requireActual('@/test/fake-api');
  return { ...jest.requireActual('@/lib/api/browser'), browserApi: () => Promise.resolve(fakeApi((request: Request) => mockBackend.handle(request))) };
});
let mockPath = '/';
jest.mock('@/lib/i18n/navigation', () => {
  const navigation = jest.requireActual('@/test/navigation-mock');
  // The shop provider re-renders the page signed out when the session ends.
  return { ...navigation, usePathname: () => mockPath, useRouter: () => ({ ...navigation.useRouter(), refresh: jest.fn() }) };
});

type Handler = (payload: unknown) => void;
const mockPusher = { instances: [] as { key: string; options: Record<string, unknown>; channels: Map<string, Map<string, Handler>>; disconnected: boolean }[] };
jest.mock('pusher-js', () => ({
  __esModule: true,
  default: class {
    record: (typeof mockPusher.instances)[number];
    constructor(key: string, options: Record<string, unknown>) {
      this.record = { key, options, channels: new Map(), disconnected: false };
      mockPusher.instances.push(this.record);
    }
    subscribe(name: string) {
      const events = new Map<string, Handler>();
      this.record.channels.set(name, events);
      return { bind: (event: string, handler: Handler) => events.set(event, handler) };
    }
    unsubscribe(name: string) {
      this.record.channels.delete(name);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  },
}));

stubDialogs();

const realtime: RealtimeSettings = { key: 'shop-key', cluster: null, host: null, port: 4100, forceTls: false, channel: 'private' };

beforeEach(() => {
  mockBackend = fakeChatBackend({ userId: 7, shops: [{ id: 1, name: 'Gadget Hub' }] });
  mockPusher.instances = [];
  mockPath = '/';
  localStorage.clear();
  getQueryClient().clear();
  useChatStore.persist.clearStorage();
  useChatStore.setState({ userId: undefined });
  useChatStore.getState().reset();
});

/** The shopper the session endpoint would name (stores/viewer.ts). */
function signIn(userId: number | null) {
  const user = userId === null ? null : { id: userId, name: 'Shopper', email: null, phone: null, profile_photo: null, affiliation_balance: null };
  useViewerStore.setState({ known: true, user });
}

async function renderRoot(userId: number | null, settings: RealtimeSettings | null = realtime, page: ReactNode = null) {
  signIn(userId);
  const view = renderShop(
    <>
      <ChatRoot realtime={settings} />
      {page}
    </>,
  );
  await waitFor(() => expect(useChatStore.getState().userId).toBe(userId));
  return view;
}

/** Delivers an event on the shopper's channel, as the server (or pusher-js itself) would. */
function deliverOn(event: string, payload: unknown, channel = 'private-chat_user_7') {
  const handler = mockPusher.instances[0]?.channels.get(channel)?.get(event);
  if (!handler) throw new Error('not subscribed');
  handler(payload);
}
const deliver = (payload: unknown) => deliverOn('send-message-to-user', payload);

describe('the chat root', () => {
  it('reads the unread count for a signed-in shopper', async () => {
    mockBackend.reply(1, 'Hello');
    await renderRoot(7);
    await waitFor(() => expect(useChatStore.getState().unreadMessages).toBe(1));
  });

  it('keeps the chat state in browser storage, and clears it when the session ends', async () => {
    mockBackend.reply(1, 'Hello');
    await renderRoot(7);
    await waitFor(() => expect(useChatStore.getState().unreadMessages).toBe(1));
    expect(JSON.parse(localStorage.getItem('chat') ?? '{}').state).toMatchObject({ ownerId: 7, unreadMessages: 1 });

    act(() => window.dispatchEvent(new Event('shop:session-ended')));
    expect(useChatStore.getState().unreadMessages).toBe(0);
    expect(JSON.parse(localStorage.getItem('chat') ?? '{}').state).toMatchObject({ ownerId: null, unreadMessages: 0, conversations: {}, activeShop: null });
  });

  it('drops another shopper’s stored chat state, and a guest’s', async () => {
    localStorage.setItem('chat', JSON.stringify({ state: { ownerId: 3, unreadMessages: 9, activeShop: { id: 1, name: 'Gadget Hub', logo: null }, conversations: {} }, version: 0 }));
    const view = await renderRoot(7);
    expect(useChatStore.getState().activeShop).toBeNull();
    await waitFor(() => expect(useChatStore.getState().unreadMessages).toBe(0));
    view.unmount();

    useChatStore.setState({ unreadMessages: 4, activeShop: { id: 1, name: 'Gadget Hub', logo: null } });
    await renderRoot(null);
    expect(useChatStore.getState()).toMatchObject({ unreadMessages: 0, activeShop: null });
  });

  it('loads no realtime library for guests or without a key', async () => {
    const view = await renderRoot(null);
    view.unmount();
    await renderRoot(7, null);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mockPusher.instances).toHaveLength(0);
  });

  it('subscribes to the shopper’s channel and, away from the inbox, drops its selection and refreshes the count', async () => {
    await renderRoot(7);
    await waitFor(() => expect(mockPusher.instances).toHaveLength(1));
    expect(mockPusher.instances[0]).toMatchObject({ key: 'shop-key', options: { wsHost: 'localhost', wsPort: 4100, forceTLS: false } });
    act(() => useChatStore.setState({ activeShop: { id: 1, name: 'Gadget Hub', logo: null } }));

    const reply = mockBackend.reply(1, 'Your parcel left');
    act(() => deliver({ message: reply }));
    await waitFor(() => expect(useChatStore.getState().unreadMessages).toBe(1));
    expect(useChatStore.getState().activeShop).toBeNull();
    // Away from the inbox its shop list is not read.
    expect(mockBackend.callsTo('/get-shops')).toHaveLength(0);
  });

  it('counts a shop’s message at once, before the count is read again', async () => {
    mockBackend.reply(1, 'Hello');
    await renderRoot(7);
    await waitFor(() => expect(mockPusher.instances).toHaveLength(1));
    await waitFor(() => expect(useChatStore.getState().unreadMessages).toBe(1));
    mockBackend.hold('/unread-messages');
    act(() => deliver({ message: mockBackend.reply(1, 'Still there?') }));
    await waitFor(() => expect(useChatStore.getState().unreadMessages).toBe(2));
    expect(mockBackend.callsTo('/unread-messages').length).toBeGreaterThan(1);
    await act(async () => mockBackend.release('/unread-messages'));
    await waitFor(() => expect(JSON.parse(localStorage.getItem('chat') ?? '{}').state).toMatchObject({ unreadMessages: 2 }));
  });

  it('reads the count again once the subscription succeeds, so answers sent while connecting count', async () => {
    await renderRoot(7);
    await waitFor(() => expect(mockPusher.instances).toHaveLength(1));
    await waitFor(() => expect(mockBackend.callsTo('/unread-messages')).toHaveLength(1));
    // The shop answers before the channel is listening: no event reaches the shopper.
    mockBackend.reply(1, 'Answered while you were connecting');
    act(() => deliverOn('pusher:subscription_succeeded', {}));
    await waitFor(() => expect(useChatStore.getState().unreadMessages).toBe(1));
  });

  it('on the inbox refreshes the shop list and the open conversation instead', async () => {
    mockPath = '/massages';
    mockBackend.state.connected.add(1);
    await renderRoot(7, realtime, <Inbox initialSearch="" />);
    await waitFor(() => expect(mockPusher.instances).toHaveLength(1));
    await act(() => useChatStore.getState().selectShop({ id: 1, name: 'Gadget Hub', logo: null }));
    await waitFor(() => expect(mockBackend.callsTo('/get-message')).toHaveLength(1));
    await waitFor(() => expect(mockBackend.callsTo('/get-shops')).toHaveLength(1));

    const reply = mockBackend.reply(1, 'Your parcel left');
    act(() => deliver({ message: reply }));
    await waitFor(() => expect(mockBackend.callsTo('/get-message')).toHaveLength(2));
    expect(useChatStore.getState().activeShop?.id).toBe(1);
    await waitFor(() => expect(mockBackend.callsTo('/get-shops')).toHaveLength(2));
    expect(within(screen.getByRole('region', { name: 'Gadget Hub' })).getByText('Your parcel left')).toBeVisible();
    // Reading the conversation again marked the reply seen.
    await waitFor(() => expect(mockBackend.callsTo('/unread-messages').length).toBeGreaterThan(1));
    expect(useChatStore.getState().unreadMessages).toBe(0);
  });

  it('listens on the shopper’s private channel only, or on the public one when the backend publishes there', async () => {
    const view = await renderRoot(7);
    await waitFor(() => expect(mockPusher.instances).toHaveLength(1));
    expect([...mockPusher.instances[0].channels.keys()]).toEqual(['private-chat_user_7']);
    view.unmount();

    await renderRoot(7, { ...realtime, channel: 'public' });
    await waitFor(() => expect(mockPusher.instances).toHaveLength(2));
    expect([...mockPusher.instances[1].channels.keys()]).toEqual(['chat_user_7']);
  });

  it('an event without a message reads the open drawer’s conversation and the count again', async () => {
    mockBackend.state.connected.add(1);
    await renderRoot(7);
    await waitFor(() => expect(mockPusher.instances).toHaveLength(1));
    await act(() => useChatStore.getState().openDrawer({ id: 1, name: 'Gadget Hub', logo: null }));
    await waitFor(() => expect(mockBackend.callsTo('/get-message').length).toBeGreaterThan(0));
    const reads = mockBackend.callsTo('/get-message').length;

    mockBackend.reply(1, 'Told by a ping');
    act(() => deliver({}));
    await waitFor(() => expect(mockBackend.callsTo('/get-message').length).toBe(reads + 1));
    // The drawer shows it, and browser storage keeps it for the next page's first paint.
    expect(await screen.findByText('Told by a ping')).toBeVisible();
    expect(useChatStore.getState().conversations[1].map((chat) => chat.message)).toContain('Told by a ping');
  });

  it('disconnects when the shopper signs out', async () => {
    const view = await renderRoot(7);
    await waitFor(() => expect(mockPusher.instances).toHaveLength(1));
    act(() => signIn(null));
    view.rerender(<ChatRoot realtime={realtime} />);
    await waitFor(() => expect(mockPusher.instances[0].disconnected).toBe(true));
  });
});
