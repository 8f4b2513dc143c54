// npm test: every test (unit, component, contract, PostgreSQL, end-to-end) and one closing line
// "N passed, N failed". After the end-to-end tests, the load budgets on PostgreSQL
// (scripts/load.mjs), the crash test (scripts/crash.mjs: 2 kill rounds on each database), the
// rolling deploy behind nginx (scripts/rolling-deploy.mjs) and a 90-second soak
// (scripts/soak.mjs). The search-engine gate (scripts/seo-gate.mjs) runs right after the
// end-to-end tests, and the page-speed gate (scripts/perf.mjs --gate --prove: Lighthouse and a
// real throttled load of /, a product page and /products against the bare Next.js page,
// Interaction to Next Paint of four interactions, and proof that it catches a page slowed on
// purpose; about six minutes) right after it. Flags: --unit-only, --e2e-only, --seo-only,
// --speed-only, --load-only, --crash-only, --deploy-only, --soak-only; --long runs the crash
// test's 5 rounds, 30-second phases of the rolling deploy and the soak's 10 minutes instead; other
// arguments are passed to Playwright (`npm test -- --e2e-only e2e/phone.spec.ts`,
// `-- --e2e-only --update-snapshots`).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuild } from '../server/web/build.ts';
import { chromiumHelp, findChromium } from './lib/chromium.mjs';
import { startTestServer } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
const own = ['--unit-only', '--e2e-only', '--seo-only', '--speed-only', '--load-only', '--crash-only', '--deploy-only', '--soak-only'];
const flags = new Set(process.argv.slice(2));
const long = flags.has('--long');
// Anything else goes to Playwright: spec files, -g "title", --update-snapshots.
const playwrightArgs = process.argv.slice(2).filter((arg) => !own.includes(arg) && arg !== '--long');
const tally = { passed: 0, failed: 0, skipped: 0 };
// The name of every failed test, printed again just above the closing line, so that the end of a
// long log says what failed.
const failures = [];
const work = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));

function runJest() {
  const out = path.join(work, 'jest.json');
  const result = spawnSync(
    process.execPath,
    ['--experimental-vm-modules', '--no-warnings=ExperimentalWarning', 'node_modules/jest/bin/jest.js', '--json', `--outputFile=${out}`],
    { stdio: 'inherit', env: process.env },
  );
  if (!existsSync(out)) {
    console.error('Jest did not report results.');
    tally.failed += 1;
    failures.push('[unit] Jest did not report results');
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  tally.passed += report.numPassedTests;
  tally.failed += report.numFailedTests + report.numRuntimeErrorTestSuites;
  tally.skipped += report.numPendingTests + report.numTodoTests;
  for (const suite of report.testResults ?? []) {
    const file = path.relative(root, suite.name);
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`[unit] ${file} › ${test.fullName}`);
    if (failed.length === 0 && suite.status === 'failed') failures.push(`[unit] ${file}: ${String(suite.message ?? '').trim().split('\n')[0]}`);
  }
  if (result.status !== 0 && report.numFailedTests + report.numRuntimeErrorTestSuites === 0) {
    tally.failed += 1;
    failures.push(`[unit] Jest exited with ${result.status}`);
  }
}

/** Every test of a Playwright JSON report whose outcome was not the expected one (flaky included). */
function playwrightFailures(suites, titles = []) {
  for (const suite of suites ?? []) {
    const path_ = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky') failures.push(`[e2e] ${[...path_, spec.title].join(' › ')}${test.status === 'flaky' ? ' (failed, then passed on a retry)' : ''}`);
      }
    }
    playwrightFailures(suite.suites, path_);
  }
}

