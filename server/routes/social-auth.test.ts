import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { signedInSchema } from '@/lib/api/schemas/account';
import * as s from '@/server/db/schema';
import { Invalid } from '@/server/services/errors';
import { socialSignIn } from '@/server/services/social-auth';
import { forgetIssuers, type Fetch } from '@/server/services/social-tokens';
import { call, startTestShop, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';

jest.setTimeout(60_000);

interface Access {
  user: { id: number; name: string; email: string | null; email_verified: boolean };
  access: { auth_type: string; token: string };
}

const CLIENT_ID = 'shop-google-client';
const KID = 'test-key';

let shop: TestShop;
let issuer: string;
let provider: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;
const savedEnv = { ...process.env };

/** A stand-in for Google: OpenID discovery and the key set, served on a loopback port. */
async function startIssuer(publicJwk: object): Promise<Server> {
  const server = createServer((request, response) => {
    const answer = (body: object) => {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.url === '/.well-known/openid-configuration') answer({ issuer, jwks_uri: `${issuer}/jwks` });
    else if (request.url === '/jwks') answer({ keys: [publicJwk] });
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return server;
}

beforeAll(async () => {
  shop = await startTestShop();
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  provider = await startIssuer({ ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' });
  process.env.AUTH_GOOGLE_ISSUER = issuer;
  process.env.AUTH_APPLE_ISSUER = issuer;
  process.env.AUTH_APPLE_ID = 'shop-apple-service';
  delete process.env.AUTH_GOOGLE_ID;
  forgetIssuers();
  await shop.handle.db.update(s.socialAuths).set({ isActive: true, clientId: CLIENT_ID }).where(eq(s.socialAuths.name, 'google'));
});

afterAll(async () => {
  process.env = savedEnv;
  await new Promise((resolve) => provider.close(resolve));
  await shop.close();
});

let ip = 0;
const from = () => ({ 'X-Forwarded-For': `198.51.100.${++ip}` });
const signIn = <T = ErrorBody>(providerName: string, json: unknown, headers = from()) => call<T>(`/auth/${providerName}/token`, { method: 'POST', json, headers });

let subjects = 0;
function idToken(claims: JWTPayload = {}, options: { key?: CryptoKey; issuer?: string; audience?: string; expires?: string | number; alg?: string } = {}) {
  subjects += 1;
  return new SignJWT({ sub: `google-${subjects}`, email: `social${subjects}@example.com`, email_verified: true, name: `Social Shopper ${subjects}`, ...claims })
    .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: KID })
    .setIssuer(options.issuer ?? issuer)
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expires ?? '5m')
    .sign(options.key ?? signingKey);
}

describe('POST /auth/google/token', () => {
  it('creates a verified account for a new Google user and signs it in', async () => {
    const answer = await signIn<Envelope<Access>>('google', { code: await idToken({ sub: 'new-user', email: 'New.Person@Example.com', name: 'New Person' }) });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Login successfully');
    expect(signedInSchema.safeParse(answer.body.data).success).toBe(true);
    expect(answer.body.data.user).toMatchObject({ name: 'New Person', email: 'new.person@example.com', email_verified: true });
    const profile = await call<Envelope<{ user: { id: number } }>>('/profile', { headers: { Authorization: `Bearer ${answer.body.data.access.token}` } });
    expect(profile.body.data.user.id).toBe(answer.body.data.user.id);
    // No password was made up: password sign-in stays closed until the shopper sets one.
    expect((await call('/login', { method: 'POST', json: { phone: 'new.person@example.com', password: 'anything' }, headers: from() })).status).toBe(400);
  });

  it('finds the same account on the next sign-in, by the Google identity rather than the email', async () => {
    const first = await signIn<Envelope<Access>>('google', { code: await idToken({ sub: 'returning', email: 'returning@example.com' }) });
    const again = await signIn<Envelope<Access>>('google', { code: await idToken({ sub: 'returning', email: 'renamed@example.com' }) });
    expect(again.status).toBe(200);
    expect(again.body.data.user.id).toBe(first.body.data.user.id);
    expect(again.body.data.access.token).not.toBe(first.body.data.access.token);
  });

  it('links a verified Google email to the existing account that uses it', async () => {
    const answer = await signIn<Envelope<Access>>('google', { code: await idToken({ email: 'customer3@example.com' }) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.id).toBe(3);
    // The account keeps its password: its address was already verified.
    expect((await call('/login', { method: 'POST', json: { phone: 'customer3@example.com', password: 'password' }, headers: from() })).status).toBe(200);
  });

  it('takes over an account registered with the email but never verified: its password and sessions end', async () => {
    const registered = await call<Envelope<Access>>('/registration', {
      method: 'POST',
      headers: from(),
      json: { name: 'Squatter', phone: '4155550199', email: 'owner@example.com', password: 'not-the-owner', country: 'United States', phone_code: '+1' },
    });
    expect(registered.status).toBe(200);
    const answer = await signIn<Envelope<Access>>('google', { code: await idToken({ email: 'owner@example.com', name: 'Real Owner' }) });
    expect(answer.body.data.user).toMatchObject({ id: registered.body.data.user.id, email_verified: true });
    expect((await call('/profile', { headers: { Authorization: `Bearer ${registered.body.data.access.token}` } })).status).toBe(401);
    expect((await call('/login', { method: 'POST', json: { phone: 'owner@example.com', password: 'not-the-owner' }, headers: from() })).status).toBe(400);
  });

  it('does not use an email Google has not verified to find or create an account', async () => {
    const answer = await signIn<Envelope<Access>>('google', { code: await idToken({ email: 'customer4@example.com', email_verified: false, name: 'Unverified' }) });
    expect(answer.status).toBe(200);
    expect(answer.body.data.user.id).not.toBe(4);
    expect(answer.body.data.user).toMatchObject({ name: 'Unverified', email: null, email_verified: false });
  });

  it("accepts the storefront's own client id (AUTH_GOOGLE_ID) as well as the one in settings", async () => {
    const token = await idToken({}, { audience: 'shop-web-client' });
    expect((await signIn('google', { code: token })).status).toBe(400);
    process.env.AUTH_GOOGLE_ID = 'shop-web-client';
    try {
      expect((await signIn('google', { code: token })).status).toBe(200);
      expect((await signIn('google', { code: await idToken() })).status).toBe(200);
    } finally {
      delete process.env.AUTH_GOOGLE_ID;
    }
  });

  it.each([
    ['another app (audience)', () => idToken({}, { audience: 'someone-else' })],
    ['another issuer', () => idToken({}, { issuer: 'https://evil.example' })],
    ['an expired token', () => idToken({}, { expires: Math.floor(Date.now() / 1000) - 3600 })],
    ['a signature by another key', () => idToken({}, { key: strangerKey })],
    ['a token without a signature', async () => `${(await idToken()).split('.').slice(0, 2).join('.')}.`],
    ['something that is not a token', async () => 'not-a-token'],
  ])('refuses %s with 400 "Credential is invalid!"', async (_what, make) => {
    const answer = await signIn('google', { code: await make() });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ message: 'Credential is invalid!' });
  });

  it('refuses a body without a code with 422 and a provider outside the list with 404', async () => {
    const missing = await signIn('google', { data: { name: 'x' } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.code?.[0]).toBe('The code field is required.');
    expect((await signIn('github', { code: await idToken() })).status).toBe(404);
  });

  it('counts attempts per client address: the 21st in a minute gets 429', async () => {
    const headers = from();
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await signIn('google', { code: 'not-a-token' }, headers)).status).toBe(400);
    const blocked = await signIn('google', { code: await idToken() }, headers);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many sign-in attempts/);
  });

  it('refuses a deactivated account', async () => {
    const first = await signIn<Envelope<Access>>('google', { code: await idToken({ sub: 'to-deactivate' }) });
    await shop.handle.db.update(s.users).set({ isActive: false }).where(eq(s.users.id, first.body.data.user.id));
    const again = await signIn('google', { code: await idToken({ sub: 'to-deactivate' }) });
    expect(again).toMatchObject({ status: 400, body: { message: 'Your account is inactive.' } });
  });
});

