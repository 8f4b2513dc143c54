// The OpenAPI document: made from the contract client and its schemas, and committed as made.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildOpenApi, OPENAPI_FILE, readCalls, serialise } from './openapi';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '..');
type Doc = { paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>; components: { schemas: Record<string, Record<string, unknown>> } };

let made: string;
beforeAll(async () => {
  made = serialise(await buildOpenApi(root));
});

describe('the OpenAPI document', () => {
  it('is committed as the code makes it (npm run openapi writes it again)', () => {
    expect(readFileSync(path.join(root, OPENAPI_FILE), 'utf8') === made).toBe(true);
  });

  it('has every call of the contract client, with its parameters and the schema of its answer', () => {
    const doc = JSON.parse(made) as Doc;
    const calls = readCalls(root);
    expect(calls.length).toBeGreaterThan(60);
    for (const call of calls) expect([call.name, doc.paths[call.path]?.[call.method.toLowerCase()]?.operationId]).toEqual([call.name, call.name]);
    const products = doc.paths['/products'].get;
    expect(products.parameters!.map((parameter) => parameter.name)).toEqual(expect.arrayContaining(['search', 'sort_type', 'category_id', 'page', 'per_page']));
    expect(products.responses['200'].content!['application/json'].schema).toMatchObject({ properties: { data: { $ref: '#/components/schemas/ProductList' } } });
    // Shared shapes are written once and referred to.
    expect(JSON.stringify(doc.components.schemas.ProductList)).toContain('#/components/schemas/ProductCard');
    expect(doc.components.schemas.ProductCard).toMatchObject({ type: 'object', properties: { id: {}, name: {}, price: {}, shop: {} } });
    // A path's own segment is a parameter, as the client writes it.
    expect(doc.paths['/shops/{shopId}'].get.parameters).toEqual([{ name: 'shopId', in: 'path', required: true, schema: { type: 'string' } }]);
    // /lang/{locale} answers the map itself, not an envelope.
    expect(doc.paths['/lang/{locale}'].get.responses['200'].content!['application/json'].schema).toEqual({ $ref: '#/components/schemas/Translations' });
  });
});
