// The "Shared shapes" of docs/contract.md, written from the schemas of the OpenAPI document
// (scripts/openapi.ts makes both from the zod schemas of lib/api/schemas): each shape's fields in
// the schema's order with their JSON types, which ones may be left out, and the notes of
// lib/api/schemas/notes.ts (a field's note, a field of ours, a shape's own remark), which the
// generator adds to the schemas; the schemas themselves carry none, as the browser loads them. The
// rest of docs/contract.md is written by hand.

export const CONTRACT_FILE = 'docs/contract.md';
export const SHAPES_START = '<!-- generated: shapes (npm run openapi) -->';
export const SHAPES_END = '<!-- end generated -->';

/** The shared shapes, in the document's order: the schema's component and the name the document gives it. */
export const SHARED_SHAPES: readonly (readonly [component: string, title: string])[] = [
  ['User', 'User'],
  ['ProductCard', 'ProductCard'],
  ['Size', 'Size'],
  ['Color', 'Color'],
  ['Shop', 'Shop'],
  ['Category', 'Category'],
  ['FlashSale', 'FlashSale'],
  ['Address', 'Address'],
  ['CartGroup', 'Cart group'],
  ['CartProduct', 'Cart product'],
  ['Coupon', 'Coupon'],
  ['Chat', 'Chat'],
  ['Order', 'Order'],
  ['Ticket', 'Ticket'],
];

const WIDTH = 100;

type Schema = { [key: string]: unknown };

const schemaOf = (value: unknown): Schema => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Schema) : {});

/** What a shape is written from: the document's schemas, and the names of the shared ones. */
interface Shapes {
  components: Schema;
  shared: Set<string>;
}

const referred = (schema: Schema): string | null => (typeof schema.$ref === 'string' ? schema.$ref.split('/').pop()! : null);

/** The schemas a value may match: anyOf's, or one per entry of a list of types. */
function alternatives(schema: Schema): Schema[] {
  if (Array.isArray(schema.anyOf)) return schema.anyOf.flatMap((each) => alternatives(schemaOf(each)));
  if (Array.isArray(schema.type)) return schema.type.map((type) => ({ ...schema, type }));
  return [schema];
}

/** A type in a line: `string|null`, `Size[]`, `{id, name}|null`. */
function typeOf(schema: Schema, shapes: Shapes): string {
  const written = alternatives(schema).map((each) => singleType(each, shapes));
  const unique = [...new Set(written)];
  return [...unique.filter((type) => type !== 'null'), ...unique.filter((type) => type === 'null')].join('|');
}

function singleType(schema: Schema, shapes: Shapes): string {
  const name = referred(schema);
  if (name) return shapes.shared.has(name) ? name : typeOf(schemaOf(shapes.components[name]), shapes);
  if ('const' in schema) return JSON.stringify(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map((value) => JSON.stringify(value)).join('|');
  if (schema.type === 'array') {
    const item = typeOf(schemaOf(schema.items), shapes);
    return item.includes('|') ? `(${item})[]` : `${item}[]`;
  }
  if (schema.type === 'object' || schema.properties) return compact(schema, shapes);
  return typeof schema.type === 'string' ? schema.type : 'any';
}

const fieldsOf = (schema: Schema) => {
  const required = new Set(Array.isArray(schema.required) ? schema.required : []);
  return Object.entries(schemaOf(schema.properties)).map(([name, value]) => ({ name, schema: schemaOf(value), optional: !required.has(name) }));
};

/** An object in few characters: its fields' names, `?` for those that may be left out, nested objects as `{…}`. */
function compact(schema: Schema, shapes: Shapes): string {
  const fields = fieldsOf(schema);
  if (fields.length === 0) return 'object';
  return `{${fields.map((field) => `${field.name}${field.optional ? '?' : ''}${inner(field.schema, shapes)}`).join(', ')}}`;
}

/** What a field's name is followed by in a compact object: `{…}` for an object, `[]` for a list. */
function inner(schema: Schema, shapes: Shapes): string {
  for (const each of alternatives(schema)) {
    const name = referred(each);
    if (name) return shapes.shared.has(name) ? '' : inner(schemaOf(shapes.components[name]), shapes);
    if (each.type === 'array') return `[${inner(schemaOf(each.items), shapes).replace(/^\[\]$/, '')}]`;
    if (each.properties) return compact(each, shapes);
  }
  return '';
}

/** The notes of a shape's fields, nested ones under their dotted name (`shop.name`). */
function notesOf(schema: Schema, shapes: Shapes, prefix = ''): string[] {
  return fieldsOf(schema).flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const own = typeof field.schema.description === 'string' ? [`\`${name}\`: ${field.schema.description}`] : [];
    const nested = alternatives(field.schema).flatMap((each) => {
      const target = each.type === 'array' ? schemaOf(each.items) : each;
      const reference = referred(target);
      if (reference && shapes.shared.has(reference)) return [];
      const object = reference ? schemaOf(shapes.components[reference]) : target;
      return object.properties ? notesOf(object, shapes, `${name}.`) : [];
    });
    return [...own, ...nested];
  });
}

