/** @jest-environment ./test/jsdom-environment.mjs */
// The chat drawer as a shopper uses it, against an in-memory chat backend behind the contract client.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@/test/render';
import { fakeChatBackend, type FakeChatBackend } from '@/test/fake-chat-backend';
import { ChatButton } from '@/components/shop/chat-button';
import { useChatStore } from '@/stores/chat';
import { getQueryClient } from '@/lib/query/client';
import { receive } from '@/lib/chat/queries';
import { useUiStore } from '@/stores/ui';
import { ChatDrawer } from './chat-drawer';
import { stubDialogs } from '@/test/dialogs';

let mockBackend: FakeChatBackend;
jest.mock('@/lib/api/browser', () => {
  const { fakeApi } = jest.requireActual('@/test/fake-api');
  return { ...jest.requireActual('@/lib/api/browser'), browserApi: () => Promise.resolve(fakeApi((request: Request) => mockBackend.handle(request))) };
});
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

stubDialogs();

const hub = { id: 1, name: 'Gadget Hub', logo: 'https://cdn.example.com/hub.png' };
const headphones = { id: 10, name: 'Wireless Headphones', thumbnail: 'https://cdn.example.com/headphones.png', price: 50, discount_price: 40, rating: 4.5, total_reviews: '12' };

beforeEach(() => {
  mockBackend = fakeChatBackend({ userId: 7, shops: [{ ...hub, online: true }, { id: 2, name: 'Green Grocer' }], products: [headphones] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
  getQueryClient().clear();
  useChatStore.getState().reset();
  useChatStore.getState().setUser(7);
  useUiStore.getState().close();
});

afterEach(() => jest.useRealTimers());

function renderChat(shop: { id: number; name: string; logo: string | null } = hub, productId?: number) {
  renderShop(
    <>
      <ChatButton shop={shop} productId={productId} />
      <ChatDrawer />
    </>,
  );
}

async function openChat(user: ReturnType<typeof userEvent.setup>, shopName = hub.name) {
  await user.click(screen.getByRole('button', { name: `Chat ${shopName}` }));
  const drawer = await screen.findByRole('dialog', { name: shopName });
  await waitFor(() => expect(mockBackend.callsTo('/get-message')).not.toHaveLength(0));
  return drawer;
}

const box = (drawer: HTMLElement) => within(drawer).getByRole('textbox', { name: 'Type a message' });
const thread = (drawer: HTMLElement) => within(drawer).getByRole('log');

/** The drawer open on a conversation where the shop has written `message`, once the log shows `shown`. */
async function openOn(user: ReturnType<typeof userEvent.setup>, message: string, shown: string | RegExp = message) {
  mockBackend.state.connected.add(1);
  mockBackend.reply(1, message);
  renderChat();
  const drawer = await openChat(user);
  const log = thread(drawer);
  await within(log).findByText(shown);
  return { drawer, log };
}

describe('the chat drawer', () => {
  it('asks a guest to sign in instead of opening', async () => {
    const user = userEvent.setup();
    useChatStore.getState().setUser(null);
    renderChat();
    await user.click(screen.getByRole('button', { name: 'Chat Gadget Hub' }));
    expect(useUiStore.getState().overlay).toBe('login');
    expect(mockBackend.state.calls).toHaveLength(0);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('starts the conversation, then shows the shop, Online, the product card and the messages', async () => {
    const user = userEvent.setup();
    mockBackend.state.connected.add(1);
    mockBackend.reply(1, 'Welcome to Gadget Hub!');
    renderChat(hub, headphones.id);
    const drawer = await openChat(user);

    expect(mockBackend.callsTo('/store-message')[0].body).toEqual({ shop_id: 1, user_id: 7, product_id: 10, type: 'user' });
    // The conversation-start call comes first: the messages are read after it.
    expect(mockBackend.state.calls.map((call) => call.path).slice(0, 2)).toEqual(['/store-message', '/get-message']);
    expect(mockBackend.callsTo('/get-message')[0].query).toEqual({ shop_id: 1, page: 1, per_page: 20 });
    expect(within(drawer).getByRole('heading', { name: 'Gadget Hub' })).toBeVisible();
    expect(within(drawer).getByText('Online')).toBeVisible();
    expect(await within(drawer).findByText('Welcome to Gadget Hub!')).toBeVisible();
    const card = within(drawer).getByRole('link', { name: /Wireless Headphones/ });
    expect(card).toHaveAttribute('href', '/products/10/details');
    expect(within(card).getByTestId('price')).toHaveTextContent('$40.00');
    // Times as hh:mm a, DD MMM, YYYY.
    expect(within(drawer).getAllByText(/^\d\d:\d\d [ap]m, \d\d [A-Z][a-z]{2}, \d{4}$/)).not.toHaveLength(0);
    // Opening read the shop's reply: the unread count is read again after it.
    await waitFor(() => expect(mockBackend.callsTo('/unread-messages')).toHaveLength(1));
  });

  it('says Offline when no loaded message shows the shop active', async () => {
    const user = userEvent.setup();
    renderChat({ id: 2, name: 'Green Grocer', logo: null });
    const drawer = await openChat(user, 'Green Grocer');
    expect(within(drawer).getByText('Offline')).toBeVisible();
    expect(within(drawer).getByText('No messages yet. Say hello!')).toBeVisible();
  });

  it('shows a sent message at once and keeps it, with its time, once the shop has it', async () => {
    const user = userEvent.setup();
    renderChat();
    const drawer = await openChat(user);
    mockBackend.hold('/send-message');
    await user.type(box(drawer), 'Is this in stock?{Enter}');

    // Before the server answers: shown, marked as sending, and the box is empty for the next one.
    const log = thread(drawer);
    expect(within(log).getByText('Is this in stock?')).toBeVisible();
    expect(within(log).getByText('Sending…')).toBeVisible();
    expect(box(drawer)).toHaveValue('');
    expect(mockBackend.callsTo('/send-message')[0].body).toEqual({ shop_id: 1, message: 'Is this in stock?', type: 'user' });

    await act(async () => mockBackend.release('/send-message'));
    await waitFor(() => expect(within(log).queryByText('Sending…')).toBeNull());
    expect(within(log).getAllByText('Is this in stock?')).toHaveLength(1);
    expect(within(log).getByText(/^\d\d:\d\d [ap]m, /)).toBeVisible();
  });

  it('takes a message back when sending fails, and gives its text back to the box', async () => {
    const user = userEvent.setup();
    const { drawer, log } = await openOn(user, 'Welcome!');
    mockBackend.hold('/send-message');
    mockBackend.fail('/send-message', 500);
    await user.type(box(drawer), 'Is this in stock?{Enter}');
    expect(within(log).getByText('Sending…')).toBeVisible();
    expect(box(drawer)).toHaveValue('');

    await act(async () => mockBackend.release('/send-message'));
    await waitFor(() => expect(box(drawer)).toHaveValue('Is this in stock?'));
    expect(within(log).queryByText('Sending…')).toBeNull();
    expect(within(log).queryByText('Is this in stock?')).toBeNull();
    // What was there stays, in its order.
    expect(within(log).getByText('Welcome!')).toBeVisible();
    expect(console.error).toHaveBeenCalledWith('Chat: sending a message failed', expect.anything());
  });

  it('keeps what was typed and not sent when the drawer closes and opens again', async () => {
    const user = userEvent.setup();
    renderChat();
    let drawer = await openChat(user);
    await user.type(box(drawer), 'Half a thought');
    await user.click(within(drawer).getByRole('button', { name: 'Close chat' }));
    drawer = await openChat(user);
    expect(box(drawer)).toHaveValue('Half a thought');
    expect(mockBackend.callsTo('/send-message')).toHaveLength(0);
  });

  it('adds a newline with Shift+Enter and sends with Enter', async () => {
    const user = userEvent.setup();
    renderChat();
    const drawer = await openChat(user);
    await user.type(box(drawer), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(box(drawer)).toHaveValue('First line\nsecond line');
    expect(mockBackend.callsTo('/send-message')).toHaveLength(0);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(mockBackend.callsTo('/send-message')).toHaveLength(1));
    expect(mockBackend.callsTo('/send-message')[0].body).toMatchObject({ message: 'First line\nsecond line' });
  });

  it('ignores an empty message', async () => {
    const user = userEvent.setup();
    renderChat();
    const drawer = await openChat(user);
    await user.type(box(drawer), '   {Enter}');
    await user.click(within(drawer).getByRole('button', { name: 'Send' }));
    expect(mockBackend.callsTo('/send-message')).toHaveLength(0);
    expect(within(drawer).getByText('No messages yet. Say hello!')).toBeVisible();
  });

  it('shows markup as typed and makes only web addresses clickable', async () => {
    const user = userEvent.setup();
    const { log } = await openOn(user, '<img src=x onerror="alert(1)"> see https://shop.example.com/deals, not javascript:alert(1)', /see/);
    expect(log.querySelector('img[src="x"]')).toBeNull();
    expect(within(log).getByText(/<img src=x onerror="alert\(1\)">/)).toBeVisible();
    const links = within(log).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', 'https://shop.example.com/deals');
    expect(links[0]).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('reads the older page when scrolled under 50 px from the top, 500 ms after the last scroll', async () => {
    const user = userEvent.setup();
    mockBackend.state.connected.add(1);
    for (let index = 1; index <= 45; index++) mockBackend.reply(1, `Message ${index}`);
    renderChat();
    const drawer = await openChat(user);
    const log = thread(drawer);
    await within(log).findByText('Message 45');
    expect(within(log).queryByText('Message 25')).toBeNull();

    jest.useFakeTimers();
    // Above the threshold nothing happens.
    log.scrollTop = 60;
    fireEvent.scroll(log);
    act(() => jest.advanceTimersByTime(600));
    expect(mockBackend.callsTo('/get-message')).toHaveLength(1);

    // Under it, only after 500 ms of quiet, and once for a burst of scroll events.
    log.scrollTop = 40;
    fireEvent.scroll(log);
    act(() => jest.advanceTimersByTime(300));
    log.scrollTop = 20;
    fireEvent.scroll(log);
    act(() => jest.advanceTimersByTime(499));
    expect(mockBackend.callsTo('/get-message')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    jest.useRealTimers();
    await waitFor(() => expect(mockBackend.callsTo('/get-message')).toHaveLength(2));
    expect(mockBackend.callsTo('/get-message')[1].query).toEqual({ shop_id: 1, page: 2, per_page: 20 });
    expect(await within(log).findByText('Message 25')).toBeVisible();
    // Oldest first: the older page sits above the first one.
    const texts = within(log)
      .getAllByText(/^Message \d+$/)
      .map((element) => element.textContent);
    expect(texts[0]).toBe('Message 6');
    expect(texts.at(-1)).toBe('Message 45');
  });

  it('shows a realtime reply from the shop in the open drawer', async () => {
    const user = userEvent.setup();
    renderChat();
    const drawer = await openChat(user);
    const reply = mockBackend.reply(1, 'Yes, we have it.');
    await act(() => receive(reply, false));
    expect(within(thread(drawer)).getByText('Yes, we have it.')).toBeVisible();
    // The open drawer read it, so the count the header and sidebar show stays at 0.
    expect(useChatStore.getState().unreadMessages).toBe(0);
  });

  it('opens again on page 1 with the newest messages', async () => {
    const user = userEvent.setup();
    renderChat();
    const drawer = await openChat(user);
    await user.click(within(drawer).getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    mockBackend.reply(1, 'Sent while you were away');
    await openChat(user);
    const calls = mockBackend.callsTo('/get-message');
    expect(calls.at(-1)?.query).toMatchObject({ page: 1 });
    expect(await screen.findByText('Sent while you were away')).toBeVisible();
  });
});
