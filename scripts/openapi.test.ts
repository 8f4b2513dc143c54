// The OpenAPI document and the shared shapes of docs/contract.md: made from the contract client and
// its schemas, and committed as made.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CONTRACT_FILE, renderShapes, SHAPES_END, SHAPES_START, withShapes } from './contract-shapes';
import { buildFiles, OPENAPI_FILE, readCalls, staleFiles } from './openapi';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '..');
type Doc = { paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string }[]; responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>; components: { schemas: Record<string, Record<string, unknown>> } };

const committed = (file: string) => readFileSync(path.join(root, file), 'utf8');

let made: string;
let files: Map<string, string>;
beforeAll(async () => {
  files = await buildFiles(root);
  made = files.get(OPENAPI_FILE)!;
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

describe('the shared shapes of docs/contract.md', () => {
  const block = (text: string) => text.slice(text.indexOf(SHAPES_START), text.indexOf(SHAPES_END));

  it('are committed as the schemas write them (npm run openapi writes them again)', () => {
    expect(staleFiles(files, committed)).toEqual([]);
  });

  it('list each shape with its fields, their types, the fields of ours and the notes', () => {
    const shapes = block(files.get(CONTRACT_FILE)!);
    for (const title of ['User', 'ProductCard', 'Size', 'Color', 'Shop', 'Category', 'FlashSale', 'Address', 'Cart group', 'Cart product', 'Coupon', 'Chat', 'Order', 'Ticket']) {
      expect(shapes).toMatch(new RegExp(`^- \\*\\*${title}\\*\\*`, 'm'));
    }
    expect(shapes).toContain('`affiliation_balance?: string|number|null` **(ours)**');
    expect(shapes).toContain('- `last_online`: Seen in the last 10 minutes.');
    expect(shapes).toContain('`unit?: {id, name}|null`');
    expect(shapes).toContain('`sizes?: Size[]|null`');
    expect(shapes).toContain('`order_status`: One of Pending, Confirm, Processing, Pickup, On The Way, Delivered, Cancelled.');
    expect(shapes).toMatch(/`stock\?: number` \*\*\(ours\)\*\*\. Prices include size and colour\s+surcharges and VAT\./);
    // The notes are the OpenAPI document's too.
    const doc = JSON.parse(made) as Doc;
    expect(doc.components.schemas.Shop).toMatchObject({ properties: { updated_at: { 'x-ours': true, description: expect.stringContaining('ISO 8601') } } });
  });

  it('are found stale when a schema changes or the block is edited by hand', () => {
    const doc = JSON.parse(made) as Doc;
    const user = doc.components.schemas.User as { properties: Record<string, unknown> };
    user.properties.nickname = { type: 'string', description: 'A new field.' };
    const changed = withShapes(committed(CONTRACT_FILE), renderShapes(doc.components.schemas));
    expect(changed).toContain('`nickname?: string`');
    expect(staleFiles(new Map([[CONTRACT_FILE, changed]]), committed)).toEqual([CONTRACT_FILE]);

    const edited = (file: string) => committed(file).replace('`last_online?: boolean`', '`last_online?: string`');
    expect(edited(CONTRACT_FILE)).not.toBe(committed(CONTRACT_FILE));
    expect(staleFiles(files, edited)).toEqual([CONTRACT_FILE]);
    // The hand-written rest of the document is left as it is.
    expect(changed.replace(block(changed), '')).toBe(committed(CONTRACT_FILE).replace(block(committed(CONTRACT_FILE)), ''));
  });

  it('need their markers in the document', () => {
    expect(() => withShapes('# A contract without them\n', 'shapes\n')).toThrow(SHAPES_START);
  });
});
