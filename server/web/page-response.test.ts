import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { INLINE_HASHES_HEADER as MARKED_BY_MIDDLEWARE } from '@/lib/security/csp';
import { cachedPagePolicy, chooseEncoding, filterPageResponse, INLINE_HASHES_HEADER, inlineScriptHashes, narrowPolicy } from './page-response';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
const HTML =
  '<!DOCTYPE html><html><head><script>boot("é")</script><script src="/build/a.js" async=""></script>' +
  '<script type="application/ld+json">{"@type":"Product"}</script></head><body><script>self.__next_f.push([1,"x"])</script>' +
  '<script>self.__next_f.push([1,"x"])</script></body></html>';

describe('inline script hashes', () => {
  it('are asked for by the header middleware.ts sets', () => {
    expect(INLINE_HASHES_HEADER).toBe(MARKED_BY_MIDDLEWARE);
  });

  it('hashes each inline script a browser runs, once, and leaves files and data blocks alone', () => {
    expect(inlineScriptHashes(HTML)).toEqual([sha('boot("é")'), sha('self.__next_f.push([1,"x"])')]);
  });

  it('replace unsafe-inline in script-src only', () => {
    const policy = "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'";
    expect(narrowPolicy(policy, ["'sha256-a'", "'sha256-b'"])).toBe("default-src 'self'; script-src 'self' 'sha256-a' 'sha256-b'; style-src 'self' 'unsafe-inline'");
    expect(narrowPolicy(policy, [])).toBe("default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'");
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and respects q=0', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });
});

async function serve(handler: (request: http.IncomingMessage, response: http.ServerResponse) => void) {
  const server = http.createServer((request, response) => {
    const accept = request.headers['accept-encoding'];
    delete request.headers['accept-encoding'];
    filterPageResponse(request, response, accept);
    handler(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { base, close: () => new Promise((resolve) => server.close(resolve)) };
}

function get(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('filterPageResponse', () => {
  it('gives a cached page the hashes of its own scripts, a public Cache-Control and a compressed body', async () => {
    const { base, close } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940');
      response.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline'; object-src 'none'");
      response.setHeader(INLINE_HASHES_HEADER, '1');
      response.write(HTML.slice(0, 50));
      response.end(HTML.slice(50));
    });
    try {
      for (const [accept, decode] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
        const answer = await get(`${base}/`, { 'Accept-Encoding': accept });
        expect(answer.headers['content-encoding']).toBe(accept);
        expect(decode(answer.body).toString()).toBe(HTML);
        expect(answer.headers['content-security-policy']).toBe(`script-src 'self' ${sha('boot("é")')} ${sha('self.__next_f.push([1,"x"])')}; object-src 'none'`);
        expect(answer.headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=31535940');
        expect(answer.headers[INLINE_HASHES_HEADER]).toBeUndefined();
        expect(answer.headers.vary).toContain('Accept-Encoding');
      }
      const plain = await get(`${base}/`, {});
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(HTML);
    } finally {
      await close();
    }
  });

  it('sends a header given twice with the same value once: a first-rendered redirect has one Location', async () => {
    const { base, close } = await serve((_request, response) => {
      response.statusCode = 308;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.setHeader('Cache-Control', 's-maxage=60');
      response.setHeader(INLINE_HASHES_HEADER, '1');
      response.appendHeader('Location', '/categories/2');
      response.appendHeader('Location', '/categories/2');
      response.end(HTML);
    });
    try {
      const answer = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${base}/categories/fashion`, resolve).on('error', reject));
      answer.resume();
      expect(answer.statusCode).toBe(308);
      const locations = answer.rawHeaders.filter((_, index) => index % 2 === 0 && answer.rawHeaders[index].toLowerCase() === 'location');
      expect(locations).toHaveLength(1);
      expect(answer.headers.location).toBe('/categories/2');
    } finally {
      await close();
    }
  });

  it('streams other pages compressed and untouched, and passes on what it cannot compress', async () => {
    const { base, close } = await serve((request, response) => {
      if (request.url === '/png') {
        response.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': '3' });
        response.end(Buffer.from([1, 2, 3]));
        return;
      }
      response.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'private, no-store', 'Content-Security-Policy': "script-src 'nonce-n'" });
      response.write('<p>first</p>');
      setTimeout(() => response.end('<p>second</p>'), 20);
    });
    try {
      const page = await get(`${base}/page`, { 'Accept-Encoding': 'gzip' });
      expect(page.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(page.body).toString()).toBe('<p>first</p><p>second</p>');
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.headers['content-security-policy']).toBe("script-src 'nonce-n'");
      const png = await get(`${base}/png`, { 'Accept-Encoding': 'gzip' });
      expect(png.headers['content-encoding']).toBeUndefined();
      expect([...png.body]).toEqual([1, 2, 3]);
    } finally {
      await close();
    }
  });
});

describe('filterPageResponse, called again and again before the body ends', () => {
  it('keeps the head of a buffered page until its end, as a compression layer in between asks for it on every write', async () => {
    const { base, close } = await serve((_request, response) => {
      response.statusCode = 404;
      response.setHeader('Content-Type', 'text/html');
      response.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline'");
      response.setHeader(INLINE_HASHES_HEADER, '1');
      for (const part of ['<p>', '<script>a()</script>', '</p>']) {
        response.writeHead(response.statusCode);
        response.write(part);
      }
      response.writeHead(response.statusCode);
      response.end();
    });
    try {
      const answer = await get(`${base}/`, {});
      expect(answer.status).toBe(404);
      expect(answer.headers['content-security-policy']).toBe(`script-src 'self' ${sha('a()')}`);
      expect(answer.body.toString()).toBe('<p><script>a()</script></p>');
    } finally {
      await close();
    }
  });
});

describe('filterPageResponse, for a page it has finished before', () => {
  it('sends what it made for the same ETag without hashing or compressing again', async () => {
    let version = 'first';
    const { base, close } = await serve((_request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.setHeader('ETag', '"page-1"');
      response.setHeader('Content-Security-Policy', "script-src 'self' 'unsafe-inline'");
      response.setHeader(INLINE_HASHES_HEADER, '1');
      // A made-up server that changes the page without changing its ETag shows where the answer came from.
      response.end(`<script>${version}()</script>`);
    });
    try {
      const first = await get(`${base}/`, { 'Accept-Encoding': 'gzip' });
      version = 'second';
      const again = await get(`${base}/`, { 'Accept-Encoding': 'gzip' });
      expect(zlib.gunzipSync(again.body).toString()).toBe('<script>first()</script>');
      expect(again.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      const plain = await get(`${base}/`, {});
      expect(plain.body.toString()).toBe('<script>second()</script>');
      expect(plain.headers['content-security-policy']).toBe(`script-src 'self' ${sha('second()')}`);
    } finally {
      await close();
    }
  });
});

describe('filterPageResponse, for a page that is not found', () => {
  const SHELL = '<!DOCTYPE html><html id="__next_error__"><head></head><body><script>self.__next_f.push([1,"404"])</script></body></html>';
  const DOCUMENT = '<!DOCTYPE html><html lang="ar" dir="rtl"><body><h1>الصفحة غير موجودة</h1><script>boot()</script></body></html>';

  async function serveWith(options: Parameters<typeof filterPageResponse>[3], handler: (response: http.ServerResponse) => void) {
    const server = http.createServer((request, response) => {
      const accept = request.headers['accept-encoding'];
      delete request.headers['accept-encoding'];
      filterPageResponse(request, response, accept, options);
      handler(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { base, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  function notFoundShell(response: http.ServerResponse, policy = "script-src 'self' 'unsafe-inline'") {
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    response.setHeader('ETag', '"shell"');
    response.setHeader('Content-Security-Policy', policy);
    response.setHeader(INLINE_HASHES_HEADER, '1');
    response.end(SHELL);
  }

  it('sends the not-found document in place of the empty error page, with the hashes of its scripts and the status kept', async () => {
    const { base, close } = await serveWith({ notFoundDocument: async () => Buffer.from(DOCUMENT) }, (response) => notFoundShell(response));
    try {
      const answer = await get(`${base}/ar/zzz`, { 'Accept-Encoding': 'br' });
      expect(answer.status).toBe(404);
      expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(DOCUMENT);
      expect(answer.headers['content-security-policy']).toBe(`script-src 'self' ${sha('boot()')}`);
      expect(answer.headers['cache-control']).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
      // The ETag was the error page's.
      expect(answer.headers.etag).toBeUndefined();
    } finally {
      await close();
    }
  });

  it('allows the document’s scripts by their hashes on a page whose policy had a nonce', async () => {
    const policy = "script-src 'self' 'nonce-abc' 'sha256-boot' 'strict-dynamic'; object-src 'none'";
    const { base, close } = await serveWith({ notFoundDocument: async () => Buffer.from(DOCUMENT) }, (response) => {
      notFoundShell(response, policy);
      response.removeHeader(INLINE_HASHES_HEADER);
    });
    try {
      const answer = await get(`${base}/orders/9`, {});
      expect(answer.body.toString()).toBe(DOCUMENT);
      expect(answer.headers['content-security-policy']).toBe(`script-src 'self' ${sha('boot()')}; object-src 'none'`);
    } finally {
      await close();
    }
  });

  it('keeps Next.js’s page when the document cannot be had, and leaves other answers alone', async () => {
    let status = 404;
    const { base, close } = await serveWith({ notFoundDocument: async () => { throw new Error('down'); } }, (response) => {
      if (status === 404) return notFoundShell(response);
      response.statusCode = status;
      response.setHeader('Content-Type', 'text/html');
      response.end('<p>fine</p>');
    });
    try {
      const kept = await get(`${base}/zzz`, {});
      expect([kept.status, kept.body.toString()]).toEqual([404, SHELL]);
      status = 200;
      expect((await get(`${base}/`, {})).body.toString()).toBe('<p>fine</p>');
    } finally {
      await close();
    }
  });

  it('answers the document’s own address with a 404', async () => {
    const { base, close } = await serveWith({ asNotFound: true }, (response) => {
      response.setHeader('Content-Type', 'text/html');
      response.setHeader(INLINE_HASHES_HEADER, '1');
      response.end(DOCUMENT);
    });
    try {
      const answer = await get(`${base}/not-found-document`, {});
      expect([answer.status, answer.body.toString()]).toEqual([404, DOCUMENT]);
    } finally {
      await close();
    }
  });

  it('turns any policy into the cached pages’ form', () => {
    expect(cachedPagePolicy("default-src 'self'; script-src 'self' 'nonce-x' 'sha256-y' 'strict-dynamic'")).toBe("default-src 'self'; script-src 'self' 'unsafe-inline'");
    expect(cachedPagePolicy("script-src 'self' 'unsafe-inline'")).toBe("script-src 'self' 'unsafe-inline'");
  });
});
