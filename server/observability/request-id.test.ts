// The built-in backend works under the id of the request it serves: the web server's (in the
// request context) when it has one, else the caller's X-Request-Id, and names it in its answer.
// Inside, the request context holds it, which the logger writes on every line (logger.test.ts).
import { call, startTestShop, type TestShop } from '@/server/test/test-app';
import { requestContext } from './request-context';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
}, 120_000);
afterAll(() => shop.close());

it('answers with the request id it was called under', async () => {
  const answered = await requestContext.run({ requestId: 'web-req-1' }, () => call('/master'));
  expect(answered.headers.get('x-request-id')).toBe('web-req-1');
  const sent = await call('/master', { headers: { 'X-Request-Id': 'caller-req-2' } });
  expect(sent.headers.get('x-request-id')).toBe('caller-req-2');
  const made = await call('/master');
  expect(made.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
});

