/** @jest-environment ./test/jsdom-environment.mjs */
// The cart's rules against an in-memory backend, through the real contract client and the page's
// query cache: which shops are selected, when the checkout summary is asked for again, and what an
// emptied cart leaves behind.
import { toast } from '@/lib/toast';
import { getQueryClient } from '@/lib/query/client';
import { addLine, applyCoupon, decrementLine, incrementLine, loadCart, removeLine } from '@/lib/cart/cart-cache';
import { cartKeys } from '@/lib/cart/queries';
import { fakeApi as mockFakeApi } from '@/test/fake-api';
import { fakeCartBackend, DELIVERY, type FakeCartBackend } from '@/test/fake-cart-backend';
import { useCartStore } from './cart';

let mockBackend: FakeCartBackend;
jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () => Promise.resolve(mockFakeApi((request) => mockBackend.handler(request))),
}));

const shops = [
  { id: 1, name: 'Gadget Hub', rating: 4.5, deliveryCharge: DELIVERY },
  { id: 2, name: 'Green Grocer', rating: 4, deliveryCharge: DELIVERY },
];
const products = [
  { id: 10, shopId: 1, name: 'Headphones', price: 50, discountPrice: 40 },
  { id: 11, shopId: 1, name: 'Charger', price: 15 },
  { id: 20, shopId: 2, name: 'Apples', price: 3 },
];
const voucher = { id: 7, code: 'HUB10', discount_type: 'Percentage', discount: 10, min_order_amount: 60, shop_id: 1, validity: '31 December 2030 23:59', is_collected: true };

/** Lets every answer on its way arrive (the contract client reads and checks each one). */
const settle = async () => {
  for (let turn = 0; turn < 20; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};
const store = () => useCartStore.getState();
const checkoutBodies = () => mockBackend.callsTo('/cart/checkout').map((call) => call.body);

beforeEach(() => {
  mockBackend = fakeCartBackend({ shops, products, coupons: [{ ...voucher }] });
  localStorage.clear();
  getQueryClient().clear();
  useCartStore.setState({ multiVendor: true });
  store().reset();
  jest.spyOn(toast, 'error').mockImplementation(() => 0);
  jest.spyOn(toast, 'warning').mockImplementation(() => 0);
});

afterEach(() => jest.restoreAllMocks());

describe('single-vendor mode', () => {
  it('selects every shop of the cart on load and shows their summary', async () => {
    mockBackend.seed([
      { productId: 10, quantity: 2 },
      { productId: 20, quantity: 1 },
    ]);
    store().setMultiVendor(false);
    await loadCart();
    await settle();
    expect(store().selectedShopIds).toEqual([1, 2]);
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [1, 2] });
    // 2 × 40 (the discount price) + 3, and one delivery charge per shop.
    expect(store().summary.payable_amount).toBe(83 + 2 * DELIVERY);
    expect(store().total).toBe(3);
    expect(store().totalAmount).toBe(83);
  });

  it('ignores selection changes: every shop stays selected', async () => {
    mockBackend.seed([{ productId: 10, quantity: 1 }]);
    store().setMultiVendor(false);
    await loadCart();
    store().toggleShop(1);
    await settle();
    expect(store().selectedShopIds).toEqual([1]);
  });
});