/** Words joined into lines of at most WIDTH characters (a longer word keeps its own line). */
function wrap(words: string[], first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first + (words[0] ?? '');
  for (const word of words.slice(1)) {
    if (line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = rest + word;
    } else {
      line += ` ${word}`;
    }
  }
  lines.push(line);
  return lines;
}

function shapeLines(component: string, title: string, shapes: Shapes): string[] {
  const schema = schemaOf(shapes.components[component]);
  if (!schema.properties) throw new Error(`${CONTRACT_FILE}: ${component} is not an object schema of the OpenAPI document`);
  const fields = fieldsOf(schema);
  const words = fields.map((field, index) => `\`${field.name}${field.optional ? '?' : ''}: ${typeOf(field.schema, shapes)}\`${field.schema['x-ours'] ? ' **(ours)**' : ''}${index < fields.length - 1 ? ',' : '.'}`);
  if (typeof schema.description === 'string') words.push(...schema.description.split(' '));
  const name = title === component ? `**${title}**:` : `**${title}** (\`${component}\`):`;
  return [...wrap(words, `- ${name} `, '  '), ...notesOf(schema, shapes).flatMap((note) => wrap(note.split(' '), '  - ', '    '))];
}

/** The generated block of docs/contract.md, from the OpenAPI document's schemas (components.schemas). */
export function renderShapes(components: Schema): string {
  const shapes: Shapes = { components, shared: new Set(SHARED_SHAPES.map(([component]) => component)) };
  const legend = [
    '*Generated by `npm run openapi` (`scripts/openapi.ts`) from the zod schemas of `lib/api/schemas/`,',
    "as `docs/openapi.json`'s components are; not edited here: change a schema (a field's note, a field",
    'of ours and a shape\'s remark are written in `lib/api/schemas/notes.ts`) and run the command again.',
    '`npm run openapi -- --check` fails while this block is stale.*',
    '',
    "Each shape lists its fields in the schema's order as `name: type`: `?` marks a field that may be",
    'left out, `|null` one that may be null. The types are what the storefront accepts (those of the',
    'OpenAPI document), more lenient than what the built-in backend sends: a field it always fills may',
    'still be marked `?` or `|null`. A shape refers to another shared shape by its name; other nested',
    "objects are written as their fields' names (`unit: {id, name}|null`), their types in",
    '`docs/openapi.json`.',
  ];
  const lines = [...legend, '', ...SHARED_SHAPES.flatMap(([component, title]) => shapeLines(component, title, shapes))];
  return `${lines.join('\n')}\n`;
}

/** docs/contract.md with `block` between its markers, in place of what was there. */
export function withShapes(contract: string, block: string): string {
  const start = contract.indexOf(SHAPES_START);
  const end = contract.indexOf(SHAPES_END, start);
  if (start < 0 || end < 0) throw new Error(`${CONTRACT_FILE} has no block from "${SHAPES_START}" to "${SHAPES_END}" for the shapes.`);
  return `${contract.slice(0, start + SHAPES_START.length)}\n\n${block}\n${contract.slice(end)}`;
}
