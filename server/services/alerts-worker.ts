// The alert e-mails' job worker (and that of the e-mails telling a shopper their question on a
// product was answered: a job names an alert or a question). Every web server runs one (ALERTS_WORKER): each round it takes
// the due jobs of alert_jobs with `FOR UPDATE SKIP LOCKED`, holding each for a lease
// (`locked_until`), sends them through the shop's SMTP (./delivery/mailer.ts) and marks them sent;
// a failed send waits a growing back-off and is tried again, up to MAX_ATTEMPTS. Several servers
// on one PostgreSQL never take the same job at once, and a server that dies mid-send leaves its
// jobs to the others once their lease is over: jobs are rows, so a restart loses none.
//
// Once a minute (ALERTS_CHECK_SECONDS) it also looks for events no write announced, such as a
// flash sale starting (findAlertEvents of ./alerts.ts).
import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { shopOrigin } from '@/lib/seo/shop-origin';
import { rowsOf, type Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { wordsFor } from '@/server/words';
import { findAlertEvents, unsubscribeUrl, type AlertKind } from './alerts';
import { answeredQuestionMail } from './product-questions';
import { mailConfigured, sendMail, type Mail } from './delivery/mailer';

export const MAX_ATTEMPTS = 8;
const DEFAULT_LEASE_MS = 5 * 60_000;

export interface WorkOptions {
  /** This worker's name, written on the jobs it holds. */
  worker: string;
  /** How many jobs one round takes at most. */
  batch?: number;
  leaseMs?: number;
  /** Milliseconds to wait before the next try after `attempts` failed tries. */
  backoffMs?: (attempts: number) => number;
  /** The shop's public address for links; SHOP_URL's by default. */
  origin?: string;
  send?: (mail: Mail) => Promise<void>;
}

/** 30 s, 1 min, 2 min, … up to an hour. */
export const backoff = (attempts: number): number => Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));

interface Claimed {
  id: number;
  alert_id: number | null;
  question_id: number | null;
  price: number;
  old_price: number | null;
  attempts: number;
}

/** Takes up to `batch` due jobs for this worker until its lease is over; none another holds. */
export async function claimJobs(db: Db, worker: string, batch = 10, leaseMs = DEFAULT_LEASE_MS): Promise<Claimed[]> {
  const result = await db.execute(sql`
    update ${s.alertJobs} set locked_until = now() + (${leaseMs} * interval '1 millisecond'), locked_by = ${worker}, attempts = attempts + 1
    where id in (
      select id from ${s.alertJobs}
      where status = 'pending' and run_at <= now() and (locked_until is null or locked_until < now())
      order by run_at, id
      limit ${batch}
      for update skip locked
    )
    returning id, alert_id, question_id, price, old_price, attempts`);
  const idOrNull = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return rowsOf<Claimed>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    alert_id: idOrNull(row.alert_id),
    question_id: idOrNull(row.question_id),
    price: Number(row.price),
    attempts: Number(row.attempts),
  }));
}

const formatMoney = (minor: number, currency: { symbol: string; position: string }): string => {
  const amount = (minor / 100).toFixed(2);
  return currency.position === 'suffix' ? `${amount}${currency.symbol}` : `${currency.symbol}${amount}`;
};

