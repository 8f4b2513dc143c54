// Checkout totals, computed on the server only (docs/contract.md POST /cart/checkout). Order placement runs
// the same computation again inside its own transaction, with `lock`, and writes what it gets:
// one order per entry of `shops` (its amounts match the orders columns), `orderItemValues` for
// each line, `takeStock` (stock.ts) for the units and `removeLines` (cart.ts) for the basket.
//
// How the amounts are made (all in integer cents; the API answers decimals with 2 places):
//
// 1. Unit price of a line. List price = the product's price + the colour surcharge + the size
//    surcharge. Sale price = (the running flash-sale price if the product is in a running sale,
//    else the product's discount price if above 0) + the same surcharges; none when neither. The
//    unit is paid at the sale price when there is one, else at the list price. Of two overlapping
//    sales the one ending first counts, as in the catalogue.
// 2. Stock. A line can be bought while its product and shop are active and the units of that
//    product in the basket (all colours and sizes together) do not exceed its stock; during a
//    flash sale the flash stock left (quantity - sold) is a further limit. Otherwise the checkout
//    is refused (Refused) naming the product.
// 3. Items. Line amount = paid unit price × quantity. A shop's total_amount = the sum of its line
//    amounts, before VAT. `discount` (what orders record as saved) = Σ (list - paid) × quantity.
// 4. VAT. Each product has at most one VAT rule. VAT of a unit = paid unit price × percentage /
//    100, rounded half up to the cent; VAT of a line = that × quantity; a shop's VAT lines add these
//    up per rule, and all_vat_taxes adds up the shops'. VAT is on the price the shop charges,
//    before any voucher. The cart shows unit prices with VAT (docs/contract.md: "Prices already include ...
//    VAT"), rounded the same way, so total_amount + VAT is exactly what the cart's lines add up to.
// 5. Delivery. Each selected shop with at least one line adds its delivery_charge once.
// 6. Voucher (coupon_code, one per checkout). It belongs to one shop and applies to that shop's
//    items only. It must have started and not expired, its shop must be in the checkout, the
//    shopper's uses (orders with it that were not cancelled) must be below limit_for_user (0 = no
//    limit), and the shop's total_amount must reach min_order_amount. "Percentage" takes that
//    percentage of the shop's total_amount, rounded half up, then at most max_discount_amount when
//    it is above 0; "Amount" takes its amount. Either way never more than the shop's total_amount:
//    VAT and delivery are always paid. A code that does not apply is Invalid with the reason
//    under errors.coupon_code and no totals: the storefront keeps the totals it has (without the
//    voucher) and asks again without the code. Collecting a voucher is not needed to use its code.
//    Best vouchers (ours): with best_vouchers each selected shop also gets the shopper's best
//    collected voucher that applies there (by the rules above: the largest coupon_discount, then
//    the one ending first, then the lowest id), unless coupon_ids names another collected voucher
//    of that shop, no_voucher_shop_ids names the shop (none), or coupon_code already gave it one.
//    shop_vouchers then lists per shop the collected vouchers that apply with their saving, the
//    best one and the one applied. A voucher named in coupon_ids that does not apply is Invalid
//    with the reason under errors.coupon_ids.
// 7. Payable per shop = total_amount + VAT + delivery_charge - coupon_discount; the checkout
//    answers the sums over the selected shops.
//
// Only shops present in the basket count: unknown or empty shop ids add nothing, and an empty
// selection answers zeros and no items (then a coupon_code is not checked: there is nothing it
// could apply to).
import type { Checkout, ShopVouchers } from '@/lib/api/schemas/cart';
import type { VatLine } from '@/lib/api/schemas/orders';
import { NO_MORE_STOCK, lockShopper } from './cart';
import { deliveryPlans } from './delivery-plans';
import { cartGroups, loadLines, quantitiesByProduct, vatOf, type DbOrTx, type LineShop, type PricedLine } from './cart-lines';
import { Invalid, Refused } from './errors';
import { money } from './format';
import { couponByCode, couponDiscount, couponPayload, couponUses, mayUseFollowersVoucher, usableVouchers } from './vouchers';

/** A VAT line of the contract (lib/api/schemas/orders.ts) with every field filled, its amount in cents. */
export type VatAmount = { [K in keyof VatLine]-?: NonNullable<VatLine[K]> };

export interface ShopCheckout {
  shopId: number;
  shop: LineShop;
  lines: PricedLine[];
  /** Units bought from this shop. */
  quantity: number;
  /** Items before VAT (cents). */
  totalAmount: number;
  /** Saved against list prices (cents). */
  discount: number;
  taxAmount: number;
  vatTaxes: VatAmount[];
  deliveryCharge: number;
  couponId: number | null;
  couponDiscount: number;
  payableAmount: number;
}

export interface CheckoutResult {
  shops: ShopCheckout[];
  /** Sums over the shops, in cents. */
  totals: { totalAmount: number; deliveryCharge: number; couponDiscount: number; taxAmount: number; payableAmount: number; vatTaxes: VatAmount[] };
  coupon: { id: number; code: string; shopId: number } | null;
  /** The data of POST /cart/checkout. */
  answer: Checkout;
}

