// Per-client limits on endpoints people could flood: sign-in, registration, one-time codes,
// password changes, the contact form, tickets and chat. On PostgreSQL the attempts are counted in
// the rate_limits table (rate-limiter-flexible's RateLimiterPostgres on the shop's pool), so
// several web servers share one count. The embedded database belongs to one process, and there
// the counts are kept in that process's memory.
import type { Context } from 'hono';
import { Pool } from 'pg';
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { AppEnv } from './context';
import { HttpError } from './errors';
import { rateLimited } from '@/server/observability/metrics';

export function clientIp(c: Context): string {
  return c.req.header('x-forwarded-for')?.split(',')[0].trim() || c.req.header('x-real-ip') || 'local';
}

/** `name` keeps this limit's counts apart from the others' for the same address or account. */
export function createLimiter(name: string, points: number, durationSeconds: number) {
  const options = { keyPrefix: name, points, duration: durationSeconds };
  const inMemory = new RateLimiterMemory(options);
  // One per database pool: tests and tools may open more than one.
  const shared = new WeakMap<Pool, RateLimiterAbstract>();
  const limiterFor = (c: Context<AppEnv>): RateLimiterAbstract => {
    const client = (c.get('db') as unknown as { $client?: unknown }).$client;
    if (!(client instanceof Pool)) return inMemory;
    let limiter = shared.get(client);
    if (!limiter) {
      // The table comes with the migrations (0005_rate_limits.sql).
      limiter = new RateLimiterPostgres({ ...options, storeClient: client, storeType: 'pool', tableName: 'rate_limits', tableCreated: true });
      shared.set(client, limiter);
    }
    return limiter;
  };

  /** Counts one attempt for each key; over the limit throws a 429 with the wait in minutes. */
  return async (c: Context<AppEnv>, keys: string[], what: string): Promise<void> => {
    const limiter = limiterFor(c);
    for (const key of keys) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        rateLimited.inc({ limit: name });
        const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
        throw new HttpError(429, `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    }
  };
}
