// Reading a request's query and body into validated values; every failure is a 4xx.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, validationError } from './errors';
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

/** A JSON or form body as an object of fields (repeated form fields and `name[]` become lists). */
export async function readFields(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      body = await c.req.parseBody({ all: true });
    } catch {
      throw new ApiError(400, 'Malformed form data in request body');
    }
  } else {
    body = await readBody(c);
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw validationError({ body: ['The body must be an object.'] });
  return body as Record<string, unknown>;
}

export async function readBodyAs<S extends z.ZodType>(c: Context, schema: S): Promise<z.output<S>> {
  return parseOrThrow(schema, await readBody(c));
}
