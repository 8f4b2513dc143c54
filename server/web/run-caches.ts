// What a start must not inherit from the last run of the same build: everything Next.js kept of
// the data that run served. A start may serve another database (DATA_DIR, DATABASE_URL, a reset).
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { LOCALE_CODE } from '../../lib/i18n/locales';

/**
 * Removes a folder, tolerating a server of the same build that is still writing into it (tests
 * start several on one build): a folder that cannot be emptied now is left, not fatal.
 */
function forget(folder: string): void {
  try {
    rmSync(folder, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
  } catch (error) {
    console.warn(`Could not empty ${folder}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
}

/** Empties the caches of the last run under `root`/.next; the build's own files stay. */
export function forgetLastRun(root: string): void {
  // The data cache of the catalogue (docs/adr/0005) lives in .next/cache and belongs to the data
  // the last run served; tag expiries are only kept in memory. A start may serve another database
  // (DATA_DIR, DATABASE_URL, a reset), so each start begins with an empty data cache.
  forget(path.join(root, '.next', 'cache', 'fetch-cache'));
  // So do the resized pictures: a picture of that data may keep its name and change (a reset draws
  // the demo pictures again), and the optimiser would serve the old one for hours.
  forget(path.join(root, '.next', 'cache', 'images'));
  // So do the pages rendered from that data (docs/adr/0013): Next.js keeps them under
  // .next/server/route-cache (and, in earlier versions, .next/server/app/{locale}), folders only
  // rendering at run time writes (the build renders no page of a locale; its own files live under
  // .next/server/app/[locale]). Left in place, the first request after a start got the last run's
  // page, stale, at once: another database's prices, and pictures that no longer exist.
  forget(path.join(root, '.next', 'server', 'route-cache'));
  // Any language's: the shop's languages are data and may have been others last time.
  const pages = path.join(root, '.next', 'server', 'app');
  let names: string[] = [];
  try {
    names = readdirSync(pages);
  } catch {
    // no build output yet
  }
  // (`api` looks like a language code too: folders of the project's own routes are the build's.)
  for (const name of names) if (LOCALE_CODE.test(name) && !existsSync(path.join(root, 'app', name))) forget(path.join(pages, name));
}
