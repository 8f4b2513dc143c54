// The transport-independent half of the contract client: builds requests the way docs/contract.md says
// (X-Requested-With, Accept-Language, optional bearer token), unwraps the envelope and checks the
// answer against its zod schema, so a backend that drifts from the contract fails loudly here.

/** Sends one request and returns the answer: in-process `app.fetch`, or `fetch` over HTTP. */
export type Transport = (request: Request) => Promise<Response>;

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestSpec {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Query;
  body?: unknown;
  /** docs/contract.md: /lang/{locale} answers a bare map, not the `{message, data}` envelope. */
  bare?: boolean;
  /** Further request headers, e.g. the Idempotency-Key of POST /place-order. */
  headers?: Record<string, string>;
}

export interface ClientContext {
  transport: Transport;
  /** Absolute base of the API, ending in /api. */
  baseUrl: string;
  locale: string;
  token?: string | null;
  /** The shopper's address, passed on so the backend's rate limits count per shopper. */
  forwardedFor?: string | null;
}

/** A non-2xx answer, with the envelope's message and field errors (`errors[field][0]`). */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;

  constructor(status: number, message: string, errors: Record<string, string[]> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The first message for a field: the one a form shows under that field. */
  fieldError(field: string): string | undefined {
    return this.errors[field]?.[0];
  }
}

/** The answer did not match the contract: a bug in the backend or in the schema, never the user's. */
export class ContractError extends Error {
  constructor(path: string, issues: string) {
    super(`The answer of ${path} does not match the contract: ${issues}`);
    this.name = 'ContractError';
  }
}

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

/** What `send` needs of a schema: zod schemas fit, and so does a trusting parser in the browser. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export interface Answer<T> {
  message: string;
  data: T;
}

const OFFLINE: Record<string, string> = {
  en: 'You are offline: nothing was sent. Try again when you are back online; what you entered is kept.',
  ar: 'أنت غير متصل بالإنترنت: لم يُرسل شيء. حاول مرة أخرى عند عودة الاتصال؛ ما أدخلته محفوظ.',
};
const UNREACHABLE: Record<string, string> = {
  en: 'The shop could not be reached. Check your connection and try again.',
  ar: 'تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مرة أخرى.',
};

/**
 * Why a request got no answer, in the page's language: a browser that knows it is offline says
 * so (the request never left), anything else is an unreachable shop.
 */
export function unreachableMessage(locale: string): string {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const messages = offline ? OFFLINE : UNREACHABLE;
  return messages[locale] ?? messages.en;
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
