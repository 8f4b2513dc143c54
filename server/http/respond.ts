// The success envelope of docs/contract.md: { message, data }, data left out when there is none.
import type { Context } from 'hono';
import * as z from 'zod';
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

/** The envelope of an answer without data: the message alone. An answer with data goes through answer(). */
export function ok(c: Context, message: string, status: ContentfulStatusCode = 200): Response {
  return c.json(spoken(c, message), status);
}

/**
 * The envelope with data of the shape the contract's schema (lib/api/schemas) reads: the compiler
 * holds `data` to the schema's output type, so a service that returns something else does not
 * build. Outside production (the unit tests) the schema also reads the data back before it is
 * sent, and a route whose answer the storefront could not read fails there, naming the field.
 * `data` is sent as it is, never the schema's reading of it.
 */
export function answer<S extends z.ZodType<object>>(c: Context, message: string, schema: S, data: z.output<S>, status: ContentfulStatusCode = 200): Response {
  if (process.env.NODE_ENV !== 'production') {
    const read = schema.safeParse(data);
    if (!read.success) throw new Error(`The answer to ${c.req.method} ${c.req.path} does not match its schema:\n${z.prettifyError(read.error)}`);
  }
  return c.json({ ...spoken(c, message), data }, status);
}