async function runEndToEnd() {
  const chromium = findChromium();
  if (!chromium) {
    console.error(chromiumHelp);
    tally.failed += 1;
    failures.push('[e2e] no Chromium');
    return;
  }
  await ensureBuild(root);
  const adminToken = randomBytes(16).toString('hex');
  const revalidateSecret = randomBytes(16).toString('hex');
  // A local OpenID provider stands in for Google (e2e/social-sign-in.spec.ts); it runs first so
  // the shop starts with its address.
  const { startOidcServer, testGoogleClient } = await import('../e2e/support/oidc-server.mjs');
  const oidc = await startOidcServer();
  const google = { AUTH_GOOGLE_ID: testGoogleClient.clientId, AUTH_GOOGLE_SECRET: testGoogleClient.clientSecret, AUTH_GOOGLE_ISSUER: oidc.issuer };
  // A real SMTP server receives the shop's e-mails (alerts: e2e/alerts.spec.ts), read back over HTTP.
  const { startMailCatcher } = await import('../e2e/support/mail-catcher.mjs');
  const mail = await startMailCatcher();
  // TRUST_PROXY=1: the tests stand in for a proxy and give each shopper an address of their own
  // in X-Forwarded-For, so that one test's attempts never count against another's limits.
  const server = await startTestServer(root, { APP_ENV: 'local', ADMIN_API_TOKEN: adminToken, REVALIDATE_SECRET: revalidateSecret, TRUST_PROXY: '1', SMTP_URL: mail.smtpUrl, ...google });
  const dataDir = server.dataDir;
  try {
    const out = path.join(work, 'playwright.json');
    // Not spawnSync: the OpenID provider above runs in this process and must keep answering.
    await new Promise((resolve) => {
      const child = spawn(process.execPath, ['node_modules/@playwright/test/cli.js', 'test', '--reporter=list,json', ...playwrightArgs], {
        stdio: 'inherit',
        env: { ...process.env, BASE_URL: server.baseURL, ADMIN_API_TOKEN: adminToken, REVALIDATE_SECRET: revalidateSecret, CHROMIUM_PATH: chromium, MAIL_CATCHER_URL: mail.url, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      });
      child.on('exit', resolve);
      child.on('error', resolve);
    });
    if (!existsSync(out)) {
      console.error('Playwright did not report results.');
      tally.failed += 1;
      failures.push('[e2e] Playwright did not report results');
      return;
    }
    const { stats, suites } = JSON.parse(readFileSync(out, 'utf8'));
    playwrightFailures(suites);
    tally.passed += stats.expected;
    tally.failed += stats.unexpected + stats.flaky;
    tally.skipped += stats.skipped;
  } finally {
    await server.stop({ keepData: true });
    await oidc.stop();
    await mail.stop();
  }
  try {
    await checkSecondStart(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function record(name, ok, detail = '') {
  console.log(`  ${ok ? '✓' : '✘'} ${name.startsWith('[') ? '' : '[start] '}${name}${ok ? '' : ` — ${detail}`}`);
  if (ok) tally.passed += 1;
  else {
    tally.failed += 1;
    failures.push(`${name} — ${detail}`);
  }
}

/**
 * The start command a second time on the same data, bound to "localhost" this time: it reuses
 * the data, is ready in seconds, and serves default-locale and prefixed pages without redirects.
 */
async function checkSecondStart(dataDir) {
  const started = Date.now();
  let server;
  try {
    server = await startTestServer(root, { APP_ENV: 'local' }, { hostname: 'localhost', dataDir });
  } catch (error) {
    record('a second start on the same data serves again', false, error.message);
    return;
  }
  try {
    const seconds = (Date.now() - started) / 1000;
    record(`a second start on the same data is ready in seconds (${seconds.toFixed(1)} s)`, seconds < 20, `${seconds.toFixed(1)} s`);
    for (const [page, lang] of [['/', 'en'], ['/products', 'en'], ['/ar', 'ar']]) {
      const response = await fetch(`${server.baseURL}${page}`, { redirect: 'manual' });
      const html = await response.text();
      const ok = response.status === 200 && html.includes(`<html lang="${lang}"`) && html.includes('role="search"');
      record(`bound to localhost, ${page} answers 200 with the shop in ${lang}`, ok, `status ${response.status}`);
    }
    await checkSpoofedAddresses(server.baseURL);
  } finally {
    await server.stop({ keepData: true });
  }
}

/**
 * Without TRUST_PROXY, an X-Forwarded-For header the client made up is not its address: six
 * contact messages, each claiming another address and sent from another email, still meet the
 * limit of five per address.
 */
async function checkSpoofedAddresses(baseURL) {
  const statuses = [];
  for (let n = 1; n <= 6; n += 1) {
    const response = await fetch(`${baseURL}/api/support`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Forwarded-For': `198.51.100.${n}` },
      body: JSON.stringify({ name: 'Start Check', email: `start-check-${n}@example.com`, subject: 'Hello', message: 'A message from the start check.' }),
    });
    statuses.push(response.status);
  }
  const ok = statuses.slice(0, 5).every((status) => status === 200) && statuses[5] === 429;
  record('a made-up X-Forwarded-For does not get around the per-address limit', ok, `statuses ${statuses.join(', ')}`);
}

/**
 * The load budgets of `npm run load` on a throw-away PostgreSQL cluster (5 s a target): cached
 * public pages at half a file's rate with p99 under 100 ms, a page rendered fast after its tag
 * expired, compression and immutable static files. Each budget counts as one test.
 */
function runLoadOnPostgres() {
  const budgets = runReporting('Load budgets on PostgreSQL (npm run load -- --postgres)', 'scripts/load.mjs', ['--postgres', '--duration=5'], 'budgets');
  if (!budgets) record('the load run on PostgreSQL reports its budgets', false, 'no report');
  else if (budgets.length === 0) record('the load run on PostgreSQL checks its budgets', false, 'no budget checked');
  else for (const { name, ok, detail } of budgets) record(`[load, PostgreSQL] ${name} (${detail})`, ok, detail);
}

/**
 * Runs a script that writes its results to --report=<file> and answers the list under `key`
 * ([{ name, ok, detail }]), or null when it wrote no report.
 */
function runReporting(title, script, args, key) {
  const report = path.join(work, `${path.basename(script, '.mjs')}.json`);
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  console.log(`\n${title}:`);
  spawnSync(process.execPath, [tsx, script, ...args, `--report=${report}`], { stdio: 'inherit', env: process.env });
  return existsSync(report) ? JSON.parse(readFileSync(report, 'utf8'))[key] : null;
}

/**
 * What search engines see (scripts/seo-gate.mjs) on a fresh start of the production build: the
 * Nu HTML Checker, JSON-LD, titles and descriptions of every page type in both languages, and a
 * crawl of the internal links. Each check counts as one test.
 */
async function runSeoGate() {
  await ensureBuild(root);
  const server = await startTestServer(root, { APP_ENV: 'local', WARM_UP: '0' });
  try {
    runChecks('Search-engine gate (npm run seo)', 'scripts/seo-gate.mjs', [`--base-url=${server.baseURL}`]);
  } finally {
    await server.stop();
  }
}

/**
 * The page-speed budgets (scripts/perf.mjs in gate mode) on a fresh start of the production
 * build: /, a product page and /products in 3 alternating rounds with the bare Next.js page,
 * prerendered and per request, judged against the prerendered one (a fall of 15 performance
 * points, script, CLS, accessibility, best practices and SEO; the tighter budgets of performance,
 * the real throttled paint and TBT are printed with their verdicts, not judged: scripts/perf.mjs,
 * GATE_SCORE); a page that misses a budget is measured again, and only the second measurement counts. Then Interaction to Next
 * Paint of four interactions (3 runs each, 200 ms), and --prove: the same gate on the bare page
 * slowed by 300 ms of script must fail it. Each budget, interaction and the proof count as one
 * test; the step prints its figures and how long it took (about 6 to 9 minutes on 2 cores).
 */
function runSpeedGate() {
  const started = Date.now();
  const checks = runReporting('Page-speed gate (npm run perf -- --gate --prove)', 'scripts/perf.mjs', ['--gate', '--prove'], 'checks');
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(`The page-speed gate took ${Math.floor(seconds / 60)} min ${seconds % 60} s.`);
  if (!checks || checks.length === 0) record('[speed] the page-speed gate reports its checks', false, 'no report');
  else for (const { name, ok, detail } of checks) record(`${name} (${detail})`, ok, detail);
}

/** The checks of the crash test, the soak or the search-engine gate, each counted as one test. */
function runChecks(title, script, args) {
  const checks = runReporting(title, script, args, 'checks');
  if (!checks || checks.length === 0) record(`[${path.basename(script, '.mjs')}] the run reports its checks`, false, 'no report');
  else for (const { name, ok, detail } of checks) record(name, ok, detail);
}

/**
 * The server killed with SIGKILL while seeding and during 30 checkouts at once, on PGlite and on
 * PostgreSQL, and the books after each restart (scripts/crash.mjs): 2 rounds a database, 5 with --long.
 */
function runCrash() {
  const rounds = long ? 5 : 2;
  runChecks(`Crash test, ${rounds} kill rounds a database (npm run crash -- --rounds=${rounds})`, 'scripts/crash.mjs', [`--rounds=${rounds}`]);
}

/**
 * Two servers on one PostgreSQL behind Debian's nginx, restarted one after the other (SIGTERM, a
 * new start on the same port) under shopper traffic (scripts/rolling-deploy.mjs): no failed
 * request, no lost or doubled order or chat message, clean exits, /readyz 503 while draining.
 * 6-second phases of traffic (about a minute and a half in all), 30 seconds with --long.
 */
function runDeploy() {
  // --take-out: open-source nginx never asks /readyz, so a deploy takes a server out of its pool
  // before the stop signal (docs/operations.md explains the reset a closing listener can cause).
  const args = ['--take-out', ...(long ? ['--long'] : [])];
  runChecks(`Rolling deploy behind nginx (npm run deploy-check -- ${args.join(' ')})`, 'scripts/rolling-deploy.mjs', args);
}

/**
 * Mixed traffic at a steady rate and the server's memory over it (scripts/soak.mjs): 90 s, 10 min
 * with --long. The first two minutes are the server's warm-up (caches filling, code compiled: its
 * memory swings by a hundred MB a minute), so the short run cannot tell a slow leak: its slope
 * bound is loose, and its memory ceiling (1,500 MB) is what catches a gross leak. The long run
 * holds the soak's own bound of 2 MB a minute after warm-up.
 */
function runSoak() {
  const args = long ? ['--minutes=10'] : ['--minutes=1.5', '--max-slope=150'];
  runChecks(`Soak (npm run soak -- ${args.join(' ')})`, 'scripts/soak.mjs', args);
}

/** The system packages each stage uses (scripts/system-packages.sh). */
const systemPackages = {
  '--unit-only': ['postgresql'],
  '--e2e-only': ['chromium', 'postgresql', 'prometheus'],
  '--seo-only': ['chromium', 'default-jre-headless'],
  '--speed-only': ['chromium'],
  '--load-only': ['postgresql'],
  '--crash-only': ['postgresql'],
  '--deploy-only': ['postgresql', 'nginx'],
  '--soak-only': [],
};

/**
 * Installs the system packages the stages to run use when one is missing (apt-get, as root or
 * through sudo without a password), so that `npm test` sets itself up on a fresh machine. When it
 * may not, the script prints the exact command to run, and the run stops at once.
 */
function installSystemPackages(only) {
  const packages = only ? systemPackages[only] : [...new Set(Object.values(systemPackages).flat())];
  if (packages.length === 0) return;
  const result = spawnSync('bash', ['scripts/system-packages.sh', ...packages], { stdio: 'inherit' });
  if (result.status === 0) return;
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const only = own.find((flag) => flags.has(flag));
installSystemPackages(only);
try {
  if (!only || only === '--unit-only') runJest();
  if (!only || only === '--e2e-only') await runEndToEnd();
  if (!only || only === '--seo-only') await runSeoGate();
  if (!only || only === '--speed-only') runSpeedGate();
  if (!only || only === '--load-only') runLoadOnPostgres();
  if (!only || only === '--crash-only') runCrash();
  if (!only || only === '--deploy-only') runDeploy();
  if (!only || only === '--soak-only') runSoak();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  tally.failed += 1;
  failures.push(`the test run stopped: ${error instanceof Error ? error.message : error}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((name) => `  ✘ ${name}`).join('\n')}`);
const skipped = tally.skipped ? `, ${tally.skipped} skipped` : '';
console.log(`\n${tally.passed} passed, ${tally.failed} failed${skipped}`);
process.exit(tally.failed > 0 || tally.passed === 0 ? 1 : 0);
