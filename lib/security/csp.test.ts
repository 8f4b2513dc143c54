import { contentSecurityPolicy, createNonce } from './csp';

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce and forbids framing', () => {
    const policy = contentSecurityPolicy('abc', { dev: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('adds eval only for the development server and extra connect sources when given', () => {
    const policy = contentSecurityPolicy('n', { dev: true, connect: ['wss://ws.example.com'] });
    expect(policy).toContain("'unsafe-eval'");
    expect(policy).toContain("connect-src 'self' wss://ws.example.com");
  });

  it('creates a different nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
