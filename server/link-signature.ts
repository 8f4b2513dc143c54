// Signatures on links the shop hands out, so that the link alone proves the shop made it for this
// one thing: the sandbox's payment page and form, the address Stripe sends a shopper back to, and
// the links to files shoppers uploaded. Each purpose signs its own text, so one purpose's
// signature is no good for another.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { processWide } from '@/server/process-wide';
import { serverEnv } from '@/server/config';

export type LinkPurpose = 'sandbox-payment' | 'stripe-return' | 'upload' | 'alert-unsubscribe';


/**
 * LINK_SECRET (PAYMENT_SANDBOX_SECRET, its earlier name, still counts), else one derived from
 * AUTH_SECRET (so every web server of one shop agrees), else a random one for this process
 * (links then stop working at a restart).
 */
function secret(env: NodeJS.ProcessEnv = serverEnv()): Buffer {
  const own = env.LINK_SECRET?.trim() || env.PAYMENT_SANDBOX_SECRET?.trim();
  if (own) return Buffer.from(own);
  const auth = env.AUTH_SECRET?.trim();
  if (auth) return createHmac('sha256', auth).update('payment-sandbox').digest();
  processWide.linkFallbackSecret ??= randomBytes(32);
  return processWide.linkFallbackSecret;
}

export function linkSignature(purpose: LinkPurpose, subject: string | number): string {
  return createHmac('sha256', secret()).update(`${purpose}:${subject}`).digest('base64url');
}

export function validLinkSignature(purpose: LinkPurpose, subject: string | number, signature: string | undefined | null): boolean {
  if (typeof signature !== 'string' || signature.length === 0 || signature.length > 200) return false;
  const expected = Buffer.from(linkSignature(purpose, subject));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
