/** @jest-environment ./test/jsdom-environment.mjs */
// The cart panel, its popups and the voucher dialog as a shopper uses them, against an in-memory
// backend behind the real contract client.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from '@/lib/toast';
import { push } from '@/test/navigation-mock';
import { renderShop } from '@/test/render';
import { getQueryClient } from '@/lib/query/client';
import { loadCart } from '@/lib/cart/cart-cache';
import { fakeApi as mockFakeApi } from '@/test/fake-api';
import { fakeCartBackend, DELIVERY, type FakeCartBackend } from '@/test/fake-cart-backend';
import { useCartStore } from '@/stores/cart';
import { useUiStore } from '@/stores/ui';
import { useViewerStore } from '@/stores/viewer';
import { AddToCartButton } from './add-to-cart-button';
import { CartPanel } from './cart-panel';
import { ProductPurchase } from '@/components/product/product-purchase';
import type { ProductDetail } from '@/lib/api/schemas/product';
import { stubDialogs } from '@/test/dialogs';

let mockBackend: FakeCartBackend;
jest.mock('@/lib/api/browser', () => ({
  ...jest.requireActual('@/lib/api/browser'),
  browserApi: () => Promise.resolve(mockFakeApi((request) => mockBackend.handler(request))),
}));
jest.mock('@/lib/i18n/navigation', () => {
  const navigation = jest.requireActual('@/test/navigation-mock');
  // The shop provider re-renders the page signed out when the session ends.
  return { ...navigation, useRouter: () => ({ ...navigation.useRouter(), refresh: jest.fn() }) };
});

stubDialogs();

const shops = [
  { id: 1, name: 'Gadget Hub', rating: 4.5, deliveryCharge: DELIVERY },
  { id: 2, name: 'Green Grocer', rating: 4, deliveryCharge: DELIVERY },
];
const products = [
  { id: 10, shopId: 1, name: 'Headphones', brand: 'Sonic', price: 50, discountPrice: 40, colors: [{ id: 3, name: 'Black' }], sizes: [{ id: 4, name: 'M' }] },
  { id: 20, shopId: 2, name: 'Apples', price: 3 },
  { id: 30, shopId: 1, name: 'Jacket', price: 80, colors: [{ id: 5, name: 'Navy' }], sizes: [{ id: 6, name: 'S' }, { id: 7, name: 'XL', price: 6 }] },
];
const voucher = { id: 7, code: 'HUB10', discount_type: 'Percentage', discount: 10, min_order_amount: 60, shop_id: 1, validity: '31 December 2030 23:59', is_collected: false };

async function openCart(options: { multiVendor?: boolean; locale?: 'en' | 'ar' } = {}) {
  useCartStore.setState({ multiVendor: options.multiVendor ?? true });
  await act(() => loadCart());
  act(() => useUiStore.getState().open('cart'));
  renderShop(<CartPanel />, { locale: options.locale });
  return screen.getByRole('dialog');
}

beforeEach(() => {
  mockBackend = fakeCartBackend({ shops, products, coupons: [{ ...voucher }] });
  localStorage.clear();
  getQueryClient().clear();
  useCartStore.getState().reset();
  useUiStore.getState().close();
  push.mockClear();
});

afterEach(() => toast.dismiss());

/** Holds the fake backend's answers until the returned function is called. */
function holdAnswers(): () => void {
  let release = () => {};
  mockBackend.state.hold = new Promise<void>((resolve) => (release = resolve));
  return release;
}

