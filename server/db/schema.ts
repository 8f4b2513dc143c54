// The whole domain of the shop API contract (docs/contract.md). Money is stored in integer minor units
// (cents); the API layer turns it into decimals. Translatable rows carry an `i18n` JSON column
// shaped { "<locale>": { "<field>": "text" } }.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export type I18n = Record<string, Record<string, string>>;

const i18n = () => jsonb('i18n').$type<I18n>().notNull().default({});
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

// ---------------------------------------------------------------- settings and reference data

/** Free-form shop settings served by GET /master, one JSON value per key. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  // Moved by a trigger when the value changes (migration 0013): the sitemap's lastmod of the pages
  // that only show settings (contact, support, seller application).
  updatedAt: updatedAt(),
});

export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(), // locale code, e.g. en, ar
  title: text('title').notNull(),
  direction: text('direction').$type<'ltr' | 'rtl'>().notNull().default('ltr'),
  isDefault: boolean('is_default').notNull().default(false),
  position: integer('position').notNull().default(0),
});

/**
 * The operator's texts of a language (PUT /admin/lang/{locale}), { "English text": "translation" }:
 * GET /lang/{locale} serves them over the bundled catalogue of messages/, or alone for a language
 * that has none. Kept by locale, not by language row, so removing a language and adding it again
 * finds its texts.
 */
export const languageStrings = pgTable('language_strings', {
  locale: text('locale').primaryKey(),
  strings: jsonb('strings').$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const currencies = pgTable('currencies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(), // USD
  symbol: text('symbol').notNull(),
  position: text('position').$type<'prefix' | 'suffix'>().notNull().default('prefix'),
  rateFromDefault: numeric('rate_from_default', { precision: 14, scale: 6 }).notNull().default('1'),
  isDefault: boolean('is_default').notNull().default(false),
});

export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phoneCode: text('phone_code').notNull(),
});

export const menus = pgTable('menus', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  target: text('target').notNull().default('_self'),
  isExternal: boolean('is_external').notNull().default(false),
  position: integer('position').notNull().default(0),
  i18n: i18n(),
});

export const footers = pgTable('footers', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull().default(0),
  title: text('title').notNull(),
  i18n: i18n(),
});

export const footerItems = pgTable('footer_items', {
  id: serial('id').primaryKey(),
  footerId: integer('footer_id').notNull().references(() => footers.id, { onDelete: 'cascade' }),
  // logo | text | email | phone | social_links | app_store | link
  type: text('type').notNull(),
  title: text('title').notNull().default(''),
  url: text('url'),
  target: text('target').notNull().default('_self'),
  position: integer('position').notNull().default(0),
  i18n: i18n(),
});

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo').notNull(),
  link: text('link').notNull(),
});

export const paymentGateways = pgTable('payment_gateways', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  title: text('title').notNull(),
  logo: text('logo').notNull(),
  isActive: boolean('is_active').notNull().default(true),
});

export const socialAuths = pgTable('social_auths', {
  name: text('name').primaryKey(), // google | facebook | apple
  clientId: text('client_id').notNull().default(''),
  clientSecret: text('client_secret').notNull().default(''),
  redirectUrl: text('redirect_url'),
  isActive: boolean('is_active').notNull().default(false),
});

export const legalPages = pgTable('legal_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(), // HTML
  i18n: i18n(),
  /** When its title or text last changed (set by a trigger: migration 0012). */
  updatedAt: updatedAt(),
});

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull().default('banner'), // banner | ad
  title: text('title').notNull(),
  thumbnail: text('thumbnail').notNull(),
  url: text('url'),
  position: integer('position').notNull().default(0),
  i18n: i18n(),
});

// ---------------------------------------------------------------- people

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone'),
    phoneCode: text('phone_code'),
    country: text('country'),
    email: text('email'),
    passwordHash: text('password_hash'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    emailVerified: boolean('email_verified').notNull().default(false),
    accountVerified: boolean('account_verified').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    profilePhoto: text('profile_photo'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    referralCode: text('referral_code').notNull().unique(),
    referredById: integer('referred_by_id'),
    affiliationBalance: integer('affiliation_balance').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_unique').on(t.phone),
  ],
);

