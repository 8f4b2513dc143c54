// The success envelope of API.md: { message, data }, data left out when there is none.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export function ok(c: Context, message: string, data?: object, status: ContentfulStatusCode = 200): Response {
  return c.json(data === undefined ? { message } : { message, data }, status);
}