describe('the cart panel', () => {
  it('says the cart is empty', async () => {
    const panel = await openCart();
    expect(within(panel).getByRole('heading', { name: 'My Cart (0)' })).toBeVisible();
    expect(within(panel).getByText('Cart is empty')).toBeVisible();
    expect(within(panel).queryByRole('button', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('shows each line with its shop, brand, prices, size, colour and quantity, linked to the product', async () => {
    mockBackend.seed([
      { productId: 10, quantity: 2, colorId: 3, sizeId: 4 },
      { productId: 20, quantity: 1 },
    ]);
    const panel = await openCart();
    expect(within(panel).getByRole('heading', { name: 'My Cart (3)' })).toBeVisible();
    const hub = within(panel).getByRole('region', { name: 'Gadget Hub' });
    expect(within(hub).getByText('Rating 4.5 out of 5')).toBeInTheDocument();
    expect(within(hub).getByText('Sonic')).toBeVisible();
    expect(within(hub).getByRole('link', { name: 'Headphones' })).toHaveAttribute('href', '/products/10/details');
    expect(within(hub).getByTestId('price')).toHaveTextContent('$40.00');
    expect(within(hub).getByTestId('old-price')).toHaveTextContent('$50.00');
    expect(within(hub).getByText('-20%')).toBeVisible();
    expect(within(hub).getByText('Size: M')).toBeVisible();
    expect(within(hub).getByText('Colour: Black')).toBeVisible();
    expect(within(hub).getByRole('group', { name: 'Quantity of Headphones' })).toHaveTextContent('2');
    expect(within(hub).getByRole('button', { name: 'Chat Gadget Hub' })).toBeVisible();
    expect(within(panel).getByRole('region', { name: 'Green Grocer' })).toBeVisible();
  });

  it('selects the shops of a new cart, shows the amount with its parts, and asks for a shop when none is selected', async () => {
    mockBackend.seed([
      { productId: 10, quantity: 1, colorId: 3, sizeId: 4 },
      { productId: 20, quantity: 2 },
    ]);
    const user = userEvent.setup();
    const panel = await openCart();
    const hub = within(panel).getByRole('checkbox', { name: 'Select Gadget Hub for checkout' });
    const grocer = within(panel).getByRole('checkbox', { name: 'Select Green Grocer for checkout' });
    expect(hub).toBeChecked();
    expect(grocer).toBeChecked();
    await waitFor(() => expect(within(panel).getByText('Cart Amount').nextSibling).toHaveTextContent(`$${(46 + 2 * DELIVERY).toFixed(2)}`));
    expect(within(panel).getByText('Subtotal (incl. VAT)').nextSibling).toHaveTextContent('$46.00');
    expect(within(panel).getByText('Delivery Charge').nextSibling).toHaveTextContent(`$${(2 * DELIVERY).toFixed(2)}`);

    await user.click(hub);
    await waitFor(() => expect(within(panel).getByText('Cart Amount').nextSibling).toHaveTextContent(`$${(6 + DELIVERY).toFixed(2)}`));
    await user.click(grocer);
    expect(await within(panel).findByText('Tick a shop above to see its amount and check out.')).toBeVisible();
    expect(within(panel).queryByText('Cart Amount')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(await screen.findByText('Please select at least one shop')).toBeVisible();
    expect(push).not.toHaveBeenCalled();

    await user.click(grocer);
    await waitFor(() => expect(within(panel).getByText('Cart Amount').nextSibling).toHaveTextContent(`$${(6 + DELIVERY).toFixed(2)}`));
    await user.click(within(panel).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(push).toHaveBeenCalledWith('/checkout');
    expect(useUiStore.getState().overlay).toBeNull();
  });

  it('in single-vendor mode selects every shop by itself and shows no selection controls', async () => {
    mockBackend.seed([{ productId: 20, quantity: 2 }]);
    const user = userEvent.setup();
    const panel = await openCart({ multiVendor: false });
    expect(within(panel).queryByRole('checkbox')).toBeNull();
    expect(within(panel).queryByRole('button', { name: /Apply Store voucher/ })).toBeNull();
    await waitFor(() => expect(within(panel).getByText('Cart Amount').nextSibling).toHaveTextContent(`$${(6 + DELIVERY).toFixed(2)}`));
    await user.click(within(panel).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(push).toHaveBeenCalledWith('/checkout');
  });

  it('steps the quantity up and down; the last unit says the product was removed', async () => {
    mockBackend.seed([{ productId: 20, quantity: 1 }]);
    const user = userEvent.setup();
    const panel = await openCart();
    const quantity = within(panel).getByRole('group', { name: 'Quantity of Apples' });
    await user.click(within(panel).getByRole('button', { name: 'Increase quantity of Apples' }));
    await waitFor(() => expect(quantity).toHaveTextContent('2'));
    expect(within(panel).getByRole('heading', { name: 'My Cart (2)' })).toBeVisible();
    await user.click(within(panel).getByRole('button', { name: 'Decrease quantity of Apples' }));
    await waitFor(() => expect(quantity).toHaveTextContent('1'));
    await user.click(within(panel).getByRole('button', { name: 'Decrease quantity of Apples' }));
    expect(await screen.findByText('product removed from cart')).toBeVisible();
    expect(within(panel).getByText('Cart is empty')).toBeVisible();
  });

  it('shows the server message when a step is refused', async () => {
    mockBackend.seed([{ productId: 20, quantity: 1 }]);
    mockBackend.state.failures.set('/cart/increment', { status: 422, message: 'Sorry! product cart quantity is limited. No more stock' });
    const panel = await openCart();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Increase quantity of Apples' }));
    expect(await screen.findByText('Sorry! product cart quantity is limited. No more stock')).toBeVisible();
    expect(within(panel).getByRole('group', { name: 'Quantity of Apples' })).toHaveTextContent('1');
  });

  it('removes a line with a popup whose button adds one unit back in the same colour and size', async () => {
    mockBackend.seed([{ productId: 10, quantity: 3, colorId: 3, sizeId: 4 }]);
    const user = userEvent.setup();
    const panel = await openCart();
    await user.click(within(panel).getByRole('button', { name: 'Remove Headphones from cart' }));
    // Inside the panel: the rest of the page is inert while the modal panel is open.
    expect(await within(panel).findByText('has been remove to cart')).toBeVisible();
    expect(within(panel).getByText('Cart is empty')).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Again Add to Cart' }));
    expect(await within(panel).findByText('has been added to cart')).toBeVisible();
    expect(mockBackend.callsTo('/cart/store').at(-1)?.body).toEqual({ product_id: 10, quantity: 1, color: 3, size: 4, unit: 'pc' });
    await waitFor(() => expect(within(panel).getByRole('group', { name: 'Quantity of Headphones' })).toHaveTextContent('1'));
  });

  it('is in Arabic in the Arabic shop', async () => {
    mockBackend.seed([{ productId: 20, quantity: 1 }]);
    const panel = await openCart({ locale: 'ar' });
    expect(within(panel).getByRole('heading', { name: 'سلتي (1)' })).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'المتابعة إلى الدفع' })).toBeVisible();
  });
});

describe('the voucher dialog', () => {
  it('lists the shop’s vouchers; Collect turns into Collected, and a collected one applies to the checkout', async () => {
    mockBackend.seed([{ productId: 10, quantity: 2, colorId: 3, sizeId: 4 }]);
    const user = userEvent.setup();
    const panel = await openCart();
    await user.click(within(panel).getByRole('button', { name: 'Apply Store voucher: Gadget Hub' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher from Gadget Hub' });
    expect(await within(dialog).findByText('10% OFF')).toBeVisible();
    expect(within(dialog).getByText(/Minimum Spend/)).toHaveTextContent('Minimum Spend $60.00');
    expect(within(dialog).getByText('Validity till 31 December 2030 23:59')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Collect' }));
    expect(await within(dialog).findByRole('button', { name: 'Collected' })).toBeDisabled();
    expect(await screen.findByText('Voucher collected successfully')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByRole('button', { name: 'Applied' })).toBeVisible();
    expect(useCartStore.getState()).toMatchObject({ couponCode: 'HUB10', selectedShopIds: [1] });
    expect(mockBackend.callsTo('/cart/checkout').at(-1)?.body).toEqual({ shop_ids: [1], coupon_code: 'HUB10' });
    // 2 × 40 less 10 %, plus delivery.
    await waitFor(() => expect(within(panel).getByText('Cart Amount').nextSibling).toHaveTextContent(`$${(72 + DELIVERY).toFixed(2)}`));
  });

  it('says when a shop has no voucher', async () => {
    mockBackend.seed([{ productId: 20, quantity: 1 }]);
    const panel = await openCart();
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Apply Store voucher: Green Grocer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Voucher from Green Grocer' });
    expect(await within(dialog).findByText('Sorry there is no voucher available')).toBeVisible();
  });

  it('goes home when the session has ended', async () => {
    mockBackend.seed([{ productId: 20, quantity: 1 }]);
    const panel = await openCart();
    mockBackend.state.signedIn = false;
    await userEvent.setup().click(within(panel).getByRole('button', { name: 'Apply Store voucher: Green Grocer' }));
    expect(await screen.findByText('Unauthenticated.')).toBeVisible();
    expect(push).toHaveBeenCalledWith('/');
    expect(useUiStore.getState().overlay).toBeNull();
  });
});

describe('adding from a product card', () => {
  const card = { id: 10, name: 'Headphones', thumbnail: '/media/products/10.webp', colorId: 3, sizeId: 4, unit: 'pc', soldOut: false };
  const apples = { id: 20, name: 'Apples', thumbnail: '/media/products/20.webp', colorId: null, sizeId: null, unit: 'kg', soldOut: false };
  const jacket = { id: 30, name: 'Jacket', thumbnail: '/media/products/30.webp', colorId: 5, sizeId: 6, unit: null, soldOut: false };
  beforeEach(() => useViewerStore.setState({ known: true, user: { id: 1, name: 'Ada' } as never }));
  afterEach(() => useViewerStore.setState({ known: false, user: null }));

  it('tells a guest to log in first and opens the login dialog', async () => {
    mockBackend.state.signedIn = false;
    useViewerStore.setState({ known: true, user: null });
    // Straight to the login, also for a product with choices.
    renderShop(<AddToCartButton product={jacket} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Jacket to cart' }));
    expect(screen.queryByRole('dialog', { name: 'Choose options' })).toBeNull();
    expect(await screen.findByText('Please login first!')).toBeVisible();
    expect(useUiStore.getState().overlay).toBe('login');
  });

  it('adds a product without colours or sizes at once and offers View In Cart, which opens the cart', async () => {
    const user = userEvent.setup();
    renderShop(<AddToCartButton product={apples} />);
    await user.click(screen.getByRole('button', { name: 'Add Apples to cart' }));
    expect(await screen.findByText('has been added to cart')).toBeVisible();
    expect(mockBackend.callsTo('/cart/store')[0].body).toEqual({ product_id: 20, quantity: 1, color: null, size: null, unit: 'kg' });
    expect(useCartStore.getState().total).toBe(1);
    await user.click(screen.getByRole('button', { name: 'View In Cart' }));
    expect(useUiStore.getState().overlay).toBe('cart');
  });

  it('asks for the colour and size of a product that has them, with the price of the choice, and adds only what was chosen', async () => {
    const user = userEvent.setup();
    renderShop(<AddToCartButton product={jacket} />);
    await user.click(screen.getByRole('button', { name: 'Add Jacket to cart' }));
    const chooser = await screen.findByRole('dialog', { name: 'Choose options' });
    expect(mockBackend.callsTo('/cart/store')).toHaveLength(0);
    // One colour: chosen already. Two sizes: the shopper picks one.
    expect(await within(chooser).findByRole('radio', { name: 'Navy' })).toBeChecked();
    expect(within(chooser).getByRole('radio', { name: /^XL/ })).not.toBeChecked();
    expect(within(chooser).getByText('Choose from each option above to add this product.')).toBeVisible();
    await user.click(within(chooser).getByRole('button', { name: 'Add to cart' }));
    expect(mockBackend.callsTo('/cart/store')).toHaveLength(0);

    await user.click(within(chooser).getByRole('radio', { name: /^XL/ }));
    expect(within(chooser).getByTestId('price')).toHaveTextContent('$86.00');
    await user.click(within(chooser).getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('has been added to cart')).toBeVisible();
    expect(mockBackend.callsTo('/cart/store')[0].body).toEqual({ product_id: 30, quantity: 1, color: 5, size: 7, unit: null });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Choose options' })).toBeNull());
  });

  it('is busy while adding, keeps its focus and ignores a second press meanwhile', async () => {
    const user = userEvent.setup();
    const release = holdAnswers();
    renderShop(<AddToCartButton product={apples} />);
    const button = screen.getByRole('button', { name: 'Add Apples to cart' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    // Still enabled: browsers move the focus of a button that becomes disabled to the page.
    expect(button).toBeEnabled();
    expect(button).toHaveFocus();
    await user.click(button);
    act(() => release());
    expect(await screen.findByText('has been added to cart')).toBeVisible();
    expect(button).toHaveAttribute('aria-busy', 'false');
    expect(mockBackend.callsTo('/cart/store')).toHaveLength(1);
  });

  it('cannot add a sold-out product', () => {
    renderShop(<AddToCartButton product={{ ...card, soldOut: true }} />);
    expect(screen.getByRole('button', { name: 'Add Headphones to cart' })).toBeDisabled();
  });

  it('shows other errors with the server’s message', async () => {
    mockBackend.state.failures.set('/cart/store', { status: 422, message: 'Sorry! product cart quantity is limited. No more stock' });
    renderShop(<AddToCartButton product={apples} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Apples to cart' }));
    expect(await screen.findByText('Sorry! product cart quantity is limited. No more stock')).toBeVisible();
    expect(useUiStore.getState().overlay).toBeNull();
  });
});

describe('the buttons of a product page', () => {
  const product = {
    id: 10, name: 'Headphones', thumbnail: '/media/products/10.webp', thumbnails: [], price: 50, discount_price: 40, discount_percentage: 20,
    quantity: 8, unit: null, colors: [{ id: 3, name: 'Black', price: 0 }], sizes: [{ id: 4, name: 'M', price: 0 }],
  } as unknown as ProductDetail;

  it('stay enabled while adding, the pressed one keeping its focus, and ignore presses until the call is over', async () => {
    const user = userEvent.setup();
    const release = holdAnswers();
    renderShop(<ProductPurchase product={product} />);
    const add = screen.getByRole('button', { name: 'Add to cart' });
    const buy = screen.getByRole('button', { name: 'Buy now' });
    await user.click(add);
    expect(add).toHaveAttribute('aria-busy', 'true');
    expect(add).toBeEnabled();
    expect(add).toHaveFocus();
    expect(buy).toHaveAttribute('aria-disabled', 'true');
    await user.click(buy);
    await user.click(add);
    act(() => release());
    expect(await screen.findByText('has been added to cart')).toBeVisible();
    expect(mockBackend.callsTo('/cart/store')).toHaveLength(1);
    expect(push).not.toHaveBeenCalled();
    expect(buy).not.toHaveAttribute('aria-disabled');
  });
});
