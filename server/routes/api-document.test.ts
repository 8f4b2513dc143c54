import { readFileSync } from 'node:fs';
import path from 'node:path';
import { app } from '@/server/app';
import { shopForTests } from '@/server/test/test-app';

jest.setTimeout(60_000);

shopForTests();

const committed = JSON.parse(readFileSync(path.join(process.cwd(), 'docs', 'openapi.json'), 'utf8'));

describe('GET /openapi.json and /docs', () => {
  it('serve the committed OpenAPI document', async () => {
    const answer = await app.fetch(new Request('http://shop.test/api/openapi.json'));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(committed);
  });

  it('serve a page that reads it: every call, and the schemas it names', async () => {
    const answer = await app.fetch(new Request('http://shop.test/api/docs'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/html');
    expect(answer.headers.get('content-security-policy')).toMatch(/default-src 'none'; style-src 'sha256-/);
    const html = await answer.text();
    expect(html).toContain('<code>/api/products</code>');
    expect(html).toContain('<section id="productDetails">');
    expect(html).toContain('<details id="schema-ProductCard">');
    expect(html).not.toContain('<script');
  });
});
