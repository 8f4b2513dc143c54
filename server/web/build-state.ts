// Knows whether .next holds a production build of the current source, by a hash of the inputs.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const inputs = [
  'app', 'components', 'lib', 'stores', 'messages', 'server', 'public', 'worker',
  'middleware.ts', 'instrumentation.ts', 'next.config.mjs', 'postcss.config.mjs', 'tsconfig.json',
  'package.json', 'package-lock.json',
];
// public/sw.js is built from worker/ after the build (server/web/build-sw.ts). The web server in
// server/web/ runs beside the build (through the tsx loader), never inside it: a change there
// needs no new build, except to the service worker's bundler.
const skip = /(\.test\.(ts|tsx)$)|(^|\/)(node_modules|\.next|\.data[^/]*)(\/|$)|^public\/sw\.js$|^server\/web\/(?!build-sw\.ts$)/;

function walk(root: string, rel: string, files: string[]): void {
  const full = path.join(root, rel);
  if (!existsSync(full) || skip.test(rel)) return;
  if (statSync(full).isDirectory()) {
    for (const entry of readdirSync(full).sort()) walk(root, path.join(rel, entry), files);
  } else {
    files.push(rel);
  }
}

export function sourceHash(root: string): string {
  const files: string[] = [];
  for (const input of inputs) walk(root, input, files);
  const hash = createHash('sha256');
  for (const file of files) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

const stampFile = (root: string): string => path.join(root, '.next', 'source-hash');

export function buildIsCurrent(root: string): boolean {
  const stamp = stampFile(root);
  return existsSync(path.join(root, '.next', 'BUILD_ID')) && existsSync(path.join(root, 'public', 'sw.js')) && existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash(root);
}

export function markBuilt(root: string): void {
  writeFileSync(stampFile(root), sourceHash(root));
}
