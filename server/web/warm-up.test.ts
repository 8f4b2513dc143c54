import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { imageUrlsOf, warmUp } from './warm-up';

describe('imageUrlsOf', () => {
  it('lists the optimised pictures of srcsets, preloads and sources once each, and nothing else', () => {
    const html = [
      '<link rel="preload" as="image" imageSrcSet="/img/640/banners/banner-1.webp 640w, /img/1080/banners/banner-1.webp 1080w" fetchPriority="high"/>',
      '<img src="/img/640/products/kettle-1.webp" srcSet="/img/256/products/kettle-1.webp 256w, /img/384/products/kettle-1.webp 384w, /img/640/products/kettle-1.webp 640w"/>',
      '<img src="/img/96/shops/logo-1.webp" srcSet="/img/48/shops/logo-1.webp 1x, /img/96/shops/logo-1.webp 2x"/>',
      '<img src="https://cdn.example/picture.jpg"/><img src="/api/uploads/7"/><script src="/build/_next/static/chunks/a.js"></script>',
    ].join('');
    expect(imageUrlsOf(html)).toEqual([
      '/img/640/banners/banner-1.webp',
      '/img/1080/banners/banner-1.webp',
      '/img/640/products/kettle-1.webp',
      '/img/256/products/kettle-1.webp',
      '/img/384/products/kettle-1.webp',
      '/img/96/shops/logo-1.webp',
      '/img/48/shops/logo-1.webp',
    ]);
  });
});

describe('warmUp', () => {
  let server: http.Server;
  let base: string;
  const seen: string[] = [];
  let failuresLeft = 0;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      seen.push(`${request.url} ${request.headers.accept}`);
      if (request.url === '/api/master' && failuresLeft > 0) {
        failuresLeft -= 1;
        request.socket.destroy();
        return;
      }
      if (request.url === '/api/master') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{}');
        return;
      }
      if (request.url === '/' || request.url === '/products') {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(`<img src="/img/384/products/a.webp" srcset="/img/256/products/a.webp 256w, /img/384/products/a.webp 384w"/>${request.url === '/products' ? '<img src="/img/384/products/b.webp"/>' : ''}`);
        return;
      }
      response.writeHead(request.url?.startsWith('/img/') ? 200 : 404);
      response.end('x');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });

  it('waits until the backend answers, then fetches the pages and each picture once in AVIF and WebP', async () => {
    failuresLeft = 2;
    const done = await warmUp(base, { patienceMs: 10_000 });
    expect(done).toEqual({ pages: 2, pictures: 6 });
    expect(seen.slice(0, 3).map((line) => line.split(' ')[0])).toEqual(['/api/master', '/api/master', '/api/master']);
    const pictures = seen.filter((line) => line.startsWith('/img/'));
    expect(pictures).toEqual([
      '/img/384/products/a.webp image/avif,image/webp,image/*,*/*;q=0.8',
      '/img/384/products/a.webp image/webp,image/*,*/*;q=0.8',
      '/img/256/products/a.webp image/avif,image/webp,image/*,*/*;q=0.8',
      '/img/256/products/a.webp image/webp,image/*,*/*;q=0.8',
      '/img/384/products/b.webp image/avif,image/webp,image/*,*/*;q=0.8',
      '/img/384/products/b.webp image/webp,image/*,*/*;q=0.8',
    ]);
  });

  it('gives up quietly on a server that never answers', async () => {
    const done = await warmUp('http://127.0.0.1:9', { patienceMs: 600 });
    expect(done).toEqual({ pages: 0, pictures: 0 });
  });
});
