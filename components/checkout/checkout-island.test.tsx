/** @jest-environment ./test/jsdom-environment.mjs */
// The checkout as a shopper uses it, against a scripted backend behind the real contract client:
// the address rule, vouchers, payment methods, account verification and placing the order
// exactly once.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { ApiError } from '@/lib/api/core';
import { cartGroupSchema } from '@/lib/api/schemas/cart';
import type { Address } from '@/lib/api/schemas/profile';
import type { PaymentOption } from '@/lib/checkout/payment-methods';
import { getQueryClient } from '@/lib/query/client';
import { fakeApi as mockFakeApi, json, type FakeHandler } from '@/test/fake-api';
import { push } from '@/test/navigation-mock';
import { renderShop } from '@/test/render';
import { useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';
import { CheckoutIsland } from './checkout-island';
import type { BasketSource } from './use-checkout-basket';
import type { Verification } from './use-place-order';
import { stubDialogs } from '@/test/dialogs';

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
  headers: Headers;
}
/** Answers a call with the `data` of the envelope, or throws an ApiError (status 0: unreachable). */
type Route = (call: Call) => unknown;
let mockRoutes: Record<string, Route>;
let mockCalls: Call[];
const mockHandler: FakeHandler = async (request) => {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/api/, '');
  const text = request.method === 'GET' ? '' : await request.text();
  const call: Call = { method: request.method, path, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined, headers: request.headers };
  mockCalls.push(call);
  const route = mockRoutes[`${call.method} ${path}`];
  if (!route) return json({ message: `No route for ${call.method} ${path}` }, 404);
  try {
    return json({ message: '', data: await route(call) });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The network failed: the transport throws, as fetch does.
    if (error.status === 0) throw new TypeError('Failed to fetch');
    return json({ message: error.message, errors: error.errors }, error.status);
  }
};
jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () => Promise.resolve(mockFakeApi(mockHandler)),
}));
jest.mock('@/lib/i18n/navigation', () => jest.requireActual('@/test/navigation-mock'));
const mockOpenPaymentPage = jest.fn();
jest.mock('@/lib/checkout/payment-page', () => ({ openPaymentPage: (url: string) => mockOpenPaymentPage(url) }));

stubDialogs();

const address = (id: number, isDefault: boolean, line: string): Address => ({
  id,
  name: 'Ada Lovelace',
  phone: '5550100',
  area: 'Marylebone',
  flat_no: null,
  address_type: 'home',
  address_line: line,
  address_line2: null,
  post_code: 'NW1',
  country: 'GB',
  region: null,
  is_default: isDefault,
  latitude: null,
  longitude: null,
});

const group = cartGroupSchema.parse({
  shop_id: 3,
  shop_name: 'Gadget Hub',
  shop_rating: 4.5,
  products: [{ id: 10, cart_id: 41, quantity: 2, name: 'Headphones', thumbnail: null, brand: 'Sonic', price: 50, discount_price: 40, discount_percentage: 20, color: { id: 1, name: 'Black' }, size: null, unit: null }],
});

/** The answer of POST /place-order: the payment page (null for cash) and the one order placed. */
const placed = (orderId: number, url: string | null = null) => ({
  order_payment_url: url,
  orders: [{ id: orderId, order_code: `#RC0000${orderId}`, amount: 89, payment_method: 'cash', payment_status: 'Pending', order_status: 'Pending' }],
});

/** POST /cart/checkout: items 80, delivery 5, VAT 4; the voucher SAVE5 takes 5 off, BAD does not apply. */
function checkoutAnswer(call: Call) {
  const body = call.body as { coupon_code?: string };
  if (body.coupon_code === 'BAD') throw new ApiError(422, 'The voucher needs a minimum spend of $100.00.', { coupon_code: ['The voucher needs a minimum spend of $100.00.'] });
  const discount = body.coupon_code === 'SAVE5' ? 5 : 0;
  return {
    checkout: { total_amount: 80, delivery_charge: 5, coupon_discount: discount, order_tax_amount: 4, payable_amount: 89 - discount, all_vat_taxes: [{ id: 1, name: 'VAT', percentage: 5, amount: 4 }] },
    apply_coupon: discount > 0,
    checkout_items: [group],
  };
}

