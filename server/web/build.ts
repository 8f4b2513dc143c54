import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildIsCurrent, markBuilt } from './build-state';
import { buildServiceWorker } from './build-sw';
import { serverEnv } from '@/server/config';

/** Runs `next build` (and bundles the service worker) unless .next already holds a build of the current source. */
export async function ensureBuild(root: string): Promise<void> {
  if (buildIsCurrent(root)) return;
  console.log('Building the shop (first start or changed code)…');
  const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
  // The build never opens the live database: pages render at request time.
  const result = spawnSync(process.execPath, [nextBin, 'build'], { cwd: root, stdio: 'inherit', env: { ...serverEnv(), NEXT_TELEMETRY_DISABLED: '1' } });
  if (result.status !== 0) throw new Error('The build failed; see the messages above.');
  await buildServiceWorker(root);
  markBuilt(root);
}
