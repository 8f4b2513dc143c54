// Keeps the languages in force (lib/i18n/locales.ts) in step with the shop's settings, on the
// server: read from /master at most once a minute (SETTINGS_TTL_SECONDS), and again as soon as the backend of this
// process expires a cache tag (an operator's change of the settings does). Every server of a
// shop reads the same settings, so within a minute they all agree without a restart or a build.
//
// The built-in backend is reached through a loader server/startup.ts registers (this module is
// part of the middleware's bundle, which must not take the backend with it); an existing backend
// (SHOP_API_URL) is asked over HTTP.
import http from 'node:http';
import https from 'node:https';
import { externalApiBase } from '@/lib/api/external-base';
import { edgeEnv } from '@/lib/config/edge';
import { currentLocales, FALLBACK_LOCALES, localeSetFrom, setCurrentLocales, settingsTtlSeconds, type LocaleSet } from './locales';
import { cacheTags, expiriesSoFar } from '@/lib/cache-tags';

/** How long the settings' languages are trusted; tag expiries of this process cut it short. */
const ttlMs = () => settingsTtlSeconds(edgeEnv()) * 1000;
/** After a failed read: soon again, keeping what was known. */
const RETRY_MS = 5_000;

type Loader = () => Promise<unknown>;

interface SourceState {
  loader?: Loader;
  loadedAt: number;
  expiries: number;
  loaded: boolean;
  pending: Promise<LocaleSet> | null;
}

const KEY = Symbol.for('shop.localeSource');

function state(): SourceState {
  const holder = globalThis as { [KEY]?: SourceState };
  holder[KEY] ??= { loadedAt: 0, expiries: -1, loaded: false, pending: null };
  return holder[KEY];
}

/** How many times the settings' tag was expired in this process (a change of languages among them). */
const tagExpiries = (): number => expiriesSoFar(cacheTags.master);

/** The built-in backend's way to answer /master (its data, the envelope's `data` or the whole). */
export function registerLocaleLoader(loader: Loader): void {
  state().loader = loader;
}

/** How long a reading of an existing backend's /master may take. */
const READ_TIMEOUT_MS = 5_000;

/**
 * An existing backend's /master, asked with Node's own client, not fetch: a reading may start
 * in a page's render (the languages' trust ran out while it was rendered), and Next.js takes any
 * uncached fetch made there as the page's own, which fails a page kept in its cache ("changed
 * from static to dynamic at runtime": the shopper's 500, or a page not rendered again). The
 * reading is the shop's, not the page's.
 */
export function readExternalMaster(base: string, timeoutMs = READ_TIMEOUT_MS): Promise<unknown> {
  const url = new URL(`${base}/master`);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) return reject(new Error(`/master answered ${status}`));
        try {
          resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
        } catch (error) {
          reject(error);
        }
      });
    });
    const timer = setTimeout(() => request.destroy(new Error(`/master did not answer within ${timeoutMs} ms`)), timeoutMs);
    request.on('close', () => clearTimeout(timer));
    request.on('error', reject);
  });
}

async function readMaster(): Promise<unknown> {
  const base = externalApiBase();
  if (base) return readExternalMaster(base);
  const loader = state().loader;
  if (!loader) throw new Error('no backend to read the languages from yet');
  return loader();
}

function dataOf(body: unknown): unknown {
  return body && typeof body === 'object' && 'data' in body ? (body as { data: unknown }).data : body;
}

async function refresh(): Promise<LocaleSet> {
  const source = state();
  const expiries = tagExpiries();
  try {
    const master = dataOf(await readMaster()) as Parameters<typeof localeSetFrom>[0];
    const next = localeSetFrom(master);
    setCurrentLocales(next);
    source.loaded = true;
    source.loadedAt = Date.now();
    source.expiries = expiries;
    return next;
  } catch {
    // Keep serving what was known (the fallback before any answer); ask again shortly.
    source.loadedAt = Date.now() - ttlMs() + Math.min(RETRY_MS, ttlMs());
    source.expiries = expiries;
    return source.loaded ? currentLocales() : FALLBACK_LOCALES;
  }
}

/** Whether the languages known are still to be trusted. */
function fresh(source: SourceState): boolean {
  return source.expiries === tagExpiries() && Date.now() - source.loadedAt < ttlMs();
}

/** The languages in force now: read from the settings when the last reading is too old. */
export async function localesNow(): Promise<LocaleSet> {
  const source = state();
  if (fresh(source)) return currentLocales();
  source.pending ??= refresh().finally(() => {
    source.pending = null;
  });
  // Only old: serve what is known while the settings are read (no request waits on a slow
  // backend). A change made here, or none read yet: wait for the answer.
  if (source.loaded && source.expiries === tagExpiries()) return currentLocales();
  return source.pending;
}
