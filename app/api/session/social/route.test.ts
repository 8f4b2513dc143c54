import { GET } from './route';

const landing = (query: string, headers: Record<string, string> = {}) =>
  GET(new Request(`http://localhost:3000/api/session/social${query}`, { headers: { host: 'shop.example', ...headers } }));

const notice = (response: Response) => response.headers.get('set-cookie')?.match(/shop-sign-in=([^;]*)/)?.[1];

describe('GET /api/session/social', () => {
  it('sends the shopper back to the page the sign-in started from, on the address they used', () => {
    const response = landing('?error=AccessDenied', { cookie: `authjs.callback-url=${encodeURIComponent('http://shop.example/ar/products?page=2')}` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://shop.example/ar/products?page=2');
    // No message from the backend was left: a generic one is.
    expect(notice(response)).toBe('error%3A');
  });

  it('never sends anyone to another site or back into the sign-in routes', () => {
    expect(landing(`?callbackUrl=${encodeURIComponent('https://evil.example/')}`).headers.get('location')).toBe('http://shop.example/');
    expect(landing(`?callbackUrl=${encodeURIComponent('/api/auth/signin')}`).headers.get('location')).toBe('http://shop.example/');
    expect(landing(`?callbackUrl=${encodeURIComponent('/blogs')}`).headers.get('location')).toBe('http://shop.example/blogs');
  });

  it("keeps the backend's message and says nothing for a sign-in cancelled at the provider", () => {
    expect(notice(landing('?error=AccessDenied', { cookie: 'shop-sign-in=error%3ACredential%20is%20invalid!' }))).toBeUndefined();
    expect(notice(landing('?error=OAuthCallbackError'))).toBeUndefined();
  });
});
