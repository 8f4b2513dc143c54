// The build's static files (scripts, styles, fonts) with brotli for browsers that accept it.
// Next.js sends them gzip-compressed only; brotli makes the same scripts about 17% smaller. The
// files never change under their hashed names, so each is compressed once, off the main thread,
// and kept in memory (the whole build's scripts and styles are a few MB). Anything else, and a
// file that is not there, is left to Next.js.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { OutgoingHttpHeaders } from 'node:http';
import { chooseEncoding } from './page-response';

const brotli = promisify(zlib.brotliCompress);

const TYPES: Partial<Record<string, string>> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=UTF-8',
};

/** `/_next/static/…` or `/build/_next/static/…` (the asset prefix): the path under .next/static, or null. */
export function staticPathOf(url: string | undefined): string | null {
  const pathname = String(url ?? '').split('?')[0];
  const match = /^(?:\/build)?\/_next\/static\/(.+)$/.exec(pathname);
  if (!match) return null;
  let relative;
  try {
    relative = decodeURIComponent(match[1]);
  } catch {
    return null;
  }
  const normal = path.posix.normalize(relative);
  if (normal.startsWith('..') || normal.includes('\0') || path.posix.isAbsolute(normal)) return null;
  return normal;
}

/** What StaticFiles reads of a request and writes to a response (Node's have it). */
export interface StaticRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface StaticResponse {
  writeHead(status: number, headers: OutgoingHttpHeaders): unknown;
  end(body?: Buffer): unknown;
}

export class StaticFiles {
  private readonly compressed = new Map<string, Promise<Buffer | null>>();

  /** @param dir the build's static folder (.next/static) */
  constructor(private readonly dir: string) {}

  /** The file brotli-compressed, or null when it is not a compressible file of the build. */
  brotliOf(relative: string): Promise<Buffer | null> {
    if (!TYPES[path.extname(relative)]) return Promise.resolve(null);
    let entry = this.compressed.get(relative);
    if (!entry) {
      const file = path.join(this.dir, relative);
      entry = stat(file)
        .then((info) => (info.isFile() ? readFile(file) : null))
        .then((body) => (body ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }) : null))
        .catch(() => null);
      this.compressed.set(relative, entry);
      // A missing file is not remembered: it may be a request for a build still being copied in.
      void entry.then((body) => body ?? this.compressed.delete(relative));
    }
    return entry;
  }

  /**
   * Answers a GET or HEAD for a static file in brotli when the browser accepts it; resolves to
   * false when the request is for Next.js to answer.
   */
  async serve(request: StaticRequest, response: StaticResponse): Promise<boolean> {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const relative = staticPathOf(request.url);
    if (!relative || chooseEncoding(request.headers['accept-encoding']) !== 'br') return false;
    const body = await this.brotliOf(relative);
    if (!body) return false;
    response.writeHead(200, {
      'Content-Type': TYPES[path.extname(relative)],
      'Content-Encoding': 'br',
      'Content-Length': body.length,
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept-Encoding',
      'X-Content-Type-Options': 'nosniff',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return true;
  }
}