/** Social sign-in identities: one row per provider account linked to a user. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** Bearer tokens; only a SHA-256 of the token is stored. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('access_tokens_user_idx').on(t.userId)],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(), // normalised phone or lower-case email
    purpose: text('purpose').notNull(), // register | forgot | verify
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_codes_identifier_idx').on(t.identifier, t.purpose)],
);

// The rate limits' counts on PostgreSQL (server/http/rate-limit.ts), shared by every web server.
// The columns are those rate-limiter-flexible's RateLimiterPostgres reads and writes: the key is
// the limit's name and the client's address or account, expire is in epoch milliseconds.
export const rateLimits = pgTable('rate_limits', {
  // text rather than the library's varchar(255): a limit's name and an email together can be longer.
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    area: text('area'),
    flatNo: text('flat_no'),
    addressType: text('address_type').notNull().default('home'),
    addressLine: text('address_line').notNull(),
    addressLine2: text('address_line2'),
    postCode: text('post_code'),
    /** ISO 3166-1 alpha-2, upper case; where the promise of an order to it is computed for. */
    country: text('country').notNull().default('US'),
    /** A region of the country, as the shops' delivery zones name it (free text, optional). */
    region: text('region'),
    isDefault: boolean('is_default').notNull().default(false),
    latitude: numeric('latitude', { precision: 10, scale: 7 }),
    longitude: numeric('longitude', { precision: 10, scale: 7 }),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    referrerId: integer('referrer_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    orders: integer('orders').notNull().default(0),
    earned: integer('earned').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('referrals_referrer_idx').on(t.referrerId)],
);

/** A shopper's wishlist (GET /favorite-products, POST /favorite-add-or-remove). */
export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('favorites_product_idx').on(t.productId)],
);

/**
 * Shops a shopper follows (ours: POST /follow-shop, /unfollow-shop, GET /followed-shops). One row
 * per shopper and shop, so concurrent follows end with one row; a shop's follower count is the
 * number of its rows, counted when asked, so it cannot drift from them.
 */
export const shopFollowers = pgTable(
  'shop_followers',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index('shop_followers_shop_idx').on(t.shopId)],
);

/**
 * Files shoppers upload (profile photos, return and ticket attachments). Kept in the database so
 * every web server of a scaled-out shop serves the same files; served by GET /api/uploads/{id}.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(), // random, unguessable
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(), // profile_photo | return | ticket
    contentType: text('content_type').notNull(),
    fileName: text('file_name'),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_user_idx').on(t.userId)],
);

// ---------------------------------------------------------------- catalogue

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  i18n: i18n(),
  ownerEmail: text('owner_email').notNull().unique(),
  ownerPasswordHash: text('owner_password_hash').notNull(),
  /** From a seller application (POST /seller/registration); the seeded shops have none. */
  ownerName: text('owner_name'),
  ownerPhone: text('owner_phone').unique(),
  logo: text('logo').notNull(),
  banner: text('banner').notNull(),
  shortDescription: text('short_description').notNull().default(''),
  description: text('description').notNull().default(''),
  rating: numeric('rating', { precision: 3, scale: 1 }).notNull().default('0'),
  totalReviews: integer('total_reviews').notNull().default(0),
  estimatedDeliveryTime: text('estimated_delivery_time').notNull().default('3-5 days'),
  deliveryCharge: integer('delivery_charge').notNull().default(0),
  // Its delivery calendar (lib/delivery-promise.ts): where it is, when it dispatches, how long it
  // takes to pack; where it delivers is shop_delivery_zones.
  country: text('country').notNull().default('US'),
  timeZone: text('time_zone').notNull().default('UTC'),
  handlingDays: integer('handling_days').notNull().default(1),
  cutoffHour: integer('cutoff_hour').notNull().default(14),
  /** ISO weekdays, 1 Monday … 7 Sunday. */
  dispatchDays: integer('dispatch_days').array().notNull().default(sql`'{1,2,3,4,5}'`),
  /** Local dates (YYYY-MM-DD) with no dispatch. */
  holidays: text('holidays').array().notNull().default(sql`'{}'`),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: createdAt(),
  /** When what its page shows of it last changed, not its last visit (set by a trigger: migration 0012). */
  updatedAt: updatedAt(),
});

