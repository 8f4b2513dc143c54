/** @jest-environment jsdom */
// The cart's rules against an in-memory backend: which shops are selected,
// when the checkout summary is asked for again, and what an emptied cart leaves behind.
import { toast } from '@/lib/toast';
import { fakeCartBackend, DELIVERY, type FakeCartBackend } from '@/test/fake-cart-backend';
import { useCartStore } from './cart';

let mockBackend: FakeCartBackend;
jest.mock('@/lib/api/browser', () => ({
  SESSION_ENDED_EVENT: 'shop:session-ended',
  browserRequest: (spec: unknown) => mockBackend.request(spec as never),
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

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const store = () => useCartStore.getState();
const checkoutBodies = () => mockBackend.callsTo('/cart/checkout').map((call) => call.body);

beforeEach(() => {
  mockBackend = fakeCartBackend({ shops, products, coupons: [{ ...voucher }] });
  localStorage.clear();
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
    await store().load();
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
    await store().load();
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
    await store().load();
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

    store().toggleShop(1);
    await settle();
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [1, 2] });
    expect(store().summary.payable_amount).toBe(46 + 2 * DELIVERY);
  });

  it('keeps a deselected shop deselected while it stays in the cart, and selects the shop of an item added from a new shop', async () => {
    store().toggleShop(2);
    await settle();
    await store().increment(store().groups[1].products[0]);
    await settle();
    expect(store().selectedShopIds).toEqual([1]);

    // Shop 2 leaves the cart, then comes back with an added item: selected again.
    await store().remove(store().groups[1].products[0]);
    await settle();
    await store().add({ product_id: 20, quantity: 1, color: null, size: null, unit: null });
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
    const data = await store().decrement(headphones);
    await settle();
    expect(data.cart_items.map((group) => group.shop_id)).toEqual([2]);
    expect(store().groups.map((group) => group.shop_id)).toEqual([2]);
    expect(store().selectedShopIds).toEqual([2]);
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [2] });
    expect(store().summary.payable_amount).toBe(6 + DELIVERY);
  });

  it('resets amounts, selection and voucher when the cart becomes empty', async () => {
    for (const group of store().groups) for (const line of group.products) await store().remove(line);
    await settle();
    expect(store()).toMatchObject({ total: 0, totalAmount: 0, groups: [], selectedShopIds: [], couponCode: '' });
    expect(store().summary).toMatchObject({ total_amount: 0, payable_amount: 0, delivery_charge: 0, coupon_discount: 0 });
  });

  it('sends an applied voucher as coupon_code and drops it with its reason when it no longer applies', async () => {
    mockBackend.seed([{ productId: 10, quantity: 1 }]);
    await store().load();
    store().toggleShop(1);
    store().toggleShop(2);
    await settle();
    expect(store().selectedShopIds).toEqual([]);
    // 2 × 40 reaches the Minimum Spend of 60; applying also selects the voucher's shop.
    expect(await store().applyCoupon('HUB10', 1)).toBe(true);
    expect(store().selectedShopIds).toEqual([1]);
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [1], coupon_code: 'HUB10' });
    expect(store().summary.coupon_discount).toBe(8);

    await store().decrement(store().groups[0].products[0]);
    await settle();
    expect(toast.error).toHaveBeenCalledWith('Spend at least 60 to use this voucher.', expect.anything());
    expect(store().couponCode).toBe('');
    expect(checkoutBodies().at(-1)).toEqual({ shop_ids: [1] });
    expect(store().summary).toMatchObject({ coupon_discount: 0, payable_amount: 40 + DELIVERY });
  });

  it('forgets a shop’s voucher when that shop is deselected', async () => {
    mockBackend.seed([{ productId: 11, quantity: 2 }]);
    await store().load();
    await store().applyCoupon('HUB10', 1);
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
    const adding = store().add({ product_id: 11, quantity: 2, color: null, size: null, unit: 'pc' });
    expect(store().adding).toBe(true);
    await adding;
    expect(store().adding).toBe(false);
    expect(store().total).toBe(2);

    const notice = 'Only 3 of Charger left in stock.';
    const original = mockBackend.request;
    jest.spyOn(mockBackend, 'request').mockImplementation(async (spec) => {
      const answer = await original(spec);
      return { ...answer, data: { ...(answer.data as object), info: [notice] } } as never;
    });
    await store().increment(store().groups[0].products[0]);
    expect(toast.warning).toHaveBeenCalledWith(notice, expect.anything());
  });

  it('answers a guest with the 401 and keeps the cart empty', async () => {
    mockBackend.state.signedIn = false;
    await expect(store().add({ product_id: 10, quantity: 1, color: null, size: null, unit: null })).rejects.toMatchObject({ status: 401 });
    expect(store().adding).toBe(false);
    expect(store().total).toBe(0);
  });

  it('resets the cart when loading without a session', async () => {
    useCartStore.setState({ total: 4, totalAmount: 20, selectedShopIds: [1], couponCode: 'HUB10' });
    mockBackend.state.signedIn = false;
    await store().load();
    expect(store()).toMatchObject({ total: 0, totalAmount: 0, selectedShopIds: [], couponCode: '' });
  });

  it('keeps the cart, selection and voucher in browser storage', async () => {
    mockBackend.seed([{ productId: 10, quantity: 2 }]);
    await store().load();
    await store().applyCoupon('HUB10', 1);
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
