// npm run perf: Lighthouse (mobile) and first-load JavaScript of the main pages of a production
// build on the seeded demo data, checked against the budgets of the architecture. Prints a table
// and exits with 1 when a budget is missed. Flags: --url=<base> to measure a running shop,
// --runs=<n> Lighthouse runs per page (default 3, the median is reported), --no-floor to skip the
// reference row of a bare Next.js page (scripts/lib/perf-floor.mjs).
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { ensureBuild } from './lib/build.mjs';
import { chromiumArgs, chromiumHelp, findChromium } from './lib/chromium.mjs';
import { startFloorPage } from './lib/perf-floor.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const given = process.argv.find((arg) => arg.startsWith('--url='))?.slice('--url='.length);
// Lighthouse moves by several points between runs on a busy machine: each page is measured this
// many times and its median run (by performance score) is reported, as Lighthouse CI does.
const floor = !process.argv.includes('--no-floor');
const runs = Math.max(1, Number(process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3) || 3);

const KB = 1024;
const main = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100, js: 220 * KB };
const other = { performance: 90, accessibility: 100, 'best-practices': 95, seo: 100, js: 250 * KB };

async function pagesToMeasure(baseURL) {
  const headers = { 'X-Requested-With': 'XMLHttpRequest' };
  const get = async (p) => (await (await fetch(`${baseURL}/api${p}`, { headers })).json()).data;
  const [{ products }, { categories }, { shops }] = await Promise.all([get('/products?per_page=1&sort_type=popular_product'), get('/categories?per_page=1'), get('/shops?per_page=1')]);
  return [
    ['/', main],
    ['/products', main],
    [`/products/${products[0].id}/details`, main],
    [`/categories/${categories[0].id}`, main],
    [`/shops/${shops[0].id}`, main],
    ['/blogs', other],
    ['/contact-us', other],
  ];
}

/**
 * Warms the shop's caches once, as a live shop's are after its first visitor: the page itself and
 * the images it shows, resized by the image optimiser, at the phone size Lighthouse emulates. The
 * browser's own cache is not shared: Lighthouse starts every measured load with an empty one.
 */
async function warm(chromePath, urls) {
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle' });
  } finally {
    await browser.close();
  }
}

async function measure(chrome, url) {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] });
  const { lhr } = result;
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const js = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const score = (name) => Math.round((lhr.categories[name]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    js,
    lcp: lhr.audits['largest-contentful-paint']?.displayValue ?? '',
    tbt: lhr.audits['total-blocking-time']?.displayValue ?? '',
    cls: lhr.audits['cumulative-layout-shift']?.displayValue ?? '',
  };
}

/** Measures a page `runs` times; its median run (by performance score), with every run's score. */
async function medianRun(chrome, url) {
  const results = [];
  for (let run = 0; run < runs; run += 1) results.push(await measure(chrome, url));
  results.sort((a, b) => a.performance - b.performance);
  const result = results[Math.floor(results.length / 2)];
  return { ...result, runs: results.map((run) => run.performance).join('/') };
}

const row = (page, result, budget) => ({ page, ...result, js: `${(result.js / KB).toFixed(1)} KB`, budget });

const chromePath = findChromium();
if (!chromePath) {
  console.error(chromiumHelp);
  process.exit(1);
}
let server = null;
if (!given) {
  ensureBuild(root);
  server = await startTestServer(root, { APP_ENV: 'production', ADMIN_API_TOKEN: randomBytes(8).toString('hex') });
}
const baseURL = given ?? server.baseURL;
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: chromiumArgs });
let failed = false;
try {
  const pages = await pagesToMeasure(baseURL);
  await warm(chromePath, pages.map(([page]) => baseURL + page));
  const rows = [];
  for (const [page, budget] of pages) {
    const result = await medianRun(chrome, baseURL + page);
    const misses = Object.entries(budget)
      .filter(([key, limit]) => (key === 'js' ? result.js > limit : result[key] < limit))
      .map(([key]) => key);
    if (misses.length) failed = true;
    rows.push(row(page, result, misses.length ? `MISSED: ${misses.join(', ')}` : 'ok'));
  }
  if (floor) {
    const bare = await startFloorPage(root);
    try {
      rows.push(row('(bare Next.js page)', await medianRun(chrome, bare.url), 'reference, no budget'));
    } finally {
      await bare.stop();
    }
  }
  console.log('\nLighthouse (mobile) and first-load JavaScript (compressed):');
  console.table(rows);
} finally {
  await chrome.kill();
  if (server) await server.stop();
}
process.exit(failed ? 1 : 0);
