// The OpenAPI 3.1 document of the contract, made from its one source: the contract client's calls
// (lib/api/client.ts: method, path, query and body) and their zod schemas (lib/api/schemas/). The
// compiler reads the client's calls; zod writes each answer's JSON Schema, with the notes of
// lib/api/schemas/notes.ts (descriptions, x-ours) that addNotes() gives the schemas first, as the
// schemas the browser loads carry none. The document is committed as docs/openapi.json and served
// at /api/openapi.json (a readable page at /api/docs).
// The same schemas write the shared shapes of docs/contract.md (scripts/contract-shapes.ts), the
// block between its "generated: shapes" markers.
//
//   npm run openapi            writes docs/openapi.json and the shapes of docs/contract.md
//   npm run openapi -- --check fails, naming the file, when either is not what the code makes
//
// scripts/openapi.test.ts runs the check in `npm test`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import * as z from 'zod';
import { addNotes } from '../lib/api/schemas/notes';
import { CONTRACT_FILE, renderShapes, withShapes } from './contract-shapes';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export interface Call {
  /** The client's method. */
  name: string;
  method: 'GET' | 'POST' | 'DELETE';
  /** OpenAPI path: `/shops/{shopId}`. */
  path: string;
  pathParameters: string[];
  query: { name: string; type: string; required: boolean }[];
  body: { name: string; type: string; required: boolean }[] | 'multipart' | null;
  /** The answer's schema, as `module.export` of lib/api/schemas (`catalog.productListSchema`). */
  schema: string;
  /** Answered as it is, without the {message, data} envelope. */
  bare: boolean;
  summary: string;
}

const OWN_TEXT = /\(ours\)|^Ours:/i;

/** The JSON type of a TypeScript type, as far as a query or body field needs one. */
function jsonType(checker: ts.TypeChecker, type: ts.Type): string {
  const parts = (type.isUnion() ? type.types : [type]).filter((part) => !(part.flags & (ts.TypeFlags.Null | ts.TypeFlags.Undefined | ts.TypeFlags.Void)));
  const kinds = new Set(
    parts.map((part) => {
      if (part.flags & ts.TypeFlags.NumberLike) return 'number';
      if (part.flags & ts.TypeFlags.StringLike) return 'string';
      if (part.flags & ts.TypeFlags.BooleanLike) return 'boolean';
      if (checker.isArrayType(part) || checker.isTupleType(part)) return 'array';
      return 'object';
    }),
  );
  return kinds.size === 1 ? [...kinds][0] : kinds.has('string') && kinds.has('number') ? 'string' : 'object';
}

