import { BOOT_SCRIPT_HASH } from '@/lib/boot-script';

/**
 * Pages served from the cache cannot carry a per-request nonce. Their policy allows the shop's
 * own script files and, in this form, inline scripts; server/web/serve.ts, which sees the finished
 * HTML, replaces `'unsafe-inline'` by the hashes of the inline scripts that page really has
 * (docs/adr/0013). This header asks it to.
 */
export const INLINE_HASHES_HEADER = 'x-csp-inline-hashes';

export interface PolicyOptions {
  dev: boolean;
  connect?: string[];
}

/**
 * Content-Security-Policy for HTML responses. With a nonce (personal pages, rendered per
 * request): scripts by that nonce only, plus the boot script by its hash. Without (pages served
 * from the cache): same-origin script files and inline scripts, narrowed as described above.
 */
export function contentSecurityPolicy(nonce: string | null, options: PolicyOptions): string {
  const connect = ["'self'", ...(options.connect ?? [])];
  const scripts = nonce ? [`'nonce-${nonce}'`, BOOT_SCRIPT_HASH, "'strict-dynamic'"] : ["'unsafe-inline'"];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scripts, ...(options.dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connect,
    'frame-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** A fresh base64 nonce (Web Crypto, so it also runs on the edge runtime). */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