/** Where a shop delivers: a country, or a region of it (which then beats the country's entry). */
export const shopDeliveryZones = pgTable(
  'shop_delivery_zones',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull(),
    region: text('region'),
    /** Calendar days from dispatch to the door. */
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
    /** Minor units of the default currency. */
    charge: integer('charge').notNull().default(0),
  },
  (t) => [uniqueIndex('shop_delivery_zones_place_idx').on(t.shopId, t.country, sql`coalesce(${t.region}, '')`)],
);

export const shopBanners = pgTable('shop_banners', {
  id: serial('id').primaryKey(),
  shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
  thumbnail: text('thumbnail').notNull(),
  position: integer('position').notNull().default(0),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  i18n: i18n(),
  thumbnail: text('thumbnail').notNull(),
  position: integer('position').notNull().default(0),
  /** When it or its subcategories last changed (set by triggers: migration 0012). */
  updatedAt: updatedAt(),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').notNull().references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    i18n: i18n(),
    thumbnail: text('thumbnail').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('sub_categories_category_idx').on(t.categoryId)],
);

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const colors = pgTable('colors', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  colorCode: text('color_code').notNull(),
  i18n: i18n(),
});

export const sizes = pgTable('sizes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const units = pgTable('units', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  i18n: i18n(),
});

/** VAT rules applied to product prices (all_vat_taxes in checkout). */
export const vatTaxes = pgTable('vat_taxes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
  i18n: i18n(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull().references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => subCategories.id),
    brandId: integer('brand_id').references(() => brands.id),
    unitId: integer('unit_id').references(() => units.id),
    vatTaxId: integer('vat_tax_id').references(() => vatTaxes.id),
    name: text('name').notNull(),
    i18n: i18n(),
    shortDescription: text('short_description').notNull().default(''),
    description: text('description').notNull().default(''), // HTML
    thumbnail: text('thumbnail').notNull(),
    price: integer('price').notNull(), // minor units, before VAT and surcharges
    discountPrice: integer('discount_price').notNull().default(0), // 0 = no discount
    quantity: integer('quantity').notNull().default(0), // stock
    totalSold: integer('total_sold').notNull().default(0),
    rating: numeric('rating', { precision: 3, scale: 1 }).notNull().default('0'),
    totalReviews: integer('total_reviews').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    metaKeywords: text('meta_keywords'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /** When what a page, sitemap or feed shows of it last changed (set by a trigger: migration 0010). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_shop_idx').on(t.shopId, t.id),
    index('products_category_idx').on(t.categoryId, t.id),
    index('products_sub_category_idx').on(t.subCategoryId, t.id),
    index('products_brand_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt.desc(), t.id.desc()),
    // The last change of any listed product (the sitemap's listing pages), without a scan.
    index('products_updated_idx').on(t.updatedAt),
    index('products_sold_idx').on(t.totalSold.desc(), t.id.desc()),
    index('products_views_idx').on(t.viewCount.desc(), t.id.desc()),
    index('products_price_idx').on(t.price, t.id),
    index('products_rating_idx').on(t.rating),
  ],
);

/**
 * One row: a number the database raises whenever something a product listing filters on changes
 * (products, their sizes and colours, shops), by the triggers of migration 0009, whoever writes.
 * Each web server's listing index (server/services/catalog-index.ts) compares it on every listing
 * and rebuilds when it moved.
 */
export const catalogState = pgTable('catalog_state', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});

/**
 * What a searched word or phrase also means, one way ("shoes" → sneakers, boots), kept by the
 * operator (GET/POST/DELETE /admin/search-synonyms). `term` is stored as the operator wrote it;
 * the search compares stems (server/services/search/text.ts). A change raises catalog_state.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  term: text('term').notNull().unique(),
  alternatives: jsonb('alternatives').$type<string[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Which products changed, and when (migration 0016's triggers, whoever writes): a web server with
 * a large catalogue reads the recent ones to bring its listing and search index up to date without
 * rebuilding them. A row without a product stands for a change that touches many (a shop closed, a
 * category renamed, a synonym edited): those rebuild. Rows older than ten minutes are deleted.
 */
export const catalogChanges = pgTable(
  'catalog_changes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_changes_changed_at_idx').on(t.changedAt)],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').notNull().references(() => sizes.id),
    price: integer('price').notNull().default(0), // surcharge, minor units
  },
  (t) => [primaryKey({ columns: [t.productId, t.sizeId] }), index('product_sizes_size_idx').on(t.sizeId)],
);

