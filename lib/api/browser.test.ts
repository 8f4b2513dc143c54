import { browserRequest, SESSION_ENDED_EVENT } from './browser';

// Just enough of a page for the browser client (Node's fetch types, unlike jsdom's, are real).
const page = Object.assign(new EventTarget(), { location: { origin: 'http://shop.test' } });
Object.assign(globalThis, { window: page, document: { documentElement: { lang: 'en' } } });

const answer = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));

describe('browserRequest', () => {
  const ended = jest.fn();
  beforeAll(() => window.addEventListener(SESSION_ENDED_EVENT, ended));
  beforeEach(() => ended.mockClear());

  afterAll(() => Object.assign(globalThis, { window: undefined, document: undefined }));

  it('announces the end of the session when the backend answers 401', async () => {
    global.fetch = jest.fn(() => answer(401, { message: 'Unauthenticated.' }));
    await expect(browserRequest({ path: '/addresses' })).rejects.toMatchObject({ status: 401, message: 'Unauthenticated.' });
    expect(ended).toHaveBeenCalledTimes(1);
    const request = (global.fetch as jest.Mock).mock.calls[0][0] as Request;
    expect(request.url).toBe('http://shop.test/api/addresses');
  });

  it('leaves the session alone on other errors and on success', async () => {
    global.fetch = jest.fn(() => answer(422, { message: 'The name field is required.', errors: { name: ['The name field is required.'] } }));
    await expect(browserRequest({ method: 'POST', path: '/address/store', body: {} })).rejects.toMatchObject({ status: 422 });
    global.fetch = jest.fn(() => answer(200, { message: 'ok', data: { total: 0, addresses: [] } }));
    await expect(browserRequest({ path: '/addresses' })).resolves.toEqual({ message: 'ok', data: { total: 0, addresses: [] } });
    expect(ended).not.toHaveBeenCalled();
  });
});
