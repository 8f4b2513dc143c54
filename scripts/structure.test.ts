// The layering rules of scripts/structure.ts: kept by the repository, and each one caught when it
// is broken on purpose in a small made-up tree.
import path from 'node:path';
import { brokenRules, readGraph, readModule, type Graph } from './structure';

/** A graph of made-up modules, read as the real ones are. */
function graphOf(files: Record<string, string>): Graph {
  const exists = (file: string) => Object.hasOwn(files, file);
  return new Map(Object.entries(files).map(([file, text]) => [file, readModule('/nowhere', file, text, exists)]));
}

const fine: Record<string, string> = {
  'app/[locale]/(shop)/products/page.tsx': "import { Listing } from '@/components/listing/listing';\nimport { listProducts } from '@/server/services/products';\nexport default function Page() { return null; }",
  'components/listing/listing.tsx': "'use client';\nimport { useState } from 'react';\nimport type { Product } from '@/lib/api/schemas/catalog';\nexport function Listing() { void import('@/lib/api/client'); return null; }",
  'lib/api/schemas/catalog.ts': "import { z } from 'zod';\nexport const product = z.object({});\nexport type Product = z.infer<typeof product>;",
  'lib/api/client.ts': "import * as catalog from './schemas/catalog';\nexport const api = catalog;",
  'server/routes/products.ts': "import { Hono } from 'hono';\nimport type { Db } from '@/server/db/client';\nimport { listProducts } from '@/server/services/products';\nexport const routes = new Hono();",
  'server/services/products.ts': "import * as s from '@/server/db/schema';\nexport const listProducts = () => s;",
  'server/db/schema.ts': 'export const products = {};',
  'server/db/client.ts': 'export type Db = object;',
};

describe('the layering rules', () => {
  it('are kept by the repository', () => {
    expect(brokenRules(readGraph(path.resolve(__dirname, '..')))).toEqual([]);
  });

  it('are kept by a tree that keeps them', () => {
    expect(brokenRules(graphOf(fine))).toEqual([]);
  });

  it('catch a route that touches the database', () => {
    const tree = { ...fine, 'server/routes/products.ts': `${fine['server/routes/products.ts']}\nimport * as s from '@/server/db/schema';` };
    expect(brokenRules(graphOf(tree))).toEqual(['routes never touch the database: server/routes/products.ts imports server/db/schema.ts']);
  });

  it('catch a service that knows of HTTP', () => {
    const tree = { ...fine, 'server/services/products.ts': `import type { Context } from 'hono';\nimport { HTTPException } from 'hono/http-exception';\n${fine['server/services/products.ts']}` };
    expect(brokenRules(graphOf(tree))).toEqual(['services know nothing of HTTP: server/services/products.ts imports hono']);
  });

  it('catch browser code that reaches server code, even through another module', () => {
    const tree = { ...fine, 'lib/format.ts': "import { listProducts } from '@/server/services/products';\nexport const f = listProducts;", 'components/listing/listing.tsx': `${fine['components/listing/listing.tsx']}\nimport { f } from '@/lib/format';` };
    expect(brokenRules(graphOf(tree))).toEqual(['browser code never reaches server code: components/listing/listing.tsx → lib/format.ts → server/services/products.ts']);
  });

  it("catch zod or the contract client in a catalogue page's first load, not in what loads later", () => {
    const tree = { ...fine, 'components/listing/listing.tsx': `${fine['components/listing/listing.tsx']}\nimport { product } from '@/lib/api/schemas/catalog';` };
    expect(brokenRules(graphOf(tree))).toEqual(["a catalogue page's first load stays light: components/listing/listing.tsx → lib/api/schemas/catalog.ts → zod"]);
  });

  it('catch a module that reads the environment outside the configuration modules, not a test or the build-time NODE_ENV', () => {
    const tree = {
      ...fine,
      'server/config.ts': 'export const serverEnv = () => process.env;',
      'server/services/products.ts': `${fine['server/services/products.ts']}\nexport const pageSize = () => Number(process.env.PAGE_SIZE ?? 20);`,
      'server/services/products.test.ts': "process.env.PAGE_SIZE = '5';",
      'components/listing/listing.tsx': `${fine['components/listing/listing.tsx']}\nexport const dev = process.env.NODE_ENV === 'development';`,
    };
    expect(brokenRules(graphOf(tree))).toEqual([
      'configuration is read in one module per runtime: server/services/products.ts reads process.env (read it through server/config.ts or lib/config/edge.ts)',
    ]);
  });

  it('catch a module outside the server that imports the schemas of answers only the server sends, not a type of them', () => {
    const admin = "import { z } from 'zod';\nexport const synonymSchema = z.object({});\nexport type Synonym = z.infer<typeof synonymSchema>;";
    const tree = {
      ...fine,
      'lib/api/schemas/admin.ts': admin,
      'server/routes/synonyms.ts': "import { synonymSchema } from '@/lib/api/schemas/admin';\nexport const s = synonymSchema;",
      'server/routes/synonyms.test.ts': "import { synonymSchema } from '@/lib/api/schemas/admin';",
      'lib/admin/synonyms.ts': "import type { Synonym } from '@/lib/api/schemas/admin';\nexport const none: Synonym[] = [];",
    };
    expect(brokenRules(graphOf(tree))).toEqual([]);
    const leaked = { ...tree, 'lib/admin/synonyms.ts': "import { synonymSchema } from '@/lib/api/schemas/admin';\nexport const s = synonymSchema;" };
    expect(brokenRules(graphOf(leaked))).toEqual([
      'answers the storefront never reads stay on the server: lib/admin/synonyms.ts imports lib/api/schemas/admin.ts, which lib/api/client.ts does not load',
    ]);
  });

  it('catch an import cycle', () => {
    const tree = { ...fine, 'server/db/schema.ts': "import { listProducts } from '@/server/services/products';\nexport const products = listProducts;" };
    expect(brokenRules(graphOf(tree))).toEqual(['no import cycles: server/db/schema.ts → server/services/products.ts → server/db/schema.ts']);
  });
});
