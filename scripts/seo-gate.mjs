// npm run seo -- --base-url=http://localhost:3000: what search engines see of a running production
// shop, checked by external checkers in both languages (English at /…, Arabic at /ar/…).
//
//   1. Every public page type, found through the sitemap and the API rather than by fixed ids:
//      home, the product listing, a product, the category index, a category and one of its
//      subcategories, the shop index and a shop, a search, the flash sale, the blog and a post,
//      every page the sitemap lists besides (most popular, best deals, about, contact, support,
//      the policies, the seller application, the shop's own pages) and an unknown path (404).
//      Signing in and signing up are dialogs of every page, not pages of their own.
//   2. The Nu HTML Checker (vnu-jar, run once with Java for all the pages): 0 errors. Its warnings
//      are printed and do not fail.
//   3. A crawl from / and /ar with linkinator: every internal link answers (0 broken).
//   4. Each page's JSON-LD against the schema.org vocabulary (types, their properties and
//      enumeration members, read from schema-dts's declarations) and against Google's required
//      properties (Product through lib/seo/merchant-listing.ts, BlogPosting, breadcrumbs, lists).
//   5. Titles and descriptions unique across the page types of a language; `<html lang>` is the
//      page's language.
// It prints its figures, and --report=<file> writes every check as JSON (npm test reads it).
// Exits with 1 when a check fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LinkChecker } from 'linkinator';
import { duplicates, googleProblems, jsonLdProblems, nuFindings, pageFacts, vocabularyOf } from './lib/seo-checks.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const option = (name, fallback) => process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const baseURL = option('base-url', process.env.BASE_URL ?? '').replace(/\/+$/, '');
const reportFile = option('report', null);
// At most this many requests at once, for the pages and for the crawl.
const CONCURRENCY = 8;
const LOCALES = [
  { locale: 'en', prefix: '' },
  { locale: 'ar', prefix: '/ar' },
];

if (!baseURL) {
  console.error('Give the address of a running shop: npm run seo -- --base-url=http://localhost:3000');
  process.exit(2);
}

const checks = [];
function check(name, ok, detail = '') {
  checks.push({ name, ok, detail });
  console.log(`  ${ok ? '✓' : '✘'} ${name}${ok ? '' : ` — ${detail}`}`);
}

const figures = {};
const limit = (list, count = 8) => (list.length > count ? [...list.slice(0, count), `… ${list.length - count} more`] : list).join('; ');

/**
 * fetch, tried once more when the connection fails: a kept-alive connection the server closed
 * while the gate was busy elsewhere (the Nu HTML Checker takes seconds) fails the next request.
 */
async function fetchAgain(url, init = {}) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    if (error?.name === 'TimeoutError') throw error;
    return fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  }
}

async function get(pathname, accept = 'text/html') {
  // Pages are asked for as a crawler asks; the API wants to know a script calls it.
  const headers = accept === 'application/json' ? { Accept: accept, 'X-Requested-With': 'XMLHttpRequest' } : { Accept: accept };
  const response = await fetchAgain(baseURL + pathname, { headers });
  return { status: response.status, text: await response.text() };
}

async function api(pathname) {
  const { status, text } = await get(`/api${pathname}`, 'application/json');
  if (status !== 200) throw new Error(`GET /api${pathname} answered ${status}`);
  return JSON.parse(text).data;
}

/** Runs `task` on each item, `concurrency` at a time, in order. */
async function eachLimited(items, concurrency, task) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index], index);
      }
    }),
  );
  return results;
}

