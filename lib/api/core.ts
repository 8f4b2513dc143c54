// The contract client's types and errors, transport-independent. Islands of a page's first load
// (the popups, the cart button) tell its errors apart, so this module stays small: the request
// half, which builds requests and checks answers against the contract, is ./send.ts.

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