export const productColors = pgTable(
  'product_colors',
  {
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id').notNull().references(() => colors.id),
    price: integer('price').notNull().default(0), // surcharge, minor units
  },
  (t) => [primaryKey({ columns: [t.productId, t.colorId] }), index('product_colors_color_idx').on(t.colorId)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    type: text('type').$type<'image' | 'video'>().notNull().default('image'),
    thumbnail: text('thumbnail').notNull(),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The delivered order a shopper reviewed the product from; null for the demo's reviews. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerProfile: text('customer_profile'),
    rating: integer('rating').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_idx').on(t.productId, t.id),
    index('reviews_shop_idx').on(t.shopId, t.id),
    // One review per shopper and product, whatever the order: the insert relies on it, so two
    // submissions racing each other still store one.
    uniqueIndex('reviews_user_product_idx').on(t.userId, t.productId),
  ],
);

/**
 * Products a shopper opened, one row per product, the latest view's time kept; the service
 * trims each shopper's rows to the newest few.
 */
export const recentViews = pgTable(
  'recent_views',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] }), index('recent_views_user_idx').on(t.userId, t.viewedAt.desc())],
);

export const flashSales = pgTable('flash_sales', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  i18n: i18n(),
  thumbnail: text('thumbnail').notNull(),
  startAt: timestamp('start_at', { withTimezone: true }).notNull(),
  endAt: timestamp('end_at', { withTimezone: true }).notNull(),
});

export const flashSaleProducts = pgTable(
  'flash_sale_products',
  {
    flashSaleId: integer('flash_sale_id').notNull().references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(), // flash price, minor units
    quantity: integer('quantity').notNull(), // flash stock
    sold: integer('sold').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.flashSaleId, t.productId] }), index('flash_sale_products_product_idx').on(t.productId)],
);

// ---------------------------------------------------------------- content

export const blogCategories = pgTable('blog_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  i18n: i18n(),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    i18n: i18n(),
    categoryId: integer('category_id').notNull().references(() => blogCategories.id),
    authorName: text('author_name').notNull(),
    authorPhoto: text('author_photo'),
    thumbnail: text('thumbnail').notNull(),
    description: text('description').notNull(), // HTML
    totalViews: integer('total_views').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('blogs_category_idx').on(t.categoryId), index('blogs_created_idx').on(t.createdAt.desc())],
);

export const blogTags = pgTable('blog_tags', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
});

export const blogPostTags = pgTable(
  'blog_post_tags',
  {
    blogId: integer('blog_id').notNull().references(() => blogs.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id').notNull().references(() => blogTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.tagId] })],
);

export const blogProducts = pgTable(
  'blog_products',
  {
    blogId: integer('blog_id').notNull().references(() => blogs.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.blogId, t.productId] })],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name'),
  email: text('email'),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- cart, vouchers, orders

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id'),
    sizeId: integer('size_id'),
    unitId: integer('unit_id'),
    isBuyNow: boolean('is_buy_now').notNull().default(false),
    quantity: integer('quantity').notNull(),
    /** What one unit cost (cents, before VAT) when the shopper last saw the line: price-change notices. */
    shownPrice: integer('shown_price'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_unique').on(
      t.userId,
      t.isBuyNow,
      t.productId,
      sql`coalesce(${t.colorId}, 0)`,
      sql`coalesce(${t.sizeId}, 0)`,
      sql`coalesce(${t.unitId}, 0)`,
    ),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    code: text('code').notNull().unique(),
    voucherType: text('voucher_type').notNull().default('shop'),
    discountType: text('discount_type').notNull(), // Amount | Percentage
    discount: integer('discount').notNull(), // minor units for Amount, basis points for Percentage
    minOrderAmount: integer('min_order_amount').notNull().default(0),
    maxDiscountAmount: integer('max_discount_amount').notNull().default(0), // 0 = no cap
    limitForUser: integer('limit_for_user').notNull().default(1),
    /** Ours: only a shopper who follows the shop may collect it (shop_followers). */
    followersOnly: boolean('followers_only').notNull().default(false),
    /** Uses over every shopper; null = no limit. `used` counts orders with it that were not cancelled. */
    usageLimit: integer('usage_limit'),
    used: integer('used').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('coupons_shop_idx').on(t.shopId), check('coupons_used_within_limit', sql`${t.usageLimit} is null or ${t.used} <= ${t.usageLimit}`)],
);

