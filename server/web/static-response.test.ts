import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { StaticFiles, staticPathOf } from './static-response';

type Answer = { status?: number; headers: Record<string, unknown>; body?: Buffer };

function exchange(url: string, acceptEncoding = 'gzip, deflate, br', method = 'GET') {
  const answer: Answer = { headers: {} };
  const response = {
    writeHead(status: number, headers: Record<string, unknown>) {
      answer.status = status;
      answer.headers = headers;
    },
    end(body?: Buffer) {
      answer.body = body;
    },
  };
  return { request: { method, url, headers: { 'accept-encoding': acceptEncoding } }, response, answer };
}

describe('static files in brotli', () => {
  let dir: string;
  const script = 'console.log("shop");'.repeat(200);
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'static-'));
    mkdirSync(path.join(dir, 'chunks'));
    writeFileSync(path.join(dir, 'chunks', 'app-1a2b.js'), script);
    writeFileSync(path.join(dir, 'chunks', 'picture.png'), 'not text');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finds the file under the asset prefix or without it, and nothing outside the build', () => {
    expect(staticPathOf('/build/_next/static/chunks/app-1a2b.js')).toBe('chunks/app-1a2b.js');
    expect(staticPathOf('/_next/static/chunks/app-1a2b.js?v=1')).toBe('chunks/app-1a2b.js');
    expect(staticPathOf('/_next/static/chunks/%2e%2e/%2e%2e/server/app.js')).toBeNull();
    expect(staticPathOf('/_next/static/%ff')).toBeNull();
    expect(staticPathOf('/_next/static/chunks/a%00.js')).toBeNull();
    expect(staticPathOf('/products')).toBeNull();
    expect(staticPathOf('/_next/image?url=/media/a.webp')).toBeNull();
  });

  it('answers a browser that accepts brotli with the compressed file, kept for a year', async () => {
    const files = new StaticFiles(dir);
    const { request, response, answer } = exchange('/build/_next/static/chunks/app-1a2b.js');
    expect(await files.serve(request, response)).toBe(true);
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({ 'Content-Encoding': 'br', 'Cache-Control': 'public, max-age=31536000, immutable', Vary: 'Accept-Encoding' });
    expect(String(answer.headers['Content-Type'])).toMatch(/^application\/javascript/);
    expect(zlib.brotliDecompressSync(answer.body!).toString()).toBe(script);
    expect(answer.body!.length).toBeLessThan(script.length / 10);
  });

  it('leaves to Next.js other encodings, other methods, other kinds of file and missing files', async () => {
    const files = new StaticFiles(dir);
    for (const [url, encoding, method] of [
      ['/_next/static/chunks/app-1a2b.js', 'gzip, deflate', 'GET'],
      ['/_next/static/chunks/app-1a2b.js', 'br', 'POST'],
      ['/_next/static/chunks/picture.png', 'br', 'GET'],
      ['/_next/static/chunks/missing.js', 'br', 'GET'],
      ['/_next/static/%2e%2e/%2e%2e/package.json', 'br', 'GET'],
    ]) {
      const { request, response, answer } = exchange(url, encoding, method);
      expect([url, await files.serve(request, response)]).toEqual([url, false]);
      expect(answer.status).toBeUndefined();
    }
  });
});
