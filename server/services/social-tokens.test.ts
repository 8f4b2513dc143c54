import { createHmac } from 'node:crypto';
import { CredentialRejected, Unavailable } from './errors';
import { verifyFacebookToken, type Fetch } from './social-tokens';

const check = { appId: '1234', appSecret: 'app-secret', graphUrl: 'https://graph.example/v20.0' };

/** Graph API as Facebook answers it, for one user token; records what was asked. */
function fakeGraph(debug: object, me: object, status = 200) {
  const asked: URL[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : input);
    asked.push(url);
    const body = url.pathname.endsWith('/debug_token') ? { data: debug } : me;
    return new Response(JSON.stringify(body), { status: url.pathname.endsWith('/me') ? status : 200, headers: { 'Content-Type': 'application/json' } });
  }) as Fetch;
  return { fetchImpl, asked };
}

describe('verifyFacebookToken', () => {
  it('accepts a valid token of this app and reads the profile with appsecret_proof', async () => {
    const graph = fakeGraph({ is_valid: true, app_id: '1234', user_id: '987' }, { id: '987', name: ' Mark Z ', email: 'Mark@Example.com' });
    await expect(verifyFacebookToken('user-token', check, graph.fetchImpl)).resolves.toEqual({ subject: '987', name: 'Mark Z', email: 'mark@example.com' });
    const [debug, me] = graph.asked;
    expect(debug.searchParams.get('input_token')).toBe('user-token');
    expect(debug.searchParams.get('access_token')).toBe('1234|app-secret');
    expect(me.searchParams.get('appsecret_proof')).toBe(createHmac('sha256', 'app-secret').update('user-token').digest('hex'));
  });

  it.each([
    ['an invalid token', { is_valid: false, app_id: '1234', user_id: '987' }, { id: '987' }],
    ['a token of another app', { is_valid: true, app_id: '9999', user_id: '987' }, { id: '987' }],
    ['a profile of someone else', { is_valid: true, app_id: '1234', user_id: '987' }, { id: '111' }],
  ])('refuses %s with "Credential is invalid!"', async (_what, debug, me) => {
    const refusal = verifyFacebookToken('user-token', check, fakeGraph(debug, me).fetchImpl);
    await expect(refusal).rejects.toBeInstanceOf(CredentialRejected);
    await expect(refusal).rejects.toMatchObject({ message: 'Credential is invalid!' });
  });

  it('refuses a token Graph answers with an error', async () => {
    const graph = fakeGraph({ is_valid: true, app_id: '1234', user_id: '987' }, { error: { message: 'Session expired' } }, 400);
    const refusal = verifyFacebookToken('user-token', check, graph.fetchImpl);
    await expect(refusal).rejects.toBeInstanceOf(CredentialRejected);
    await expect(refusal).rejects.toMatchObject({ message: 'Credential is invalid!' });
  });

  it('is unavailable (503) when Facebook cannot be reached', async () => {
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as Fetch;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = verifyFacebookToken('user-token', check, down);
    await expect(refusal).rejects.toBeInstanceOf(Unavailable);
    await expect(refusal).rejects.toMatchObject({ message: 'The sign-in provider could not be reached. Please try again later.' });
  });
});
