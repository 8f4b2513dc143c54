// A local OpenID provider that stands in for Google in the end-to-end tests (oidc-provider with
// its development sign-in pages: any login name and password). The login name becomes the
// account: subject = the name as typed, display name = the name, a verified email made from it.
// Started by scripts/test.mjs before the shop, which then gets AUTH_GOOGLE_ID, AUTH_GOOGLE_SECRET
// and AUTH_GOOGLE_ISSUER pointing here. Run alone: `node e2e/support/oidc-server.mjs` (port from
// OIDC_PORT, default 0 = any) prints the issuer and serves until stopped.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair } from 'jose';
import Provider from 'oidc-provider';

export const testGoogleClient = { clientId: 'shop-e2e-google', clientSecret: 'shop-e2e-google-secret' };

/** The email the provider reports for a login name ("Ada Test 1" → ada-test-1@oidc.example). */
export const emailForLogin = (login) => `${login.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}@oidc.example`;

async function signingKeys() {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  return { keys: [{ ...(await exportJWK(privateKey)), kid: 'e2e', alg: 'RS256', use: 'sig' }] };
}

/** Starts the provider on 127.0.0.1; resolves with its issuer and a stop function. */
export async function startOidcServer({ port = 0, client = testGoogleClient } = {}) {
  const server = createServer();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        // A "native" client may come back to a loopback address on any port, so the shop's port
        // does not have to be known before the shop starts.
        application_type: 'native',
        redirect_uris: ['http://127.0.0.1/api/auth/callback/google', 'http://localhost/api/auth/callback/google'],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: await signingKeys(),
    cookies: { keys: [randomBytes(16).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // Like Google: the claims the scopes grant are in the id_token itself.
    conformIdTokenClaims: false,
    async findAccount(ctx, sub) {
      return { accountId: sub, claims: async () => ({ sub, name: sub.trim(), email: emailForLogin(sub), email_verified: true }) };
    },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The shop keeps connections alive; they must not hold the test run open.
        server.closeAllConnections();
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { issuer } = await startOidcServer({ port: Number(process.env.OIDC_PORT ?? 0) });
  console.log(issuer);
}