/** The locale-free path of a page of the sitemap, and the type of page it is. */
function typeOf(pathname) {
  const rules = [
    [/^\/$/, 'home'],
    [/^\/products$/, 'product listing'],
    [/^\/products\/[^/]+\/details$/, 'product'],
    [/^\/categories$/, 'category index'],
    [/^\/categories\/[^/]+$/, 'category'],
    [/^\/shops$/, 'shop index'],
    [/^\/shops\/[^/]+$/, 'shop'],
    [/^\/blogs$/, 'blog index'],
    [/^\/blog\/[^/]+$/, 'blog post'],
    [/^\/page\/[^/]+$/, `page ${pathname.split('/')[2]}`],
  ];
  return rules.find(([pattern]) => pattern.test(pathname))?.[1] ?? pathname.slice(1);
}

const withoutLocale = (pathname) => (pathname === '/ar' ? '/' : pathname.startsWith('/ar/') ? pathname.slice(3) : pathname);

/** One page of each public type (locale-free paths), found through the sitemap and the API. */
async function discoverPages() {
  const pages = new Map();
  const add = (type, pathname, status = 200) => {
    if (!pages.has(type)) pages.set(type, { type, path: pathname, status });
  };
  const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].replace(/&amp;/g, '&')));
  const index = await get('/sitemap.xml', 'application/xml');
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  // A shard of a numbered series holds pages of one type: its first one is enough.
  for (const shard of locs(index.text).filter((url) => !/-(?:[2-9]|\d{2,})\.xml$/.test(url.pathname))) {
    const { status, text } = await get(shard.pathname, 'application/xml');
    if (status !== 200) throw new Error(`${shard.pathname} answered ${status}`);
    for (const url of locs(text)) {
      const pathname = withoutLocale(url.pathname);
      add(typeOf(pathname), pathname);
    }
  }
  const category = pages.get('category');
  if (category) {
    const id = category.path.split('/')[2];
    const { sub_categories: subcategories } = await api(`/sub-categories?category_id=${encodeURIComponent(id)}`);
    if (subcategories?.length) add('subcategory', `${category.path}?subcategory=${subcategories[0].id}`);
  }
  const { products } = await api('/products?per_page=1');
  const word = products?.[0]?.name.split(/\s+/)[0];
  if (word) add('search', `/products?search=${encodeURIComponent(word.toLowerCase())}`);
  const sales = await api('/flash-sales');
  const sale = sales.running_flash_sale ?? sales.incoming_flash_sale;
  if (sale) add('flash sale', `/flash-sale/${sale.id}`);
  add('not found', '/seo-gate-no-such-page', 404);
  return [...pages.values()];
}

const EXPECTED_TYPES = ['home', 'product listing', 'product', 'category index', 'category', 'subcategory', 'shop index', 'shop', 'search', 'flash sale', 'blog index', 'blog post', 'shop/register', 'about-us', 'contact-us', 'terms-and-conditions', 'privacy-policy', 'not found'];

/** The pages of both languages, fetched. */
async function fetchPages(types) {
  const pages = LOCALES.flatMap(({ locale, prefix }) => types.map((page) => ({ ...page, locale, url: `${prefix}${page.path === '/' && prefix ? '' : page.path}` })));
  await eachLimited(pages, CONCURRENCY, async (page) => {
    try {
      const { status, text } = await get(page.url);
      page.answered = status;
      page.html = text;
    } catch (error) {
      page.answered = 0;
      page.html = '';
      page.error = error.message;
    }
  });
  return pages;
}

function javaVersion() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  return result.status === 0 ? (result.stderr || result.stdout).split('\n')[0] : null;
}

