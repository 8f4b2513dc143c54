// Whatever a client sends, the answer is a 2xx or a 4xx envelope: never a 500, never a stack.
import type { DbHandle } from '@/server/db/client';
import { useDatabase as makeCurrentDatabase } from '@/server/db/client';
import { call, shopForTests, type TestShop } from './test-app';

jest.setTimeout(60_000);

let shop: TestShop;
shopForTests((started) => (shop = started));

const endpoints = [
  '/master', '/countries', '/home', '/banners', '/products', '/category-products', '/product-details', '/reviews', '/categories',
  '/sub-categories', '/shops', '/shops/1', '/shops/top', '/shop-categories', '/flash-sales', '/flash-sale/1/details', '/blogs',
  '/blog/1/details', '/legal-pages/about-us', '/contact-us', '/lang/ar',
];

const hostile = [
  'page=-1', 'page=0', 'page=99999999999999999999', 'page=1e3', 'per_page=0', 'per_page=1000000', 'per_page=-5', 'per_page=2.5',
  'product_id=abc', 'product_id=-1', 'product_id=2147483648', 'product_id=1;drop', 'shop_id=%00', 'category_id=1,a',
  'brand_id=' + '1,'.repeat(500) + '1', 'search=' + 'x'.repeat(10_240), 'search=%00', 'search=%E0%A4%A', 'search=%',
  "search=' or 1=1 --", 'rating=NaN', 'min_price=Infinity', 'max_price=' + '9'.repeat(40), 'sort_type[]=x', 'page[]=1',
];

describe('hostile input', () => {
  it('never produces a 500 on any public read', async () => {
    const failures: string[] = [];
    for (const endpoint of endpoints) {
      for (const query of hostile) {
        const answer = await call<unknown>(`${endpoint}?${query}`);
        if (answer.status >= 500) failures.push(`${endpoint}?${query.slice(0, 60)} -> ${answer.status}`);
        expect(JSON.stringify(answer.body)).not.toMatch(/\bat .+\.(ts|js):\d+/);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 4xx to odd path segments', async () => {
    for (const path of ['/shops/-1', '/shops/1.5', '/shops/99999999999', '/shops/%00', '/flash-sale/%E0%A4/details', '/blog/%00/details', '/legal-pages/%00', '/legal-pages/' + 'x'.repeat(10_000)]) {
      const answer = await call(path);
      expect({ path: path.slice(0, 60), ok: answer.status >= 400 && answer.status < 500 }).toEqual({ path: path.slice(0, 60), ok: true });
    }
  });

  it('answers 404 with a message to unknown routes and methods', async () => {
    expect(await call('/no-such-thing')).toMatchObject({ status: 404, body: { message: 'The route api/no-such-thing could not be found.' } });
    expect((await call('/products', { method: 'DELETE' })).status).toBe(404);
    expect((await call('/support')).status).toBe(404);
  });

  it('refuses bodies of the wrong kind on POST /support', async () => {
    const bodies: [string, string][] = [
      ['application/json', 'null'],
      ['application/json', '"text"'],
      ['application/json', '{"name": {"$gt": ""}}'],
      ['application/json', '\u0000'],
      ['text/plain', 'hello'],
      ['multipart/form-data; boundary=x', '--x\r\nbroken'],
    ];
    for (const [type, body] of bodies) {
      const answer = await call('/support', { method: 'POST', body, headers: { 'Content-Type': type } });
      expect({ type, body, ok: answer.status >= 400 && answer.status < 500 }).toEqual({ type, body, ok: true });
    }
  });

  it('refuses a NUL character anywhere in a body or query with 422 field errors, before the database sees it', async () => {
    const posts: [string, unknown][] = [
      ['/seller/login', { email: 'a\u0000@example.com', password: 'password' }],
      ['/login', { phone: 'a\u0000b', password: 'x\u0000' }],
      ['/registration', { name: 'N\u0000', email: 'n@example.com', phone: '123', password: 'secret-1', country: 'X\u0000' }],
      ['/support', { name: 'A', email: 'a@example.com', subject: 's', message: 'm', extra: { deep: ['\u0000'] } }],
    ];
    for (const [path, json] of posts) {
      const answer = await call(path, { method: 'POST', json, headers: { 'X-Forwarded-For': `192.0.2.${posts.findIndex(([p]) => p === path) + 10}` } });
      expect({ path, status: answer.status, message: typeof answer.body?.message, errors: typeof answer.body?.errors }).toEqual({ path, status: 422, message: 'string', errors: 'object' });
    }
    const keyed = await call('/support', { method: 'POST', json: { ['na\u0000me']: 'A' } });
    expect(keyed).toMatchObject({ status: 422, body: { errors: { name: ['The name field contains invalid characters.'] } } });
    const form = await call('/seller/login', { method: 'POST', body: 'email=a%00b&password=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(form).toMatchObject({ status: 422, body: { errors: { email: ['The email field contains invalid characters.'] } } });
    const query = await call('/orders?order_status=%00', { headers: { Authorization: 'Bearer nobody' } });
    expect(query.status).toBeLessThan(500);
  });

  it('reads a body nested deeper than the call stack without failing', async () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const answer = await call('/support', { method: 'POST', body: deep, headers: { 'Content-Type': 'application/json' } });
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
  });

  it('answers 422 when the database itself refuses a value that got past validation', async () => {
    const refused = Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' }) });
    const broken = new Proxy({}, {
      get: (_target, key) => {
        if (key === 'then') return undefined;
        throw refused;
      },
    });
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    makeCurrentDatabase({ db: broken, kind: 'pglite', migrate: async () => undefined, close: async () => undefined } as unknown as DbHandle);
    try {
      expect(await call('/countries')).toMatchObject({ status: 422, body: { message: 'The given data was invalid.' } });
      expect(warnings).toHaveBeenCalled();
    } finally {
      makeCurrentDatabase(shop.handle);
      warnings.mockRestore();
    }
  });

  it('answers 500 "Server Error" without details when the server itself fails', async () => {
    // Awaiting a value reads its `then`, so only real database use fails.
    const broken = new Proxy({}, {
      get: (_target, key) => {
        if (key === 'then') return undefined;
        throw new Error('database exploded at /secret/path.ts:12');
      },
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    makeCurrentDatabase({ db: broken, kind: 'pglite', migrate: async () => undefined, close: async () => undefined } as unknown as DbHandle);
    try {
      const answer = await call('/countries');
      expect(answer).toMatchObject({ status: 500, body: { message: 'Server Error' } });
      expect(JSON.stringify(answer.body)).not.toContain('secret');
    } finally {
      makeCurrentDatabase(shop.handle);
      errors.mockRestore();
    }
  });
});
