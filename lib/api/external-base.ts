// Where an existing backend's API is, from SHOP_API_URL (with or without /api and a trailing
// slash), or null when the built-in backend serves it. Read by the contract client
// (lib/api/server.ts) and the readiness check (server/health-checks.ts).
import { edgeEnv } from '@/lib/config/edge';

export function externalApiBase(env: Record<string, string | undefined> = edgeEnv()): string | null {
  const configured = env.SHOP_API_URL?.trim();
  if (!configured) return null;
  const base = configured.replace(/\/+$/, '');
  return base.endsWith('/api') ? base : `${base}/api`;
}
