// Reading a request's query and body into validated values; every failure is a 4xx.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';
import { parseOrThrow } from './validation';

/** Query values; empty ones ("?search=") count as absent, as browsers send them from forms. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(c.req.query())) {
    if (value !== '') raw[key] = value;
  }
  return parseOrThrow(schema, raw);
}

/** JSON or form body as a plain value; malformed JSON is the client's fault (400). */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    try {
      return await c.req.parseBody();
    } catch {
      throw new ApiError(400, 'Malformed form data in request body');
    }
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError(400, 'Malformed JSON in request body');
  }
}

export async function readBodyAs<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseOrThrow(schema, await readBody(c));
}
