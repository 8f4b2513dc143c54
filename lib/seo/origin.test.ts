/** @jest-environment node */
jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({ headers: jest.fn() }));
import { shopOrigin } from './origin';

describe('shopOrigin', () => {
  it('is SHOP_URL, then AUTH_URL, then this server on localhost', () => {
    expect(shopOrigin({ SHOP_URL: 'https://shop.example.com/some/path', AUTH_URL: 'https://auth.example.com' })).toBe('https://shop.example.com');
    expect(shopOrigin({ AUTH_URL: 'https://auth.example.com/api/auth' })).toBe('https://auth.example.com');
    expect(shopOrigin({ PORT: '4100' })).toBe('http://localhost:4100');
    expect(shopOrigin({})).toBe('http://localhost:3000');
  });

  it('skips values that are not web addresses', () => {
    expect(shopOrigin({ SHOP_URL: 'javascript:alert(1)', PORT: 'x' })).toBe('http://localhost:3000');
    expect(shopOrigin({ SHOP_URL: 'not a url', AUTH_URL: 'http://127.0.0.1:3100' })).toBe('http://127.0.0.1:3100');
  });
});
