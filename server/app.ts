// The built-in backend of the API contract (docs/contract.md), mounted at /api by the Next.js route handler.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { expiringTagsOf } from './cache/revalidate';
import { ensureReady } from './db/bootstrap';
import { getHandle } from './db/client';
import type { AppEnv } from './http/context';
import { csrfGuard } from './http/csrf';
import { HttpError, isDatabaseDataError, routeNotFoundMessage, toHttpError } from './http/errors';
import { localeFrom } from './http/locale';
import { spoken } from './http/respond';
import { DomainError } from './services/errors';
import { traceRoutes } from './observability/hono-tracing';
import { bundledWords, wordsFor } from './words';
import { currentRequestId, REQUEST_ID_HEADER, requestContext, requestIdFor } from './observability/request-context';
import { accountRoutes } from './routes/accounts';
import { addressRoutes } from './routes/addresses';
import { affiliationRoutes } from './routes/affiliations';
import { cartRoutes } from './routes/cart';
import { catalogRoutes } from './routes/catalog';
import { chatRoutes } from './routes/chat';
import { contentRoutes } from './routes/content';
import { orderRoutes } from './routes/orders';
import { paymentRoutes } from './routes/payments';
import { placeOrderRoutes } from './routes/place-order';
import { favoriteRoutes } from './routes/favorites';
import { alertRoutes, alertUnsubscribeRoutes } from './routes/alerts';
import { productRoutes } from './routes/products';
import { productQuestionRoutes } from './routes/product-questions';
import { feedRoutes } from './routes/feed';
import { sellerRegistrationRoutes } from './routes/seller-registration';
import { profileRoutes } from './routes/profile';
import { realtimeRoutes } from './routes/realtime';
import { reviewRoutes } from './routes/reviews';
import { demoRoutes } from './routes/demo';
import { sellerRoutes } from './routes/seller';
import { searchSynonymRoutes } from './routes/search-synonyms';
import { settingsRoutes } from './routes/settings';
import { socialAuthRoutes } from './routes/social-auth';
import { ticketRoutes } from './routes/tickets';
import { uploadRoutes } from './routes/uploads';
import { followRoutes } from './routes/follows';
import { voucherRoutes } from './routes/vouchers';
import { apiDocumentRoutes } from './routes/api-document';

const MAX_BODY_BYTES = 1024 * 1024;
/** Multipart bodies carry files (each at most MAX_UPLOAD_BYTES; a ticket may carry a few). */
const MAX_MULTIPART_BYTES = 8 * 1024 * 1024;

export const app = new Hono<AppEnv>().basePath('/api');

// Each request runs with the id the web server gave it (or its caller sent), so every log line
// about it carries the id; the answer names it too.
app.use(async (c, next) => {
  const known = currentRequestId();
  const id = known ?? requestIdFor(c.req.header(REQUEST_ID_HEADER), true);
  const run = async () => {
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, id);
    } catch {
      // An answer passed on with immutable headers keeps them.
    }
  };
  return known ? run() : requestContext.run({ requestId: id }, run);
});
app.use(traceRoutes);

app.use(async (c, next) => {
  // Requests that arrive while the database is still migrating or seeding wait for it.
  try {
    await ensureReady();
    const handle = await getHandle();
    c.set('db', handle.db);
    c.set('catalogDb', handle.catalog);
  } catch (error) {
    console.error('Database not ready:', error);
    c.set('words', await bundledWords(localeFrom(c.req.header('accept-language'))));
    return c.json(spoken(c, 'The shop is starting. Please try again in a moment.'), 503);
  }
  const locale = localeFrom(c.req.header('accept-language'));
  c.set('locale', locale);
  // The answer's words, kept per language: every message of the request is written with them.
  c.set('words', await wordsFor(c.get('db'), locale));
  // Stock and sold counts changed by this request reach cached pages once it is answered.
  await expiringTagsOf(next);
});

const tooLarge = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => c.json(spoken(c, 'The request body is too large.'), 413) });
const multipartTooLarge = bodyLimit({ maxSize: MAX_MULTIPART_BYTES, onError: (c) => c.json(spoken(c, 'The request body is too large.'), 413) });
app.use((c, next) => ((c.req.header('content-type') ?? '').includes('multipart/form-data') ? multipartTooLarge(c, next) : tooLarge(c, next)));

// Payment providers' callbacks carry their own signatures instead of the storefront's CSRF marks.
app.route('/', apiDocumentRoutes);
app.route('/', paymentRoutes);
// The alert e-mails' one-click unsubscribe link proves itself by its signature (RFC 8058).
app.route('/', alertUnsubscribeRoutes);

app.use(csrfGuard);

app.route('/', settingsRoutes);
app.route('/', searchSynonymRoutes);
app.route('/', demoRoutes);
app.route('/', accountRoutes);
app.route('/', socialAuthRoutes);
app.route('/', profileRoutes);
app.route('/', addressRoutes);
app.route('/', favoriteRoutes);
app.route('/', alertRoutes);
app.route('/', productRoutes);
app.route('/', productQuestionRoutes);
app.route('/', feedRoutes);
app.route('/', sellerRegistrationRoutes);
app.route('/', catalogRoutes);
app.route('/', contentRoutes);
app.route('/', uploadRoutes);
app.route('/', orderRoutes);
app.route('/', reviewRoutes);
app.route('/', placeOrderRoutes);
app.route('/', ticketRoutes);
app.route('/', affiliationRoutes);
app.route('/', cartRoutes);
app.route('/', voucherRoutes);
app.route('/', followRoutes);
app.route('/', realtimeRoutes);
app.route('/', chatRoutes);
app.route('/', sellerRoutes);

app.notFound((c) => c.json({ message: routeNotFoundMessage(c.req.path) }, 404));

app.onError((thrown, c) => {
  // A service's domain error gets its status here, the one place that knows them.
  const error = thrown instanceof DomainError ? toHttpError(thrown) : thrown;
  if (error instanceof HttpError) {
    return c.json(spoken(c, error.message, error.errors), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    return c.json({ message: error.message || 'Bad request' }, status);
  }
  if (isDatabaseDataError(error)) {
    // Logged all the same: the value should have been refused by the endpoint's schema.
    console.warn(`API input refused by the database on ${c.req.method} ${c.req.path}:`, error instanceof Error ? error.message : error);
    return c.json(spoken(c, 'The given data was invalid.'), 422);
  }
  // Details go to the server log only: a client never sees internals.
  console.error(`API error on ${c.req.method} ${c.req.path}:`, error);
  return c.json(spoken(c, 'Server Error'), 500);
});