describe('multi-vendor selection', () => {
  beforeEach(async () => {
    mockBackend.seed([
      { productId: 10, quantity: 1 },
      { productId: 20, quantity: 2 },
    ]);
    await loadCart();
    await settle();
  });

  it('selects the shops of a cart it sees for the first time and shows what they come to', () => {
    expect(store().selectedShopIds).toEqual([1, 2]);
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [1, 2] });
    expect(store().summary.payable_amount).toBe(46 + 2 * DELIVERY);
  });

  it('refetches the checkout summary with the selected shops on every change', async () => {
    store().toggleShop(2);
    await settle();
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [1] });
    expect(store().summary.payable_amount).toBe(40 + DELIVERY);

    // Nothing selected: zero, without asking the server.
    const asked = checkoutBodies().length;
    store().toggleShop(1);
    await settle();
    expect(store().selectedShopIds).toEqual([]);
    expect(store().summary.payable_amount).toBe(0);
    expect(checkoutBodies()).toHaveLength(asked);

    store().toggleShop(2);
    await settle();
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [2] });
    expect(store().summary.payable_amount).toBe(6 + DELIVERY);

    // Both shops again: the summary asked for at first is still fresh in the cache.
    const before = checkoutBodies().length;
    store().toggleShop(1);
    await settle();
    expect(checkoutBodies()).toHaveLength(before);
    expect(store().summary.payable_amount).toBe(46 + 2 * DELIVERY);

    // Once the lines change, no summary of before is used again.
    await incrementLine(store().groups[1].products[0]);
    await settle();
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [1, 2] });
    expect(store().summary.payable_amount).toBe(49 + 2 * DELIVERY);
  });

  it('shows the summary of the newest selection when an older answer arrives last', async () => {
    let release = () => {};
    mockBackend.state.hold = new Promise<void>((resolve) => (release = resolve));
    store().toggleShop(2);
    await settle();
    // The answer for shop 1 alone is still on its way when shop 1 is deselected too and shop 2
    // is selected again: the newest selection is [2].
    mockBackend.state.hold = null;
    store().toggleShop(1);
    store().toggleShop(2);
    await settle();
    expect(store().selectedShopIds).toEqual([2]);
    expect(store().summary.payable_amount).toBe(6 + DELIVERY);
    release();
    await settle();
    expect(checkoutBodies().map((body) => body?.shop_ids)).toContainEqual([1]);
    expect(store().summary.payable_amount).toBe(6 + DELIVERY);
    // The late answer is kept under its own key, for when shop 1 alone is selected again.
    expect(getQueryClient().getQueryData(cartKeys.checkout([1], ''))).toMatchObject({ checkout: { payable_amount: 40 + DELIVERY } });
  });

  it('keeps a deselected shop deselected while it stays in the cart, and selects the shop of an item added from a new shop', async () => {
    store().toggleShop(2);
    await settle();
    await incrementLine(store().groups[1].products[0]);
    await settle();
    expect(store().selectedShopIds).toEqual([1]);

    // Shop 2 leaves the cart, then comes back with an added item: selected again.
    await removeLine(store().groups[1].products[0]);
    await settle();
    await addLine({ product_id: 20, quantity: 1, color: null, size: null, unit: null });
    await settle();
    expect(store().selectedShopIds).toEqual([1, 2]);
    expect(store().summary.payable_amount).toBe(43 + 2 * DELIVERY);
  });

  it('clears the selection when the checkout list comes back empty', async () => {
    mockBackend.state.emptyCheckout = true;
    store().toggleShop(1);
    await settle();
    expect(store().selectedShopIds).toEqual([]);
    expect(store().summary.payable_amount).toBe(0);
  });

  it('narrows the selection when the last unit of a shop is decremented away', async () => {
    const headphones = store().groups[0].products[0];
    const data = await decrementLine(headphones);
    await settle();
    expect(data.cart_items.map((group) => group.shop_id)).toEqual([2]);
    expect(store().groups.map((group) => group.shop_id)).toEqual([2]);
    expect(store().selectedShopIds).toEqual([2]);
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [2] });
    expect(store().summary.payable_amount).toBe(6 + DELIVERY);
  });

  it('resets amounts, selection and voucher when the cart becomes empty', async () => {
    for (const group of store().groups) for (const line of group.products) await removeLine(line);
    await settle();
    expect(store()).toMatchObject({ total: 0, totalAmount: 0, groups: [], selectedShopIds: [], couponCode: '' });
    expect(store().summary).toMatchObject({ total_amount: 0, payable_amount: 0, delivery_charge: 0, coupon_discount: 0 });
  });

  it('sends an applied voucher as coupon_code and drops it with its reason when it no longer applies', async () => {
    mockBackend.seed([{ productId: 10, quantity: 1 }]);
    await loadCart();
    store().toggleShop(1);
    store().toggleShop(2);
    await settle();
    expect(store().selectedShopIds).toEqual([]);
    // 2 × 40 reaches the Minimum Spend of 60; applying also selects the voucher's shop.
    expect(await applyCoupon('HUB10', 1)).toBe(true);
    expect(store().selectedShopIds).toEqual([1]);
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [1], coupon_code: 'HUB10' });
    expect(store().summary.coupon_discount).toBe(8);

    await decrementLine(store().groups[0].products[0]);
    await settle();
    expect(toast.error).toHaveBeenCalledWith('Spend at least 60 to use this voucher.', expect.anything());
    expect(store().couponCode).toBe('');
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [1] });
    expect(store().summary).toMatchObject({ coupon_discount: 0, payable_amount: 40 + DELIVERY });
  });

  it('forgets a shop’s voucher when that shop is deselected', async () => {
    mockBackend.seed([{ productId: 11, quantity: 2 }]);
    await loadCart();
    await applyCoupon('HUB10', 1);
    store().toggleShop(1);
    await settle();
    expect(store().couponCode).toBe('');
  });

  it('shows a checkout error as the server says it', async () => {
    mockBackend.state.failures.set('/cart/checkout', { status: 422, message: 'Only 1 of Headphones left in stock.' });
    store().toggleShop(1);
    await settle();
    expect(toast.error).toHaveBeenCalledWith('Only 1 of Headphones left in stock.', expect.anything());
  });
});