export const collectedCoupons = pgTable(
  'collected_coupons',
  {
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').notNull().references(() => coupons.id, { onDelete: 'cascade' }),
    timesUsed: integer('times_used').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.couponId] })],
);

export const orderPayments = pgTable('order_payments', {
  id: serial('id').primaryKey(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  idempotencyKey: text('idempotency_key'),
  paymentMethod: text('payment_method').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull().default('Pending'), // Pending | Paid | Failed
  response: jsonb('response'),
  createdAt: createdAt(),
}, (t) => [uniqueIndex('order_payments_idempotency_unique').on(t.userId, t.idempotencyKey)]);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').references(() => orderPayments.id),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id),
    orderCode: text('order_code').notNull().unique(),
    address: jsonb('address').notNull(),
    quantity: integer('quantity').notNull(),
    totalAmount: integer('total_amount').notNull(),
    taxAmount: integer('tax_amount').notNull().default(0),
    discount: integer('discount').notNull().default(0),
    couponId: integer('coupon_id'),
    couponDiscount: integer('coupon_discount').notNull().default(0),
    deliveryCharge: integer('delivery_charge').notNull().default(0),
    payableAmount: integer('payable_amount').notNull(),
    paymentMethod: text('payment_method').notNull(),
    paymentStatus: text('payment_status').notNull().default('Pending'),
    orderStatus: text('order_status').notNull().default('Pending'),
    note: text('note'),
    vatTaxes: jsonb('vat_taxes').notNull().default([]),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** The arrival days promised when it was placed (YYYY-MM-DD; lib/delivery-promise.ts); null before shops had calendars. */
    promisedFrom: text('promised_from'),
    promisedTo: text('promised_to'),
    createdAt: createdAt(),
  },
  (t) => [index('orders_user_idx').on(t.userId, t.id), index('orders_shop_idx').on(t.shopId)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id),
    name: text('name').notNull(),
    brand: text('brand'),
    thumbnail: text('thumbnail').notNull(),
    price: integer('price').notNull(),
    discountPrice: integer('discount_price').notNull().default(0),
    quantity: integer('quantity').notNull(),
    color: jsonb('color'),
    size: jsonb('size'),
    unit: text('unit'),
    /** The flash sale the units were bought in, at its price; its stock gets them back on cancel. */
    flashSaleId: integer('flash_sale_id').references(() => flashSales.id, { onDelete: 'set null' }),
  },
  // The flash-sale index lets deleting a sale find its order lines (ON DELETE SET NULL) without
  // reading every line; most lines have no sale, so only those with one are indexed.
  (t) => [index('order_items_order_idx').on(t.orderId), index('order_items_flash_sale_idx').on(t.flashSaleId).where(sql`${t.flashSaleId} is not null`)],
);

