/** @jest-environment ./test/jsdom-environment.mjs */
// The message inbox (/massages) as a shopper uses it, against an in-memory chat backend.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderShop } from '@/test/render';
import { fakeChatBackend, type FakeChatBackend } from '@/test/fake-chat-backend';
import { useChatStore } from '@/stores/chat';
import { getQueryClient } from '@/lib/query/client';
import { receive, refreshUnread } from '@/lib/chat/queries';
import { Inbox } from './inbox';
import { SEARCH_DEBOUNCE_MS } from './use-inbox-shops';
import { AccountSidebar } from '@/components/account/account-sidebar';

let mockBackend: FakeChatBackend;
jest.mock('@/lib/api/browser', () => {
  const { fakeApi } = jest.requireActual('@/test/fake-api');
  return { ...jest.requireActual('@/lib/api/browser'), browserApi: () => Promise.resolve(fakeApi((request: Request) => mockBackend.handle(request))) };
});
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));

const shops = [
  { id: 1, name: 'Gadget Hub', online: true },
  { id: 2, name: 'Green Grocer' },
  { id: 3, name: 'Book Nook' },
];

beforeEach(() => {
  mockBackend = fakeChatBackend({ userId: 7, shops });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  localStorage.clear();
  getQueryClient().clear();
  useChatStore.getState().reset();
  useChatStore.getState().setUser(7);
  mockBackend.seed(1, 'user', 'Do you ship abroad?');
  mockBackend.reply(1, 'Yes, worldwide.');
  mockBackend.reply(1, 'Anything else?');
  mockBackend.seed(2, 'user', 'Are the apples organic?');
  mockBackend.state.connected.add(3);
});

afterEach(() => jest.useRealTimers());

function renderInbox(initialSearch = '') {
  renderShop(
    <>
      <AccountSidebar user={{ id: 7, name: 'Sam Shopper', email: null, phone: null, profile_photo: null, affiliation_balance: null }} />
      <Inbox initialSearch={initialSearch} />
    </>,
  );
}

const shopList = () => screen.getByRole('list', { name: 'Shops' });
const entry = (name: string) => within(shopList()).getByRole('button', { name: new RegExp(name) });

/** Opens Green Grocer's conversation and waits for its message. */
async function openGrocer(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /Green Grocer/ }));
  const panel = screen.getByRole('region', { name: 'Green Grocer' });
  await within(panel).findByText('Are the apples organic?');
  return panel;
}

