import { browserApi, SESSION_ENDED_EVENT } from './browser';
import { ContractError } from './core';

// Just enough of a page for the browser client (Node's fetch types, unlike jsdom's, are real).
const page = Object.assign(new EventTarget(), { location: { origin: 'http://shop.test' } });
Object.assign(globalThis, { window: page, document: { documentElement: { lang: 'en' } } });

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
const sent = () => (global.fetch as jest.Mock).mock.calls[0][0] as Request;

describe('browserApi', () => {
  const ended = jest.fn();
  beforeAll(() => window.addEventListener(SESSION_ENDED_EVENT, ended));
  beforeEach(() => ended.mockClear());

  afterAll(() => Object.assign(globalThis, { window: undefined, document: undefined }));

  it('announces the end of the session when the backend answers 401', async () => {
    global.fetch = jest.fn(() => answer(401, { message: 'Unauthenticated.' }));
    const api = await browserApi();
    await expect(api.addresses()).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(ended).toHaveBeenCalledTimes(1);
    expect(sent().url).toBe('http://shop.test/api/addresses');
  });

  it('leaves the session alone on other errors and on success', async () => {
    const api = await browserApi();
    global.fetch = jest.fn(() => answer(422, { message: 'The name field is required.', errors: { name: ['The name field is required.'] } }));
    await expect(api.storeAddress({} as never)).rejects.toMatchObject({ status: 422 });
    global.fetch = jest.fn(() => answer(200, { message: 'ok', data: { total: 0, addresses: [] } }));
    await expect(api.addresses()).resolves.toMatchObject({ total: 0, addresses: [] });
    expect(ended).not.toHaveBeenCalled();
  });

  it('checks every answer against the contract, as the server does', async () => {
    const api = await browserApi();
    global.fetch = jest.fn(() => answer(200, { message: 'ok', data: { total: 'many', addresses: 'none' } }));
    await expect(api.addresses()).rejects.toBeInstanceOf(ContractError);
  });

  it('speaks the language the page is in at the time of each call', async () => {
    const api = await browserApi();
    Object.assign(globalThis, { document: { documentElement: { lang: 'ar' } } });
    global.fetch = jest.fn(() => answer(200, { message: 'ok', data: { total: 0, addresses: [] } }));
    await api.addresses();
    expect(sent().headers.get('Accept-Language')).toBe('ar');
  });
});