export interface CheckoutOptions {
  /** Shops to check out; absent means every shop in the basket (ours), [] means none. */
  shopIds?: number[];
  couponCode?: string | null;
  isBuyNow: boolean;
  /** Give each shop its best collected voucher that applies (ours). */
  bestVouchers?: boolean;
  /** Collected vouchers chosen instead of the best, one per shop at most (ours). */
  couponIds?: number[];
  /** Shops that get no voucher (ours). */
  noVoucherShopIds?: number[];
  /** Language of the names in checkout_items. */
  locale?: string;
  /**
   * Inside an order transaction: lock the shopper (serialising their orders, so a voucher's use
   * limit holds) and the products and flash-sale rows of the lines until the transaction ends.
   * Needs a transaction handle.
   */
  lock?: boolean;
}

function addVat(into: Map<number, VatAmount>, line: { id: number; name: string; percentage: number }, amount: number): void {
  const sum = into.get(line.id) ?? { id: line.id, name: line.name, percentage: line.percentage, amount: 0 };
  sum.amount += amount;
  into.set(line.id, sum);
}

/** Refuses lines that cannot be bought now, naming the product. */
function checkStock(lines: PricedLine[]): void {
  const wanted = quantitiesByProduct(lines);
  for (const line of lines) {
    if (!line.available) throw new Refused(`${line.name} is no longer available. Please remove it from your cart.`);
    if (line.stock <= 0) throw new Refused(`${NO_MORE_STOCK}: ${line.name} is out of stock.`);
    if ((wanted.get(line.productId) ?? 0) > line.stock) throw new Refused(`${NO_MORE_STOCK}: only ${line.stock} of ${line.name} left.`);
  }
}

function shopTotals(shop: LineShop, lines: PricedLine[]): ShopCheckout {
  const vat = new Map<number, VatAmount>();
  let totalAmount = 0;
  let discount = 0;
  let quantity = 0;
  for (const line of lines) {
    const amount = line.paidPrice * line.quantity;
    totalAmount += amount;
    discount += (line.listPrice - line.paidPrice) * line.quantity;
    quantity += line.quantity;
    if (line.vat) addVat(vat, line.vat, vatOf(line.paidPrice, line.vat) * line.quantity);
  }
  const vatTaxes = [...vat.values()];
  const taxAmount = vatTaxes.reduce((sum, line) => sum + line.amount, 0);
  return {
    shopId: shop.id,
    shop,
    lines,
    quantity,
    totalAmount,
    discount,
    taxAmount,
    vatTaxes,
    deliveryCharge: shop.deliveryCharge,
    couponId: null,
    couponDiscount: 0,
    payableAmount: totalAmount + taxAmount + shop.deliveryCharge,
  };
}

/**
 * A bought line as an order item records it (without order_id): untranslated names (the account
 * pages translate them when they read them), prices in cents with surcharges and before VAT, the
 * colour and size with their surcharges, and the flash sale whose price and stock it was bought
 * at (cancelling gives that sale its units back).
 */
export function orderItemValues(line: PricedLine) {
  return {
    productId: line.productId,
    name: line.baseName,
    brand: line.brand,
    thumbnail: line.thumbnail,
    price: line.listPrice,
    discountPrice: line.salePrice,
    quantity: line.quantity,
    color: line.color ? { id: line.color.id, name: line.color.baseName, color_code: line.color.colorCode, price: line.color.price } : null,
    size: line.size ? { id: line.size.id, name: line.size.name, price: line.size.price } : null,
    unit: line.unitBaseName,
    flashSaleId: line.flashSaleId,
  };
}

/**
 * The checkout of the selected shops of one basket: per shop and in total, in cents, plus the
 * formatted answer. Throws Refused when a line cannot be bought, Invalid when the voucher does not
 * apply. Pass a transaction handle (and `lock`) to use it while placing orders.
 */
