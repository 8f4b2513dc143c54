// POST /api/web-vitals: the beacon of lib/observability/report-web-vitals.ts. It takes exactly
// what navigator.sendBeacon sends (a text body, no custom header, cookies ignored), so the
// backend's X-Requested-With rule cannot apply; a browser names the page's origin, and another
// site's is refused. Nothing in a beacon is kept but the histograms' counts.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { PAGE_KINDS } from '@/lib/observability/page-kind';
import { DEVICES, MAX_BEACON_BYTES, MAX_METRICS, METRIC_NAMES, webVitalsEnabled, type MetricName } from '@/lib/observability/web-vitals-beacon';
import { fromOtherSite } from '@/lib/security/same-origin';
import { countBeacon, observeWebVital } from '@/server/observability/web-vitals-metrics';
import { serverEnv } from '@/server/config';

// Larger values are not a page view anyone waited through: a tab left loading, a broken clock.
const MAX_VALUE: Record<MetricName, number> = { LCP: 120_000, INP: 60_000, TTFB: 120_000, CLS: 10 };

const metricSchema = z
  .strictObject({ name: z.enum(METRIC_NAMES), value: z.number().nonnegative() })
  .refine((metric) => metric.value <= MAX_VALUE[metric.name], { message: 'The value is out of range.', path: ['value'] });

// Strict objects: a field the reporter does not send (an e-mail, a URL, an id) refuses the beacon.
const beaconSchema = z.strictObject({
  page: z.enum(PAGE_KINDS),
  device: z.enum(DEVICES),
  metrics: z.array(metricSchema).min(1).max(MAX_METRICS),
});

// Per web server process: a beacon costs little, so a shared count across servers is not worth a
// database round trip. A page view sends one or two.
const limiter = new RateLimiterMemory({ keyPrefix: 'web-vitals', points: 30, duration: 60 });

const envelope = (status: number, message: string, errors: Record<string, string[]> = {}) => Response.json({ message, errors }, { status });

export async function receiveWebVitals(request: Request, env: Record<string, string | undefined> = serverEnv()): Promise<Response> {
  if (!webVitalsEnabled(env)) return envelope(404, 'The route api/web-vitals could not be found.');
  const header = (name: string) => request.headers.get(name);
  if (fromOtherSite(header)) {
    countBeacon('refused');
    return envelope(403, 'Cross-site requests are not allowed.');
  }
  try {
    // server/web/serve.ts puts the client's address first (docs/adr/0011).
    await limiter.consume(header('x-forwarded-for')?.split(',')[0].trim() || 'local');
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    countBeacon('limited');
    return envelope(429, 'Too many Web Vitals beacons. Please try again in 1 minute.');
  }
  const text = await bodyText(request, MAX_BEACON_BYTES);
  if (text === null) {
    countBeacon('invalid');
    return envelope(413, 'The request body is too large.');
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    countBeacon('invalid');
    return envelope(400, 'The request body is not valid JSON.');
  }
  const parsed = beaconSchema.safeParse(body);
  if (!parsed.success) {
    countBeacon('invalid');
    return envelope(422, 'The given data was invalid.', fieldErrors(parsed.error));
  }
  const { page, device, metrics } = parsed.data;
  for (const { name, value } of metrics) observeWebVital(name, value, { page, device });
  countBeacon('accepted');
  return new Response(null, { status: 204 });
}

/** The body as text, or null once it passes `limit` bytes (read no further than that). */
async function bodyText(request: Request, limit: number): Promise<string | null> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return null;
  if (!request.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    // Unknown keys are named, never echoed with their values.
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
