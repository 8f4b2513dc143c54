// Where payment providers and their pages call back (ours): the sandbox's page and form, and
// Stripe's webhook and return address. These requests come from a provider or a plain HTML form,
// not from the storefront's scripts, so they are mounted ahead of the CSRF guard (server/app.ts);
// each proves itself instead: the sandbox by an HMAC signature of the shop, Stripe by the
// Stripe-Signature header made with the webhook secret, the shopper back from Stripe by the
// signature of the return link or their own session. A payment that does not exist and one that
// is not the caller's get the same answer, so nobody can walk the ids to read payment states.
import { Hono } from 'hono';
import { z } from 'zod';
import { bearerToken } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { HttpError, notFound } from '@/server/http/errors';
import { idParam } from '@/server/http/params';
import { readBody } from '@/server/http/request';
import { parseOrThrow } from '@/server/http/validation';
import { SANDBOX_PAGE_CSP } from '@/server/payments/sandbox-page';
import { decideSandbox, sandboxPageOf, validSandboxSignature } from '@/server/payments/sandbox';
import { handleStripeEvent, stripeReturn, stripeWebhookSecret, verifiedEvent } from '@/server/payments/stripe';
import { userForToken } from '@/server/services/accounts';

export const paymentRoutes = new Hono<AppEnv>();

const paymentId = (value: string | undefined): number => parseOrThrow(z.object({ id: idParam() }), { id: value ?? '' }).id;

const refused = (): HttpError => new HttpError(403, 'The payment link is not valid.');

paymentRoutes.get('/payments/sandbox/:id', async (c) => {
  const id = paymentId(c.req.param('id'));
  if (!validSandboxSignature(id, c.req.query('sig'))) throw refused();
  const page = await sandboxPageOf(c.get('db'), id);
  if (!page) throw notFound('Payment not found');
  return c.html(page, 200, {
    'Cache-Control': 'private, no-store',
    'Content-Security-Policy': SANDBOX_PAGE_CSP,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
  });
});

paymentRoutes.post('/payments/sandbox/:id', async (c) => {
  const id = paymentId(c.req.param('id'));
  const body = parseOrThrow(z.object({ sig: z.string().max(200).optional(), outcome: z.enum(['paid', 'failed', 'cancelled']) }), await readBody(c));
  if (!validSandboxSignature(id, body.sig)) throw refused();
  const path = await decideSandbox(c.get('db'), id, body.outcome);
  if (!path) throw notFound('Payment not found');
  return c.redirect(path, 303);
});

paymentRoutes.post('/payments/stripe/webhook', async (c) => {
  const secret = stripeWebhookSecret();
  if (!secret) throw notFound('Stripe webhooks are not configured.');
  // The signature covers the exact bytes Stripe sent, so the body is read as text, unparsed.
  const payload = await c.req.text();
  let event;
  try {
    event = verifiedEvent(payload, c.req.header('stripe-signature'), secret);
  } catch {
    throw new HttpError(400, 'Invalid Stripe signature.');
  }
  const result = await handleStripeEvent(c.get('db'), event);
  return c.json({ received: true, result });
});

paymentRoutes.get('/payments/stripe/return/:id', async (c) => {
  const id = paymentId(c.req.param('id'));
  const db = c.get('db');
  const token = bearerToken(c);
  const userId = async () => (token ? ((await userForToken(db, token))?.id ?? null) : null);
  const path = await stripeReturn(db, id, c.req.query('session_id'), { signature: c.req.query('sig'), userId });
  if (!path) throw notFound('Payment not found');
  return c.redirect(path, 303);
});
