import { BOOT_SCRIPT_HASH } from '@/lib/boot-script';
import { contentSecurityPolicy, createNonce } from './csp';

describe('contentSecurityPolicy', () => {
  it('allows scripts only by nonce and forbids framing', () => {
    const policy = contentSecurityPolicy('abc', { dev: false });
    expect(policy).toContain(`script-src 'self' 'nonce-abc' ${BOOT_SCRIPT_HASH} 'strict-dynamic'`);
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
  });

  it('adds eval only for the development server and extra connect sources when given', () => {
    const policy = contentSecurityPolicy('n', { dev: true, connect: ['wss://ws.example.com'] });
    expect(policy).toContain("'unsafe-eval'");
    expect(policy).toContain("connect-src 'self' wss://ws.example.com");
  });

  it('without a nonce (cached pages) allows same-origin files and inline scripts, for the server to narrow to hashes', () => {
    const policy = contentSecurityPolicy(null, { dev: false });
    expect(policy).toContain("script-src 'self' 'unsafe-inline';");
    expect(policy).not.toContain('nonce');
    expect(policy).not.toContain('strict-dynamic');
  });

  it('creates a different nonce each time', () => {
    expect(createNonce()).not.toBe(createNonce());
    expect(createNonce()).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});
