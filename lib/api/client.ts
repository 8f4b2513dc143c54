// One client for server components and browser islands: each method is one call of docs/contract.md with
// its schema. The transport decides where the request goes (lib/api/server.ts, lib/api/browser.ts).
import type { ClientContext, Parser, Query } from './core';
import { send } from './send';
import * as account from './schemas/account';
import * as affiliation from './schemas/affiliations';
import * as alerts from './schemas/alerts';
import * as questions from './schemas/questions';
import * as cart from './schemas/cart';
import * as catalog from './schemas/catalog';
import * as chat from './schemas/chat';
import * as content from './schemas/content';
import * as orders from './schemas/orders';
import * as placeOrder from './schemas/place-order';
import * as product from './schemas/product';
import * as seller from './schemas/seller';
import * as profile from './schemas/profile';
import * as settings from './schemas/settings';
import * as shop from './schemas/shop';
import * as tickets from './schemas/tickets';

export interface Paging {
  page?: number;
  per_page?: number;
}

export interface ReviewInput {
  order_id: number;
  product_id: number;
  /** null when no star was chosen: the backend answers its own "rating field is required". */
  rating: number | null;
  description: string;
}

export type SortType = 'top_selling' | 'popular_product' | 'newest' | 'just_for_you' | 'high_to_low' | 'low_to_high' | 'default';

export interface ProductQuery extends Paging {
  search?: string;
  shop_id?: number;
  category_id?: number;
  sub_category_id?: number;
  brand_id?: number;
  color_id?: number;
  size_id?: number;
  rating?: number;
  min_price?: number;
  max_price?: number;
  sort_type?: SortType;
}

const data = async <T>(answer: Promise<{ data: T }>): Promise<T> => (await answer).data;

const segment = (value: string | number) => encodeURIComponent(String(value));

/** The Idempotency-Key header of a placement, when the caller keeps one. */
const keyed = (key?: string) => (key ? { 'Idempotency-Key': key } : undefined);