/** Each status an order reached, for the status timeline of the order details. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_events_order_idx').on(t.orderId, t.id)],
);

export const returnOrders = pgTable(
  'return_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    amount: integer('amount').notNull(),
    quantity: integer('quantity').notNull(),
    status: text('status').notNull().default('Pending'), // Pending | Approved | Damaged | Mismatch
    paymentStatus: text('payment_status').notNull().default('Pending'),
    rejectNote: text('reject_note'),
    returnAddress: text('return_address').notNull(),
    bankName: text('bank_name'),
    bankAccountNumber: text('bank_account_number'),
    attachments: jsonb('attachments').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('return_orders_user_idx').on(t.userId, t.id)],
);

export const returnOrderItems = pgTable(
  'return_order_items',
  {
    returnOrderId: integer('return_order_id').notNull().references(() => returnOrders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').notNull().references(() => orderItems.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.returnOrderId, t.orderItemId] })],
);

export const ticketIssueTypes = pgTable('ticket_issue_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  i18n: i18n(),
});

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    ticketNo: text('ticket_no').notNull().unique(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    issueTypeId: integer('issue_type_id').references(() => ticketIssueTypes.id),
    orderNumber: text('order_number'),
    subject: text('subject').notNull(),
    email: text('email'),
    phone: text('phone'),
    status: text('status').notNull().default('running'), // running | completed | cancel
    createdAt: createdAt(),
  },
  (t) => [index('support_tickets_user_idx').on(t.userId, t.id)],
);

export const supportTicketMessages = pgTable(
  'support_ticket_messages',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id').notNull().references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    isStaff: boolean('is_staff').notNull().default(false),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    message: text('message').notNull(),
    attachments: jsonb('attachments').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('support_ticket_messages_ticket_idx').on(t.ticketId, t.id)],
);

// ---------------------------------------------------------------- chat

/** A user and a shop who may talk (POST /store-message). */
export const chatConnections = pgTable(
  'chat_connections',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('chat_connections_unique').on(t.userId, t.shopId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    type: text('type').notNull(), // user | shop (who sent it)
    message: text('message'),
    isSeen: boolean('is_seen').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_pair_idx').on(t.userId, t.shopId, t.id)],
);

// ---------------------------------------------------------------- alerts (ours)

/**
 * A shopper's wish to hear of a product by e-mail: `stock` when a sold-out product is back,
 * `price` when the price it shows falls below the last one the shopper was told of (or saw when
 * setting it). `locale` is the language the alert was set in, the language of its e-mails.
 * `version` grows with each event found for it (a restock, a lower price): the event key of the
 * job it makes, so one event is sent once. Stopping an alert deletes it (and its pending jobs).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // stock | price
    locale: text('locale').notNull().default('en'),
    /** The price last told or seen, minor units of the default currency. */
    lastPrice: integer('last_price').notNull(),
    version: integer('version').notNull().default(0),
    /** A stock alert is done once its e-mail is queued; a price alert stays until stopped. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('alerts_user_product_kind_unique').on(t.userId, t.productId, t.kind), index('alerts_product_idx').on(t.productId)],
);

/**
 * E-mails to send for alerts, worked by every web server (server/services/alerts/worker.ts): a
 * worker takes due rows with FOR UPDATE SKIP LOCKED and holds them until `locked_until` (its
 * lease); a worker that dies leaves them to be taken again once the lease is over. A failed send
 * waits `run_at` (growing back-off) and is tried again, up to a limit, then stays `failed`.
 */
export const alertJobs = pgTable(
  'alert_jobs',
  {
    id: serial('id').primaryKey(),
    /** The alert the e-mail is about, or the answered question (one of the two). */
    alertId: integer('alert_id').references(() => alerts.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').references(() => productQuestions.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    /** The new price (price alerts), minor units. */
    price: integer('price').notNull(),
    oldPrice: integer('old_price'),
    status: text('status').notNull().default('pending'), // pending | sent | failed
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('alert_jobs_event_unique').on(t.alertId, t.eventKey),
    uniqueIndex('alert_jobs_question_event_unique').on(t.questionId, t.eventKey),
    index('alert_jobs_due_idx').on(t.status, t.runAt),
    check('alert_jobs_one_target', sql`num_nonnulls(${t.alertId}, ${t.questionId}) = 1`),
  ],
);

/**
 * A shopper's question on a product (ours) and the shop's answer. Others see it only once it is
 * answered and neither it nor its answer is hidden by the operator; until answered, its asker may
 * change or delete it.
 */
export const productQuestions = pgTable(
  'product_questions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull().references(() => products.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').notNull().references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    /** The asker's language: the answer's e-mail is written in it. */
    locale: text('locale').notNull().default('en'),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    questionHidden: boolean('question_hidden').notNull().default(false),
    answerHidden: boolean('answer_hidden').notNull().default(false),
    helpfulCount: integer('helpful_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_questions_product_idx').on(t.productId, t.answeredAt),
    index('product_questions_user_idx').on(t.userId),
    index('product_questions_shop_idx').on(t.shopId, t.answeredAt),
  ],
);

/** One "helpful" vote of a shopper on an answered question. */
export const productQuestionVotes = pgTable(
  'product_question_votes',
  {
    questionId: integer('question_id').notNull().references(() => productQuestions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.userId] })],
);
