// Social sign-in (POST /auth/{provider}/token): the provider must be active in settings, its
// token is verified (social-tokens.ts), then the account is found by the provider's identity,
// else linked by the verified email, else created. Knows nothing of HTTP.
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { findUser, issueToken, newReferralCode, userPayload, type SignedIn } from './accounts';
import { CredentialRejected, Invalid } from './errors';
import { verifyFacebookToken, verifyIdToken, type Fetch, type SocialIdentity } from './social-tokens';
import { serverEnv } from '@/server/config';

export const socialProviders = ['google', 'facebook', 'apple'] as const;
export type SocialProvider = (typeof socialProviders)[number];

export const isSocialProvider = (value: string): value is SocialProvider => (socialProviders as readonly string[]).includes(value);

const titles: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };
const defaultIssuers = { google: 'https://accounts.google.com', apple: 'https://appleid.apple.com' } as const;
const FACEBOOK_GRAPH = 'https://graph.facebook.com/v20.0';

export type SocialEnv = Record<string, string | undefined>;

const filled = (value: string | null | undefined) => (value && value.trim() ? value.trim() : undefined);

interface ProviderConfig {
  /** Client ids whose tokens count (OpenID audience): the one in settings and the storefront's. */
  audiences: string[];
  /** Facebook: the app that must own the token, with its secret. */
  app: { id: string; secret: string } | null;
}

/**
 * The provider's credentials: what the operator stored in settings and the storefront's own
 * (AUTH_GOOGLE_ID, AUTH_FACEBOOK_SECRET, ...). A provider that is not active, or has nothing to
 * check tokens against, cannot be used.
 */
async function providerConfig(db: Db, provider: SocialProvider, env: SocialEnv): Promise<ProviderConfig> {
  const [row] = await db.select().from(s.socialAuths).where(eq(s.socialAuths.name, provider)).limit(1);
  const upper = provider.toUpperCase();
  const fromSettings = { id: filled(row?.clientId), secret: filled(row?.clientSecret) };
  const fromEnv = { id: filled(env[`AUTH_${upper}_ID`]), secret: filled(env[`AUTH_${upper}_SECRET`]) };
  const audiences = [...new Set([fromSettings.id, fromEnv.id].filter((id): id is string => id !== undefined))];
  // An app id and its secret are used as a pair, never one from settings with one from the environment.
  const pair = [fromSettings, fromEnv].find((candidate) => candidate.id && candidate.secret);
  const app = pair?.id && pair.secret ? { id: pair.id, secret: pair.secret } : null;
  const usable = row?.isActive && (provider === 'facebook' ? app !== null : audiences.length > 0);
  if (!usable) throw new Invalid({ provider: [`Sign-in with ${titles[provider]} is not active.`] });
  return { audiences, app };
}

async function verify(provider: SocialProvider, code: string, config: ProviderConfig, env: SocialEnv, fetchImpl: Fetch): Promise<SocialIdentity> {
  if (provider === 'facebook') {
    // providerConfig refused Facebook without an app id and secret.
    const app = config.app ?? { id: '', secret: '' };
    return verifyFacebookToken(code, { appId: app.id, appSecret: app.secret, graphUrl: FACEBOOK_GRAPH }, fetchImpl);
  }
  const configured = filled(env[`AUTH_${provider.toUpperCase()}_ISSUER`]);
  const issuer = configured ?? defaultIssuers[provider];
  // Google's tokens may name the issuer without the scheme.
  const issuerAliases = provider === 'google' && !configured ? ['accounts.google.com'] : [];
  return verifyIdToken(code, { issuer, issuerAliases, audience: config.audiences }, fetchImpl);
}

function isUniqueViolation(error: unknown): boolean {
  const code = (value: unknown) => (typeof value === 'object' && value !== null ? (value as { code?: unknown }).code : undefined);
  return code(error) === '23505' || code((error as { cause?: unknown } | null)?.cause) === '23505';
}

async function userByIdentity(db: Db, provider: SocialProvider, subject: string) {
  const [row] = await db
    .select({ user: s.users })
    .from(s.userIdentities)
    .innerJoin(s.users, eq(s.users.id, s.userIdentities.userId))
    .where(and(eq(s.userIdentities.provider, provider), eq(s.userIdentities.subject, subject)))
    .limit(1);
  return row?.user;
}

/**
 * Links to the account that uses the verified email. If that account's address was never
 * verified, whoever registered it may not own it: its password and sessions are dropped, so an
 * account made in someone else's name cannot be kept open alongside the real owner.
 */
async function linkByEmail(db: Db, email: string) {
  const user = await findUser(db, email);
  if (!user || user.emailVerified) return user;
  await db.transaction(async (tx) => {
    await tx.update(s.users).set({ emailVerified: true, accountVerified: true, passwordHash: null }).where(eq(s.users.id, user.id));
    await tx.delete(s.accessTokens).where(eq(s.accessTokens.userId, user.id));
  });
  return { ...user, emailVerified: true, accountVerified: true, passwordHash: null };
}

async function createUser(db: Db, identity: SocialIdentity, nameHint: string | null) {
  const name = (identity.name ?? nameHint ?? identity.email?.split('@')[0] ?? 'Customer').slice(0, 255);
  const [user] = await db
    .insert(s.users)
    .values({
      name,
      email: identity.email,
      // No password: the shopper signs in with the provider, or sets one through Forgot Password.
      passwordHash: null,
      emailVerified: identity.email !== null,
      accountVerified: identity.email !== null,
      referralCode: newReferralCode(),
    })
    .returning();
  return user;
}

async function findOrCreate(db: Db, provider: SocialProvider, identity: SocialIdentity, nameHint: string | null) {
  const known = await userByIdentity(db, provider, identity.subject);
  if (known) return known;
  const user = (identity.email ? await linkByEmail(db, identity.email) : undefined) ?? (await createUser(db, identity, nameHint));
  await db.insert(s.userIdentities).values({ provider, subject: identity.subject, userId: user.id }).onConflictDoNothing();
  // Two sign-ins racing: the identity row that won decides the account.
  return (await userByIdentity(db, provider, identity.subject)) ?? user;
}

export interface SocialSignIn {
  provider: SocialProvider;
  /** Google and Apple: the OpenID id_token; Facebook: the user access token. */
  code: string;
  /** A display name the storefront got from the provider (Apple sends it only once, outside the token). */
  nameHint: string | null;
}

export async function socialSignIn(db: Db, input: SocialSignIn, env: SocialEnv = serverEnv(), fetchImpl: Fetch = fetch): Promise<SignedIn> {
  const config = await providerConfig(db, input.provider, env);
  const identity = await verify(input.provider, input.code, config, env, fetchImpl);
  let user;
  try {
    user = await findOrCreate(db, input.provider, identity, input.nameHint);
  } catch (error) {
    // A parallel first sign-in created the account with this email a moment ago.
    if (!isUniqueViolation(error)) throw error;
    user = await findOrCreate(db, input.provider, identity, input.nameHint);
  }
  if (!user.isActive) throw new CredentialRejected('Your account is inactive.');
  return { user: userPayload(user), access: await issueToken(db, user.id) };
}
