// Stripe Checkout behind the PaymentGateway interface, on when STRIPE_SECRET_KEY is set. Placing
// an order creates a Checkout Session and sends the shopper to Stripe's page. The payment is
// settled by the webhook (checkout.session.completed, signed with STRIPE_WEBHOOK_SECRET) and, so
// the shopper sees it at once, also when they come back (the session is read from Stripe there);
// settle.ts makes sure only the first of the two counts.
import Stripe from 'stripe';
import type { Db } from '@/server/db/client';
import { linkSignature, validLinkSignature } from '@/server/link-signature';
import { findPayment, markFailed, markPaid, outcomeOf, recordOf, returnPath, type SettleResult } from './settle';
import type { PaymentGateway, PaymentToStart, StartContext, StartedPayment } from './types';
import { serverEnv } from '@/server/config';

export const STRIPE = 'stripe';

/** The part of the Stripe client the shop uses: tests hand in their own. */
export interface StripeClient {
  checkout: { sessions: Pick<Stripe['checkout']['sessions'], 'create' | 'retrieve'> };
}

const filled = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

let cached: { key: string; base: string; client: Stripe } | null = null;

/**
 * The client of STRIPE_SECRET_KEY, or null when Stripe is not configured. STRIPE_API_BASE
 * (e.g. http://127.0.0.1:12111) points it at a local Stripe double such as stripe-mock.
 */
export function stripeClient(env: NodeJS.ProcessEnv = serverEnv()): Stripe | null {
  const key = filled(env.STRIPE_SECRET_KEY);
  if (!key) return null;
  const base = filled(env.STRIPE_API_BASE) ?? '';
  if (cached && cached.key === key && cached.base === base) return cached.client;
  const config: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000 };
  if (base) {
    const url = new URL(base);
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (config.protocol === 'http' ? 80 : 443);
  }
  cached = { key, base, client: new Stripe(key, config) };
  return cached.client;
}

export const stripeWebhookSecret = (env: NodeJS.ProcessEnv = serverEnv()): string | undefined => filled(env.STRIPE_WEBHOOK_SECRET);

/**
 * The address Stripe sends the shopper back to after paying, signed for this payment so that the
 * link alone proves it; {CHECKOUT_SESSION_ID} is Stripe's placeholder.
 */
export const stripeReturnPath = (paymentId: number): string =>
  `/api/payments/stripe/return/${paymentId}?sig=${linkSignature('stripe-return', paymentId)}&session_id={CHECKOUT_SESSION_ID}`;

export function sessionParams(payment: PaymentToStart, context: StartContext): Stripe.Checkout.SessionCreateParams {
  const id = String(payment.id);
  return {
    mode: 'payment',
    client_reference_id: id,
    metadata: { payment_id: id },
    payment_intent_data: { metadata: { payment_id: id } },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: payment.currency.toLowerCase(),
          unit_amount: payment.amount,
          product_data: { name: `Order ${payment.orderCodes.join(', ')}` },
        },
      },
    ],
    ...(payment.email ? { customer_email: payment.email } : {}),
    // Stripe's page has no Arabic; it then follows the browser.
    locale: payment.locale === 'en' ? 'en' : 'auto',
    success_url: `${context.origin}${stripeReturnPath(payment.id)}`,
    cancel_url: `${context.origin}${context.returnPath('cancelled')}`,
  };
}

export function createStripeGateway(client: () => StripeClient | null = stripeClient): PaymentGateway {
  return {
    name: STRIPE,
    available: () => client() !== null,
    async start(payment, context): Promise<StartedPayment> {
      const stripe = client();
      if (!stripe) throw new Error('Stripe is not configured (STRIPE_SECRET_KEY).');
      const session = await stripe.checkout.sessions.create(sessionParams(payment, context));
      if (!session.url) throw new Error(`Stripe gave no page for Checkout Session ${session.id}.`);
      return { url: session.url, reference: session.id, expiresAt: new Date(session.expires_at * 1000) };
    },
  };
}

export const stripeGateway = createStripeGateway();

/** The payment a Checkout Session pays (set by sessionParams), or null. */
export function paymentIdOf(session: Pick<Stripe.Checkout.Session, 'metadata' | 'client_reference_id'>): number | null {
  const id = Number(session.metadata?.payment_id ?? session.client_reference_id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Settles the payment of a Checkout Session that Stripe says is paid. */
export async function settleSession(db: Db, session: Stripe.Checkout.Session, via: string): Promise<SettleResult | 'unpaid'> {
  const paymentId = paymentIdOf(session);
  if (paymentId === null) return 'not-found';
  if (session.payment_status !== 'paid') return 'unpaid';
  return markPaid(db, paymentId, { via, reference: session.id, amount: session.amount_total ?? undefined, currency: session.currency ?? undefined });
}

/**
 * The event of a webhook request, if its Stripe-Signature header was made with the webhook
 * secret over exactly this body (and recently); otherwise the SDK throws.
 */
export function verifiedEvent(payload: string, signature: string | undefined, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(payload, signature ?? '', secret);
}

/** What the shop does with an event; anything else is acknowledged and ignored. */
export async function handleStripeEvent(db: Db, event: Stripe.Event): Promise<string> {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return settleSession(db, event.data.object, `stripe:${event.id}`);
    case 'checkout.session.async_payment_failed': {
      const paymentId = paymentIdOf(event.data.object);
      return paymentId !== null && (await markFailed(db, paymentId, `stripe:${event.id}`)) ? 'failed' : 'ignored';
    }
    default:
      return 'ignored';
  }
}

/** How the shopper coming back proves the payment is theirs: the link's signature or their session. */
export interface ReturnAccess {
  signature: string | undefined;
  /** The signed-in shopper, asked only when the link's signature does not prove it. */
  userId: () => Promise<number | null>;
}

/**
 * The shopper is back from Stripe's page: the session is read from Stripe and, when it is paid,
 * the payment is settled now rather than when the webhook arrives. Answers the storefront path
 * to go on to (payment=pending when Stripe has not confirmed yet), or null for a payment that does
 * not exist or that the caller cannot show is theirs: both get the same answer.
 */
export async function stripeReturn(db: Db, paymentId: number, sessionId: string | undefined, access: ReturnAccess, client: () => StripeClient | null = stripeClient): Promise<string | null> {
  const payment = await findPayment(db, paymentId);
  if (!payment || payment.paymentMethod !== STRIPE) return null;
  if (!validLinkSignature('stripe-return', payment.id, access.signature) && payment.userId !== (await access.userId())) return null;
  const stripe = client();
  if (stripe && payment.status !== 'Paid' && sessionId && /^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) {
    try {
      const session = await stripe.checkout.sessions.retrieve(sessionId);
      if (paymentIdOf(session) === payment.id) await settleSession(db, session, `stripe:return:${session.id}`);
    } catch (error) {
      // The webhook settles it later; the shopper sees it as pending meanwhile.
      console.error(`Payment ${payment.id}: the Checkout Session could not be read from Stripe:`, error);
    }
  }
  const now = (await findPayment(db, payment.id)) ?? payment;
  return returnPath(recordOf(now), outcomeOf(now, 'pending'));
}