describe('adding and loading', () => {
  it('sets the loading flag while adding and shows server notices as warnings', async () => {
    mockBackend.state.failures.clear();
    const adding = addLine({ product_id: 11, quantity: 2, color: null, size: null, unit: 'pc' });
    expect(store().adding).toBe(true);
    await adding;
    expect(store().adding).toBe(false);
    expect(store().total).toBe(2);

    const notice = 'Only 3 of Charger left in stock.';
    mockBackend.state.info = [notice];
    await incrementLine(store().groups[0].products[0]);
    expect(toast.warning).toHaveBeenCalledWith(notice, expect.anything());
  });

  it('answers a guest with the 401 and keeps the cart empty', async () => {
    mockBackend.state.signedIn = false;
    await expect(addLine({ product_id: 10, quantity: 1, color: null, size: null, unit: null })).rejects.toMatchObject({ status: 401 });
    expect(store().adding).toBe(false);
    expect(store().total).toBe(0);
  });

  it('resets the cart when loading without a session', async () => {
    useCartStore.setState({ total: 4, totalAmount: 20, selectedShopIds: [1], couponCode: 'HUB10' });
    mockBackend.state.signedIn = false;
    await loadCart();
    expect(store()).toMatchObject({ total: 0, totalAmount: 0, selectedShopIds: [], couponCode: '' });
  });

  it('forgets the cart on a reset (signed out), also an answer still on its way', async () => {
    mockBackend.seed([{ productId: 10, quantity: 2 }]);
    await loadCart();
    await settle();
    expect(getQueryClient().getQueryData(cartKeys.lines)).toMatchObject({ total: 2 });
    let release = () => {};
    mockBackend.state.hold = new Promise<void>((resolve) => (release = resolve));
    const late = loadCart();
    store().reset();
    expect(getQueryClient().getQueryData(cartKeys.lines)).toBeUndefined();
    release();
    await late;
    await settle();
    expect(store()).toMatchObject({ total: 0, groups: [], selectedShopIds: [] });
    expect(getQueryClient().getQueryData(cartKeys.lines)).toBeUndefined();
  });

  it('keeps the cart, selection and voucher in browser storage', async () => {
    mockBackend.seed([{ productId: 10, quantity: 2 }]);
    await loadCart();
    await applyCoupon('HUB10', 1);
    const stored = localStorage.getItem('cart') ?? '{}';
    expect((JSON.parse(stored) as { state: object }).state).toMatchObject({ total: 2, selectedShopIds: [1], couponCode: 'HUB10', couponShopId: 1 });

    // A reload: the page starts empty, with the same browser storage.
    useCartStore.setState({ total: 0, groups: [], selectedShopIds: [], couponCode: '' });
    localStorage.setItem('cart', stored);
    await useCartStore.persist.rehydrate();
    expect(store()).toMatchObject({ total: 2, selectedShopIds: [1], couponCode: 'HUB10' });
    expect(store().groups[0].products[0].name).toBe('Headphones');
  });
});
