// Who is on the other end of a request. The connection's own address is the only one a client
// cannot choose; an X-Forwarded-For entry counts only when a proxy we trust wrote it. TRUST_PROXY
// says how many proxies stand in front of the shop (a load balancer: 1; a CDN and a load
// balancer: 2). Each appends the address it was connected from, so the client is the entry that
// many places from the end of [...X-Forwarded-For, connection].

/** TRUST_PROXY as a number of proxies: unset, empty or not a whole number from 0 to 10 is 0. */
export function trustedProxies(value: string | number | undefined): number {
  const text = String(value ?? '').trim();
  if (!/^\d{1,2}$/.test(text)) return 0;
  return Math.min(Number(text), 10);
}

/** An IPv4 address a dual-stack socket reports as ::ffff:a.b.c.d, written as a.b.c.d. */
function plain(address: string | undefined): string {
  const text = String(address ?? '').trim();
  return text.startsWith('::ffff:') && text.includes('.') ? text.slice(7) : text;
}

/**
 * The client's address. `forwardedFor` is the X-Forwarded-For header as received (a string,
 * several headers as an array, or absent); `connection` the socket's remote address.
 */
export function clientAddress(forwardedFor: string | string[] | undefined, connection: string | undefined, proxies: number): string {
  const header = Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? '');
  const chain = [...header.split(',').map(plain).filter(Boolean), plain(connection) || 'unknown'];
  // Never further left than the first entry: a shorter chain than expected means a proxy was
  // skipped, and the leftmost address is then the best there is.
  return chain[Math.max(0, chain.length - 1 - proxies)];
}
