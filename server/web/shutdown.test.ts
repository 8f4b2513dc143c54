import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { serverState, setServerState } from '@/server/observability/health';
import { gracefulShutdown, shutdownSettings, trackRequests } from './shutdown';

const quiet = pino({ level: 'silent' });

function get(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}

describe('graceful shutdown', () => {
  afterEach(() => setServerState('starting'));

  it('turns not ready at once, serves through the drain, finishes what is in flight, refuses new connections, then exits 0', async () => {
    let releaseSlow: () => void = () => undefined;
    let markStarted: () => void = () => undefined;
    const slowStarted = new Promise<void>((started) => (markStarted = started));
    const server = http.createServer((request, response) => {
      if (request.url === '/slow') {
        markStarted();
        releaseSlow = () => response.end('slow done');
        return;
      }
      response.end('fast');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    setServerState('serving');
    const tracker = trackRequests(server);
    const exits: number[] = [];
    const shutdown = gracefulShutdown(server, tracker, { drainMs: 300, timeoutMs: 5000, logger: quiet, exit: (code) => void exits.push(code) });

    const slow = get(port, '/slow');
    await slowStarted;
    const done = shutdown('SIGTERM');
    expect(serverState()).toBe('draining');
    // During the drain new requests are still served.
    expect(await get(port, '/fast')).toEqual({ status: 200, body: 'fast' });
    // After it, no new connection is taken while the slow request is still in flight.
    await new Promise((resolve) => setTimeout(resolve, 450));
    await expect(get(port, '/fast')).rejects.toThrow(/ECONNREFUSED/);
    expect(exits).toEqual([]);
    releaseSlow();
    expect(await slow).toEqual({ status: 200, body: 'slow done' });
    await done;
    expect(exits).toEqual([0]);
  });

  it('cuts requests still running after the timeout and exits all the same', async () => {
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const tracker = trackRequests(server);
    const exits: number[] = [];
    const shutdown = gracefulShutdown(server, tracker, { drainMs: 0, timeoutMs: 200, logger: quiet, exit: (code) => void exits.push(code) });
    const hanging = get(port, '/never').catch((error: Error) => error.message);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await shutdown('SIGTERM');
    expect(exits).toEqual([0]);
    expect(await hanging).toMatch(/socket hang up|ECONNRESET/);
  });

  it('reads its settings with defaults', () => {
    expect(shutdownSettings({})).toEqual({ drainMs: 5000, timeoutMs: 30_000 });
    expect(shutdownSettings({ SHUTDOWN_DRAIN_MS: '0', SHUTDOWN_TIMEOUT_MS: '1000' })).toEqual({ drainMs: 0, timeoutMs: 1000 });
    expect(shutdownSettings({ SHUTDOWN_DRAIN_MS: 'soon' })).toEqual({ drainMs: 5000, timeoutMs: 30_000 });
  });
});