/** The Nu HTML Checker on every page at once (one Java start): its messages by page. */
function runNuChecker(pages) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'seo-gate-'));
  try {
    const files = pages.map((page, index) => {
      const file = path.join(dir, `${index}.html`);
      writeFileSync(file, page.html);
      return file;
    });
    const jar = String(require('vnu-jar'));
    const result = spawnSync('java', ['-Xss1024k', '-jar', jar, '--format', 'json', '--stdout', '--exit-zero-always', ...files], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (result.status !== 0) throw new Error(`the Nu HTML Checker stopped (${result.status}): ${(result.stderr || '').slice(0, 500)}`);
    const { messages } = JSON.parse(result.stdout);
    const byFile = new Map(files.map((file, index) => [path.basename(file), pages[index]]));
    const byPage = new Map(pages.map((page) => [page, []]));
    for (const message of messages) {
      const page = byFile.get(path.basename(message.url ?? ''));
      if (page) byPage.get(page).push(message);
      else if (message.type === 'error' || message.type === 'non-document-error') throw new Error(`the Nu HTML Checker: ${message.message}`);
    }
    return byPage;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function checkHtml(pages) {
  console.log('\nNu HTML Checker:');
  const version = javaVersion();
  if (!version) {
    check('[seo] Java runs the Nu HTML Checker', false, 'no `java` on PATH (.ci/run installs default-jre-headless)');
    return;
  }
  const started = Date.now();
  const byPage = runNuChecker(pages);
  figures.htmlSeconds = (Date.now() - started) / 1000;
  console.log(`    ${pages.length} pages in one run of the checker (${version}), ${figures.htmlSeconds.toFixed(1)} s`);
  for (const { locale } of LOCALES) {
    const own = pages.filter((page) => page.locale === locale);
    const errors = [];
    let warnings = 0;
    let notes = 0;
    for (const page of own) {
      const findings = nuFindings(byPage.get(page));
      errors.push(...findings.errors.map((message) => `${page.url} line ${message.lastLine}: ${message.message}`));
      warnings += findings.warnings.length;
      notes += findings.notes;
      for (const warning of findings.warnings) console.log(`    warning ${page.url} line ${warning.lastLine}: ${warning.message}`);
    }
    figures[`htmlErrors_${locale}`] = errors.length;
    figures[`htmlWarnings_${locale}`] = warnings;
    for (const error of errors.slice(0, 40)) console.log(`    error ${error}`);
    check(`[seo, ${locale}] the Nu HTML Checker finds 0 errors on ${own.length} pages (${warnings} warnings, ${notes} notes)`, errors.length === 0, `${errors.length} errors: ${limit(errors, 5)}`);
  }
}

function checkStatuses(pages) {
  for (const { locale } of LOCALES) {
    const wrong = pages.filter((page) => page.locale === locale && page.answered !== page.status).map((page) => `${page.url} answered ${page.answered || page.error} (not ${page.status})`);
    check(`[seo, ${locale}] every page type answers its status (200; 404 for an unknown path)`, wrong.length === 0, limit(wrong));
  }
}

function checkHeads(pages) {
  console.log('\nTitles, descriptions and languages:');
  let duplicateCount = 0;
  for (const { locale } of LOCALES) {
    const own = pages.filter((page) => page.locale === locale).map((page) => ({ page, facts: pageFacts(page.html) }));
    const wrongLang = own.filter(({ facts }) => facts.lang !== locale).map(({ page, facts }) => `${page.url}: ${facts.lang === null ? 'no lang' : `lang="${facts.lang}"`}`);
    check(`[seo, ${locale}] <html lang="${locale}"> on every page`, wrongLang.length === 0, limit(wrongLang));
    const without = own.filter(({ facts }) => !facts.title || !facts.description).map(({ page, facts }) => `${page.url}: ${facts.title ? '' : 'no title '}${facts.description ? '' : 'no description'}`.trim());
    check(`[seo, ${locale}] every page has a title and a description`, without.length === 0, limit(without));
    for (const key of ['title', 'description']) {
      const shared = duplicates(own.map(({ page, facts }) => ({ name: page.type, value: facts[key] })));
      duplicateCount += shared.size;
      const detail = [...shared].map(([value, types]) => `"${value.slice(0, 60)}" on ${types.join(', ')}`);
      check(`[seo, ${locale}] ${key}s unique across ${own.length} page types`, shared.size === 0, limit(detail));
    }
  }
  figures.duplicateTitlesAndDescriptions = duplicateCount;
}

function checkJsonLd(pages) {
  console.log('\nJSON-LD:');
  const vocabulary = vocabularyOf(readFileSync(path.join(root, 'node_modules', 'schema-dts', 'dist', 'schema.d.ts'), 'utf8'));
  let blocks = 0;
  for (const { locale } of LOCALES) {
    const schemaProblems = [];
    const googleFindings = [];
    const typesByPage = new Map();
    let own = 0;
    for (const page of pages.filter((entry) => entry.locale === locale)) {
      const types = new Set();
      for (const text of pageFacts(page.html).jsonLd) {
        own += 1;
        let data;
        try {
          data = JSON.parse(text);
        } catch (error) {
          schemaProblems.push(`${page.url}: not JSON (${error.message})`);
          continue;
        }
        const result = jsonLdProblems(data, vocabulary);
        result.types.forEach((type) => types.add(type));
        schemaProblems.push(...result.problems.map((problem) => `${page.url} ${problem}`));
        googleFindings.push(...googleProblems(data).map((problem) => `${page.url} ${problem}`));
      }
      typesByPage.set(page.type, types);
      console.log(`    ${page.url}: ${[...types].filter((type) => type !== 'ListItem').join(', ') || 'no JSON-LD'}`);
    }
    blocks += own;
    check(`[seo, ${locale}] ${own} JSON-LD blocks use only schema.org types and their properties`, own > 0 && schemaProblems.length === 0, own === 0 ? 'no JSON-LD at all' : limit(schemaProblems));
    check(`[seo, ${locale}] JSON-LD has what Google requires (Product, BlogPosting, breadcrumbs, lists)`, googleFindings.length === 0, limit(googleFindings));
    // Without these the Google checks above would pass on pages that describe nothing.
    const expected = [
      ['product', 'Product'],
      ['product', 'BreadcrumbList'],
      ['blog post', 'BlogPosting'],
      ['home', 'Organization'],
      ['home', 'WebSite'],
      ['product listing', 'ItemList'],
    ];
    const absent = expected.filter(([type, ld]) => !typesByPage.get(type)?.has(ld)).map(([type, ld]) => `no ${ld} on the ${type} page`);
    check(`[seo, ${locale}] the product page describes a Product, the blog post a BlogPosting, the home page the shop`, absent.length === 0, limit(absent));
  }
  figures.jsonLdBlocks = blocks;
}

/** The share picture (og:image) of each page answers an image. */
async function checkShareImages(pages) {
  const images = new Map();
  for (const page of pages) {
    const image = /<meta property="og:image" content="([^"]+)"/.exec(page.html)?.[1];
    if (image) images.set(image.replace(/&amp;/g, '&'), page.url);
  }
  const broken = [];
  await eachLimited([...images], CONCURRENCY, async ([image, from]) => {
    const url = new URL(image, baseURL);
    try {
      const response = await fetchAgain(baseURL + url.pathname + url.search);
      await response.arrayBuffer();
      if (response.status !== 200 || !String(response.headers.get('content-type')).startsWith('image/')) broken.push(`${url.pathname} (of ${from}) answered ${response.status} ${response.headers.get('content-type')}`);
    } catch (error) {
      broken.push(`${url.pathname} (of ${from}): ${error.message}${error.cause ? ` (${error.cause.code ?? error.cause.message})` : ''}`);
    }
  });
  figures.shareImages = images.size;
  check(`[seo] the ${images.size} share pictures (og:image) of the pages answer images`, images.size > 0 && broken.length === 0, images.size === 0 ? 'no og:image' : limit(broken));
}