describe('providers in settings', () => {
  it('are switched through PATCH /admin/settings social_auths, as /master shows them', async () => {
    process.env.ADMIN_API_TOKEN = 'operator-token';
    const patch = (json: unknown) => call<Envelope<{ social_auths: Record<string, { is_active: boolean; client_id: string }> }>>('/admin/settings', { method: 'PATCH', json, headers: { Authorization: 'Bearer operator-token' } });
    const on = await patch({ social_auths: { facebook: { is_active: true, client_id: 'fb-from-settings' } } });
    expect(on.status).toBe(200);
    expect(on.body.data.social_auths.facebook).toEqual({ name: 'facebook', client_id: 'fb-from-settings', is_active: true, redirect_url: null });
    expect(on.body.data.social_auths.google.is_active).toBe(true);
    // The answer of /master goes back unchanged (how tests restore settings).
    expect((await patch({ social_auths: { facebook: { name: 'facebook', client_id: '', is_active: false, redirect_url: null } } })).body.data.social_auths.facebook.is_active).toBe(false);
    const wrong = await patch({ social_auths: { github: { is_active: true } } });
    expect(wrong.status).toBe(422);
    expect((await patch({ social_auths: { google: { is_active: 'yes' } } })).status).toBe(422);
  });

  it('refuses a provider that is not active with 422', async () => {
    // Apple is configured (AUTH_APPLE_ID) but the operator has not switched it on.
    const answer = await signIn('apple', { code: await idToken({}, { audience: 'shop-apple-service' }) });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.provider?.[0]).toBe('Sign-in with Apple is not active.');
    const facebook = await signIn('facebook', { code: 'EAAB-token' });
    expect(facebook.status).toBe(422);
  });

  it('signs in with Apple once active, taking the name the storefront passes when the token has none', async () => {
    await shop.handle.db.update(s.socialAuths).set({ isActive: true }).where(eq(s.socialAuths.name, 'apple'));
    try {
      const code = await idToken({ sub: 'apple-user', email: 'relay@privaterelay.appleid.com', email_verified: 'true', name: undefined }, { audience: 'shop-apple-service' });
      const answer = await signIn<Envelope<Access>>('apple', { code, data: { name: 'Tim Apple', email: 'ignored@example.com' } });
      expect(answer.status).toBe(200);
      expect(answer.body.data.user).toMatchObject({ name: 'Tim Apple', email: 'relay@privaterelay.appleid.com', email_verified: true });
      // A Google token is not an Apple token: its audience is the Google client.
      expect((await signIn('apple', { code: await idToken() })).status).toBe(400);
    } finally {
      await shop.handle.db.update(s.socialAuths).set({ isActive: false }).where(eq(s.socialAuths.name, 'apple'));
    }
  });

  it('signs in with Facebook once the app id and secret are known and Graph confirms the token', async () => {
    await shop.handle.db.update(s.socialAuths).set({ isActive: true, clientId: 'fb-app' }).where(eq(s.socialAuths.name, 'facebook'));
    const graph = (async (input: string | URL | Request) => {
      const url = new URL(input instanceof Request ? input.url : input);
      const body = url.pathname.endsWith('/debug_token') ? { data: { is_valid: true, app_id: 'fb-app', user_id: 'fb-1' } } : { id: 'fb-1', name: 'Face Book', email: 'face@example.com' };
      return Response.json(body);
    }) as Fetch;
    try {
      const attempt = { provider: 'facebook' as const, code: 'EAAB', nameHint: null };
      // Without the app secret the token cannot be checked; an id from settings is never paired
      // with a secret from the environment.
      for (const env of [{}, { AUTH_FACEBOOK_SECRET: 'fb-secret' }]) {
        const refusal = socialSignIn(shop.handle.db, attempt, env, graph);
        await expect(refusal).rejects.toBeInstanceOf(Invalid);
        await expect(refusal).rejects.toMatchObject({ errors: { provider: ['Sign-in with Facebook is not active.'] } });
      }
      const signedIn = await socialSignIn(shop.handle.db, attempt, { AUTH_FACEBOOK_ID: 'fb-app', AUTH_FACEBOOK_SECRET: 'fb-secret' }, graph);
      expect(signedIn.user).toMatchObject({ name: 'Face Book', email: 'face@example.com', email_verified: true });
    } finally {
      await shop.handle.db.update(s.socialAuths).set({ isActive: false, clientId: '' }).where(eq(s.socialAuths.name, 'facebook'));
    }
  });

  it('stops signing in with Google as soon as the operator switches it off', async () => {
    await shop.handle.db.update(s.socialAuths).set({ isActive: false }).where(eq(s.socialAuths.name, 'google'));
    try {
      expect((await signIn('google', { code: await idToken() })).status).toBe(422);
    } finally {
      await shop.handle.db.update(s.socialAuths).set({ isActive: true }).where(eq(s.socialAuths.name, 'google'));
    }
  });
});
