// The HTTP transport: with SHOP_API_URL set, server code calls that backend over HTTP with the
// contract's headers instead of the built-in backend.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { requestContext } from '@/server/observability/request-context';
import { apiFor } from './server';

let server: Server;
let origin = '';
const seen: { url: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', headers: request.headers });
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify({ message: 'Profile', data: { user: { id: 7, name: 'Remote', phone: null, email: 'r@example.com', profile_photo: null, affiliation_balance: '0.00' } } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  delete process.env.SHOP_API_URL;
  await new Promise((resolve) => server.close(resolve));
});

describe('SHOP_API_URL', () => {
  it('sends calls to the external backend with the contract headers', async () => {
    process.env.SHOP_API_URL = origin;
    const { user } = await apiFor('ar', 'secret-token', '203.0.113.5').profile();
    expect(user.name).toBe('Remote');
    const request = seen.at(-1)!;
    expect(request.url).toBe('/api/profile');
    expect(request.headers['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers['accept-language']).toBe('ar');
    expect(request.headers.authorization).toBe('Bearer secret-token');
    expect(request.headers['x-forwarded-for']).toBe('203.0.113.5');
  });

  it('passes on the id of the request it serves, so both logs can be matched', async () => {
    process.env.SHOP_API_URL = origin;
    await requestContext.run({ requestId: 'page-req-42' }, () => apiFor('en', 'secret-token').profile());
    expect(seen.at(-1)!.headers['x-request-id']).toBe('page-req-42');
    await apiFor('en', 'secret-token').profile();
    expect(seen.at(-1)!.headers['x-request-id']).toBeUndefined();
  });

  it('accepts the base with or without /api and a trailing slash', async () => {
    process.env.SHOP_API_URL = `${origin}/api/`;
    await apiFor('en', 'secret-token').profile();
    expect(seen.at(-1)!.url).toBe('/api/profile');
  });
});