function fieldsOf(checker: ts.TypeChecker, type: ts.Type, at: ts.Node) {
  return checker
    .getPropertiesOfType(checker.getApparentType(type))
    .map((symbol) => {
      const declared = checker.getTypeOfSymbolAtLocation(symbol, at);
      return { name: symbol.getName(), type: jsonType(checker, declared), required: (symbol.flags & ts.SymbolFlags.Optional) === 0 && !checker.typeToString(declared).includes('undefined') };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** A path expression as an OpenAPI path: literals kept, `${segment(x)}` and `${encodeURIComponent(x)}` as `{x}`. */
function pathOf(node: ts.Expression): { path: string; parameters: string[] } | null {
  if (ts.isStringLiteralLike(node)) return { path: node.text, parameters: [] };
  if (!ts.isTemplateExpression(node)) return null;
  const parameters: string[] = [];
  let text = node.head.text;
  for (const span of node.templateSpans) {
    const inner = ts.isCallExpression(span.expression) ? span.expression.arguments[0] : span.expression;
    const name = inner && ts.isIdentifier(inner) ? inner.text : 'value';
    parameters.push(name);
    text += `{${name}}${span.literal.text}`;
  }
  return { path: text, parameters };
}

/** Every call of createApi's answer, read by the compiler from lib/api/client.ts. */
export function readCalls(root: string): Call[] {
  const file = path.join(root, 'lib/api/client.ts');
  const program = ts.createProgram([file], { strict: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, baseUrl: root, paths: { '@/*': ['./*'] }, skipLibCheck: true, noEmit: true });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file)!;
  const calls: Call[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && ts.isArrowFunction(node.initializer) && ts.isIdentifier(node.name)) {
      const found = callIn(node.initializer.body);
      if (found) {
        const comment = ts
          .getJSDocCommentsAndTags(node)
          .map((doc) => (ts.isJSDoc(doc) && typeof doc.comment === 'string' ? doc.comment : ''))
          .join(' ')
          .replace(/\s+/g, ' ')
          .trim();
        const read = describe(found, checker);
        if (read) calls.push({ name: node.name.text, ...read, summary: comment });
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return calls;
}

/** The get/post/send call an arrow function's body makes (through data(…) too). */
function callIn(body: ts.Node): ts.CallExpression | null {
  let found: ts.CallExpression | null = null;
  const look = (node: ts.Node) => {
    if (found) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['get', 'post', 'send'].includes(node.expression.text)) {
      found = node;
      return;
    }
    ts.forEachChild(node, look);
  };
  look(body);
  return found;
}

function describe(call: ts.CallExpression, checker: ts.TypeChecker): Omit<Call, 'name' | 'summary'> | null {
  const kind = (call.expression as ts.Identifier).text;
  const args = call.arguments;
  let method: Call['method'] = kind === 'post' ? 'POST' : 'GET';
  let pathNode: ts.Expression | undefined;
  let schemaNode: ts.Expression | undefined;
  let payload: ts.Expression | undefined;
  let bare = false;
  if (kind === 'send') {
    const spec = args[1];
    if (!spec || !ts.isObjectLiteralExpression(spec)) return null;
    for (const property of spec.properties) {
      if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) continue;
      const key = property.name.getText();
      const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
      if (key === 'method' && ts.isStringLiteralLike(value)) method = value.text as Call['method'];
      if (key === 'path') pathNode = value;
      if (key === 'bare') bare = value.kind === ts.SyntaxKind.TrueKeyword;
      if (key === 'body') payload = value;
    }
    if (!spec.properties.some((property) => property.name?.getText() === 'method')) method = 'GET';
    schemaNode = args[2];
  } else {
    [pathNode, schemaNode, payload] = args;
  }
  const where = pathNode ? pathOf(pathNode) : null;
  if (!where || !schemaNode) return null;
  const fields = payload ? fieldsOf(checker, checker.getTypeAtLocation(payload), payload) : [];
  const multipart = payload ? checker.typeToString(checker.getTypeAtLocation(payload)).includes('FormData') : false;
  return {
    method,
    path: where.path,
    pathParameters: where.parameters,
    query: method === 'GET' ? fields : [],
    body: method === 'GET' ? null : multipart ? 'multipart' : payload ? fields : null,
    schema: schemaNode.getText(),
    bare,
  };
}

/** The schema modules lib/api/client.ts imports, by the name it gives them. */
async function schemaModules(root: string): Promise<Map<string, Record<string, unknown>>> {
  const text = readFileSync(path.join(root, 'lib/api/client.ts'), 'utf8');
  const modules = new Map<string, Record<string, unknown>>();
  for (const match of text.matchAll(/import \* as (\w+) from '\.\/schemas\/([\w-]+)';/g)) {
    modules.set(match[1], (await import(path.join(root, 'lib/api/schemas', `${match[2]}.ts`))) as Record<string, unknown>);
  }
  return modules;
}

const componentName = (reference: string) => {
  const name = reference.split('.').pop()!.replace(/Schema$/, '');
  return name.charAt(0).toUpperCase() + name.slice(1);
};

/**
 * Every schema of lib/api/schemas (the exports named …Schema, …AsSentSchema apart), as OpenAPI
 * components that refer to each other: a product card is written once and referred to by every
 * answer that lists cards.
 */
function componentsOf(modules: Map<string, Record<string, unknown>>): { names: Map<z.ZodType, string>; schemas: JsonObject } {
  const registry = z.registry<{ id: string }>();
  const names = new Map<z.ZodType, string>();
  const taken = new Set<string>();
  for (const [moduleName, exports] of [...modules].sort(([a], [b]) => a.localeCompare(b))) {
    for (const [exportName, value] of Object.entries(exports).sort(([a], [b]) => a.localeCompare(b))) {
      // An …AsSentSchema is an answer as a backend sends it, before the storefront reads it into the
      // …Schema of the same name (what this backend's routes answer with): it accepts the same JSON.
      if (!exportName.endsWith('Schema') || exportName.endsWith('AsSentSchema') || !(value instanceof z.ZodType) || names.has(value)) continue;
      let id = componentName(exportName);
      if (taken.has(id)) id = componentName(moduleName) + id;
      taken.add(id);
      names.set(value, id);
      registry.add(value, { id });
    }
  }
  const written = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, io: 'input', unrepresentable: 'any' }) as { schemas: Record<string, JsonObject> };
  const schemas: JsonObject = {};
  for (const id of Object.keys(written.schemas).sort()) {
    const { $schema: _schema, $id: _id, ...rest } = written.schemas[id];
    schemas[id] = rest;
  }
  return { names, schemas };
}

