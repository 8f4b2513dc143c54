// The Idempotency-Key of POST /place-order (docs/contract.md, ours). One attempt at placing one order keeps
// one key: sending the same order again (a retry after a lost answer, a second click) reuses it,
// so the backend answers the first placement instead of placing a second one. A different order
// (another address, payment method, voucher or note) gets a new key, and so does the next order
// once one was placed.

/** 128 random bits as hex; getRandomValues also works where randomUUID does not (plain http). */
function randomKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface IdempotencyKeys {
  /** The key for this request: the same as last time when the request is the same. */
  keyFor(request: unknown): string;
  /** The order was placed: the next request starts a new attempt. */
  forget(): void;
}

export function idempotencyKeys(newKey: () => string = randomKey): IdempotencyKeys {
  let current: { request: string; key: string } | null = null;
  return {
    keyFor(request) {
      const fingerprint = JSON.stringify(request);
      if (current?.request !== fingerprint) current = { request: fingerprint, key: newKey() };
      return current.key;
    },
    forget() {
      current = null;
    },
  };
}
