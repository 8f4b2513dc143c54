// The notes of the contract's schemas: a field's note (its description in docs/openapi.json and its
// line under the shape in docs/contract.md's "Shared shapes"), a field of this project's own, which
// the original backend does not send (`x-ours` in the OpenAPI document, "(ours)" in the shapes), and
// a shape's own remark. They live here, not in the schemas: the storefront's islands bundle the
// schemas to parse answers, and the browser has no use for their documentation. Only the generator
// (scripts/openapi.ts) imports this module; addNotes() puts the notes into zod's global registry,
// where z.toJSONSchema reads a schema's metadata, before the documents are written.
//
// A note belongs to one schema instance. A field built of a shared building block (`id`, `num`,
// `text`, a module's `money`) takes a `.clone()` of it in its schema, or the note would be every
// field's that shares the instance; lib/api/schemas/notes.test.ts checks that none is.
import * as z from 'zod';
import { userSchema } from './account';
import { cartGroupSchema, cartProductSchema, centreVoucherSchema, couponSchema } from './cart';
import { addressSchema } from './profile';
import { categorySchema, colorSchema, productCardSchema, shopSchema, sizeSchema } from './catalog';
import { chatSchema } from './chat';
import { followedShopSchema, shopDetailSchema } from './shop';
import { ORDER_STATUSES, orderSchema } from './orders';
import { ticketSchema } from './tickets';

/** What a note adds to a schema's metadata. */
export type Note = { 'x-ours'?: true; description?: string };

/** A field's note. */
const note = (description: string): Note => ({ description });

/** A field of this project's own, with its note if it has one. */
const ours = (description?: string): Note => ({ 'x-ours': true, ...(description === undefined ? {} : { description }) });

/** The notes of one shape's fields, by field name. */
export interface FieldNotes {
  shape: z.ZodObject;
  fields: Record<string, Note>;
}

const fieldsOf = <T extends z.ZodObject>(shape: T, fields: { [K in keyof T['shape'] & string]?: Note }): FieldNotes => ({ shape, fields: fields as Record<string, Note> });

export const FIELD_NOTES: readonly FieldNotes[] = [
  fieldsOf(userSchema, {
    last_online: note('Seen in the last 10 minutes.'),
    affiliation_balance: ours('Written with two decimals ("12.50").'),
  }),
  fieldsOf(productCardSchema, {
    discount_price: note('During a running flash sale, the flash price.'),
    quantity: note('During a running flash sale, the flash stock.'),
  }),
  fieldsOf(sizeSchema, { price: note('The surcharge.') }),
  fieldsOf(colorSchema, { price: note('The surcharge.') }),
  fieldsOf(shopSchema, {
    shop_status: note('"Online" or "Offline".'),
    updated_at: ours("ISO 8601: the last change of anything its page shows, not its owner's visits."),
  }),
  fieldsOf(categorySchema, {
    slug: note('Sent by neither the original nor this backend; a category link uses it in place of the id when an answer has one.'),
    updated_at: ours('ISO 8601: the last change of it or of its subcategories.'),
  }),
  fieldsOf(cartProductSchema, {
    id: note('The product id (links to /products/{id}/details).'),
    cart_id: ours('The line itself, for changing one of several lines of a product.'),
    price: note('The unit price.'),
    stock: ours('Units that can still be bought (0 when sold out or no longer sold).'),
  }),
  fieldsOf(cartGroupSchema, {
    delivery: ours('The shop\'s DeliveryPlan (see "Delivery promise"), from which the storefront says when its parcel arrives; null when it delivers nowhere.'),
  }),
  fieldsOf(addressSchema, {
    country: ours('ISO 3166-1 alpha-2, upper case; the shop\'s default country (the first of SHOP_COUNTRIES) when none was sent.'),
    region: ours('A region of the country, as the shops\' delivery zones name it (matched without regard to case); a zone of its region beats its country\'s.'),
  }),
  fieldsOf(couponSchema, {
    voucher_type: note('"Shop Voucher".'),
    discount_type: note('"Amount" or "Percentage".'),
    discount: note('An amount for "Amount", a percent (10 = 10 %) for "Percentage".'),
    started: note('Whether it has begun. The original sends the start as "d F Y H:i" ("01 January 2026 00:00") instead: started once it is past.'),
    validity: note('When it ends, "d F Y H:i" ("05 January 2026 14:30").'),
    followers_only: ours('Only shoppers who follow the shop may collect it (POST /vouchers-collect answers 422 "Follow the shop to collect this voucher." otherwise).'),
    usage_limit: ours('Uses over every shopper; null = no limit.'),
    uses_left: ours('Uses left over every shopper; null without a limit.'),
  }),
  fieldsOf(shopDetailSchema, {
    total_followers: ours('How many shoppers follow the shop. A cached shop page may show it up to its cache expiry late; GET /shop-follow-status has the current count.'),
  }),
  fieldsOf(followedShopSchema, {
    total_followers: ours(),
    followed_at: ours('ISO 8601: when the shopper followed it.'),
    products: ours('Its newest products on sale, newest first (at most 4).'),
  }),
  fieldsOf(centreVoucherSchema, {
    shop_name: ours(),
    shop_logo: ours(),
    max_saving: ours("The most it saves: an amount's discount, a percentage's cap; null for a percentage without a cap."),
  }),
  fieldsOf(chatSchema, {
    shop: note('{id, name, logo}; an upstream backend may name them shop_id, shop_name and shop_logo.'),
    user: note("The whole User in the shopper's own answers; elsewhere {id, name, profile_photo, last_online}."),
    type: note('Who wrote it: the shopper ("user") or the shop ("shop"; anything else upstream may call it reads as the shop).'),
  }),
  fieldsOf(orderSchema, {
    order_code: note('"#RC000123".'),
    payment_status: note('"Pending" or "Paid".'),
    order_status: note(`One of ${ORDER_STATUSES.join(', ')}.`),
  }),
  fieldsOf(ticketSchema, {
    status: note('"pending" (open), "confirm" (open, with a support schedule; the original only), "completed" or "cancel".'),
    subject: note('The original lets a ticket go without a subject: then it reads as empty.'),
    issue_type: note("The type's name (the original may send the type as {id, name})."),
  }),
];

/** A shape's own remark, written after its fields. */
export const SHAPE_NOTES: readonly (readonly [shape: z.ZodObject, note: Note])[] = [[cartProductSchema, note('Prices include size and colour surcharges and VAT.')]];

/** Adds every note to `registry` (zod's global one, which z.toJSONSchema reads unless told otherwise). */
export function addNotes(registry: z.core.$ZodRegistry<z.core.GlobalMeta> = z.globalRegistry): void {
  for (const { shape, fields } of FIELD_NOTES) {
    for (const [field, meta] of Object.entries(fields)) registry.add(shape.shape[field], meta);
  }
  for (const [shape, meta] of SHAPE_NOTES) registry.add(shape, meta);
}
