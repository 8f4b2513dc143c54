// The success envelope of docs/contract.md: { message, data }, data left out when there is none.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { localeFrom } from './locale';
import { localErrors, localMessage } from './messages-ar';

/** The message (and field errors) in the language the request asked for. */
export function spoken(c: Context, message: string, errors?: Record<string, string[]>): { message: string; errors?: Record<string, string[]> } {
  const locale = localeFrom(c.req.header('accept-language'));
  return errors ? { message: localMessage(message, locale), errors: localErrors(errors, locale) } : { message: localMessage(message, locale) };
}

export function ok(c: Context, message: string, data?: object, status: ContentfulStatusCode = 200): Response {
  const said = spoken(c, message);
  return c.json(data === undefined ? said : { ...said, data }, status);
}