/** The e-mail of one job, in the language the alert was set in; null when the alert is gone. */
export async function alertMail(db: Db, job: Claimed, origin: string): Promise<Mail | null> {
  if (job.alert_id === null) return null;
  const [row] = await db
    .select({
      kind: s.alerts.kind,
      locale: s.alerts.locale,
      email: s.users.email,
      productId: s.products.id,
      name: s.products.name,
      i18n: s.products.i18n,
    })
    .from(s.alerts)
    .innerJoin(s.users, eq(s.users.id, s.alerts.userId))
    .innerJoin(s.products, eq(s.products.id, s.alerts.productId))
    .where(eq(s.alerts.id, job.alert_id));
  const alertId = job.alert_id;
  if (!row?.email) return null;
  const [words, settings, [currency]] = await Promise.all([
    wordsFor(db, row.locale),
    db.select().from(s.settings).where(inArray(s.settings.key, ['app_name'])),
    db.select({ symbol: s.currencies.symbol, position: s.currencies.position }).from(s.currencies).where(eq(s.currencies.isDefault, true)).limit(1),
  ]);
  const shop = typeof settings[0]?.value === 'string' ? settings[0].value : 'Shop';
  const money = currency ?? { symbol: '$', position: 'prefix' };
  const product = row.i18n[words.locale]?.name || row.name;
  const price = formatMoney(job.price, money);
  const link = `${origin}${words.locale === 'en' ? '' : `/${words.locale}`}/products/${row.productId}/details`;
  const unsubscribe = unsubscribeUrl(origin, alertId);
  const kind = row.kind as AlertKind;
  const lines =
    kind === 'stock'
      ? [words.text('AlertMail.bodyStock', { product, price })]
      : [words.text('AlertMail.bodyPrice', { product, price, oldPrice: formatMoney(job.old_price ?? job.price, money) })];
  lines.push('', words.text('AlertMail.view', { link }), '', '--', words.text('AlertMail.why', { shop, unsubscribe }));
  return {
    to: row.email,
    subject: `${shop}: ${words.text(kind === 'stock' ? 'AlertMail.subjectStock' : 'AlertMail.subjectPrice', { product, price })}`,
    text: lines.join('\n'),
    headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * One round: takes the due jobs and sends each. A job is marked only while this worker still
 * holds it, so a worker whose lease ran out never overwrites the one that took the job over.
 */
export async function workAlertJobs(db: Db, options: WorkOptions): Promise<{ sent: number; failed: number }> {
  const jobs = await claimJobs(db, options.worker, options.batch, options.leaseMs);
  const origin = options.origin ?? shopOrigin();
  const send = options.send ?? ((mail: Mail) => sendMail(mail));
  const wait = options.backoffMs ?? backoff;
  let sent = 0;
  let failed = 0;
  for (const job of jobs) {
    const mine = and(eq(s.alertJobs.id, job.id), eq(s.alertJobs.lockedBy, options.worker));
    try {
      const mail = job.question_id === null ? await alertMail(db, job, origin) : await answeredQuestionMail(db, job.question_id, origin);
      if (mail) await send(mail);
      await db.update(s.alertJobs).set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null }).where(mine);
      sent += 1;
    } catch (error) {
      failed += 1;
      // The mail server's reply says why; an address in it (the shopper's) is not kept.
      const message = (error instanceof Error ? error.message : String(error)).replace(/<?[^\s<>]+@[^\s<>]+>?/g, '<address>');
      const last = job.attempts >= MAX_ATTEMPTS;
      await db
        .update(s.alertJobs)
        .set({
          status: last ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: message.slice(0, 500),
          runAt: sql`now() + (${wait(job.attempts)} * interval '1 millisecond')`,
        })
        .where(mine);
    }
  }
  return { sent, failed };
}

/** Jobs by status, for the operator (docs/operations.md). */
export async function alertJobCounts(db: Db): Promise<Record<string, number>> {
  const rows = await db.select({ status: s.alertJobs.status, n: sql<number>`count(*)::int`.mapWith(Number) }).from(s.alertJobs).groupBy(s.alertJobs.status);
  return Object.fromEntries(rows.map((row) => [row.status, row.n]));
}

export interface AlertWorker {
  /** Runs a round soon (after a write queued jobs), instead of at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Starts this server's worker: a round every `pollMs`, and the check for events no write
 * announced every `checkMs`. Nothing is taken while SMTP is not configured; the jobs wait.
 */
export function startAlertWorker(
  getDb: () => Promise<Db>,
  options: { pollMs: number; checkMs: number; log: (level: 'info' | 'warn', fields: object, message: string) => void },
): AlertWorker {
  const worker = `${process.pid}-${randomUUID().slice(0, 8)}`;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let lastCheck = 0;
  let timer: NodeJS.Timeout | null = null;

  const round = async () => {
    const db = await getDb();
    if (Date.now() - lastCheck >= options.checkMs) {
      lastCheck = Date.now();
      const queued = await findAlertEvents(db);
      if (queued > 0) options.log('info', { queued }, 'alert events found');
    }
    if (!mailConfigured()) return;
    const { sent, failed } = await workAlertJobs(db, { worker });
    if (sent > 0 || failed > 0) options.log(failed > 0 ? 'warn' : 'info', { sent, failed }, 'alert e-mails');
  };
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = round()
      .catch((error: unknown) => options.log('warn', { err: error }, 'alert worker round failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  timer = setInterval(run, options.pollMs);
  timer.unref();
  setTimeout(run, 1_000).unref();
  return {
    wake: () => setTimeout(run, 0).unref(),
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