/** The document, as the code makes it now. */
export async function buildOpenApi(root: string): Promise<JsonObject> {
  const calls = readCalls(root);
  const modules = await schemaModules(root);
  addNotes();
  const { names, schemas: components } = componentsOf(modules);
  const paths: Record<string, JsonObject> = {};
  for (const call of calls) {
    const [moduleName, exportName] = call.schema.split('.');
    const schema = modules.get(moduleName)?.[exportName];
    const component = schema instanceof z.ZodType ? names.get(schema) : undefined;
    if (!component) throw new Error(`${call.name}: ${call.schema} is not a schema of lib/api/schemas`);
    const reference: JsonObject = { $ref: `#/components/schemas/${component}` };
    const answer: JsonObject = call.bare ? reference : { type: 'object', properties: { message: { type: 'string' }, data: reference }, required: ['message'] };
    const parameters: Json[] = [
      ...call.pathParameters.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } })),
      ...call.query.map((field) => ({ name: field.name, in: 'query', required: field.required, schema: { type: field.type } })),
    ];
    const operation: JsonObject = {
      operationId: call.name,
      summary: call.summary || `${call.method} ${call.path}`,
      ...(OWN_TEXT.test(call.summary) ? { 'x-ours': true } : {}),
      ...(parameters.length ? { parameters } : {}),
      responses: {
        '200': { description: call.bare ? 'The answer itself, without an envelope.' : 'The {message, data} envelope.', content: { 'application/json': { schema: answer } } },
        default: { $ref: '#/components/responses/Error' },
      },
    };
    if (call.body === 'multipart') {
      operation.requestBody = { content: { 'multipart/form-data': { schema: { type: 'object' } }, 'application/json': { schema: { type: 'object' } } } };
    } else if (call.body) {
      const properties = Object.fromEntries(call.body.map((field) => [field.name, { type: field.type }]));
      const required = call.body.filter((field) => field.required).map((field) => field.name);
      operation.requestBody = { content: { 'application/json': { schema: { type: 'object', properties, ...(required.length ? { required } : {}) } } } };
    }
    const entry = (paths[call.path] ??= {});
    entry[call.method.toLowerCase()] = operation;
  }
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Marketly shop API',
      version: '1',
      description:
        'The HTTP contract the storefront speaks under /api (docs/contract.md), made from the contract client (lib/api/client.ts) and its zod schemas. Answers are enveloped as {message, data} unless said otherwise; errors are {message, errors?} with field errors by name. A signed-in shopper sends Authorization: Bearer <token>.',
    },
    servers: [{ url: '/api' }],
    components: {
      securitySchemes: { shopper: { type: 'http', scheme: 'bearer' } },
      responses: {
        Error: {
          description: 'An error: 401 without a valid token, 404, 422 with field errors, 429 when rate-limited.',
          content: { 'application/json': { schema: { type: 'object', properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } } }, required: ['message'] } } },
        },
      },
      schemas: components,
    },
    security: [{}, { shopper: [] }],
    paths: sortedPaths,
  };
}

export const OPENAPI_FILE = 'docs/openapi.json';

export const serialise = (document: JsonObject) => `${JSON.stringify(document, null, 2)}\n`;

/** The files the code makes, by repository path: the OpenAPI document, and docs/contract.md with its shapes written from the document's schemas. */
export async function buildFiles(root: string): Promise<Map<string, string>> {
  const document = await buildOpenApi(root);
  const contract = readFileSync(path.join(root, CONTRACT_FILE), 'utf8');
  return new Map([
    [OPENAPI_FILE, serialise(document)],
    [CONTRACT_FILE, withShapes(contract, renderShapes((document.components as JsonObject).schemas as JsonObject))],
  ]);
}

/** The files of `made` whose committed text (as `read` gives it) is not the made one. */
export function staleFiles(made: Map<string, string>, read: (file: string) => string): string[] {
  return [...made].filter(([file, text]) => read(file) !== text).map(([file]) => file);
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const made = await buildFiles(root);
  if (process.argv.includes('--check')) {
    const stale = staleFiles(made, (file) => readFileSync(path.join(root, file), 'utf8'));
    for (const file of stale) console.error(`${file} is not what the code makes: run npm run openapi and commit it.`);
    if (stale.length > 0) process.exit(1);
    console.log(`${[...made.keys()].join(' and ')} are current.`);
  } else {
    for (const [file, text] of made) writeFileSync(path.join(root, file), text);
    console.log(`Wrote ${[...made.keys()].join(' and ')}.`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) void main();
