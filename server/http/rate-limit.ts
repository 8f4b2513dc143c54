// Per-client limits on endpoints people could flood (contact form now; sign-in and one-time
// codes later). In memory per process: with several web servers, each counts on its own.
import type { Context } from 'hono';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { ApiError } from './errors';

export function clientIp(c: Context): string {
  return c.req.header('x-forwarded-for')?.split(',')[0].trim() || c.req.header('x-real-ip') || 'local';
}

export function createLimiter(points: number, durationSeconds: number) {
  const limiter = new RateLimiterMemory({ points, duration: durationSeconds });
  /** Counts one attempt for each key; over the limit throws a 429 with the wait in minutes. */
  return async (keys: string[], what: string): Promise<void> => {
    for (const key of keys) {
      try {
        await limiter.consume(key);
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        const minutes = Math.max(1, Math.ceil(error.msBeforeNext / 60_000));
        throw new ApiError(429, `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
      }
    }
  };
}