const cash: PaymentOption = { name: 'cash', title: null, logo: null };
const sandbox: PaymentOption = { name: 'sandbox', title: 'Sandbox Pay', logo: null };
const noVerification: Verification = { required: false, verified: true, target: null, phoneCode: null };

function renderCheckout(options: { addresses?: Address[]; paymentOptions?: PaymentOption[]; verification?: Verification; source?: BasketSource; locale?: 'en' | 'ar' } = {}) {
  return renderShop(
    <CheckoutIsland
      source={options.source ?? { kind: 'buy-now', shopIds: [3] }}
      addresses={options.addresses ?? [address(1, false, '1 First Street'), address(2, true, '2 Default Road')]}
      paymentOptions={options.paymentOptions ?? [cash, sandbox]}
      verification={options.verification ?? noVerification}
    />,
    { locale: options.locale },
  );
}

const placeCalls = () => mockCalls.filter((call) => call.path === '/place-order');
const payable = () => screen.getByTestId('payable-amount');

async function placeAndConfirm(user: ReturnType<typeof userEvent.setup>, beforeConfirm?: (dialog: HTMLElement) => void) {
  await user.click(screen.getByRole('button', { name: 'Place Order' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirm Order' });
  beforeConfirm?.(dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
  return dialog;
}

beforeEach(() => {
  mockCalls = [];
  mockRoutes = {
    'POST /cart/checkout': checkoutAnswer,
    'POST /place-order': () => placed(77),
  };
  mockOpenPaymentPage.mockClear();
  push.mockClear();
  localStorage.clear();
  getQueryClient().clear();
  useCartStore.getState().reset();
  useUiStore.getState().close();
});

afterEach(() => toast.dismiss());

describe('the checkout', () => {
  it('ships to the default address, else the first one, and to another one when chosen', async () => {
    const user = userEvent.setup();
    const { unmount } = renderCheckout();
    expect(await screen.findByRole('radio', { name: /2 Default Road/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /1 First Street/ })).not.toBeChecked();
    unmount();

    renderCheckout({ addresses: [address(5, false, '5 Fifth Avenue'), address(6, false, '6 Sixth Street')] });
    expect(await screen.findByRole('radio', { name: /5 Fifth Avenue/ })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: /6 Sixth Street/ }));
    await placeAndConfirm(user);
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0].body).toMatchObject({ address_id: 6, shop_ids: [3], is_buy_now: 1 });
  });

  it('shows the items by shop and the summary the server computed', async () => {
    renderCheckout();
    const items = await screen.findByRole('list', { name: 'Products from Gadget Hub' });
    expect(within(items).getByRole('link', { name: 'Headphones' })).toHaveAttribute('href', '/products/10/details');
    expect(within(items).getByText('Colour: Black')).toBeVisible();
    expect(within(items).getByText('$80.00')).toBeVisible();
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    // Items with VAT (80 + 4, the prices the cart shows), delivery, the payable amount, and the
    // VAT it includes under it.
    expect(summary).toHaveTextContent('Subtotal (incl. VAT)$84.00Delivery Charge$5.00Payable Amount$89.00Includes VAT (5%)$4.00');
    expect(payable()).toHaveTextContent('$89.00');
    expect(mockCalls[0]).toMatchObject({ method: 'POST', path: '/cart/checkout', body: { shop_ids: [3], is_buy_now: true } });
  });

  it('applies a voucher, and shows the server’s reason under the field when one does not apply', async () => {
    const user = userEvent.setup();
    renderCheckout();
    const field = await screen.findByRole('textbox', { name: 'Voucher code' });
    await user.type(field, 'BAD');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const reason = 'The voucher needs a minimum spend of $100.00.';
    await waitFor(() => expect(field).toHaveAccessibleDescription(reason));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findAllByText(reason)).toHaveLength(2); // under the field and as a toast
    expect(payable()).toHaveTextContent('$89.00');

    await user.clear(field);
    await user.type(field, 'SAVE5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Voucher SAVE5 applied')).toBeVisible();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Coupon Discount (SAVE5)').nextSibling).toHaveTextContent('-$5.00');
    expect(payable()).toHaveTextContent('$84.00');

    await placeAndConfirm(user);
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0].body).toMatchObject({ coupon_code: 'SAVE5' });
  });

  it('places a cash order with a note and goes to the order with a success toast', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await user.type(await screen.findByRole('textbox', { name: 'Order note' }), 'Ring twice');
    expect(screen.getByRole('radio', { name: 'Cash on Delivery' })).toBeChecked();
    await placeAndConfirm(user, (dialog) => {
      expect(within(dialog).getByText('2 items from 1 shop')).toBeVisible();
      expect(within(dialog).getByText('Cash on Delivery')).toBeVisible();
      expect(within(dialog).getByText('2 Default Road')).toBeVisible();
      expect(within(dialog).getByText('$89.00')).toBeVisible();
    });
    await waitFor(() => expect(push).toHaveBeenCalledWith('/order-history/77'));
    expect(placeCalls()[0].body).toEqual({ shop_ids: [3], address_id: 2, payment_method: 'cash', note: 'Ring twice', is_buy_now: 1 });
    expect(await screen.findByText('Your order has been placed successfully')).toBeVisible();
    expect(mockOpenPaymentPage).not.toHaveBeenCalled();
  });

  it('pays online with the chosen gateway on its own page', async () => {
    mockRoutes['POST /place-order'] = () => placed(78, 'http://shop.test/api/payments/sandbox/9?sig=s');
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('radio', { name: 'Sandbox Pay' }));
    await placeAndConfirm(user, (dialog) => expect(within(dialog).getByText('You will be taken to Sandbox Pay to pay, then brought back to your order.')).toBeVisible());
    await waitFor(() => expect(mockOpenPaymentPage).toHaveBeenCalledWith('http://shop.test/api/payments/sandbox/9?sig=s'));
    expect(placeCalls()[0].body).toMatchObject({ payment_method: 'sandbox' });
    expect(push).not.toHaveBeenCalled();
    // Leaving for the gateway: nothing can be placed again meanwhile.
    expect(screen.getByRole('button', { name: 'Placing order…' })).toBeDisabled();
  });

  it('keeps one Idempotency-Key across a retry, and starts a new one for a different order', async () => {
    let fail = true;
    mockRoutes['POST /place-order'] = () => {
      if (fail) throw new ApiError(0, 'The shop could not be reached. Check your connection and try again.');
      return placed(79);
    };
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('radio', { name: 'Cash on Delivery' });
    await placeAndConfirm(user);
    expect(await screen.findByText('The shop could not be reached. Check your connection and try again.')).toBeVisible();
    await placeAndConfirm(user);
    await waitFor(() => expect(placeCalls()).toHaveLength(2));
    const [first, second] = placeCalls().map((call) => call.headers.get('Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(second).toBe(first);

    // Another payment method is another order: a fresh key.
    await user.click(screen.getByRole('radio', { name: 'Sandbox Pay' }));
    await placeAndConfirm(user);
    await waitFor(() => expect(placeCalls()).toHaveLength(3));
    expect(placeCalls()[2].headers.get('Idempotency-Key')).not.toBe(first);

    fail = false;
    await user.click(screen.getByRole('radio', { name: 'Cash on Delivery' }));
    await placeAndConfirm(user);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/order-history/79'));
    expect(placeCalls()[3].headers.get('Idempotency-Key')).not.toBe(first);
  });

  it('is disabled while the order is being placed, so a double click places it once', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockRoutes['POST /place-order'] = () => new Promise((resolve) => (answer = resolve));
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Place Order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Order' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    const confirm = within(dialog).getByRole('button', { name: 'Placing order…' });
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(screen.getAllByRole('button', { name: 'Placing order…' }).every((button) => (button as HTMLButtonElement).disabled)).toBe(true);
    expect(placeCalls()).toHaveLength(1);
    await act(async () => answer(placed(80)));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/order-history/80'));
    expect(placeCalls()).toHaveLength(1);
  });

  it('shows the server’s field errors under their fields', async () => {
    mockRoutes['POST /place-order'] = () => {
      throw new ApiError(422, 'The selected address id is invalid.', { address_id: ['The selected address id is invalid.'], note: ['The note may not be greater than 1000 characters.'] });
    };
    const user = userEvent.setup();
    renderCheckout();
    await screen.findByRole('radio', { name: 'Cash on Delivery' });
    await placeAndConfirm(user);
    expect(await screen.findByRole('textbox', { name: 'Order note' })).toHaveAccessibleDescription('The note may not be greater than 1000 characters.');
    expect(screen.getByRole('group', { name: 'Choose the shipping address' })).toHaveAccessibleDescription('The selected address id is invalid.');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  });

  it('asks for an address first when the shopper has none, in the address form modal', async () => {
    mockRoutes['POST /address/store'] = (call) => ({ address: { ...address(9, true, (call.body as { address_line: string }).address_line), name: 'Grace Hopper' } });
    const user = userEvent.setup();
    renderCheckout({ addresses: [] });
    expect(await screen.findByText('Add a shipping address to place your order.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Please add a shipping address first', { selector: 'p' })).toBeVisible();
    const form = await screen.findByRole('dialog', { name: 'Add New Address' });
    await user.type(within(form).getByLabelText('Name'), 'Grace Hopper');
    await user.type(within(form).getByLabelText('Phone'), '5550199');
    await user.type(within(form).getByLabelText('Address line'), '9 Navy Yard');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('radio', { name: /9 Navy Yard/ })).toBeChecked();
    expect(form).not.toHaveAttribute('open');
    expect(screen.queryByText('Please add a shipping address first', { selector: 'p' })).toBeNull();

    await placeAndConfirm(user);
    await waitFor(() => expect(placeCalls()).toHaveLength(1));
    expect(placeCalls()[0].body).toMatchObject({ address_id: 9 });
  });

  it('edits an address in the modal and keeps it chosen', async () => {
    mockRoutes['POST /address/1/update'] = (call) => ({ address: { ...address(1, false, (call.body as { address_line: string }).address_line) } });
    const user = userEvent.setup();
    renderCheckout();
    await user.click(await screen.findByRole('button', { name: 'Edit address 1 First Street' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Address' });
    const line = within(form).getByLabelText('Address line');
    await user.clear(line);
    await user.type(line, '1 Renamed Street');
    await user.click(within(form).getByRole('button', { name: 'Save Address' }));
    expect(await screen.findByRole('radio', { name: /1 Renamed Street/ })).toBeChecked();
  });

  it('verifies the account with a one-time code first when the shop asks for it, then places the order', async () => {
    let verified = false;
    mockRoutes['POST /send-otp'] = () => ({ email_or_phone: 'ada@example.com' });
    mockRoutes['GET /profile'] = () => ({ user: { id: 5, name: 'Ada', account_verified: verified } });
    const user = userEvent.setup();
    renderCheckout({ verification: { required: true, verified: false, target: 'ada@example.com', phoneCode: '+1' } });
    expect(await screen.findByText('Before your order is placed, we will send you a code to verify your account.')).toBeVisible();
    await placeAndConfirm(user);
    await waitFor(() => expect(useUiStore.getState().overlay).toBe('otp'));
    expect(useUiStore.getState()).toMatchObject({ otpTarget: 'ada@example.com', otpPurpose: 'verify' });
    expect(mockCalls.find((call) => call.path === '/send-otp')?.body).toEqual({ phone: 'ada@example.com' });
    expect(placeCalls()).toHaveLength(0);

    // Closed without a code: nothing is placed.
    act(() => useUiStore.getState().close());
    expect(await screen.findByText('Please verify your account to place your order.')).toBeVisible();
    expect(placeCalls()).toHaveLength(0);

    // With the code (the OTP dialog verifies the account and closes): the order goes.
    await placeAndConfirm(user);
    await waitFor(() => expect(useUiStore.getState().overlay).toBe('otp'));
    verified = true;
    act(() => useUiStore.getState().close());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/order-history/77'));
    expect(placeCalls()).toHaveLength(1);
  });

  it('turns to verification when the server asks for it', async () => {
    mockRoutes['POST /place-order'] = () => {
      throw new ApiError(422, 'Please verify your account first');
    };
    mockRoutes['GET /profile'] = () => ({ user: { id: 5, name: 'Ada', account_verified: false } });
    mockRoutes['POST /send-otp'] = () => ({ email_or_phone: '5550100' });
    const user = userEvent.setup();
    renderCheckout({ verification: { required: true, verified: true, target: '5550100', phoneCode: '+44' } });
    await screen.findByRole('radio', { name: 'Cash on Delivery' });
    await placeAndConfirm(user);
    await waitFor(() => expect(useUiStore.getState().overlay).toBe('otp'));
    expect(mockCalls.find((call) => call.path === '/send-otp')?.body).toEqual({ phone: '5550100', phone_code: '+44' });
  });

  it('offers no way to place an order when the shop takes no payment method', async () => {
    renderCheckout({ paymentOptions: [] });
    expect(await screen.findByText('No payment method is available right now. Please contact the shop.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('a voucher applied or taken off at the cart’s checkout is the cart panel’s voucher too', async () => {
    localStorage.setItem('cart', JSON.stringify({ state: { selectedShopIds: [3], groups: [group], total: 2 }, version: 1 }));
    mockRoutes['GET /carts'] = () => ({ total: 2, cart_items: [group] });
    await act(() => useCartStore.persist.rehydrate());
    const user = userEvent.setup();
    renderCheckout({ source: { kind: 'cart' } });
    await user.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'SAVE5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Voucher SAVE5 applied')).toBeVisible();
    expect(useCartStore.getState()).toMatchObject({ couponCode: 'SAVE5', couponShopId: 3, summary: { coupon_discount: 5, payable_amount: 84 } });

    await user.click(screen.getByRole('button', { name: 'Remove voucher SAVE5' }));
    await waitFor(() => expect(screen.queryByText('Voucher SAVE5 applied')).toBeNull());
    expect(useCartStore.getState()).toMatchObject({ couponCode: '', couponShopId: null, summary: { coupon_discount: 0, payable_amount: 89 } });
  });

  it('a buy-now checkout leaves the cart’s voucher alone', async () => {
    useCartStore.setState({ couponCode: 'CART10', couponShopId: 7 });
    const user = userEvent.setup();
    renderCheckout();
    await user.type(await screen.findByRole('textbox', { name: 'Voucher code' }), 'SAVE5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Voucher SAVE5 applied')).toBeVisible();
    expect(useCartStore.getState()).toMatchObject({ couponCode: 'CART10', couponShopId: 7 });
  });

  it('checks out the shops selected in the cart with the voucher applied there', async () => {
    localStorage.setItem('cart', JSON.stringify({ state: { selectedShopIds: [3], couponCode: 'SAVE5', couponShopId: 3, groups: [group], total: 2 }, version: 1 }));
    mockRoutes['GET /carts'] = () => ({ total: 2, cart_items: [group] });
    await act(() => useCartStore.persist.rehydrate());
    renderCheckout({ source: { kind: 'cart' } });
    expect(await screen.findByText('Voucher SAVE5 applied')).toBeVisible();
    expect(payable()).toHaveTextContent('$84.00');
    expect(mockCalls.find((call) => call.path === '/cart/checkout')?.body).toEqual({ shop_ids: [3], coupon_code: 'SAVE5' });

    // Placed: the ordered lines left the cart, which reloads; the page stays as it is while it leaves.
    mockRoutes['GET /carts'] = () => ({ total: 0, cart_items: [] });
    await placeAndConfirm(userEvent.setup());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/order-history/77'));
    expect(placeCalls()[0].body).toEqual({ shop_ids: [3], address_id: 2, payment_method: 'cash', coupon_code: 'SAVE5' });
    await waitFor(() => expect(useCartStore.getState().total).toBe(0));
    expect(screen.getByRole('list', { name: 'Products from Gadget Hub' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your cart is empty' })).toBeNull();
  });

  it('checks out without the cart’s voucher when it no longer applies, and says why under the field', async () => {
    localStorage.setItem('cart', JSON.stringify({ state: { selectedShopIds: [3], couponCode: 'BAD', couponShopId: 3, groups: [group], total: 2 }, version: 1 }));
    await act(() => useCartStore.persist.rehydrate());
    renderCheckout({ source: { kind: 'cart' } });
    const field = await screen.findByRole('textbox', { name: 'Voucher code' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('The voucher needs a minimum spend of $100.00.'));
    expect(payable()).toHaveTextContent('$89.00');
    expect(screen.queryByText('Voucher BAD applied')).toBeNull();
    expect(mockCalls.filter((call) => call.path === '/cart/checkout').map((call) => call.body)).toEqual([{ shop_ids: [3], coupon_code: 'BAD' }, { shop_ids: [3] }]);
    // The cart panel drops it too.
    await waitFor(() => expect(useCartStore.getState()).toMatchObject({ couponCode: '', couponShopId: null }));
  });

  it('says what is missing when no shop is selected or the cart is empty', async () => {
    mockRoutes['GET /carts'] = () => ({ total: 2, cart_items: [group] });
    await act(() => useCartStore.persist.rehydrate());
    // The shopper deselected the shop in the cart panel earlier.
    act(() => useCartStore.setState({ groups: [group], selectedShopIds: [] }));
    // The shopper deselected the shop in the cart panel earlier.
    act(() => useCartStore.setState({ groups: [group], selectedShopIds: [] }));
    const user = userEvent.setup();
    const { unmount } = renderCheckout({ source: { kind: 'cart' } });
    expect(await screen.findByRole('heading', { name: 'Please select at least one shop' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open cart' }));
    expect(useUiStore.getState().overlay).toBe('cart');
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products');
    expect(mockCalls.some((call) => call.path === '/cart/checkout')).toBe(false);
    unmount();

    mockRoutes['GET /carts'] = () => ({ total: 0, cart_items: [] });
    useCartStore.getState().reset();
    renderCheckout({ source: { kind: 'cart' } });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  });

  it('speaks Arabic', async () => {
    renderCheckout({ locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'عنوان الشحن' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'إتمام الطلب' })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'الدفع عند الاستلام' })).toBeChecked();
  });

  it("says each shop's arrival day for the chosen address, and again when another is chosen", async () => {
    // Dispatched at once every day: one day to Britain, 5–7 to the United States, nowhere else.
    const delivery = {
      time_zone: 'UTC',
      handling_days: 0,
      cutoff_hour: 24,
      dispatch_days: [1, 2, 3, 4, 5, 6, 7],
      holidays: [],
      country: 'GB',
      destinations: [
        { country: 'GB', region: null, min_days: 1, max_days: 1, charge: 0 },
        { country: 'US', region: null, min_days: 5, max_days: 7, charge: 0 },
      ],
    };
    mockRoutes['POST /cart/checkout'] = (call) => ({ ...checkoutAnswer(call), checkout_items: [{ ...group, delivery }] });
    const user = userEvent.setup();
    const inBritain = { ...address(1, true, '1 First Street'), country: 'GB' };
    const inAmerica = { ...address(2, false, '2 Second Avenue'), country: 'US' };
    const inJapan = { ...address(3, false, '3 Third Lane'), country: 'JP' };
    renderCheckout({ addresses: [inBritain, inAmerica, inJapan] });
    const line = () => document.querySelector('[data-arrival]')?.textContent?.replace(/\s+/g, ' ');
    await waitFor(() => expect(line()).toMatch(/^Arrives by \w{3}, \w{3} \d{1,2}$/));
    await user.click(screen.getByRole('radio', { name: /2 Second Avenue/ }));
    await waitFor(() => expect(line()).toMatch(/^Arrives \w{3} \d{1,2} – (\w{3} )?\d{1,2}$/));
    await user.click(screen.getByRole('radio', { name: /3 Third Lane/ }));
    await waitFor(() => expect(line()).toBe('Does not deliver to Japan'));
  });

  it('says no arrival day for a backend that sends no delivery calendar', async () => {
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Shipping Address' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Headphones' })).toBeVisible();
    expect(document.querySelector('[data-arrival]')).toBeNull();
  });
});
