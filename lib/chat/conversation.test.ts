import type { Chat } from './types';
import { forDisplay, hasMoreAfter, isShopOnline, mergeChats, pendingChat, receiveChat, reconcile } from './conversation';

const shop = { id: 1, name: 'Gadget Hub', logo: null };
const chat = (id: number, message: string, extra: Partial<Chat> = {}): Chat => ({
  id,
  shop,
  product: null,
  type: 'shop',
  message,
  created_at: '2024-01-15T09:00:00.000Z',
  ...extra,
});

describe('a conversation', () => {
  it('shows a page newest-first from the server as oldest first', () => {
    expect(forDisplay([chat(3, 'c'), chat(2, 'b'), chat(1, 'a')]).map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('merges pages and refreshes without duplicates, the newer copy winning, optimistic messages last', () => {
    const sending = pendingChat(shop, 'on its way');
    const merged = mergeChats([chat(3, 'c'), chat(4, 'd'), sending], [chat(1, 'a'), chat(2, 'b'), chat(3, 'c edited')]);
    expect(merged.map((item) => item.message)).toEqual(['a', 'b', 'c edited', 'd', 'on its way']);
  });

  it('replaces an optimistic message with the stored one, or takes it back', () => {
    const sending = pendingChat(shop, 'hello');
    const list = [chat(1, 'a'), sending];
    expect(reconcile(list, sending.id, chat(5, 'hello', { type: 'user' })).map((item) => [item.id, item.pending ?? false])).toEqual([
      [1, false],
      [5, false],
    ]);
    expect(reconcile(list, sending.id, null).map((item) => item.id)).toEqual([1]);
  });

  it('lets the realtime echo of a sent message take the optimistic copy’s place', () => {
    const sending = pendingChat(shop, 'hello');
    const list = receiveChat([chat(1, 'a'), sending], chat(6, 'hello', { type: 'user' }));
    expect(list.map((item) => item.id)).toEqual([1, 6]);
    // A shop message with the same words is another message.
    expect(receiveChat([sending], chat(7, 'hello')).map((item) => item.id)).toEqual([7, sending.id]);
  });

  it('gives optimistic messages distinct negative ids', () => {
    const first = pendingChat(shop, 'one');
    const second = pendingChat(shop, 'two');
    expect(first.id).toBeLessThan(0);
    expect(second.id).not.toBe(first.id);
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
