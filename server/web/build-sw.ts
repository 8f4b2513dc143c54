// Bundles the service worker (worker/sw.ts, with Serwist's runtime and the offline page's
// strings) into public/sw.js, stamped with the build's id so that each deploy has a worker of its
// own (docs/adr/0025). Runs after `next build`, which writes the id.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export async function buildServiceWorker(root: string): Promise<void> {
  const buildId = readFileSync(path.join(root, '.next', 'BUILD_ID'), 'utf8').trim();
  await build({
    entryPoints: [path.join(root, 'worker', 'sw.ts')],
    outfile: path.join(root, 'public', 'sw.js'),
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    platform: 'browser',
    tsconfig: path.join(root, 'tsconfig.json'),
    define: { BUILD_ID: JSON.stringify(buildId), 'process.env.NODE_ENV': '"production"' },
    legalComments: 'none',
    logLevel: 'warning',
  });
}

// Run as a command by `npm run build`, after `next build`.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildServiceWorker(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..')).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