// Detail pages (a product, a shop, a post, a category…) of one kind that the crawl opens in each
// language: the catalogue has hundreds of products (a real one may have 100,000), and a page
// rendered for the first time costs a quarter of a second of a core here; every kind is still
// crawled, its links followed, and the sitemap lists the rest.
const DETAILS_PER_KIND = 24;
const DETAIL_KINDS = [/^\/products\/[^/]+\/details$/, /^\/shops\/[^/]+$/, /^\/blog\/[^/]+$/, /^\/categories\/[^/]+$/, /^\/flash-sale\/[^/]+$/, /^\/page\/[^/]+$/];

/**
 * Which links the crawl leaves out: other sites, the API, the variants of a listing by query
 * string (filters and sorting, which robots.txt keeps crawlers out of, and pages past the second)
 * but a subcategory, and detail pages of a kind past the first DETAILS_PER_KIND of a language.
 * Share pictures carry a version in their query and are fetched once for each checked page
 * instead (checkShareImages): rendering one for each product would take the crawl's whole time.
 */
function skipOf(origin) {
  const opened = new Map();
  // The links left out, by reason, for the figures.
  const leftOut = { 'other sites': new Set(), 'the API': new Set(), 'addresses with a query (filters, sorting, later pages, share pictures)': new Set(), [`detail pages past ${DETAILS_PER_KIND} of a kind`]: new Set() };
  const skip = (reason, link) => (leftOut[reason].add(link), true);
  const decide = (link) => {
    const url = new URL(link);
    if (url.origin !== origin) return skip('other sites', link);
    if (url.pathname.startsWith('/api/')) return skip('the API', link);
    const keys = [...url.searchParams.keys()];
    const variant = keys.length === 1 && (keys[0] === 'subcategory' || (keys[0] === 'page' && url.searchParams.get('page') === '2'));
    if (keys.length > 0 && !variant) return skip('addresses with a query (filters, sorting, later pages, share pictures)', link);
    const pathname = withoutLocale(url.pathname);
    const kind = DETAIL_KINDS.findIndex((pattern) => pattern.test(pathname));
    if (kind < 0 || keys.length > 0) return false;
    const key = `${url.pathname === pathname ? 'en' : 'ar'} ${kind}`;
    const seen = opened.get(key) ?? new Set();
    opened.set(key, seen);
    if (seen.has(pathname)) return false;
    if (seen.size >= DETAILS_PER_KIND) return skip(`detail pages past ${DETAILS_PER_KIND} of a kind`, link);
    seen.add(pathname);
    return false;
  };
  return { decide, leftOut };
}