describe('the message inbox', () => {
  it('lists the conversations with their last message, time and unread badge, and no shop selected', async () => {
    renderInbox();
    await screen.findByRole('list', { name: 'Shops' });
    expect(mockBackend.callsTo('/get-shops')[0].query).toEqual({ search: undefined, page: 1, per_page: 20 });
    const hub = entry('Gadget Hub');
    expect(hub).toHaveTextContent('Anything else?');
    expect(hub).toHaveTextContent('5 minutes ago');
    expect(within(hub).getByText('2 unread messages')).toBeInTheDocument();
    expect(within(entry('Green Grocer')).queryByText(/unread/)).toBeNull();
    expect(screen.getByText('No User Selected')).toBeVisible();
    expect(screen.getByText('Please select a user to see their messages')).toBeVisible();
  });

  it('opening a shop shows its conversation, clears its unread badge and the unread count', async () => {
    const user = userEvent.setup();
    renderInbox();
    await act(() => refreshUnread());
    expect(screen.getByRole('link', { name: /^Message/ })).toHaveTextContent('2 unread messages');

    await user.click(await screen.findByRole('button', { name: /Gadget Hub/ }));
    const panel = screen.getByRole('region', { name: 'Gadget Hub' });
    expect(await within(panel).findByText('Yes, worldwide.')).toBeVisible();
    expect(within(panel).getByText('Online')).toBeVisible();
    expect(entry('Gadget Hub')).toHaveAttribute('aria-current', 'true');
    expect(within(entry('Gadget Hub')).queryByText(/unread/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: /^Message/ })).not.toHaveTextContent(/unread/));
    expect(screen.queryByText('No User Selected')).toBeNull();
  });

  it('opening another shop starts its conversation over from page 1', async () => {
    const user = userEvent.setup();
    for (let index = 1; index <= 25; index++) mockBackend.reply(2, `Produce ${index}`);
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Green Grocer/ }));
    let panel = screen.getByRole('region', { name: 'Green Grocer' });
    await within(panel).findByText('Produce 25');
    await user.click(within(panel).getByRole('button', { name: 'Show older messages' }));
    await within(panel).findByText('Are the apples organic?');

    await user.click(entry('Gadget Hub'));
    await user.click(entry('Green Grocer'));
    panel = screen.getByRole('region', { name: 'Green Grocer' });
    await waitFor(() => expect(mockBackend.callsTo('/get-message').at(-1)?.query).toEqual({ shop_id: 2, page: 1, per_page: 20 }));
    // Scrolling up reads page 2 again, not page 3.
    const log = within(panel).getByRole('log');
    log.scrollTop = 250;
    fireEvent.scroll(log);
    await waitFor(() => expect(mockBackend.callsTo('/get-message').at(-1)?.query).toEqual({ shop_id: 2, page: 2, per_page: 20 }));
  });

  it('reads the older page under 300 px from the top', async () => {
    const user = userEvent.setup();
    for (let index = 1; index <= 30; index++) mockBackend.reply(1, `Note ${index}`);
    renderInbox();
    await user.click(await screen.findByRole('button', { name: /Gadget Hub/ }));
    const log = within(screen.getByRole('region', { name: 'Gadget Hub' })).getByRole('log');
    await within(log).findByText('Note 30');
    log.scrollTop = 320;
    fireEvent.scroll(log);
    expect(mockBackend.callsTo('/get-message')).toHaveLength(1);
    log.scrollTop = 280;
    fireEvent.scroll(log);
    expect(await within(log).findByText('Yes, worldwide.')).toBeVisible();
    expect(mockBackend.callsTo('/get-message')).toHaveLength(2);
  });

  it('filters the shops 500 ms after the shopper stops typing in Search Seller', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderInbox();
    await screen.findByRole('list', { name: 'Shops' });
    await user.type(screen.getByRole('searchbox', { name: 'Search Seller' }), 'gro');
    act(() => jest.advanceTimersByTime(499));
    expect(mockBackend.callsTo('/get-shops')).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(within(shopList()).getAllByRole('button')).toHaveLength(1));
    expect(mockBackend.callsTo('/get-shops')).toHaveLength(2);
    expect(mockBackend.callsTo('/get-shops')[1].query).toMatchObject({ search: 'gro', page: 1 });
    expect(entry('Green Grocer')).toBeVisible();
  });

  it('gives the text back when sending fails', async () => {
    const user = userEvent.setup();
    renderInbox();
    const panel = await openGrocer(user);
    mockBackend.fail('/send-message', 429, 'Too many messages');
    const box = within(panel).getByRole('textbox', { name: 'Type a message' });
    await user.type(box, 'And the pears?{Enter}');
    await waitFor(() => expect(box).toHaveValue('And the pears?'));
    expect(within(panel).queryByText('And the pears?', { selector: 'span' })).toBeNull();
    expect(console.error).toHaveBeenCalled();
  });

  it('reads the next 20 shops from the end of the list, and stops after a failed page', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 45 }, (_, index) => ({ id: 100 + index, name: `Stall ${index + 1}` }));
    mockBackend = fakeChatBackend({ userId: 7, shops: many });
    for (const stall of many) mockBackend.state.connected.add(stall.id);
    renderInbox();
    await waitFor(() => expect(within(shopList()).getAllByRole('button')).toHaveLength(20));

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(shopList()).getAllByRole('button')).toHaveLength(40));
    expect(mockBackend.callsTo('/get-shops')[1].query).toMatchObject({ page: 2, per_page: 20 });

    mockBackend.fail('/get-shops');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
    // Scrolling to the end asks for nothing more.
    fireEvent.scroll(shopList().parentElement!);
    expect(mockBackend.callsTo('/get-shops')).toHaveLength(3);
    expect(within(shopList()).getAllByRole('button')).toHaveLength(40);
  });

  it('a page that fails before the search box first settles stays stopped after it settles', async () => {
    // Time stands still until the test moves it: the failure comes before the debounce ends.
    // (Node's fetch classes read bodies on the tick queue, which keeps running.)
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    mockBackend = fakeChatBackend({ userId: 7, shops: Array.from({ length: 25 }, (_, index) => ({ id: 100 + index, name: `Stall ${index + 1}` })) });
    for (let id = 100; id < 125; id += 1) mockBackend.state.connected.add(id);
    // Answers reach the list on zero-delay timers (the query cache's notifications): those run,
    // the 500 ms of the search box do not.
    const settle = () => act(async () => {
      for (let round = 0; round < 20; round += 1) {
        await Promise.resolve();
        jest.advanceTimersByTime(0);
      }
    });
    renderInbox();
    await settle();
    expect(within(shopList()).getAllByRole('button')).toHaveLength(20);
    mockBackend.fail('/get-shops');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await settle();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    act(() => jest.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    await settle();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(mockBackend.callsTo('/get-shops')).toHaveLength(2);
  });

  it('a realtime message on the inbox refreshes the open conversation, the shop list and the count', async () => {
    const user = userEvent.setup();
    renderInbox();
    await openGrocer(user);
    const fromHub = mockBackend.reply(1, 'Your order shipped');
    const shopLists = mockBackend.callsTo('/get-shops').length;
    await act(() => receive(fromHub, true));
    await waitFor(() => expect(entry('Gadget Hub')).toHaveTextContent('Your order shipped'));
    expect(mockBackend.callsTo('/get-shops').length).toBe(shopLists + 1);
    expect(screen.getByRole('link', { name: /^Message/ })).toHaveTextContent('3 unread messages');
    // The selected shop stays selected on the inbox.
    expect(useChatStore.getState().activeShop?.id).toBe(2);
  });

  it('a realtime message shows in the open conversation and in its shop’s entry before anything is read again', async () => {
    const user = userEvent.setup();
    renderInbox();
    const panel = await openGrocer(user);
    await waitFor(() => expect(entry('Green Grocer')).not.toHaveTextContent(/unread/));
    // The reads that follow an event are held back: what shows comes from the event itself.
    for (const path of ['/get-message', '/get-shops', '/unread-messages']) mockBackend.hold(path);
    const fromGrocer = mockBackend.reply(2, 'Pears are in too');
    const fromHub = mockBackend.reply(1, 'Your order shipped');
    act(() => void receive(fromGrocer, true));
    act(() => void receive(fromHub, true));
    expect(await within(panel).findByText('Pears are in too')).toBeVisible();
    expect(entry('Green Grocer')).toHaveTextContent('Pears are in too');
    expect(entry('Gadget Hub')).toHaveTextContent('Your order shipped');
    // The open conversation's message is read there; the other shop's counts as unread at once.
    expect(within(entry('Green Grocer')).queryByText(/unread/)).toBeNull();
    expect(within(entry('Gadget Hub')).getByText('3 unread messages')).toBeInTheDocument();
    await act(async () => {
      for (const path of ['/get-message', '/get-shops', '/unread-messages']) mockBackend.release(path);
    });
    await waitFor(() => expect(screen.getByRole('link', { name: /^Message/ })).toHaveTextContent('3 unread messages'));
  });

  it('a realtime message elsewhere drops the inbox selection and refreshes the count', async () => {
    useChatStore.setState({ activeShop: { id: 2, name: 'Green Grocer', logo: null } });
    const reply = mockBackend.reply(2, 'Fresh pears today');
    await act(() => receive(reply, false));
    expect(useChatStore.getState().activeShop).toBeNull();
    expect(useChatStore.getState().unreadMessages).toBe(3);
  });
});
