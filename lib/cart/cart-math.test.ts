import { cartSchema, type CartGroup, type CartProduct } from '@/lib/api/schemas/cart';
import { cartAmount, hasLine, lineRef, narrowSelection, totalAmountOf } from './cart-math';

const line = (id: number, price: number, discount: number, quantity: number, cartId?: number): CartProduct => ({
  id,
  cart_id: cartId,
  quantity,
  name: `Product ${id}`,
  thumbnail: null,
  brand: null,
  price,
  discount_price: discount,
  discount_percentage: 0,
  rating: 0,
  total_reviews: '0',
  total_sold: '0',
  color: null,
  size: null,
  unit: null,
});
const group = (shopId: number, products: CartProduct[]): CartGroup => ({ shop_id: shopId, shop_name: `Shop ${shopId}`, shop_logo: null, shop_rating: 4, shop_online: false, products, delivery: null });

describe('cart amounts', () => {
  it('adds each line at its discount price when above 0, to the cent', () => {
    const groups = [group(1, [line(1, 10, 8.1, 3), line(2, 0.1, 0, 3)]), group(2, [line(3, 19.99, 0, 1)])];
    expect(cartAmount(groups)).toBe(44.59);
    expect(totalAmountOf({ cart_items: groups })).toBe(44.59);
  });
});

describe('the selection', () => {
  it('keeps only shops still in the cart, in the cart’s order', () => {
    expect(narrowSelection([3, 1, 9], [group(1, []), group(2, []), group(3, [])])).toEqual([1, 3]);
    expect(narrowSelection([1], [])).toEqual([]);
  });
});

describe('lines', () => {
  it('are addressed by product and, when the backend gives one, by their own id', () => {
    expect(lineRef(line(5, 1, 0, 1))).toEqual({ product_id: 5 });
    expect(lineRef(line(5, 1, 0, 1, 42))).toEqual({ product_id: 5, cart_id: 42 });
    const groups = [group(1, [line(5, 1, 0, 1, 42)])];
    expect(hasLine(groups, { id: 5, cart_id: 43 })).toBe(false);
    expect(hasLine(groups, { id: 5, cart_id: 42 })).toBe(true);
    expect(hasLine(groups, { id: 5 })).toBe(true);
  });

  it('read a brand or unit sent as a name or as an object, as the contract’s schema gives them', () => {
    const cart = cartSchema.parse({ total: 1, cart_items: [{ ...group(1, []), products: [{ ...line(5, 1, 0, 1), brand: { name: 'Acme' }, unit: 'kg' }] }] });
    expect(cart.cart_items[0].products[0]).toMatchObject({ brand: 'Acme', unit: 'kg' });
  });
});

describe('server notices', () => {
  it('come as one message or a list; blanks are dropped', () => {
    const notices = (info: unknown) => cartSchema.parse({ total: 0, cart_items: [], info }).info;
    expect(notices('Only 2 left.')).toEqual(['Only 2 left.']);
    expect(notices(['A', ' ', 'B'])).toEqual(['A', 'B']);
    expect(notices(null)).toEqual([]);
  });
});