async function crawl() {
  console.log('\nLink crawl from / and /ar:');
  const origin = new URL(baseURL).origin;
  const skip = skipOf(origin);
  // linkinator starts every check it finds at once whatever its `concurrency` (7.6.1 queues a
  // check after starting it), which floods the shop with a thousand connections. Its requests go
  // through the global fetch: while it crawls, that fetch waits for one of CONCURRENCY slots, and
  // each request's time limit runs from when it got one.
  const nativeFetch = globalThis.fetch;
  let active = 0;
  const waiting = [];
  globalThis.fetch = async (input, init = {}) => {
    if (active >= CONCURRENCY) await new Promise((resolve) => waiting.push(resolve));
    active += 1;
    try {
      return await nativeFetch(input, { ...init, signal: AbortSignal.timeout(60_000) });
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  };
  const started = Date.now();
  let result;
  try {
    const checker = new LinkChecker();
    let seen = 0;
    checker.on('link', () => {
      seen += 1;
      if (seen % 1000 === 0) console.log(`    ${seen} links seen, ${Math.round((Date.now() - started) / 1000)} s`);
    });
    result = await checker.check({
      path: [`${baseURL}/`, `${baseURL}/ar`],
      recurse: true,
      concurrency: CONCURRENCY,
      timeout: 0,
      retryErrors: true,
      retryErrorsCount: 2,
      linksToSkip: async (link) => skip.decide(link),
    });
  } finally {
    globalThis.fetch = nativeFetch;
  }
  const seconds = (Date.now() - started) / 1000;
  const checked = new Set(result.links.filter((link) => link.state !== 'SKIPPED').map((link) => link.url));
  const skipped = new Set(result.links.filter((link) => link.state === 'SKIPPED').map((link) => link.url));
  const broken = result.links.filter((link) => link.state === 'BROKEN').map((link) => `${link.url} (${link.status || link.failureDetails?.[0]?.message || 'no answer'}) on ${link.parent ?? 'the start'}`);
  const brokenUrls = new Set(result.links.filter((link) => link.state === 'BROKEN').map((link) => link.url));
  figures.urlsCrawled = checked.size;
  figures.urlsSkipped = skipped.size;
  figures.brokenLinks = brokenUrls.size;
  figures.crawlSeconds = seconds;
  for (const line of broken.slice(0, 40)) console.log(`    broken ${line}`);
  const kinds = { pages: 0, pictures: 0, 'static files': 0 };
  for (const url of checked) {
    const { pathname } = new URL(url);
    kinds[/^\/(img|media)\//.test(pathname) || /\/opengraph-image/.test(pathname) ? 'pictures' : pathname.startsWith('/build/') ? 'static files' : 'pages'] += 1;
  }
  figures.crawledByKind = kinds;
  const reasons = Object.entries(skip.leftOut).map(([reason, links]) => `${links.size} ${reason}`).join(', ');
  console.log(`    ${checked.size} URLs checked (${Object.entries(kinds).map(([kind, count]) => `${count} ${kind}`).join(', ')}), ${skipped.size} left out (${reasons}), ${brokenUrls.size} broken, in ${seconds.toFixed(0)} s`);
  check(`[seo] the crawl from / and /ar finds 0 broken internal links in ${checked.size} URLs`, checked.size > 0 && brokenUrls.size === 0, checked.size === 0 ? 'nothing crawled' : `${brokenUrls.size} broken: ${limit(broken, 5)}`);
}

const started = Date.now();
try {
  console.log(`Search-engine gate on ${baseURL}`);
  const types = await discoverPages();
  const found = new Set(types.map((page) => page.type));
  const lacking = EXPECTED_TYPES.filter((type) => !found.has(type));
  figures.pageTypes = types.length;
  check(`[seo] a page of each type found (${types.length} types)`, lacking.length === 0, `none for ${lacking.join(', ')}`);
  const pages = await fetchPages(types);
  figures.pagesChecked = pages.length;
  console.log(`  ${pages.length} pages: ${types.map((page) => `${page.type} (${page.path})`).join(', ')}`);
  checkStatuses(pages);
  checkHtml(pages);
  checkHeads(pages);
  checkJsonLd(pages);
  await checkShareImages(pages);
  await crawl();
} catch (error) {
  check('[seo] the gate runs to its end', false, error instanceof Error ? error.message : String(error));
}
figures.seconds = (Date.now() - started) / 1000;
console.log(
  `\nFigures: ${figures.pagesChecked ?? 0} pages checked (${figures.pageTypes ?? 0} types × ${LOCALES.length} languages); ` +
    `HTML errors ${(figures.htmlErrors_en ?? 0) + (figures.htmlErrors_ar ?? 0)}, warnings ${(figures.htmlWarnings_en ?? 0) + (figures.htmlWarnings_ar ?? 0)}; ` +
    `${figures.urlsCrawled ?? 0} URLs crawled (${figures.urlsSkipped ?? 0} left out), ${figures.brokenLinks ?? 0} broken; ` +
    `${figures.jsonLdBlocks ?? 0} JSON-LD blocks validated; ${figures.duplicateTitlesAndDescriptions ?? 0} duplicate titles or descriptions; ` +
    `${figures.seconds.toFixed(0)} s`,
);
if (reportFile) writeFileSync(reportFile, JSON.stringify({ checks, figures }, null, 2));
const failed = checks.filter((entry) => !entry.ok).length;
console.log(`${checks.length - failed} of ${checks.length} checks passed`);
process.exit(failed > 0 ? 1 : 0);
