// Reading a request's query and body into validated values; every failure is a 4xx.
import type { Context } from 'hono';
import type { z } from 'zod';
import { addFieldError, HttpError, validationError, type FieldErrors } from './errors';
import { parseOrThrow } from './validation';

const NUL = '\u0000';

/**
 * Refuses text holding a NUL character anywhere in a decoded query or body (keys included):
 * PostgreSQL can neither store nor compare it, so a field the schema lets through as any string
 * would otherwise fail in the database as a 500. Files of a multipart body are left to their own
 * checks.
 */
export function refuseNul<T>(value: T): T {
  const errors: FieldErrors = {};
  const refuse = (path: string) => {
    const attribute = path || 'body';
    addFieldError(errors, attribute, `The ${attribute.replace(/_/g, ' ')} field contains invalid characters.`);
  };
  // A stack rather than recursion: a body may nest deeper than the call stack goes.
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop()!;
    if (typeof item === 'string') {
      if (item.includes(NUL)) refuse(path);
      continue;
    }
    if (item === null || typeof item !== 'object' || item instanceof Blob) continue;
    for (const [key, child] of Object.entries(item)) {
      const name = key.replaceAll(NUL, '');
      const at = path ? `${path}.${name}` : name;
      if (name !== key) refuse(at);
      else pending.push([child, at]);
    }
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return value;
}

/** Query values; empty ones ("?search=") count as absent, as browsers send them from forms. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of Object.entries(c.req.query())) {
    if (value !== '') raw[key] = value;
  }
  return parseOrThrow(schema, refuseNul(raw));
}

/** JSON or form body as a plain value; malformed JSON is the client's fault (400). */
export async function readBody(c: Context): Promise<unknown> {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
    let form: unknown;
    try {
      form = await c.req.parseBody();
    } catch {
      throw new HttpError(400, 'Malformed form data in request body');
    }
    return refuseNul(form);
  }
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, 'Malformed JSON in request body');
  }
  return refuseNul(body);
}

/** A JSON or form body as an object of fields (repeated form fields and `name[]` become lists). */
export async function readFields(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    try {
      body = refuseNul(await c.req.parseBody({ all: true }));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      throw new HttpError(400, 'Malformed form data in request body');
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
