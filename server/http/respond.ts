// The success envelope of docs/contract.md: { message, data }, data left out when there is none.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Words } from '@/server/words';
import { localErrors, localMessage } from './local-messages';

/**
 * The message (and field errors) in the language the request asked for: the words the first
 * middleware put on the request (as written before it has, e.g. for a request refused earlier).
 */
export function spoken(c: Context, message: string, errors?: Record<string, string[]>): { message: string; errors?: Record<string, string[]> } {
  const words = c.get('words') as Words | undefined;
  if (!words) return errors ? { message, errors } : { message };
  return errors ? { message: localMessage(message, words), errors: localErrors(errors, words) } : { message: localMessage(message, words) };
}

export function ok(c: Context, message: string, data?: object, status: ContentfulStatusCode = 200): Response {
  const said = spoken(c, message);
  return c.json(data === undefined ? said : { ...said, data }, status);
}
