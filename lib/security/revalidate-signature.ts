// POST /api/revalidate lets an external backend clear cache tags after it changes data. The body
// is signed with HMAC-SHA256 under REVALIDATE_SECRET: header `X-Signature: sha256=<hex>`.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isCacheTag, type CacheTag } from '@/lib/cache-tags';

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function validSignature(secret: string, body: string, header: string | null): boolean {
  if (!header) return false;
  const expected = Buffer.from(signBody(secret, body));
  const given = Buffer.from(header.trim());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The tags of a revalidate body, or null when the body is not `{ "tags": ["product:1", …] }` of the shop's tags (lib/cache-tags.ts). */
export function tagsOf(body: string): CacheTag[] | null {
  try {
    const parsed = JSON.parse(body) as { tags?: unknown };
    if (!Array.isArray(parsed.tags) || parsed.tags.length === 0 || parsed.tags.length > 100) return null;
    return parsed.tags.every((tag): tag is CacheTag => typeof tag === 'string' && isCacheTag(tag)) ? parsed.tags : null;
  } catch {
    return null;
  }
}
