// Checks what a social provider gave the storefront before the backend believes any of it:
// OpenID id_tokens (Google, Apple) against the issuer's published keys, Facebook access tokens
// against the Graph API with the app's own credentials. Nothing here trusts the browser.
import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { CredentialRejected, Unavailable } from './errors';

/** Who the provider says signed in. `email` is set only when the provider vouches for it. */
export interface SocialIdentity {
  subject: string;
  email: string | null;
  name: string | null;
}

export type Fetch = typeof fetch;

export const invalidCredential = (): CredentialRejected => new CredentialRejected('Credential is invalid!');
const unavailable = (): Unavailable => new Unavailable('The sign-in provider could not be reached. Please try again later.');

const DISCOVERY_HOURS = 6;
const TIMEOUT_MS = 5000;
/** Asymmetric algorithms only: a shared-secret (HS*) token proves nothing about the issuer. */
const ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

const keySets = new Map<string, { keys: JWTVerifyGetKey; until: number }>();

/**
 * The issuer's signing keys, found through its OpenID discovery document. jose caches the keys
 * and refetches them when a token names a key it has not seen (key rotation).
 */
async function keysOf(issuer: string, fetchImpl: Fetch): Promise<JWTVerifyGetKey> {
  const cached = keySets.get(issuer);
  if (cached && cached.until > Date.now()) return cached.keys;
  let document: { issuer?: unknown; jwks_uri?: unknown };
  try {
    const response = await fetchImpl(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    document = (await response.json()) as typeof document;
  } catch (error) {
    console.error(`OpenID discovery of ${issuer} failed:`, error);
    throw unavailable();
  }
  // The document must describe the issuer that was asked for (OpenID Connect Discovery 4.3).
  if (document.issuer !== issuer || typeof document.jwks_uri !== 'string') {
    console.error(`OpenID discovery of ${issuer} answered for ${String(document.issuer)}`);
    throw unavailable();
  }
  const keys = createRemoteJWKSet(new URL(document.jwks_uri), { timeoutDuration: TIMEOUT_MS });
  keySets.set(issuer, { keys, until: Date.now() + DISCOVERY_HOURS * 3_600_000 });
  return keys;
}

/** Apple sends booleans as strings ("true"); Google as booleans. */
const isTrue = (value: unknown) => value === true || value === 'true';

function nameOf(payload: JWTPayload): string | null {
  if (typeof payload.name === 'string' && payload.name.trim()) return payload.name.trim();
  const parts = [payload.given_name, payload.family_name].filter((part): part is string => typeof part === 'string' && part.trim() !== '');
  return parts.length > 0 ? parts.join(' ').trim() : null;
}

export interface IdTokenCheck {
  /** The configured issuer; its discovery document says where the keys are. */
  issuer: string;
  /** Other spellings of the issuer that tokens may carry (Google: "accounts.google.com"). */
  issuerAliases?: string[];
  /** This shop's client ids: a token issued to another app is refused. */
  audience: string | string[];
}

/** Verifies signature, issuer, audience and expiry of an OpenID id_token. */
export async function verifyIdToken(idToken: string, check: IdTokenCheck, fetchImpl: Fetch = fetch): Promise<SocialIdentity> {
  const keys = await keysOf(check.issuer, fetchImpl);
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, keys, {
      issuer: [check.issuer, ...(check.issuerAliases ?? [])],
      audience: check.audience,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 30,
    }));
  } catch (error) {
    // The provider's key endpoint failing is not the shopper's fault; everything else is a bad token.
    if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
      console.error(`Keys of ${check.issuer} could not be read:`, error);
      throw unavailable();
    }
    throw invalidCredential();
  }
  const email = typeof payload.email === 'string' && payload.email.includes('@') ? payload.email.trim().toLowerCase() : null;
  // An address the provider has not verified is not used to find or create an account.
  const vouched = email !== null && (payload.email_verified === undefined || isTrue(payload.email_verified));
  return { subject: String(payload.sub), email: vouched ? email : null, name: nameOf(payload) };
}

export interface FacebookCheck {
  appId: string;
  appSecret: string;
  /** Graph API base, e.g. https://graph.facebook.com/v20.0 */
  graphUrl: string;
}

async function graph(url: URL, fetchImpl: Fetch): Promise<Record<string, unknown>> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    console.error('Facebook Graph API could not be reached:', error);
    throw unavailable();
  }
  const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  // Graph answers 400 with an error object for a bad or expired token.
  if (!response.ok || !body || typeof body !== 'object') throw invalidCredential();
  return body;
}

/**
 * A Facebook user access token counts only when Facebook confirms (debug_token, asked with the
 * app's own credentials) that it is valid and was issued to this app; the profile is then read
 * with the token itself, signed with appsecret_proof.
 */
export async function verifyFacebookToken(accessToken: string, check: FacebookCheck, fetchImpl: Fetch = fetch): Promise<SocialIdentity> {
  const debug = new URL(`${check.graphUrl}/debug_token`);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${check.appId}|${check.appSecret}`);
  const info = ((await graph(debug, fetchImpl)).data ?? {}) as { is_valid?: unknown; app_id?: unknown; user_id?: unknown };
  if (info.is_valid !== true || String(info.app_id) !== check.appId || !info.user_id) throw invalidCredential();

  const me = new URL(`${check.graphUrl}/me`);
  me.searchParams.set('fields', 'id,name,email');
  me.searchParams.set('access_token', accessToken);
  me.searchParams.set('appsecret_proof', createHmac('sha256', check.appSecret).update(accessToken).digest('hex'));
  const profile = await graph(me, fetchImpl);
  if (String(profile.id) !== String(info.user_id)) throw invalidCredential();
  // Graph returns only an address the person has confirmed with Facebook.
  const email = typeof profile.email === 'string' && profile.email.includes('@') ? profile.email.trim().toLowerCase() : null;
  const name = typeof profile.name === 'string' && profile.name.trim() ? profile.name.trim() : null;
  return { subject: String(profile.id), email, name };
}

/** For tests: forget discovered issuers. */
export function forgetIssuers(): void {
  keySets.clear();
}
