// The floors of the performance budgets: a page built with this project's own Next.js and React
// and nothing of the shop (no client component, stylesheet, font or picture), served by
// `next start` and measured by `npm run perf` beside the shop's pages, twice: prerendered (`/`,
// served from the build like a cached page) and rendered on each request (`/per-request`). No page
// of the shop can score above what the framework alone scores on the same machine; the budgets
// are relative to the prerendered one. Asked for (`npm run perf -- --slow-page`), it also builds
// `/slowed`: the prerendered page with a client component that keeps the main thread busy for
// 300 ms once it hydrates, a page made slow on purpose to show that the budgets catch one.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from './server.mjs';

const files = {
  'package.json': '{ "private": true }\n',
  'next.config.mjs': 'export default { poweredByHeader: false };\n',
  'app/layout.jsx': `export const metadata = { title: 'About us', description: 'A page with nothing but text.' };
export default function Layout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  // Next.js builds the middleware and instrumentation it finds at the root of the workspace, which
  // for a folder inside the project is the project's own (its nonce policy blocked every script of
  // the prerendered page, its start-up opened the shop's database). The bare page brings its own,
  // which do nothing.
  'middleware.js': `import { NextResponse } from 'next/server';
export function middleware() {
  return NextResponse.next();
}
export const config = { matcher: ['/__nothing-here'] };
`,
  'instrumentation.js': 'export function register() {}\n',
  'app/text.jsx': `export function Text() {
  const paragraphs = Array.from({ length: 30 }, (_, i) => i);
  return (
    <main>
      <h1>About us</h1>
      {paragraphs.map((i) => <p key={i}>Paragraph {i + 1}: a few sentences of plain text, long enough to fill a line or two on a phone.</p>)}
    </main>
  );
}
`,
  // Prerendered at build time and served as a file.
  'app/page.jsx': `import { Text } from './text';
export default function Page() {
  return <Text />;
}
`,
  // The same page rendered on each request.
  'app/per-request/page.jsx': `import { Text } from '../text';
export const dynamic = 'force-dynamic';
export default function Page() {
  return <Text />;
}
`,
};

// Built only when asked: the prerendered page and 300 ms of script on hydration.
const slowedFiles = {
  'app/slowed/busy.jsx': `'use client';
import { useEffect } from 'react';
export function Busy() {
  useEffect(() => {
    // 300 ms of the main thread, as a heavy component's first effect would take.
    const end = performance.now() + 300;
    while (performance.now() < end) {
      // busy
    }
  }, []);
  return null;
}
`,
  'app/slowed/page.jsx': `import { Text } from '../text';
import { Busy } from './busy';
export default function Page() {
  return (
    <>
      <Text />
      <Busy />
    </>
  );
}
`,
};

/**
 * Builds the bare pages inside .next (ignored, rebuilt each time) and serves them; resolves to the
 * URLs of the prerendered and the per-request page, and a stop(). With `slowed`, also the URL of
 * the prerendered page slowed by 300 ms of script (otherwise null).
 */
export async function startFloorPage(root, { slowed = false } = {}) {
  // Inside the project, so that Next.js, React and the build's root are the project's own.
  const dir = path.join(root, '.next', 'perf-floor');
  rmSync(dir, { recursive: true, force: true });
  for (const [name, text] of Object.entries(slowed ? { ...files, ...slowedFiles } : files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const build = spawnSync(process.execPath, [nextBin, 'build'], { cwd: dir, env, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The bare page did not build:\n${build.stdout}\n${build.stderr}`);
  const port = await freePort();
  // Served as the shop is (scripts/lib/floor-server.mjs, with server/web/static-response.ts): static files in brotli.
  const server = path.join(root, 'scripts', 'lib', 'floor-server.mjs');
  const child = spawn(process.execPath, ['--import', 'tsx', server, dir, String(port)], { cwd: dir, env, detached: true, stdio: 'ignore' });
  let exited = false;
  child.on('exit', () => (exited = true));
  const url = `http://127.0.0.1:${port}/`;
  const stop = async () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    if (!exited) await new Promise((r) => child.once('exit', r));
  };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    if (exited) throw new Error('The bare page server stopped before it was ready.');
    try {
      if ((await fetch(url)).ok) return { url, prerendered: url, perRequest: `${url}per-request`, slowed: slowed ? `${url}slowed` : null, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error('The bare page server did not answer in time.');
}
