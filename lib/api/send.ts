// The request half of the contract client: builds requests the way docs/contract.md says
// (X-Requested-With, Accept-Language, optional bearer token), unwraps the envelope and checks the
// answer against its zod schema, so a backend that drifts from the contract fails loudly here.
// Its errors and types are in ./core.ts, which a page's first load may carry; this module comes
// with the contract client (./client.ts), never with a page's first load.
import { ApiError, ContractError, unreachableMessage, type Answer, type ClientContext, type Parser, type Query, type RequestSpec } from './core';

export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path);
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    url.searchParams.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
  }
  return url.toString();
}

export function buildRequest(context: ClientContext, spec: RequestSpec): Request {
  const headers = new Headers({
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    'Accept-Language': context.locale,
  });
  if (context.token) headers.set('Authorization', `Bearer ${context.token}`);
  if (context.forwardedFor) headers.set('X-Forwarded-For', context.forwardedFor);
  for (const [name, value] of Object.entries(spec.headers ?? {})) headers.set(name, value);
  const init: RequestInit = { method: spec.method ?? 'GET', headers };
  if (spec.body instanceof FormData) {
    // Multipart (profile photo, attachments): fetch sets the boundary in Content-Type itself.
    init.body = spec.body;
  } else if (spec.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    init.body = JSON.stringify(spec.body);
  }
  return new Request(buildUrl(context.baseUrl, spec.path, spec.query), init);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function errorFrom(status: number, body: unknown): ApiError {
  const record = (body && typeof body === 'object' ? body : {}) as { message?: unknown; error?: unknown; errors?: unknown };
  const message =
    typeof record.message === 'string' ? record.message : typeof record.error === 'string' ? record.error : `Request failed with status ${status}`;
  const errors = record.errors && typeof record.errors === 'object' && !Array.isArray(record.errors) ? (record.errors as Record<string, string[]>) : {};
  return new ApiError(status, message, errors);
}

/** Sends a request and returns the envelope with `data` parsed by `schema`. */
export async function send<T>(context: ClientContext, spec: RequestSpec, schema: Parser<T>): Promise<Answer<T>> {
  let response: Response;
  try {
    response = await context.transport(buildRequest(context, spec));
  } catch (error) {
    const unreachable = new ApiError(0, unreachableMessage(context.locale));
    unreachable.cause = error;
    throw unreachable;
  }
  const body = await readJson(response);
  if (!response.ok) throw errorFrom(response.status, body);
  const envelope = (body && typeof body === 'object' ? body : {}) as { message?: unknown; data?: unknown };
  const payload = spec.bare ? body : (envelope.data ?? {});
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new ContractError(spec.path, issues);
  }
  return { message: typeof envelope.message === 'string' ? envelope.message : '', data: parsed.data };
}
