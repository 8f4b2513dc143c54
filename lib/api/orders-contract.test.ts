// Contract tests of the order and return calls: the client's schemas against the built-in
// backend (seeded, in process), and against answers written the upstream backend's way.
import { issueToken } from '@/server/services/accounts';
import { startTestShop, type TestShop } from '@/server/test/test-app';
import type { Api } from './client';
import { ApiError } from './core';
import { orderDetailsSchema, orderProductSchema, orderListSchema, returnDetailsSchema, statusKeyOf, STATUS_KEYS, ORDER_STATUSES } from './schemas/orders';
import { inProcessApi } from '@/server/test/in-process-api';

jest.setTimeout(60_000);

let shop: TestShop;
let demo: Api;
let other: Api;
const seen: Request[] = [];

const clientFor = (token: string, locale = 'en'): Api => inProcessApi({ token, locale, seen });

beforeAll(async () => {
  shop = await startTestShop();
  demo = clientFor((await issueToken(shop.handle.db, 1)).token);
  other = clientFor((await issueToken(shop.handle.db, 2)).token);
});
afterAll(() => shop.close());

describe('orders', () => {
  it('orders() reads the list, the counts per status and the Order shape', async () => {
    const list = await demo.orders({ page: 1, per_page: 5 });
    expect(list.total).toBe(11);
    expect(list.orders).toHaveLength(5);
    expect(list.status_wise_orders).toEqual({ all: 11, pending: 2, confirm: 1, processing: 1, pickup: 1, on_the_way: 1, delivered: 4, cancelled: 1 });
    expect(list.orders[0].address?.address_line).toBe('42 Elm Street');
    expect(seen.at(-1)?.headers.get('Authorization')).toMatch(/^Bearer /);
    const url = new URL(seen.at(-1)?.url ?? '');
    expect([url.pathname, url.searchParams.get('page'), url.searchParams.get('per_page')]).toEqual(['/api/orders', '1', '5']);
    const filtered = await demo.orders({ order_status: 'on_the_way' });
    expect(filtered.orders.map((order) => order.order_status)).toEqual(['On The Way']);
  });

  it('orderDetails() reads products, VAT lines, the timeline and the return window', async () => {
    const [delivered] = (await demo.orders({ order_status: 'delivered' })).orders;
    const { order } = await demo.orderDetails(delivered.id);
    expect(order.products.length).toBeGreaterThan(0);
    expect(order.products[0]).toEqual(expect.objectContaining({ order_qty: expect.any(Number), is_returned: expect.any(Boolean) }));
    expect(order.all_vat_taxes.length).toBeGreaterThan(0);
    expect(order.status_history.at(-1)?.status).toBe('Delivered');
    expect(typeof order.is_returnable).toBe('boolean');
    expect(order.invoice_url).toBe(`/api/orders/${delivered.id}/invoice`);
  });

  it('someone else’s order is a 404 ApiError', async () => {
    const [theirs] = (await other.orders()).orders;
    await expect(demo.orderDetails(theirs.id)).rejects.toMatchObject({ status: 404, message: 'Order not found' });
  });

  it('cancelOrder() answers the cancelled order, and a second try is a 422 with the reason', async () => {
    const [pending] = (await demo.orders({ order_status: 'pending' })).orders;
    const answer = await demo.cancelOrder(pending.id);
    expect(answer.message).toBe('Order cancelled successfully');
    expect(answer.data.order.order_status).toBe('Cancelled');
    const again = await demo.cancelOrder(pending.id).catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).status).toBe(422);
  });
});