export async function computeCheckout(db: DbOrTx, userId: number, options: CheckoutOptions): Promise<CheckoutResult> {
  const { isBuyNow, locale = 'en', lock = false } = options;
  if (lock) await lockShopper(db, userId);
  const { lines, shops } = await loadLines(db, userId, { isBuyNow, locale, lock });
  const chosen = options.shopIds === undefined ? null : new Set(options.shopIds);
  const selected = chosen === null ? lines : lines.filter((line) => chosen.has(line.shopId));
  checkStock(selected);

  const byShop = new Map<number, PricedLine[]>();
  for (const line of selected) byShop.set(line.shopId, [...(byShop.get(line.shopId) ?? []), line]);
  const perShop = [...byShop.entries()].flatMap(([shopId, shopLines]) => {
    const shop = shops.get(shopId);
    return shop ? [shopTotals(shop, shopLines)] : [];
  });

  let coupon: CheckoutResult['coupon'] = null;
  const code = options.couponCode?.trim();
  if (code && perShop.length > 0) {
    const row = await couponByCode(db, code);
    const target = perShop.find((shop) => shop.shopId === row.shopId);
    const discount = couponDiscount(row, {
      shopSubtotal: target ? target.totalAmount : null,
      shopName: target?.shop.name,
      uses: await couponUses(db, userId, row.id),
      follower: await mayUseFollowersVoucher(db, userId, row),
    });
    if (target) {
      target.couponId = row.id;
      target.couponDiscount = discount;
      target.payableAmount -= discount;
    }
    coupon = { id: row.id, code: row.code, shopId: row.shopId };
  }

  const choosing = options.bestVouchers || (options.couponIds?.length ?? 0) > 0 || (options.noVoucherShopIds?.length ?? 0) > 0;
  const shopVouchers = choosing && perShop.length > 0 ? await chooseVouchers(db, userId, perShop, options) : undefined;

  const vat = new Map<number, VatAmount>();
  for (const shop of perShop) for (const line of shop.vatTaxes) addVat(vat, line, line.amount);
  const sum = (pick: (shop: ShopCheckout) => number) => perShop.reduce((total, shop) => total + pick(shop), 0);
  const totals = {
    totalAmount: sum((shop) => shop.totalAmount),
    deliveryCharge: sum((shop) => shop.deliveryCharge),
    couponDiscount: sum((shop) => shop.couponDiscount),
    taxAmount: sum((shop) => shop.taxAmount),
    payableAmount: sum((shop) => shop.payableAmount),
    vatTaxes: [...vat.values()],
  };
  return {
    shops: perShop,
    totals,
    coupon,
    answer: {
      checkout: {
        total_amount: money(totals.totalAmount),
        delivery_charge: money(totals.deliveryCharge),
        coupon_discount: money(totals.couponDiscount),
        order_tax_amount: money(totals.taxAmount),
        payable_amount: money(totals.payableAmount),
        all_vat_taxes: totals.vatTaxes.map((line) => ({ ...line, amount: money(line.amount) })),
      },
      apply_coupon: perShop.some((shop) => shop.couponId !== null),
      checkout_items: cartGroups(selected, shops, await deliveryPlans(db, [...new Set(selected.map((line) => line.shopId))])),
      ...(shopVouchers ? { shop_vouchers: shopVouchers } : {}),
    },
  };
}

const choiceError = (message: string): Invalid => new Invalid({ coupon_ids: [message] });

/** Applies each shop's chosen or best collected voucher (point 6, "Best vouchers"). */
async function chooseVouchers(db: DbOrTx, userId: number, perShop: ShopCheckout[], options: CheckoutOptions): Promise<ShopVouchers[]> {
  const inCheckout = new Map(perShop.map((shop) => [shop.shopId, shop]));
  const none = new Set(options.noVoucherShopIds ?? []);
  const usable = await usableVouchers(db, userId, perShop.map((shop) => shop.shopId), options.couponIds ?? []);
  const chosen = new Map<number, number>();
  for (const couponId of options.couponIds ?? []) {
    const found = usable.find((row) => row.coupon.id === couponId);
    if (!found) throw choiceError('The selected voucher is invalid.');
    const shop = inCheckout.get(found.coupon.shopId);
    if (!shop) throw choiceError('This voucher belongs to a shop that is not in your checkout.');
    if (!found.collected) throw choiceError('Collect this voucher before using it.');
    if (chosen.has(shop.shopId) || none.has(shop.shopId)) throw choiceError('Choose one voucher per shop.');
    chosen.set(shop.shopId, couponId);
  }
  const now = Date.now();
  return perShop.map((shop) => {
    const fits = usable
      .filter((row) => row.collected && row.coupon.shopId === shop.shopId)
      .flatMap((row) => {
        try {
          return [{ row: row.coupon, saving: couponDiscount(row.coupon, { shopSubtotal: shop.totalAmount, shopName: shop.shop.name, uses: row.uses, now }) }];
        } catch {
          return [];
        }
      })
      .sort((a, b) => b.saving - a.saving || a.row.endAt.getTime() - b.row.endAt.getTime() || a.row.id - b.row.id);
    const best = fits[0] ?? null;
    // A code typed at checkout already gave this shop its voucher.
    if (shop.couponId === null) {
      const wanted = chosen.get(shop.shopId);
      let applied = wanted === undefined ? (none.has(shop.shopId) || !options.bestVouchers ? null : best) : null;
      if (wanted !== undefined) {
        applied = fits.find((fit) => fit.row.id === wanted) ?? null;
        if (!applied) {
          const row = usable.find((candidate) => candidate.coupon.id === wanted)!;
          try {
            couponDiscount(row.coupon, { shopSubtotal: shop.totalAmount, shopName: shop.shop.name, uses: row.uses, now });
          } catch (error) {
            if (error instanceof Invalid) throw choiceError(error.errors?.coupon_code?.[0] ?? 'The selected voucher is invalid.');
            throw error;
          }
        }
      }
      if (applied) {
        shop.couponId = applied.row.id;
        shop.couponDiscount = applied.saving;
        shop.payableAmount -= applied.saving;
      }
    }
    return {
      shop_id: shop.shopId,
      coupon_id: shop.couponId,
      best_coupon_id: best?.row.id ?? null,
      options: fits.map((fit) => ({ coupon: couponPayload(fit.row, true, now), saving: money(fit.saving) })),
    };
  });
}
