import { receiveWebVitals } from '@/server/observability/web-vitals-endpoint';

// Shoppers' Web Vitals beacons (server/observability/web-vitals-endpoint.ts). A folder of its
// own, so Next.js routes /api/web-vitals here rather than to the backend's catch-all.
export const runtime = 'nodejs';
export const dynamic = 'force-dynamic';

export function POST(request: Request): Promise<Response> {
  return receiveWebVitals(request);
}
