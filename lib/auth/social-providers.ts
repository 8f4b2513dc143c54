// Which social sign-in providers this storefront can offer. A provider works only when the shop
// was started with its credentials (next-auth's AUTH_GOOGLE_ID / AUTH_GOOGLE_SECRET, ...); the
// login dialog shows its button when it is also active in settings.

export const SOCIAL_PROVIDERS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number];

/**
 * A readable, short-lived cookie that carries the outcome of a social sign-in across the
 * provider's redirects: "ok", or "error:" and the message to show. The page reads it once.
 */
export const SIGN_IN_NOTICE_COOKIE = 'shop-sign-in';

export type Env = Record<string, string | undefined>;

const filled = (value: string | undefined): string | undefined => (value && value.trim() ? value.trim() : undefined);

export function credentialsOf(provider: SocialProviderId, env: Env): { clientId: string; clientSecret: string; issuer?: string } | null {
  const upper = provider.toUpperCase();
  const clientId = filled(env[`AUTH_${upper}_ID`]);
  const clientSecret = filled(env[`AUTH_${upper}_SECRET`]);
  if (!clientId || !clientSecret) return null;
  const issuer = filled(env[`AUTH_${upper}_ISSUER`]);
  return issuer ? { clientId, clientSecret, issuer } : { clientId, clientSecret };
}

export function configuredSocialProviders(env: Env): SocialProviderId[] {
  return SOCIAL_PROVIDERS.filter((provider) => credentialsOf(provider, env) !== null);
}
