import { z } from 'zod';
import { ApiError, ContractError, unreachableMessage, type ClientContext } from './core';
import { buildRequest, send } from './send';

const answer = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const context = (transport: ClientContext['transport'], token?: string): ClientContext => ({ transport, baseUrl: 'http://shop.test/api/', locale: 'ar', token });

describe('buildRequest', () => {
  it('marks the request as XHR, names the locale and leaves out empty query values', () => {
    const request = buildRequest(context(answer(200, {})), { path: '/products', query: { page: 2, search: '', brand_id: undefined, rating: null, flag: true } });
    expect(request.url).toBe('http://shop.test/api/products?page=2&flag=1');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Accept-Language')).toBe('ar');
    expect(request.headers.get('Authorization')).toBeNull();
  });

  it('sends the bearer token only when there is one, and JSON bodies as JSON', async () => {
    const request = buildRequest(context(answer(200, {}), 'secret'), { method: 'POST', path: '/support', body: { name: 'A' } });
    expect(request.headers.get('Authorization')).toBe('Bearer secret');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.json()).toEqual({ name: 'A' });
  });

  it('adds the headers a call asks for, such as the Idempotency-Key of an order', () => {
    const request = buildRequest(context(answer(200, {})), { method: 'POST', path: '/place-order', body: {}, headers: { 'Idempotency-Key': 'k-1' } });
    expect(request.headers.get('Idempotency-Key')).toBe('k-1');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
  });
});

describe('send', () => {
  const schema = z.object({ total: z.number() });

  it('unwraps the envelope and parses data', async () => {
    await expect(send(context(answer(200, { message: 'ok', data: { total: 3 } })), { path: '/x' }, schema)).resolves.toEqual({ message: 'ok', data: { total: 3 } });
  });

  it('turns an error envelope into an ApiError with field errors', async () => {
    const error = (await send(context(answer(422, { message: 'The email field is required.', errors: { email: ['The email field is required.'] } })), { path: '/x' }, schema).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.fieldError('email')).toBe('The email field is required.');
    expect(error.fieldError('name')).toBeUndefined();
  });

  it('reads the /lang error shape too', async () => {
    await expect(send(context(answer(404, { error: 'Language file not found' })), { path: '/lang/xx', bare: true }, schema)).rejects.toMatchObject({ status: 404, message: 'Language file not found' });
  });

  it('refuses an answer that does not match the contract', async () => {
    await expect(send(context(answer(200, { message: 'ok', data: { total: 'many' } })), { path: '/x' }, schema)).rejects.toBeInstanceOf(ContractError);
  });

  it('reports an unreachable backend as status 0 with a readable message', async () => {
    const error = (await send(context(async () => Promise.reject(new TypeError('fetch failed'))), { path: '/x' }, schema).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(error.message).toBe('تعذّر الوصول إلى المتجر. تحقّق من اتصالك وحاول مرة أخرى.');
  });

  it('says the request was not sent when the browser knows it is offline, in the page language', () => {
    expect(unreachableMessage('en')).toBe('The shop could not be reached. Check your connection and try again.');
    const online = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true });
    try {
      expect(unreachableMessage('en')).toBe('You are offline: nothing was sent. Try again when you are back online; what you entered is kept.');
      expect(unreachableMessage('ar')).toMatch(/^أنت غير متصل بالإنترنت/);
      expect(unreachableMessage('xx')).toMatch(/^You are offline/);
    } finally {
      if (online) Object.defineProperty(globalThis, 'navigator', online);
      else delete (globalThis as { navigator?: unknown }).navigator;
    }
  });

  it('does not choke on an empty or non-JSON error body', async () => {
    const transport = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(send(context(transport), { path: '/x' }, schema)).rejects.toMatchObject({ status: 502, message: 'Request failed with status 502' });
  });
});
