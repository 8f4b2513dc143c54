// A throw-away PostgreSQL cluster on a loopback port for tests of the PostgreSQL path. Uses
// TEST_DATABASE_URL when given; otherwise Debian's PostgreSQL tools (pg_createcluster /
// pg_ctlcluster, which also work as root by switching to the postgres user).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface TestCluster {
  url: string;
  stop(): Promise<void>;
  /** Stops the server and starts it again later, keeping its data (a database outage); local clusters only. */
  outage?: { begin(): void; end(): void };
}

function installedVersion(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync('/usr/bin/pg_createcluster') || !existsSync(root)) return null;
  const versions = execFileSync('ls', [root]).toString().split(/\s+/).filter((v) => /^\d+$/.test(v));
  return versions.sort((a, b) => Number(b) - Number(a))[0] ?? null;
}

export async function startTestCluster(): Promise<TestCluster> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    const db = `shop_test_${process.pid}_${Date.now()}`;
    const admin = new Client({ connectionString: given });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${db}`);
    await admin.end();
    const url = new URL(given);
    url.pathname = `/${db}`;
    return {
      url: url.toString(),
      async stop() {
        const c = new Client({ connectionString: given });
        await c.connect();
        await c.query(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
        await c.end();
      },
    };
  }
  const version = installedVersion();
  if (!version) {
    throw new Error(
      'PostgreSQL is not installed: install Debian\'s "postgresql" package (apt-get install postgresql) ' +
        'or set TEST_DATABASE_URL to a server where databases may be created.',
    );
  }
  return localCluster(version, `shoptest${process.pid}`, String(20000 + Math.floor(Math.random() * 20000)));
}

/**
 * A cluster made with Debian's tools in a temporary folder, started on a loopback port; `fill`
 * replaces its fresh data folder before the start (a replica's copy of its primary).
 */
function localCluster(version: string, name: string, port: string, fill?: (dataDir: string) => void): TestCluster {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-pg-'));
  execFileSync('chmod', ['777', dir]);
  const dataDir = path.join(dir, 'data');
  execFileSync('pg_createcluster', [version, name, '-p', port, '-d', dataDir, '--', '--auth=trust'], { stdio: 'ignore' });
  fill?.(dataDir);
  execFileSync('pg_ctlcluster', [version, name, 'start', '-o', "-c listen_addresses=127.0.0.1"], { stdio: 'ignore' });
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    outage: {
      begin: () => execFileSync('pg_ctlcluster', [version, name, 'stop', '-m', 'fast'], { stdio: 'ignore' }),
      end: () => execFileSync('pg_ctlcluster', [version, name, 'start', '-o', '-c listen_addresses=127.0.0.1'], { stdio: 'ignore' }),
    },
    async stop() {
      try {
        execFileSync('pg_dropcluster', ['--stop', version, name], { stdio: 'ignore' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A streaming read replica of a cluster made by startTestCluster (pg_basebackup -R): it follows
 * the primary's writes within moments and refuses writes of its own.
 */
export async function startTestReplica(primary: TestCluster): Promise<TestCluster> {
  const version = installedVersion();
  if (!version) throw new Error('PostgreSQL is not installed.');
  const source = new URL(primary.url);
  return localCluster(version, `shopreplica${process.pid}`, String(Number(source.port) + 1), (dataDir) => {
    rmSync(dataDir, { recursive: true, force: true });
    const copy = ['pg_basebackup', '-h', source.hostname, '-p', source.port, '-U', 'postgres', '-D', dataDir, '-R', '-X', 'stream'];
    // As root, copy as the postgres user that owns the cluster, so that its server may open the copy.
    if (process.getuid?.() === 0) execFileSync('runuser', ['-u', 'postgres', '--', ...copy], { stdio: 'ignore' });
    else execFileSync(copy[0], copy.slice(1), { stdio: 'ignore' });
  });
}
