import { tagsOf, validSignature } from '@/lib/security/revalidate-signature';
import { revalidateTags } from '@/server/cache/revalidate';
import { config } from '@/server/config';

const json = (body: unknown, status: number) => Response.json(body, { status });

/**
 * Clears cache tags: for an external backend that changed data (signed with REVALIDATE_SECRET;
 * passed on to the other web servers), and for this server's own relay of another server's
 * notice (signed with the per-process SHOP_RELAY_KEY set by server/web/serve.ts). Without either
 * secret the route does not exist.
 */
export async function POST(request: Request) {
  const secret = config.revalidateSecret();
  const relayKey = config.relayKey();
  if (!secret && !relayKey) return json({ message: 'The route api/revalidate could not be found.' }, 404);
  const body = await request.text();
  if (body.length > 10_000) return json({ message: 'The request body is too large.' }, 413);
  const signature = request.headers.get('x-signature');
  const relayed = Boolean(relayKey && validSignature(relayKey, body, signature));
  if (!relayed && !(secret && validSignature(secret, body, signature))) {
    return secret ? json({ message: 'Invalid signature.' }, 401) : json({ message: 'The route api/revalidate could not be found.' }, 404);
  }
  const tags = tagsOf(body);
  if (!tags) return json({ message: 'The tags field must be a list of cache tags.', errors: { tags: ['The tags field must be a list of cache tags.'] } }, 422);
  revalidateTags(tags, { relayed });
  return json({ message: 'Revalidated', data: { tags } }, 200);
}
