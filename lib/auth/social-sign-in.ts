import 'server-only';
// Social sign-in through next-auth (docs/adr/0007). next-auth talks to the provider; when the
// provider comes back, what it gave (the OpenID id_token, or Facebook's access token) goes to the
// backend's POST /auth/{provider}/token, which verifies it and answers with its own token. The
// session then holds that token exactly as a password sign-in does. The outcome travels to the
// page in a short-lived readable cookie, since the shopper arrives through a chain of redirects.
import type { Account } from 'next-auth';
import type { Provider } from 'next-auth/providers';
import Apple from 'next-auth/providers/apple';
import Facebook from 'next-auth/providers/facebook';
import Google from 'next-auth/providers/google';
import { cookies, headers } from 'next/headers';
import { ApiError } from '@/lib/api/core';
import { send } from '@/lib/api/send';
import { signedInSchema, type User } from '@/lib/api/schemas/account';
import { backendTransport } from '@/lib/api/server';
import { credentialsOf, SIGN_IN_NOTICE_COOKIE, SOCIAL_PROVIDERS, type Env, type SocialProviderId } from './social-providers';
import { serverEnv } from '@/server/config';

export const isSocialProvider = (value: string): value is SocialProviderId => (SOCIAL_PROVIDERS as readonly string[]).includes(value);

/** The providers the shop was started with credentials for (with the scopes each provider needs for the name, email and picture). */
export function socialProviders(env: Env = serverEnv()): Provider[] {
  const providers: Provider[] = [];
  const google = credentialsOf('google', env);
  if (google) providers.push(Google({ ...google, authorization: { params: { scope: 'openid email profile' } } }));
  const facebook = credentialsOf('facebook', env);
  if (facebook) {
    providers.push(Facebook({ ...facebook, authorization: { url: 'https://www.facebook.com/v20.0/dialog/oauth', params: { scope: 'public_profile,email' } } }));
  }
  const apple = credentialsOf('apple', env);
  if (apple) providers.push(Apple(apple));
  return providers;
}

/**
 * Apple answers with a cross-site form POST, which carries no SameSite=Lax cookie: the checks
 * next-auth keeps in cookies (state, PKCE verifier, nonce, where to return) must be SameSite=None,
 * which browsers accept only when Secure. Apple requires an https shop anyway.
 */
export function crossSiteCheckCookies(env: Env = serverEnv()) {
  if (!credentialsOf('apple', env)) return undefined;
  const options = { httpOnly: true, sameSite: 'none' as const, path: '/', secure: true };
  return {
    pkceCodeVerifier: { name: '__Secure-authjs.pkce.code_verifier', options: { ...options, maxAge: 900 } },
    state: { name: '__Secure-authjs.state', options: { ...options, maxAge: 900 } },
    nonce: { name: '__Secure-authjs.nonce', options },
    callbackUrl: { name: '__Secure-authjs.callback-url', options },
  };
}

/** Leaves the outcome for the page: "ok", or "error:" with the message to show ("" for a generic one). */
export async function leaveSignInNotice(value: string): Promise<void> {
  const secure = (await headers()).get('x-forwarded-proto') === 'https';
  (await cookies()).set(SIGN_IN_NOTICE_COOKIE, value.slice(0, 300), { path: '/', maxAge: 120, sameSite: 'lax', httpOnly: false, secure });
}

/**
 * Hands the provider's token to the backend. The backend's answer, or null after leaving its
 * message for the page (the sign-in is then refused and the shopper returns signed out).
 */
export async function backendSignIn(
  provider: SocialProviderId,
  account: Account,
  profile: { name?: string | null; email?: string | null },
): Promise<{ token: string; user: User } | null> {
  const code = provider === 'facebook' ? account.access_token : account.id_token;
  if (!code) {
    console.error(`Social sign-in: ${provider} returned no ${provider === 'facebook' ? 'access token' : 'id_token'}`);
    await leaveSignInNotice('error:');
    return null;
  }
  const incoming = await headers();
  const { transport, baseUrl } = backendTransport();
  const context = {
    transport,
    baseUrl,
    locale: incoming.get('accept-language')?.split(',')[0]?.trim() || 'en',
    forwardedFor: incoming.get('x-forwarded-for'),
  };
  try {
    const answer = await send(
      context,
      { method: 'POST', path: `/auth/${provider}/token`, body: { code, data: { name: profile.name ?? null, email: profile.email ?? null } } },
      signedInSchema,
    );
    await leaveSignInNotice('ok');
    return { token: answer.data.access.token, user: answer.data.user };
  } catch (error) {
    if (!(error instanceof ApiError)) console.error('Social sign-in failed:', error);
    await leaveSignInNotice(error instanceof ApiError && error.status > 0 ? `error:${error.message}` : 'error:');
    return null;
  }
}
