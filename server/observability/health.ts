// What /readyz asks: checks registered by the parts of the shop that can fail (the database, the
// built-in realtime server, the page cache) and the server's own state (starting, serving,
// draining). Kept on globalThis: the backend inside Next.js's bundle registers checks that the web
// server (server/web/) runs.
import { processWide } from '@/server/process-wide';

/** A check answers 'ok' (or 'off' when the part is not used), or throws with the reason. */
export type Check = () => Promise<'ok' | 'off'>;

export type ServerState = 'starting' | 'serving' | 'draining';

export interface Registry {
  checks: Map<string, Check>;
  state: ServerState;
}

const registry: Registry = (processWide.health ??= { checks: new Map(), state: 'starting' });

export function registerCheck(name: string, check: Check): void {
  registry.checks.set(name, check);
}

export function setServerState(state: ServerState): void {
  registry.state = state;
}

export const serverState = (): ServerState => registry.state;

export interface Readiness {
  status: 'ready' | 'starting' | 'draining' | 'unavailable';
  checks: Record<string, string>;
}

/** A check that takes longer than this counts as failed: a readiness probe must answer fast. */
const CHECK_TIMEOUT_MS = 2000;

function withTimeout(check: Check): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer in ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
    timer.unref();
  });
  const run = check().then(
    (result) => result as string,
    (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 200),
  );
  return Promise.race([run, timeout]).finally(() => clearTimeout(timer));
}

/** Runs every check at once. Ready only while serving and every check is 'ok' or 'off'. */
export async function readiness(): Promise<Readiness> {
  const names = [...registry.checks.keys()];
  const results = await Promise.all(names.map((name) => withTimeout(registry.checks.get(name)!)));
  const checks = Object.fromEntries(names.map((name, index) => [name, results[index]]));
  if (registry.state !== 'serving') return { status: registry.state, checks };
  const failing = results.some((result) => result !== 'ok' && result !== 'off');
  const starting = results.some((result) => result === 'starting');
  return { status: failing ? (starting ? 'starting' : 'unavailable') : 'ready', checks };
}

/** Thrown by a check whose part is still starting (the database migrating or seeding). */
export class Starting extends Error {
  constructor() {
    super('starting');
  }
}
