import { isCataloguePage, isImage, isKeepable, isStaticAsset, markKept, offlinePage, smallerImage, titleOf } from './rules';

const url = (path: string) => new URL(path, 'https://shop.example');
const html = (headers: Record<string, string> = {}, status = 200) =>
  new Response('<html><head><title>A</title></head></html>', { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...headers } });

describe('what the service worker keeps', () => {
  it('keeps catalogue pages in both languages, never account pages, checkout, the API or data requests', () => {
    const page = (path: string, headers: Record<string, string> = {}, mode: RequestMode = 'navigate') => isCataloguePage(url(path), new Headers(headers), mode);
    expect(page('/')).toBe(true);
    expect(page('/ar/products/7/details')).toBe(true);
    expect(page('/categories/2?page=2')).toBe(true);
    for (const path of ['/dashboard', '/ar/order-history', '/checkout', '/buynow', '/massages', '/wishlist', '/following', '/profile', '/api/carts', '/sitemap.xml', '/feeds/products.xml']) {
      expect({ path, kept: page(path) }).toEqual({ path, kept: false });
    }
    expect(page('/products', { RSC: '1' })).toBe(false);
    expect(page('/products?_rsc=abc', {}, 'cors')).toBe(false);
    expect(page('/products', {}, 'cors')).toBe(false);
    expect(page('/products', { Accept: 'text/html' }, 'cors')).toBe(true);
  });

  it('keeps only answers the server calls shareable', () => {
    expect(isKeepable(html({ 'Cache-Control': 'public, max-age=0, must-revalidate' }))).toBe(true);
    expect(isKeepable(html({ 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(isKeepable(html({ 'Cache-Control': 'no-store' }))).toBe(false);
    expect(isKeepable(html({ 'Set-Cookie': 'a=b' }))).toBe(false);
    expect(isKeepable(html({}, 404))).toBe(false);
    expect(isKeepable(new Response('{}', { headers: { 'Content-Type': 'application/json' } }))).toBe(false);
  });

  it('tells the build’s files and pictures apart from pages', () => {
    expect(isStaticAsset(url('/build/_next/static/chunks/a1.js'))).toBe(true);
    expect(isStaticAsset(url('/icons/icon-192.png'))).toBe(true);
    expect(isStaticAsset(url('/products'))).toBe(false);
    expect(isImage(url('/img/640/products/1.webp'))).toBe(true);
    expect(isImage(url('/media/brand/app-logo.webp'))).toBe(true);
    expect(isImage(url('/api/products'))).toBe(false);
  });
});

describe('a kept copy and the offline page', () => {
  it('marks a kept copy on its root element, once', () => {
    expect(markKept('<!DOCTYPE html><html lang="ar" dir="rtl"><head>')).toBe('<!DOCTYPE html><html data-kept="" lang="ar" dir="rtl"><head>');
    expect(markKept('<html><body><p>html is here</p></body></html>')).toBe('<html data-kept=""><body><p>html is here</p></body></html>');
  });

  it('reads a page title, unescaped', () => {
    expect(titleOf('<head><title>Tea &amp; Kettles | Marketly</title></head>')).toBe('Tea & Kettles | Marketly');
    expect(titleOf('<head></head>')).toBe('');
  });

  const strings = { title: 'You are offline', heading: 'You are offline', text: 'Not kept.', keptHeading: 'Kept pages', nothingKept: 'Nothing kept yet.', retry: 'Try again' };

  it('lists the kept pages as links, escaped, in the page language and direction', () => {
    const page = offlinePage('ar', strings, [{ url: 'https://shop.example/ar/products/1/details', title: '<b>غلاية</b>' }], 'https://shop.example/ar/shops');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<a href="https://shop.example/ar/products/1/details">&lt;b&gt;غلاية&lt;/b&gt;</a>');
    expect(page).toContain('<a class="retry" href="https://shop.example/ar/shops">Try again</a>');
    expect(page).not.toContain('<script');
  });

  it('says when nothing is kept yet', () => {
    expect(offlinePage('en', strings, [], 'https://shop.example/')).toContain('<p>Nothing kept yet.</p>');
  });
});

describe('saving data', () => {
  const widths = [48, 96, 128, 256, 384, 640, 828, 1080, 1280, 1920];
  it('asks for a picture at most half as wide, among the widths the optimiser makes', () => {
    expect(smallerImage(url('/img/640/products/1.webp'), widths)?.pathname).toBe('/img/256/products/1.webp');
    expect(smallerImage(url('/img/1920/banners/a.webp'), widths)?.pathname).toBe('/img/828/banners/a.webp');
    expect(smallerImage(url('/img/48/a.webp'), widths)).toBeNull();
    expect(smallerImage(url('/media/a.webp'), widths)).toBeNull();
  });
});