describe('returns', () => {
  it('returnOrder() with FormData, then returnOrders() and returnOrderDetails() read it back', async () => {
    const delivered = await Promise.all((await demo.orders({ order_status: 'Delivered' })).orders.map((o) => demo.orderDetails(o.id)));
    const order = delivered.map((d) => d.order).find((o) => o.is_returnable);
    if (!order) throw new Error('the seed has a returnable order');
    const form = new FormData();
    form.append('order_id', String(order.id));
    form.append('reason', 'Wrong size');
    form.append('product_ids[]', String(order.products[0].id));
    form.append('bank_name', 'Bank');
    form.append('bank_account_number', '1234');
    form.append('return_address', '42 Elm Street');
    const missing = await demo.returnOrder({ order_id: order.id, reason: '', product_ids: [order.products[0].id], bank_name: 'B', bank_account_number: '1', return_address: 'A' }).catch((e: unknown) => e);
    expect((missing as ApiError).fieldError('reason')).toBe('The reason field is required.');
    const created = await demo.returnOrder(form);
    expect(created.data.returnOrder?.return_order_products.map((p) => p.id)).toEqual([order.products[0].id]);
    const list = await demo.returnOrders({ page: 1, per_page: 10 });
    expect(list.returnOrders[0]).toMatchObject({ order_id: order.id, status: 'Pending', reason: 'Wrong size', order_code: order.order_code });
    const details = await demo.returnOrderDetails(list.returnOrders[0].id);
    expect(details.returnOrders.return_order_products).toHaveLength(1);
    await expect(other.returnOrderDetails(list.returnOrders[0].id)).rejects.toMatchObject({ status: 404 });
    const seeded = list.returnOrders.find((r) => r.reject_note);
    expect(seeded?.status).toBe('Mismatch');
  });
});

describe('schemas read the upstream backend', () => {
  it('takes numbers as strings, units as objects, null lists and a missing timeline', () => {
    const parsed = orderDetailsSchema.parse({
      order: {
        id: '7',
        order_code: '#RC000007',
        quantity: '2',
        amount: '21.50',
        payment_method: 'cash',
        payment_status: 'Pending',
        order_status: 'On The Way',
        created_at: '2025-01-01T00:00:00Z',
        placed_at: '01 Jan, 2025 12:00 AM',
        address: { id: 1, name: 'A', phone: '1', address_line: 'Street' },
        estimated_delivery_date: '2025-01-05',
        total_amount: '20.00',
        tax_amount: '1.00',
        discount: 0,
        coupon_discount: null,
        payable_amount: '21.50',
        delivery_charge: '0.50',
        shop: { id: 2, name: 'Shop', logo: null },
        products: [{ id: 3, name: 'Kettle', brand: null, thumbnail: '/k.webp', price: '10', discount_price: null, order_qty: '2', color: null, size: { id: 1, name: 'M' }, rating: null, unit: { id: 1, name: 'pc' } }],
        invoice_url: 'https://shop.example/invoice/7',
        all_vat_taxes: null,
        return_order_within_days: '7',
        last_return_date: null,
        is_returnable: 0,
      },
    });
    expect(parsed.order).toMatchObject({ id: 7, amount: 21.5, coupon_discount: 0, is_returnable: false, all_vat_taxes: [], status_history: [] });
    expect(parsed.order.products[0]).toMatchObject({ order_qty: 2, unit: 'pc', discount_price: 0, is_returned: false, size: 'M' });
    // The original sends a line's colour and size as their names.
    const named = orderProductSchema.parse({ id: 3, name: 'Kettle', brand: null, thumbnail: null, price: 10, discount_price: 0, order_qty: 1, color: 'Red', size: 'XL', rating: null, unit: null });
    expect(named).toMatchObject({ color: 'Red', size: 'XL' });
    expect(orderProductSchema.parse({ ...named, color: '', size: null })).toMatchObject({ color: null, size: null });
    const list = orderListSchema.parse({ total: '1', status_wise_orders: { all: 1, pending: '1' }, orders: null });
    expect(list.status_wise_orders).toMatchObject({ all: 1, pending: 1, delivered: 0 });
    const returned = returnDetailsSchema.parse({
      returnOrders: { id: 1, order_id: '7', reason: 'x', amount: '5', status: 'Approved', quantity: 1, payment_status: 'Paid', reject_note: null, return_date: '2025-01-02', return_address: 'A', return_order_products: null },
    });
    expect(returned.returnOrders).toMatchObject({ amount: 5, return_order_products: [] });
  });

  it('knows the seven statuses and their keys', () => {
    expect(ORDER_STATUSES.map(statusKeyOf)).toEqual([...STATUS_KEYS]);
  });
});
