// The schemas' notes live in lib/api/schemas/notes.ts, which only the generator loads: the schemas
// the storefront bundles carry none, and each note sits on the one field it documents.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { readGraph } from '../../../scripts/structure';
import { cartProductSchema, couponSchema } from './cart';
import { addNotes, FIELD_NOTES } from './notes';

jest.setTimeout(60_000);

const root = path.resolve(__dirname, '../../..');
const here = 'lib/api/schemas';
const NOTES_FILE = `${here}/notes.ts`;
const isTest = (file: string) => /\.test\.tsx?$/.test(file);

/** The schema files of lib/api/schemas: all but the notes and the tests. */
const schemaFiles = readdirSync(path.join(root, here))
  .filter((name) => name.endsWith('.ts') && !isTest(name) && `${here}/${name}` !== NOTES_FILE)
  .sort();

/** Where a schema is used: the schema it is part of and under which key (a field's name for a shape's field). */
interface Use {
  parent: z.ZodType;
  key: string;
}

/** The schemas a schema is made of, by key: a shape's fields, wrapped and piped schemas, union options, and the schema a clone was made from (whose metadata the clone inherits). */
function partsOf(schema: z.ZodType): [string, z.ZodType][] {
  const parts: [string, z.ZodType][] = [];
  const parent = schema._zod.parent;
  if (parent instanceof z.ZodType) parts.push(['(cloned from)', parent]);
  for (const [key, value] of Object.entries(schema._zod.def as unknown as Record<string, unknown>)) {
    if (value instanceof z.ZodType) parts.push([key, value]);
    else if (Array.isArray(value)) value.forEach((item, index) => item instanceof z.ZodType && parts.push([`${key}[${index}]`, item]));
    else if (key === 'shape' && value && typeof value === 'object') {
      for (const [field, item] of Object.entries(value)) if (item instanceof z.ZodType) parts.push([field, item]);
    }
  }
  return parts;
}

/** Every schema reachable from the exports of the schema files, each with a name and its uses. */
async function schemaGraph() {
  const names = new Map<z.ZodType, string>();
  const uses = new Map<z.ZodType, Use[]>();
  const walk = (schema: z.ZodType, name: string) => {
    if (names.has(schema)) return;
    names.set(schema, name);
    for (const [key, part] of partsOf(schema)) {
      uses.set(part, [...(uses.get(part) ?? []), { parent: schema, key }]);
      walk(part, `${name}.${key}`);
    }
  };
  for (const file of schemaFiles) {
    const exports = (await import(path.join(root, here, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) if (value instanceof z.ZodType) walk(value, `${file.replace(/\.ts$/, '')}.${name}`);
  }
  return { names, uses };
}

describe('the schemas the browser loads', () => {
  it('carry no documentation text', () => {
    expect(schemaFiles.length).toBeGreaterThan(10);
    const documented = schemaFiles.filter((file) => /\.(describe|meta)\(/.test(readFileSync(path.join(root, here, file), 'utf8')));
    expect(documented).toEqual([]);
  });

  it('carry no metadata until the generator adds the notes', async () => {
    const { names } = await schemaGraph();
    expect(names.size).toBeGreaterThan(100);
    const described = [...names].filter(([schema]) => z.globalRegistry.get(schema) !== undefined).map(([, name]) => name);
    expect(described).toEqual([]);
  });

  it('never import the notes: only the generator and tests do', () => {
    const importers = [...readGraph(root)].filter(([, info]) => info.imports.includes(NOTES_FILE) || info.lazy.includes(NOTES_FILE)).map(([file]) => file);
    expect(importers).toContain('scripts/openapi.ts');
    expect(importers.filter((file) => !file.startsWith('scripts/') && !isTest(file))).toEqual([]);
  });
});

describe('the notes', () => {
  it('each sit on the field they document alone, not on an instance other fields share', async () => {
    const { names, uses } = await schemaGraph();
    const noted = new Map<z.ZodType, string>();
    for (const { shape, fields } of FIELD_NOTES) {
      for (const field of Object.keys(fields)) {
        const schema = shape.shape[field];
        expect([names.get(shape), field, schema instanceof z.ZodType]).toEqual([names.get(shape), field, true]);
        noted.set(schema, field);
      }
    }
    // The same field in a shape made from the noted one (`.extend()`, `.pick()`) keeps its note.
    const elsewhere = [...noted].flatMap(([schema, field]) =>
      (uses.get(schema) ?? []).filter((use) => !(use.parent instanceof z.ZodObject && use.key === field)).map((use) => `${field}: ${names.get(use.parent)}.${use.key}`),
    );
    expect(elsewhere).toEqual([]);
  });

  it('are added to the registry the generator reads, as a description and x-ours', () => {
    const registry = z.registry<z.core.GlobalMeta>();
    addNotes(registry);
    expect(registry.get(couponSchema.shape.discount)).toEqual({ description: 'An amount for "Amount", a percent (10 = 10 %) for "Percentage".' });
    expect(registry.get(couponSchema.shape.min_order_amount)).toBeUndefined();
    expect(registry.get(cartProductSchema.shape.stock)).toEqual({ 'x-ours': true, description: 'Units that can still be bought (0 when sold out or no longer sold).' });
    expect(registry.get(cartProductSchema)).toEqual({ description: 'Prices include size and colour surcharges and VAT.' });
  });
});