export function createApi(context: ClientContext) {
  const get = <T,>(path: string, schema: Parser<T>, query?: Query) => data(send(context, { path, query }, schema));
  const post = <T,>(path: string, schema: Parser<T>, body: unknown) => send(context, { method: 'POST', path, body }, schema);
  return {
    context,
    master: () => get('/master', settings.masterSchema),
    translations: (locale: string) => data(send(context, { path: `/lang/${encodeURIComponent(locale)}`, bare: true }, settings.translationsSchema)),
    countries: () => get('/countries', settings.countriesSchema),
    home: (paging: Paging) => get('/home', catalog.homeSchema, { ...paging }),
    products: (query: ProductQuery) => get('/products', catalog.productListSchema, { ...query }),
    /** Ours: what a sitemap prints; a backend without it answers 404. */
    sitemapProducts: (paging: Paging) => get('/sitemap-products', catalog.sitemapProductsSchema, { ...paging }),
    /** Ours: a page of the shopping-search feed after the last id seen; a backend without it answers 404. */
    feedProducts: (query: { after_id?: number; per_page?: number }) => get('/feed-products', catalog.feedProductsSchema, { ...query }),
    categoryProducts: (query: ProductQuery) => get('/category-products', catalog.productListSchema, { ...query }),
    categories: (paging: Paging = {}) => get('/categories', catalog.categoryListSchema, { ...paging }),
    banners: () => get('/banners', content.bannersSchema),
    productDetails: (productId: number) => get('/product-details', product.productDetailsSchema, { product_id: productId }),
    reviews: (query: Paging & ({ product_id: number } | { shop_id: number })) => get('/reviews', product.reviewsSchema, { ...query }),
    subCategories: (categoryId: number) => get('/sub-categories', content.subCategoriesSchema, { category_id: categoryId }),
    shops: (query: Paging & { search?: string } = {}) => get('/shops', shop.shopListSchema, { ...query }),
    shop: (shopId: number) => get(`/shops/${segment(shopId)}`, shop.shopDetailsSchema),
    topShops: () => get('/shops/top', shop.topShopsSchema),
    shopCategories: (query: Paging & { shop_id: number }) => get('/shop-categories', shop.shopCategoriesSchema, { ...query }),
    flashSales: () => get('/flash-sales', content.flashSalesSchema),
    flashSaleDetails: (saleId: number, query: Paging & { category_id?: number } = {}) =>
      get(`/flash-sale/${segment(saleId)}/details`, content.flashSaleDetailsSchema, { ...query }),
    blogs: (query: Paging & { category_id?: number } = {}) => get('/blogs', content.blogListSchema, { ...query }),
    blogDetails: (slugOrId: string | number) => get(`/blog/${segment(slugOrId)}/details`, content.blogDetailsSchema),
    legalPage: (slug: string) => get(`/legal-pages/${segment(slug)}`, content.legalPageSchema),
    contactUs: () => get('/contact-us', content.contactSchema),
    /** A seller application: a shop that waits for the operator's approval ("Your profile is under review"). */
    sellerRegistration: (body: seller.SellerApplicationInput) => post('/seller/registration', seller.sellerApplicationSchema, body),
    profile: () => get('/profile', account.profileSchema),
    /** Contact form; the answer's message is shown to the shopper. */
    support: (message: content.SupportMessage) => post('/support', content.supportAnswerSchema, message),
    ticketIssueTypes: () => get('/ticket-issue-types', tickets.issueTypesSchema),
    supportTickets: (query: Paging & { status?: tickets.TicketStatus } = {}) => get('/support-tickets', tickets.ticketListSchema, { ...query }),
    /** JSON, or a FormData with the same fields plus attachments[] files. */
    createSupportTicket: (body: tickets.NewTicket | FormData) => post('/support-ticket', tickets.createdTicketSchema, body),
    supportTicket: (ticketNumber: string) => get('/support-ticket/show', tickets.ticketThreadSchema, { ticket_number: ticketNumber }),
    sendTicketMessage: (body: { ticket_number: string; message: string }) => post('/support-ticket-message', tickets.ticketMessagesSchema, body),
    affiliations: (paging: Paging = {}) => get('/affiliations', affiliation.affiliationsSchema, { ...paging }),
    /** JSON, or a FormData with the same fields plus the profile_photo file. */
    updateProfile: (body: profile.ProfileInput | FormData) => post('/update-profile', account.profileSchema, body),
    /** Answers only a message; the backend signs out the shopper's other sessions. */
    changePassword: (body: profile.PasswordChange) => post('/change-password', profile.noDataSchema, body),
    addresses: () => get('/addresses', profile.addressListSchema),
    storeAddress: (body: profile.AddressInput) => post('/address/store', profile.savedAddressSchema, body),
    /** Fields left out keep their value ({ is_default: true } makes it the default). */
    updateAddress: (addressId: number, body: Partial<profile.AddressInput>) => post(`/address/${segment(addressId)}/update`, profile.savedAddressSchema, body),
    deleteAddress: (addressId: number) => send(context, { method: 'DELETE', path: `/address/${segment(addressId)}/delete` }, profile.noDataSchema),
    favoriteProducts: () => get('/favorite-products', profile.favoriteListSchema),
    toggleFavorite: (productId: number) => post('/favorite-add-or-remove', profile.favoriteToggleSchema, { product_id: productId }),
    /** Ours: follows a shop (following twice is following); answers the state and the current count. */
    followShop: (shopId: number) => post('/follow-shop', shop.followStateSchema, { shop_id: shopId }),
    /** Ours: unfollows a shop (unfollowing twice is unfollowing); answers the state and the current count. */
    unfollowShop: (shopId: number) => post('/unfollow-shop', shop.followStateSchema, { shop_id: shopId }),
    /** Ours: whether the signed-in shopper follows a shop, and its current follower count. */
    followStatus: (shopId: number) => get('/shop-follow-status', shop.followStateSchema, { shop_id: shopId }),
    /** Ours: the shops the shopper follows, latest follow first, each with its newest products. */
    followedShops: () => get('/followed-shops', shop.followedShopsSchema),
    /** Ours: the shopper's back-in-stock and price-drop alerts, newest first. */
    myAlerts: () => get('/my-alerts', alerts.alertListSchema),
    /** Ours: "Notify me when available" (kind stock, a sold-out product) or "Tell me if the price drops" (price). */
    addAlert: (productId: number, kind: alerts.AlertKind) => post('/alert-add', alerts.alertSetSchema, { product_id: productId, kind }),
    /** Ours: stops one of the shopper's alerts (answers only a message). */
    removeAlert: (alertId: number) => post('/alert-remove', profile.noDataSchema, { alert_id: alertId }),
    /** Ours: a product's answered questions, newest or most helpful first, a page at a time. */
    productQuestions: (query: { product_id: number; sort?: 'newest' | 'helpful'; search?: string; page?: number; per_page?: number }) =>
      get('/product-questions', questions.productQuestionPageSchema, { ...query }),
    /** Ours: the shopper's questions (of one product with its id) and their helpful votes there. */
    myQuestions: (productId?: number) => get('/my-questions', questions.myQuestionsSchema, productId === undefined ? {} : { product_id: productId }),
    /** Ours: asks the product's shop a question (10 to 500 characters). */
    askQuestion: (productId: number, question: string) => post('/product-question-add', questions.myQuestionSavedSchema, { product_id: productId, question }),
    /** Ours: changes the shopper's question while it is unanswered. */
    updateQuestion: (questionId: number, question: string) => post('/product-question-update', questions.myQuestionSavedSchema, { question_id: questionId, question }),
    /** Ours: deletes the shopper's question while it is unanswered (answers only a message). */
    deleteQuestion: (questionId: number) => post('/product-question-delete', profile.noDataSchema, { question_id: questionId }),
    /** Ours: the shopper's "helpful" vote on an answered question (one per shopper), or its removal. */
    voteHelpful: (questionId: number, helpful: boolean) => post('/product-question-helpful', questions.helpfulVoteSchema, { question_id: questionId, helpful }),
    /** Ours: the one-click link of an alert e-mail (RFC 8058), signed; no token needed. */
    unsubscribeAlert: (alertId: number, sig: string) =>
      send(context, { method: 'POST', path: '/alert-unsubscribe', query: { alert_id: alertId, sig } }, profile.noDataSchema),
    /** Products the shopper opened, newest first (the backend keeps the last 20). */
    recentlyViews: (paging: Paging = {}) => get('/recently-views', profile.recentlyViewedSchema, { ...paging }),
    /** Ours: reports that the signed-in shopper opened a product (204, no answer). */
    recordView: (productId: number) => post('/recently-views', profile.noDataSchema, { product_id: productId }),
    /** A code by email or SMS; forgot_password 1 asks for a password-reset code. The message is shown. */
    sendOtp: (body: account.OtpRequest) => post('/send-otp', account.otpSentSchema, body),
    /** The code checked; its token lets resetPassword set a new password. */
    verifyOtp: (body: { phone: string | null; otp: string }) => post('/verify-otp', account.otpVerifiedSchema, body),
    resetPassword: (body: { token: string | null; password: string; password_confirmation: string }) => post('/reset-password', profile.noDataSchema, body),
    // The storefront's own session routes (app/api/session, docs/adr/0006): same-origin /api in the
    // browser only. They call /login and /registration and keep the token in the httpOnly cookie.
    /** Signs in with an email or phone and password; answers the user. */
    openSession: (body: { phone: string; password: string }) => post('/session', account.profileSchema, body),
    /** Creates the account and signs it in; answers the user. */
    registerSession: (body: account.RegistrationInput) => post('/session/register', account.profileSchema, body),
    /** Ends the session here and at the backend (message only, even when the backend call failed). */
    closeSession: () => send(context, { method: 'DELETE', path: '/session' }, profile.noDataSchema),
    /** Reads the session's copy of the profile again after the shopper changed it. */
    refreshSessionProfile: () => send(context, { method: 'POST', path: '/session/profile' }, profile.noDataSchema),
    /** A review of a product of a delivered order; a second one for the same product is a 422. */
    productReview: (body: ReviewInput) => post('/product-review', product.storedReviewSchema, body),
    orders: (query: Paging & { order_status?: string } = {}) => get('/orders', orders.orderListSchema, { ...query }),
    orderDetails: (orderId: number) => get('/order-details', orders.orderDetailsSchema, { order_id: orderId }),
    cancelOrder: (orderId: number) => post('/orders/cancel', orders.cancelOrderSchema, { order_id: orderId }),
    /** Multipart when it carries attachments (FormData), JSON otherwise. */
    returnOrder: (body: orders.ReturnRequest | FormData) => post('/return-order', orders.returnCreatedSchema, body),
    returnOrders: (paging: Paging = {}) => get('/return-orders', orders.returnListSchema, { ...paging }),
    returnOrderDetails: (returnId: number) => get(`/return-order-details/${segment(returnId)}`, orders.returnDetailsSchema),
    /** One basket: the cart, or with `isBuyNow` the one-line buy-now basket. */
    carts: (isBuyNow = false) => get('/carts', cart.cartSchema, { is_buy_now: isBuyNow ? 1 : undefined }),
    /** Answers the basket it changed with the message "product added to cart". */
    addToCart: (body: cart.AddToCartInput) => post('/cart/store', cart.cartSchema, body),
    incrementCart: (line: cart.CartLineRef) => post('/cart/increment', cart.cartSchema, line),
    /** The message says "product removed from cart" when the last unit went. */
    decrementCart: (line: cart.CartLineRef) => post('/cart/decrement', cart.cartSchema, line),
    deleteCartLine: (line: cart.CartLineRef) => post('/cart/delete', cart.cartSchema, line),
    /** Totals of the selected shops; a voucher that does not apply is a 422 with errors.coupon_code. */
    checkout: (body: cart.CheckoutInput) => post('/cart/checkout', cart.checkoutSchema, body),
    vouchers: (shopId: number) => get('/get-vouchers', cart.couponListSchema, { shop_id: shopId }),
    /** A second collect is a 422 "Voucher already collected". */
    collectVoucher: (couponId: number) => post('/vouchers-collect', cart.collectedCouponSchema, { coupon_id: couponId }),
    collectedVouchers: (shopId?: number) => get('/get-collected-vouchers', cart.couponListSchema, { shop_id: shopId }),
    /** The voucher centre (ours): every collectable voucher, the same for everyone; is_collected is always false. */
    allVouchers: (query: cart.VoucherCentreQuery = {}) => get('/get-all-vouchers', cart.voucherCentreSchema, { ...query }),
    /**
     * One order per selected shop under one payment; the answer's order_payment_url is the page to
     * pay on (null for cash). The same idempotencyKey again answers the first placement.
     */
    placeOrder: (body: placeOrder.PlaceOrderInput, idempotencyKey?: string) =>
      send(context, { method: 'POST', path: '/place-order', body, headers: keyed(idempotencyKey) }, placeOrder.placedOrdersSchema),
    /** The items of a delivered order as a new order set. */
    placeOrderAgain: (body: placeOrder.PlaceAgainInput, idempotencyKey?: string) =>
      send(context, { method: 'POST', path: '/place-order/again', body, headers: keyed(idempotencyKey) }, placeOrder.placedOrdersSchema),
    /** A page to pay an unpaid order through an online gateway (404 when there is nothing to pay). */
    orderPayment: (orderId: number, gateway: string) => get(`/order-payment/${segment(orderId)}/${segment(gateway)}`, placeOrder.orderPaymentSchema),
    /** Connects the shopper with a shop (message "success"); with product_id the product's card is sent. */
    storeMessage: (body: chat.StartChatInput) => post('/store-message', profile.noDataSchema, { ...body, type: 'user' }),
    /** The inbox: the shopper's conversations, latest activity first (upstream path "get-shops"). */
    chatShops: (query: Paging & { search?: string } = {}) => get('/get-shops', chat.inboxSchema, { ...query }),
    /** One conversation, newest first; reading it marks the shop's messages seen. */
    chatMessages: (query: Paging & { shop_id: number }) => get('/get-message', chat.messagePageSchema, { ...query }),
    /** A 404 "your account is not connected with this shop" until storeMessage connected them. */
    sendMessage: (body: { shop_id: number; message: string }) => post('/send-message', chat.sentMessageSchema, { ...body, type: 'user' }),
    /** Unread shop messages of the signed-in shopper (0 without a token). */
    unreadMessages: (userId?: number) => get('/unread-messages', chat.unreadSchema, { user_id: userId }),
    /** Presence: the signed-in shopper counts as online for 10 minutes (204, no body). */
    updateLastSeen: () => post('/update-last-seen', profile.noDataSchema, {}),
  };
}

export type Api = ReturnType<typeof createApi>;
