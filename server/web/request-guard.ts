// Request addresses no route can take: a path whose percent-encoding does not decode (`%ff`,
// `%`, `%E0%A4%A`) or that holds a NUL byte. Next.js decodes dynamic segments before any route
// code runs and answers such a path with 500; server/web/serve.ts asks here first and answers the
// client's mistake as one: 400 in the API's envelope for /api, 404 for files, and the not-found
// page (404) for pages.

import { localeOfPath, localizedPath } from '../../lib/i18n/locales';

/** Why the request's path cannot be served, or null when it can. */
export function malformedPath(url: string): string | null {
  const end = url.search(/[?#]/);
  const path = end === -1 ? url : url.slice(0, end);
  if (/%00/i.test(path)) return 'a NUL byte';
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return 'an invalid percent-encoding';
  }
}

/** An answer made here, or the URL Next.js renders instead. */
export type MalformedAnswer = { status: number; type: string; body: string; rewrite?: undefined } | { rewrite: string };

/**
 * What to do with a malformed path: answer it here (`{ status, type, body }`), or hand Next.js
 * another URL that renders the not-found page in the path's language (`{ rewrite }`).
 */
export function malformedAnswer(url: string): MalformedAnswer {
  if (/^\/api(?:\/|$)/.test(url)) {
    return { status: 400, type: 'application/json; charset=utf-8', body: JSON.stringify({ message: 'The request address is malformed.' }) };
  }
  if (/^\/(?:_next|build|media|img)\//.test(url)) return { status: 404, type: 'text/plain; charset=utf-8', body: 'Not Found' };
  // The page's language as far as the path says (its prefix, read without decoding the rest).
  return { rewrite: localizedPath(localeOfPath(url), '/__malformed-address') };
}

const UNREADABLE: Partial<Record<string, [status: number, reason: string, message: string]>> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large', 'The request headers are too large.'],
  HPE_URI_TOO_LONG: [414, 'URI Too Long', 'The request address is too long.'],
};

/**
 * The raw HTTP answer to a request Node's parser could not read (Node's `clientError`): headers
 * over its limit (431) or otherwise broken (400). Node's own answer has no body; the API's
 * clients expect its envelope and browsers a page. Null when the connection is already gone.
 * `previousTarget` is the address of the last request read on the same connection.
 */
export function unreadableAnswer(error: (Error & { code?: string; rawPacket?: unknown }) | null | undefined, previousTarget?: string): string | null {
  if (error?.code === 'ECONNRESET' || error?.code === 'EPIPE') return null;
  const [status, reason, message] = (error?.code ? UNREADABLE[error.code] : undefined) ?? [400, 'Bad Request', 'The request is malformed.'];
  const requestLine = Buffer.isBuffer(error?.rawPacket) ? error.rawPacket.subarray(0, 200).toString('latin1') : '';
  // No request line: the bytes follow an earlier request on the connection (a body its client
  // sent without saying its length), so the answer takes that request's shape.
  const target = /^[A-Z]+ (\S+)/.exec(requestLine)?.[1] ?? previousTarget ?? '/';
  const api = /^\/api(?:[/?#]|$)/.test(target);
  const body = api
    ? JSON.stringify({ message })
    : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${reason}</title></head><body><h1>${reason}</h1><p>${message}</p></body></html>`;
  const type = api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8';
  // An answer to HEAD has headers only; a body would be read as the start of another answer.
  const head = /^HEAD /.test(requestLine);
  return `HTTP/1.1 ${status} ${reason}\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${head ? '' : body}`;
}

/**
 * The message for an API error Next.js answered itself with an empty body: 405 for a method a
 * route handler does not export (the session routes, revalidation). The Hono app answers its
 * own errors in the envelope already.
 */
export function emptyApiErrorMessage(status: number, method: string | undefined, url: string, allow: string): string {
  const route = (url.split(/[?#]/)[0] ?? '').replace(/^\//, '');
  if (status === 405) return `The ${method} method is not supported for route ${route}.${allow ? ` Supported methods: ${allow}.` : ''}`;
  return status === 404 ? `The route ${route} could not be found.` : 'The request could not be served.';
}

/** What envelopeEmptyApiErrors uses of a response (Node's ServerResponse has it all). */
export interface ApiResponse {
  statusCode: number;
  headersSent: boolean;
  getHeader(name: string): unknown;
  setHeader(name: string, value: number | string): unknown;
  writeHead(status: number, ...args: unknown[]): unknown;
  write(chunk: unknown, ...rest: unknown[]): boolean;
  end(chunk?: unknown, ...rest: unknown[]): unknown;
}

/**
 * Gives an API answer that goes out as a 4xx without a type (Next.js's 405, sent chunked and
 * empty) the contract's envelope ({message}), so that every client error of /api reads the same
 * way. Decided when the headers go out, which is always through writeHead: explicitly, from
 * flushHeaders, or made here before the first write or the end (so that the body can follow).
 */
export function envelopeEmptyApiErrors(request: { method?: string; url?: string }, response: ApiResponse): void {
  const { writeHead, write, end } = response;
  let envelope: string | null = null;
  const callbackOf = (args: unknown[]) => args.find((arg): arg is () => void => typeof arg === 'function');
  response.writeHead = function (status: number, ...args: unknown[]) {
    response.writeHead = writeHead;
    const given = args.find((arg) => arg && typeof arg === 'object' && !Array.isArray(arg)) as Record<string, unknown> | undefined;
    const typed = response.getHeader('content-type') || (given && Object.keys(given).some((name) => name.toLowerCase() === 'content-type'));
    if (status >= 400 && status < 500 && !typed && !Array.isArray(args.at(-1))) {
      const allow = response.getHeader('allow');
      envelope = JSON.stringify({ message: emptyApiErrorMessage(status, request.method, request.url ?? '/', allow ? String(allow) : '') });
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.setHeader('Content-Length', Buffer.byteLength(envelope));
      if (given) for (const name of Object.keys(given)) if (/^(content-length|transfer-encoding)$/i.test(name)) delete given[name];
    }
    return writeHead.call(response, status, ...args);
  };
  const decide = () => {
    if (!response.headersSent && response.writeHead !== writeHead) response.writeHead(response.statusCode);
  };
  response.write = function (chunk: unknown, ...rest: unknown[]) {
    decide();
    if (envelope === null) return write.call(response, chunk, ...rest);
    // The answer's own body was empty or of no type: the envelope replaces it.
    callbackOf(rest)?.();
    return true;
  };
  response.end = function (chunk?: unknown, ...rest: unknown[]) {
    decide();
    if (envelope === null) return end.call(response, chunk, ...rest);
    return end.call(response, request.method === 'HEAD' ? undefined : envelope, callbackOf([chunk, ...rest]));
  };
}
