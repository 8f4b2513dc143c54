import { revalidateTag } from 'next/cache';
import { tagsOf, validSignature } from '@/lib/security/revalidate-signature';

const json = (body: unknown, status: number) => Response.json(body, { status });

/** Clears cache tags for an external backend that changed data (signed; off without a secret). */
export async function POST(request: Request) {
  const secret = process.env.REVALIDATE_SECRET?.trim();
  if (!secret) return json({ message: 'The route api/revalidate could not be found.' }, 404);
  const body = await request.text();
  if (body.length > 10_000) return json({ message: 'The request body is too large.' }, 413);
  if (!validSignature(secret, body, request.headers.get('x-signature'))) return json({ message: 'Invalid signature.' }, 401);
  const tags = tagsOf(body);
  if (!tags) return json({ message: 'The tags field must be a list of cache tags.', errors: { tags: ['The tags field must be a list of cache tags.'] } }, 422);
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
  return json({ message: 'Revalidated', data: { tags } }, 200);
}
