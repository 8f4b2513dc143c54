import { requestedUrl, withRequestedUrl } from './requested-url';

const url = (headers: Record<string, string>) => requestedUrl(new Request('http://localhost:3000/api/auth/signin/google?x=1', { headers })).href;

describe('requestedUrl', () => {
  it('is the address the browser used, not the one the server is bound to', () => {
    expect(url({ host: '127.0.0.1:3204' })).toBe('http://127.0.0.1:3204/api/auth/signin/google?x=1');
    expect(url({ host: 'shop.example' })).toBe('http://shop.example/api/auth/signin/google?x=1');
  });

  it("follows the proxy's forwarded host and scheme", () => {
    expect(url({ host: 'internal:3000', 'x-forwarded-host': 'shop.example, proxy', 'x-forwarded-proto': 'https' })).toBe('https://shop.example/api/auth/signin/google?x=1');
  });

  it('ignores a host header that is not a host', () => {
    expect(url({ host: 'evil.example/path' })).toBe('http://localhost:3000/api/auth/signin/google?x=1');
    expect(url({ host: '127.0.0.1:3204', 'x-forwarded-proto': 'javascript' })).toBe('http://127.0.0.1:3204/api/auth/signin/google?x=1');
  });
});

describe('withRequestedUrl', () => {
  it('keeps method, headers and body, on the requested address', async () => {
    const original = new Request('http://localhost:3000/api/auth/signin/google', {
      method: 'POST',
      headers: { host: '127.0.0.1:3204', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'csrfToken=abc',
    });
    const request = await withRequestedUrl(original);
    expect(request.url).toBe('http://127.0.0.1:3204/api/auth/signin/google');
    expect(request.method).toBe('POST');
    expect(request.headers.get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(await request.text()).toBe('csrfToken=abc');
  });
});
