import type { Chat } from '@/lib/api/schemas/chat';
import { echoOf, firstPageOnly, hasMoreAfter, isShopOnline, mergeChats, pendingChat, shownChats, withFirstPage, withStored, type MessagePages } from './conversation';

const shop = { id: 1, name: 'Gadget Hub', logo: null };
const chat = (id: number, message: string, extra: Partial<Chat> = {}): Chat => ({
  id,
  shop,
  user: null,
  product: null,
  type: 'shop',
  message,
  is_seen: false,
  created_at: '2024-01-15T09:00:00.000Z',
  shop_active_status: false,
  user_active_status: false,
  ...extra,
});
const pages = (...list: Chat[][]): MessagePages => ({ pages: list, pageParams: list.map((_, index) => index + 1) });
const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('a conversation', () => {
  it('shows pages that come newest first from the server oldest first, the older page above', () => {
    expect(ids(shownChats(pages([chat(5, 'e'), chat(4, 'd')], [chat(3, 'c'), chat(2, 'b')]), []))).toEqual([2, 3, 4, 5]);
    expect(shownChats(undefined, [])).toEqual([]);
  });

  it('merges pages and refreshes without duplicates, the newer copy winning, optimistic messages last', () => {
    const sending = pendingChat(shop, 'on its way');
    const merged = mergeChats([chat(3, 'c'), chat(4, 'd'), sending], [chat(1, 'a'), chat(2, 'b'), chat(3, 'c edited')]);
    expect(merged.map((item) => item.message)).toEqual(['a', 'b', 'c edited', 'd', 'on its way']);
    expect(shownChats(pages([chat(2, 'b'), chat(1, 'a')]), [sending]).map((item) => item.message)).toEqual(['a', 'b', 'on its way']);
  });

  it('puts a stored message on top of page 1, or in place of a loaded copy; an unloaded conversation stays unloaded', () => {
    const loaded = pages([chat(2, 'b'), chat(1, 'a')]);
    expect(withStored(loaded, chat(5, 'hello', { type: 'user' }))?.pages[0].map((item) => item.id)).toEqual([5, 2, 1]);
    expect(withStored(loaded, chat(1, 'a edited'))?.pages[0].map((item) => item.message)).toEqual(['b', 'a edited']);
    expect(withStored(undefined, chat(5, 'hello'))).toBeUndefined();
  });

  it('reads page 1 again without losing older pages, and starts over from page 1 when opened', () => {
    const two = pages([chat(4, 'd'), chat(3, 'c')], [chat(2, 'b'), chat(1, 'a')]);
    const refreshed = withFirstPage(two, [chat(5, 'e'), chat(4, 'd')]);
    expect(ids(shownChats(refreshed, []))).toEqual([1, 2, 4, 5]);
    expect(withFirstPage(undefined, [chat(1, 'a')])).toEqual({ pages: [[chat(1, 'a')]], pageParams: [1] });
    expect(firstPageOnly(two)).toEqual({ pages: [two.pages[0]], pageParams: [1] });
  });

  it('lets the realtime echo of a sent message take the optimistic copy’s place', () => {
    const sending = pendingChat(shop, 'hello');
    expect(echoOf([sending], chat(6, 'hello', { type: 'user' }))).toBe(sending);
    // A shop message with the same words is another message.
    expect(echoOf([sending], chat(7, 'hello'))).toBeUndefined();
  });

  it('gives optimistic messages distinct negative ids', () => {
    const first = pendingChat(shop, 'one');
    const second = pendingChat(shop, 'two');
    expect(first.id).toBeLessThan(0);
    expect(second.id).not.toBe(first.id);
    expect(first).toMatchObject({ pending: true, type: 'user', shop });
  });

  it('counts the shop online when any loaded message says so', () => {
    expect(isShopOnline([chat(1, 'a', { shop_active_status: false }), chat(2, 'b', { shop_active_status: true })])).toBe(true);
    expect(isShopOnline([chat(1, 'a', { shop_active_status: false })])).toBe(false);
    expect(isShopOnline([])).toBe(false);
  });

  it('expects another page only after a full one', () => {
    expect(hasMoreAfter(Array.from({ length: 20 }, (_, index) => chat(index + 1, 'x')))).toBe(true);
    expect(hasMoreAfter([chat(1, 'x')])).toBe(false);
  });
});
