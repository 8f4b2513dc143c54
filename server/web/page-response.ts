// What server/web/serve.ts does to a page's answer on its way out (docs/adr/0013):
// - a page served from the cache has no per-request nonce, so its Content-Security-Policy
//   (marked by middleware.ts with INLINE_HASHES_HEADER) gets the hashes of the inline scripts
//   this very HTML carries in place of 'unsafe-inline';
// - a public answer's Cache-Control says `public` so a CDN may keep it;
// - pages are compressed here (brotli or gzip, as the browser asks), the cached HTML once per
//   distinct body, since the hashes need the uncompressed text. Next.js still compresses the
//   API and static files itself.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import zlib from 'node:zlib';

export const INLINE_HASHES_HEADER = 'x-csp-inline-hashes';

const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)/i;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** A finished page as it was sent. */
export interface FinishedPage {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

export type Encoding = 'br' | 'gzip';

/** `'sha256-…'` of every inline script a browser would run in this HTML, each once. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!EXECUTABLE_TYPES.has(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The policy with script-src's 'unsafe-inline' replaced by these hashes. */
export function narrowPolicy(policy: string, hashes: string[]): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      return [name, ...values.filter((value) => value !== "'unsafe-inline'"), ...hashes].join(' ');
    })
    .join('; ');
}

/** The encoding to answer in: brotli when accepted, else gzip, else none. */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of String(acceptEncoding ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  if ((accepted.get('br') ?? 0) > 0) return 'br';
  if ((accepted.get('gzip') ?? accepted.get('*') ?? 0) > 0) return 'gzip';
  return null;
}

function compressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip {
  return encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } })
    : zlib.createGzip({ level: 6 });
}

/**
 * Finished cached pages (policy with hashes, body compressed): most requests are repeats. Kept by
 * Next.js's ETag of the page (a hash of its content) with the encoding and the policy it started
 * from, so a repeat skips hashing and compressing; bounded by bytes, least recently used first out.
 */
interface Finished {
  body: Buffer;
  policy: string;
}

class FinishedPages {
  private bytes = 0;
  private readonly entries = new Map<string, Finished>();

  constructor(private readonly maxBytes: number) {}

  get(key: string): Finished | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: Finished): void {
    if (this.entries.has(key)) return;
    this.entries.set(key, value);
    this.bytes += value.body.length;
    for (const [oldest, kept] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= kept.body.length;
    }
  }
}

const finishedPages = new FinishedPages(32 * 1024 * 1024);

/**
 * The page's policy narrowed to its scripts, and its body in `encoding` (or as it is): harder
 * compressed when the result is kept for the next requests.
 */
function finish(html: Buffer, policy: string, encoding: Encoding | null, kept: boolean): Finished {
  const body = !encoding
    ? html
    : encoding === 'br'
      ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
      : zlib.gzipSync(html, { level: kept ? 9 : 6 });
  return { body, policy: policy ? narrowPolicy(policy, inlineScriptHashes(html.toString('utf8'))) : '' };
}

function addVary(response: ServerResponse, name: string): void {
  const vary = String(response.getHeader('vary') ?? '');
  if (!vary.split(',').some((value) => value.trim().toLowerCase() === name.toLowerCase())) {
    response.setHeader('Vary', vary ? `${vary}, ${name}` : name);
  }
}

/**
 * The policy for a page whose body is replaced by a cached document (the not-found page): its
 * scripts are allowed as a cached page's are, by their hashes, whatever a per-request nonce
 * allowed in the answer it replaces.
 */
