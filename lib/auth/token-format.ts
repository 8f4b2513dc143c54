/**
 * Whether text can be a backend's bearer token: this backend's (URL-safe base64) or the
 * original's Laravel Sanctum token, "{id}|{secret}". Anything else is refused before the backend
 * is asked.
 */
export function looksLikeBackendToken(token: string): boolean {
  return /^[\w.~+/=|-]{16,512}$/.test(token);
}
