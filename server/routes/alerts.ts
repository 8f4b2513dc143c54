// Back-in-stock and price-drop alerts (docs/contract.md "Alerts (ours)"): a shopper sets, lists and
// stops them with the session's token; the e-mails' one-click link stops one without it.
import { createHash } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { HttpError } from '@/server/http/errors';
import { INT_MAX, idParam } from '@/server/http/params';
import { readBody, readBodyAs, readQuery } from '@/server/http/request';
import { answer, ok } from '@/server/http/respond';
import { escapeHtml, htmlPage } from '@/server/html-page';
import { processWide } from '@/server/process-wide';
import { alertProductName, listAlerts, setAlert, stopAlert, unsubscribe, validUnsubscribeSignature, ALERT_KINDS } from '@/server/services/alerts';
import { wordsFor } from '@/server/words';
import { alertListSchema, alertSetSchema } from '@/lib/api/schemas/alerts';

export const alertRoutes = new Hono<AppEnv>();
/** Mounted ahead of the CSRF guard: mail clients post the one-click link without the storefront's marks. */
export const alertUnsubscribeRoutes = new Hono<AppEnv>();

/** JSON sends a number, form data sends text: both are one id. */
const id = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value),
  z.number({ error: (issue) => (issue.input === undefined ? 'The :attribute is required.' : undefined) }).int().min(1).max(INT_MAX),
);
const kind = z.enum(ALERT_KINDS, { error: (issue) => (issue.input === undefined ? 'The :attribute is required.' : 'The selected kind is invalid.') });

alertRoutes.get('/my-alerts', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  return answer(c, 'Your alerts', alertListSchema, { alerts: await listAlerts(db, c.get('locale'), user.id) });
});

alertRoutes.post('/alert-add', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, z.object({ product_id: id, kind }));
  const { id: alertId } = await setAlert(db, { userId: user.id, productId: body.product_id, kind: body.kind, locale: c.get('locale') });
  const alert = (await listAlerts(db, c.get('locale'), user.id)).find((item) => item.id === alertId);
  if (!alert) throw new HttpError(404, 'Alert not found.');
  return answer(c, 'Alert saved', alertSetSchema, { alert });
});

alertRoutes.post('/alert-remove', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, z.object({ alert_id: id }));
  await stopAlert(db, user.id, body.alert_id);
  return ok(c, 'Alert stopped');
});

// ---------------------------------------------------------------- the one-click link (RFC 8058)

const STYLE = 'body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;line-height:1.5}button{font:inherit;padding:.6rem 1.2rem;min-height:44px;cursor:pointer}';
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
const PAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'Content-Security-Policy': PAGE_CSP, 'Referrer-Policy': 'no-referrer', 'X-Content-Type-Options': 'nosniff' };

const linkQuery = z.object({ alert_id: idParam(), sig: z.string().max(200).optional() });

/** The alert a signed link names; a forged or altered link is a 403. */
function signedAlert(c: Context<AppEnv>): number {
  const query = readQuery(c, linkQuery);
  if (!validUnsubscribeSignature(query.alert_id, query.sig)) throw new HttpError(403, 'The unsubscribe link is not valid.');
  return query.alert_id;
}

alertUnsubscribeRoutes.get('/alert-unsubscribe', async (c) => {
  const alertId = signedAlert(c);
  const db = c.get('db');
  const product = await alertProductName(db, alertId);
  const words = await wordsFor(db, product?.locale ?? c.get('locale'));
  const title = words.text(product ? 'AlertMail.confirmTitle' : 'AlertMail.stoppedTitle');
  const body = product
    ? `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(words.text('AlertMail.confirmText', { product: product.name }))}</p>
<form method="post"><button type="submit" name="List-Unsubscribe" value="One-Click">${escapeHtml(words.text('AlertMail.confirmButton'))}</button></form>`
    : `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(words.text('AlertMail.stoppedText'))}</p>`;
  return c.html(htmlPage({ language: words, title, style: STYLE, body }), 200, PAGE_HEADERS);
});

alertUnsubscribeRoutes.post('/alert-unsubscribe', async (c) => {
  const alertId = signedAlert(c);
  await readBody(c).catch(() => undefined); // "List-Unsubscribe=One-Click", or the confirm page's button
  const db = c.get('db');
  const product = await alertProductName(db, alertId);
  await unsubscribe(db, alertId);
  if (!(c.req.header('accept') ?? '').includes('text/html')) return ok(c, 'Alert stopped');
  const words = await wordsFor(db, product?.locale ?? c.get('locale'));
  const title = words.text('AlertMail.stoppedTitle');
  return c.html(htmlPage({ language: words, title, style: STYLE, body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(words.text('AlertMail.stoppedText'))}</p>` }), 200, PAGE_HEADERS);
});

/** A shop's change queued alert e-mails: this server's worker sends them now, not at its next poll. */
export const wakeAlertWorker = (): void => processWide.alertWorker?.wake();