export function cachedPagePolicy(policy: string): string {
  return policy
    .split(';')
    .map((directive) => {
      const [name, ...values] = directive.trim().split(/\s+/);
      if (name !== 'script-src') return directive.trim();
      const kept = values.filter((value) => !/^'(?:nonce-|sha\d+-|strict-dynamic'|unsafe-inline')/.test(value));
      return [name, ...kept, "'unsafe-inline'"].join(' ');
    })
    .join('; ');
}

type Callback = (error?: Error | null) => void;
// Node's own methods of the response, as this module calls them: with what its callers gave.
type Write = (chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) => boolean;
type End = (chunk?: unknown, encoding?: BufferEncoding | Callback, callback?: Callback) => ServerResponse;
type WriteHead = (status: number, ...rest: unknown[]) => ServerResponse;

export interface PageResponseOptions {
  onFinished?: (page: FinishedPage) => void;
  notFoundDocument?: () => Promise<Buffer | null>;
  asNotFound?: boolean;
  /** Written into the head of an error page (status 500 or more) for the shopper to quote. */
  requestId?: string;
}

/** `<meta name="request-id">` right after `<head>`: the error page reads it (app/[locale]/error.tsx). */
export function withRequestIdMeta(html: string, requestId: string): string {
  const safe = requestId.replace(/[^A-Za-z0-9._:@-]/g, '');
  return html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}<meta name="request-id" content="${safe}">`);
}

const hasBytes = (chunk: unknown): boolean => Boolean((chunk as { length?: number } | null | undefined)?.length);

function toBuffer(chunk: unknown, chunkEncoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof chunkEncoding === 'string' ? (chunkEncoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk as Uint8Array);
}

/** writeHead's headers as name and value pairs: given as an object, as pairs, or flat ([name, value, name, value]). */
function headerPairs(headers: OutgoingHttpHeaders | OutgoingHttpHeader[] | [string, OutgoingHttpHeader][]): [string, OutgoingHttpHeader][] {
  if (!Array.isArray(headers)) return Object.entries(headers).filter((pair): pair is [string, OutgoingHttpHeader] => pair[1] !== undefined);
  if (Array.isArray(headers[0])) return headers as [string, OutgoingHttpHeader][];
  const flat = headers as OutgoingHttpHeader[];
  return flat.flatMap((value, index): [string, OutgoingHttpHeader][] => (index % 2 ? [] : [[String(value), flat[index + 1]]]));
}

/**
 * Takes over a page's response: call before Next.js handles the request. `acceptEncoding` is
 * the browser's header, which the caller removes from the request so Next.js does not compress.
 * `onFinished` receives each finished cached page as sent (status, headers, body).
 * `notFoundDocument` gives the HTML that replaces the body of a 404 page (null: keep it); with
 * `asNotFound` the answer is the not-found page itself, sent with status 404 whatever its status.
 */
export function filterPageResponse(
  request: IncomingMessage,
  response: ServerResponse,
  acceptEncoding: string | string[] | undefined,
  { onFinished, notFoundDocument, asNotFound = false, requestId }: PageResponseOptions = {},
): void {
  const encoding = chooseEncoding(acceptEncoding);
  const write = response.write.bind(response) as Write;
  const end = response.end.bind(response) as End;
  const writeHead = response.writeHead.bind(response) as WriteHead;
  let mode: 'pass' | 'buffer' | 'stream' | null = null;
  let replace = false;
  let failed = false;
  let chunks: Buffer[] = [];
  let stream: zlib.BrotliCompress | zlib.Gzip | null = null;

  // Headers stay unsent until the body is known: writeHead only records them until then, and
  // for a buffered page until its end (Node and Next.js's compression call it again before each
  // write while no head has gone out).
  response.writeHead = (status: number, ...rest: unknown[]): ServerResponse => {
    if (mode === 'pass') return writeHead(status, ...rest);
    if (response.headersSent) return response;
    response.statusCode = status;
    const [first] = rest;
    if (typeof first === 'string') {
      response.statusMessage = first;
      rest.shift();
    }
    const headers = rest[0] as OutgoingHttpHeaders | OutgoingHttpHeader[] | undefined;
    if (headers) for (const [name, value] of headerPairs(headers)) response.setHeader(name, value);
    return response;
  };

  // The head goes out through Node's own writeHead with every header spelled out: Next.js wraps
  // the response's methods too (for rewritten requests), and must not put back what was changed.
  function sendHead(): void {
    if (response.headersSent) return;
    // A page rendered for the first time with a redirect comes with its Location given twice
    // (["/x", "/x"]): a header is sent once with each of its different values.
    for (const [name, value] of Object.entries(response.getHeaders())) {
      if (Array.isArray(value) && new Set(value).size < value.length) response.setHeader(name, [...new Set(value)]);
    }
    writeHead(response.statusCode, response.getHeaders());
  }

  function decide(): void {
    if (mode) return;
    const marked = response.hasHeader(INLINE_HASHES_HEADER);
    response.removeHeader(INLINE_HASHES_HEADER);
    const cacheControl = String(response.getHeader('cache-control') ?? '');
    if (marked && /^s-maxage=/i.test(cacheControl)) response.setHeader('Cache-Control', `public, ${cacheControl}`);
    const type = String(response.getHeader('content-type') ?? '');
    const html = /^text\/html/i.test(type);
    if (asNotFound && html) response.statusCode = 404;
    else replace = Boolean(notFoundDocument) && html && response.statusCode === 404;
    failed = html && response.statusCode >= 500 && Boolean(requestId);
    const bodyless = request.method === 'HEAD' || response.statusCode === 204 || response.statusCode === 304;
    if (bodyless) mode = 'pass';
    else if ((marked || replace || failed) && html) mode = 'buffer';
    else if (encoding && COMPRESSIBLE.test(type) && !response.hasHeader('content-encoding')) mode = 'stream';
    else mode = 'pass';
    if (mode === 'stream' && encoding) {
      response.removeHeader('content-length');
      response.setHeader('Content-Encoding', encoding);
      addVary(response, 'Accept-Encoding');
      sendHead();
      const compressing = compressor(encoding);
      compressing.on('data', (chunk: Buffer) => write(chunk));
      compressing.on('end', () => end());
      stream = compressing;
    }
  }

  response.write = (chunk: unknown, chunkEncoding?: BufferEncoding | Callback, callback?: Callback): boolean => {
    decide();
    if (mode === 'pass') return write(chunk, chunkEncoding, callback);
    if (hasBytes(chunk)) {
      if (mode === 'buffer') chunks.push(toBuffer(chunk, chunkEncoding));
      else if (stream) {
        stream.write(toBuffer(chunk, chunkEncoding));
        // Streamed pages (loading states) reach the browser as they are rendered.
        stream.flush();
      }
    }
    if (typeof chunkEncoding === 'function') chunkEncoding();
    else if (typeof callback === 'function') callback();
    return true;
  };

  response.end = (chunk?: unknown, chunkEncoding?: BufferEncoding | Callback, callback?: Callback): ServerResponse => {
    if (typeof chunk === 'function') [callback, chunk] = [chunk as Callback, undefined];
    if (typeof chunkEncoding === 'function') [callback, chunkEncoding] = [chunkEncoding, undefined];
    decide();
    if (mode === 'pass') return end(chunk, chunkEncoding, callback);
    if (hasBytes(chunk) && mode === 'buffer') chunks.push(toBuffer(chunk, chunkEncoding));
    else if (hasBytes(chunk)) stream?.write(toBuffer(chunk, chunkEncoding));
    if (mode === 'stream') {
      if (callback) response.once('finish', callback);
      stream?.end();
      return response;
    }
    if (!replace || !notFoundDocument) return finishBuffered(callback);
    // Next.js's 404 is an empty error page: the not-found document takes its place.
    notFoundDocument()
      .catch(() => null)
      .then((document) => {
        if (document) {
          chunks = [Buffer.from(document)];
          response.removeHeader('etag');
          if (response.hasHeader('content-security-policy')) response.setHeader('Content-Security-Policy', cachedPagePolicy(String(response.getHeader('content-security-policy'))));
        }
        finishBuffered(callback);
      });
    return response;
  };

  function finishBuffered(callback?: Callback): ServerResponse {
    const policy = String(response.getHeader('content-security-policy') ?? '');
    if (failed && requestId) chunks = [Buffer.from(withRequestIdMeta(Buffer.concat(chunks).toString('utf8'), requestId))];
    const etag = failed ? undefined : response.getHeader('etag');
    const key = etag ? `${etag}|${encoding ?? ''}|${policy}` : null;
    let finished = key ? finishedPages.get(key) : undefined;
    if (!finished) {
      finished = finish(Buffer.concat(chunks), policy, encoding, key !== null);
      if (key) finishedPages.set(key, finished);
    }
    chunks = [];
    const { body } = finished;
    if (policy) response.setHeader('Content-Security-Policy', finished.policy);
    if (encoding) {
      response.setHeader('Content-Encoding', encoding);
      addVary(response, 'Accept-Encoding');
    }
    response.setHeader('Content-Length', body.length);
    sendHead();
    onFinished?.({ status: response.statusCode, headers: response.getHeaders(), body });
    return end(body, callback);
  }
}
