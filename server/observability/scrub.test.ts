import { scrubText, scrubValue } from './scrub';

describe('personal data never reaches a log line', () => {
  it.each([
    ['Login failed for jane.doe+shop@example.com', 'jane.doe+shop@example.com'],
    ['Authorization: Bearer 12|abcdefghijklmnopqrstuvwxyz0123456789', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U', 'eyJhbGciOiJIUzI1NiJ9'],
    ['sms to +1 (555) 010-2030 sent', '555) 010-2030'],
    ['phone 5550102030', '5550102030'],
    ['password=hunter22 retry', 'hunter22'],
    ['{"otp":"482913"}', '482913'],
    ['key sk_live_abcdefghijklmnop', 'sk_live_abcdefghijklmnop'],
  ])('%s', (text, secret) => {
    expect(scrubText(text)).not.toContain(secret);
  });

  it('keeps what an operator needs: statuses, durations, routes, request ids', () => {
    const line = 'GET /api/products/12/details 200 in 35 ms (request 0b6f0a4e-2c1d-4b8e-9d2a-8a1f6c3e5b7d)';
    expect(scrubText(line)).toBe(line);
  });

  it('leaves ids alone: request ids with digit groups, digests, and the shop’s own fields', () => {
    const id = '0b6f0a4e-1234-4567-8901-8a1f6c3e5b7d';
    expect(scrubText(`request ${id} failed`)).toBe(`request ${id} failed`);
    expect(scrubValue({ requestId: 'lb-5550102030', digest: '2847361950', status: 500 })).toEqual({ requestId: 'lb-5550102030', digest: '2847361950', status: 500 });
  });

  it('masks personal fields whatever they hold, in nested objects and arrays', () => {
    const scrubbed = scrubValue({ user: { email: 'a@b.co', phone: '123', name: 'Jane' }, list: [{ password: 'x' }], status: 200, address: { line: '1 Main St' } });
    expect(scrubbed).toEqual({ user: { email: '[redacted]', phone: '[redacted]', name: 'Jane' }, list: [{ password: '[redacted]' }], status: 200, address: '[redacted]' });
  });

  it('stops at a depth instead of following a cycle forever', () => {
    const looped: Record<string, unknown> = { a: 1 };
    looped.self = looped;
    expect(() => scrubValue(looped)).not.toThrow();
  });
});
