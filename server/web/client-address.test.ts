import { clientAddress, trustedProxies } from './client-address';

describe('clientAddress', () => {
  it('without a trusted proxy is the connection, whatever X-Forwarded-For the client sent', () => {
    expect(clientAddress(undefined, '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.1', '203.0.113.7', 0)).toBe('203.0.113.7');
    expect(clientAddress('198.51.100.1, 198.51.100.2', '203.0.113.7', 0)).toBe('203.0.113.7');
  });

  it('behind one proxy is the address that proxy appended, not the ones the client made up', () => {
    expect(clientAddress('198.51.100.9', '10.0.0.2', 1)).toBe('198.51.100.9');
    expect(clientAddress('1.2.3.4, 5.6.7.8, 198.51.100.9', '10.0.0.2', 1)).toBe('198.51.100.9');
  });

  it('behind two proxies skips both', () => {
    expect(clientAddress('1.2.3.4, 198.51.100.9, 172.16.0.5', '10.0.0.2', 2)).toBe('198.51.100.9');
  });

  it('with a shorter chain than proxies trusted takes the leftmost address there is', () => {
    expect(clientAddress(undefined, '10.0.0.2', 1)).toBe('10.0.0.2');
    expect(clientAddress('198.51.100.9', '10.0.0.2', 3)).toBe('198.51.100.9');
  });

  it('reads repeated headers, skips empty entries and writes IPv4 on a dual-stack socket plainly', () => {
    expect(clientAddress(['1.2.3.4', '198.51.100.9'], '::ffff:10.0.0.2', 1)).toBe('198.51.100.9');
    expect(clientAddress(' , ', '::ffff:127.0.0.1', 0)).toBe('127.0.0.1');
    expect(clientAddress('', '::1', 1)).toBe('::1');
    expect(clientAddress(undefined, undefined, 0)).toBe('unknown');
  });
});

describe('trustedProxies', () => {
  it('is the whole number given, up to 10, and 0 for anything else', () => {
    expect(trustedProxies(undefined)).toBe(0);
    expect(trustedProxies('')).toBe(0);
    expect(trustedProxies('1')).toBe(1);
    expect(trustedProxies(' 2 ')).toBe(2);
    expect(trustedProxies('99')).toBe(10);
    expect(trustedProxies('true')).toBe(0);
    expect(trustedProxies('-1')).toBe(0);
    expect(trustedProxies('1.5')).toBe(0);
  });
});
