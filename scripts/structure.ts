// The layering rules of docs/guide.md, checked on the import graph (part of `npm run lint`):
//
// - routes never touch the database: server/routes/ imports nothing of server/db/ but types;
// - services know nothing of HTTP: server/services/ imports neither Hono nor server/http/ nor
//   server/routes/ nor Next.js;
// - browser code never reaches server code: nothing a 'use client' module imports, directly or
//   not, lies in server/;
// - a catalogue page's first load stays light: the client modules its pages and layouts import
//   reach neither zod, TanStack Query, pusher-js nor the contract client (lib/api/client.ts) by
//   static imports (`import()` on intent or when idle is how they are loaded);
// - answers the storefront never reads stay on the server: a schema module of lib/api/schemas that
//   the contract client (lib/api/client.ts) does not load, such as the operator's answers
//   (admin.ts), is imported by server code, the tools and tests only, so no browser downloads it;
// - no import cycles between modules;
// - configuration is read in one module per runtime: no production module but server/config.ts
//   (the server and its web server) and lib/config/edge.ts (the middleware's bundle) reads
//   process.env. process.env.NODE_ENV and process.env.NEXT_RUNTIME are free: Next.js writes their
//   values into each bundle when it builds. next.config.mjs, which Next.js loads before anything,
//   tests and the tools (scripts/, playwright.config.ts) are exempt.
//
// `tsx scripts/structure.ts` prints each broken rule with the chain of imports that breaks it and
// exits 1; scripts/structure.test.ts breaks each rule on purpose.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export interface ModuleInfo {
  /** Runtime imports (values) by static import or export, resolved: a repository path or a package name. */
  imports: string[];
  /** Modules loaded with import(). */
  lazy: string[];
  /** Imports of types only. */
  types: string[];
  client: boolean;
  /** Reads process.env (its build-time NODE_ENV and NEXT_RUNTIME apart). */
  readsEnvironment: boolean;
}

export type Graph = Map<string, ModuleInfo>;

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const SKIPPED_DIRECTORIES = new Set(['node_modules', '.next', '.data', '.git', 'test-results', 'playwright-report', 'public', 'migrations']);
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sourceFiles(root: string, directory = ''): string[] {
  const found: string[] = [];
  for (const name of readdirSync(path.join(root, directory))) {
    if (SKIPPED_DIRECTORIES.has(name)) continue;
    const relative = directory ? `${directory}/${name}` : name;
    if (statSync(path.join(root, relative)).isDirectory()) found.push(...sourceFiles(root, relative));
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) found.push(relative);
  }
  return found;
}

/** A specifier as the repository path it names, or the package it names (`zod`, `node:fs`). */
export function resolve(root: string, from: string, specifier: string, exists = (file: string) => existsSync(path.join(root, file))): string {
  let base: string | null = null;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  if (base === null) {
    const parts = specifier.split('/');
    return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  }
  if (SOURCE.test(base) && exists(base)) return base;
  // A .js specifier that names a .ts file, as ESM TypeScript writes it.
  const bare = base.replace(/\.js$/, '');
  for (const extension of EXTENSIONS) if (exists(bare + extension)) return bare + extension;
  return base;
}

/** What one module imports, read from its syntax (type-only imports apart). */
export function readModule(root: string, file: string, text: string, exists?: (file: string) => boolean): ModuleInfo {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const info: ModuleInfo = { imports: [], lazy: [], types: [], client: false, readsEnvironment: false };
  const first = source.statements[0];
  info.client = first !== undefined && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use client';
  const at = (specifier: ts.Expression) => resolve(root, file, (specifier as ts.StringLiteral).text, exists);
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      (typeOnly ? info.types : info.imports).push(at(statement.moduleSpecifier));
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      (statement.isTypeOnly ? info.types : info.imports).push(at(statement.moduleSpecifier));
    }
  }
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      info.lazy.push(at(node.arguments[0]));
    }
    if (isProcessEnv(node) && !(ts.isPropertyAccessExpression(node.parent) && node.parent.expression === node && BUILD_TIME_VARIABLES.has(node.parent.name.text))) {
      info.readsEnvironment = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return info;
}

/** Next.js replaces these by their values when it builds each bundle. */
const BUILD_TIME_VARIABLES = new Set(['NODE_ENV', 'NEXT_RUNTIME']);

const isProcessEnv = (node: ts.Node): boolean =>
  ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'process' && node.name.text === 'env';

/** The modules that read the environment, one per runtime (docs/guide.md, "Configuration"). */
export const CONFIGURATION_MODULES = ['server/config.ts', 'lib/config/edge.ts'];

/** Read by Next.js or by the tools before any configuration module can be. */
const READ_BEFORE_CONFIGURATION = ['next.config.mjs', 'playwright.config.ts'];

export function readGraph(root: string): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(root)) graph.set(file, readModule(root, file, readFileSync(path.join(root, file), 'utf8')));
  return graph;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || file.startsWith('e2e/') || file.startsWith('test/') || file.includes('/test/') || file.includes('/testing/');

/** The first chain of imports from `start` to a module `wanted` accepts, following `next`. */
function chainTo(graph: Graph, start: string, next: (info: ModuleInfo) => string[], wanted: (file: string) => boolean): string[] | null {
  const from = new Map<string, string | null>([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (file !== start && wanted(file)) {
      const chain = [file];
      for (let step = from.get(file); step; step = from.get(step)) chain.unshift(step);
      return chain;
    }
    const info = graph.get(file);
    if (!info) continue;
    for (const target of next(info)) {
      if (from.has(target)) continue;
      from.set(target, file);
      queue.push(target);
    }
  }
  return null;
}

/** Modules a first load may not reach (packages, or repository paths). */
export const HEAVY = ['zod', '@tanstack/react-query', 'pusher-js', 'lib/api/client.ts'];

/**
 * Pages and layouts of the catalogue: what a shopper's first load is made of. The checkout and
 * buy-now pages are the purchase itself, a client screen over the query cache, reached from a
 * page already loaded.
 */
const isCataloguePage = (file: string) =>
  (/^app\/\[locale\]\/\((shop|blog)\)\/.*(page|layout)\.tsx$/.test(file) && !/\/\(shop\)\/(checkout|buynow)\//.test(file)) || file === 'app/[locale]/layout.tsx' || file === 'app/layout.tsx';

export function brokenRules(graph: Graph): string[] {
  const broken: string[] = [];
  const runtime = (info: ModuleInfo) => info.imports;
  const everything = (info: ModuleInfo) => [...info.imports, ...info.lazy];
  for (const [file, info] of graph) {
    if (isTest(file)) continue;
    if (file.startsWith('server/routes/')) {
      for (const target of info.imports) if (target.startsWith('server/db/')) broken.push(`routes never touch the database: ${file} imports ${target}`);
    }
    if (file.startsWith('server/services/')) {
      for (const target of info.imports) {
        if (target === 'hono' || target.startsWith('server/http/') || target.startsWith('server/routes/') || target === 'next') broken.push(`services know nothing of HTTP: ${file} imports ${target}`);
      }
    }
    if (info.readsEnvironment && !CONFIGURATION_MODULES.includes(file) && !READ_BEFORE_CONFIGURATION.includes(file) && !file.startsWith('scripts/')) {
      broken.push(`configuration is read in one module per runtime: ${file} reads process.env (read it through ${CONFIGURATION_MODULES.join(' or ')})`);
    }
    if (info.client) {
      const chain = chainTo(graph, file, everything, (target) => target.startsWith('server/'));
      if (chain) broken.push(`browser code never reaches server code: ${chain.join(' → ')}`);
    }
  }
  // The client modules of the catalogue's pages, and what they load at once.
  const entries = new Set<string>();
  for (const file of graph.keys()) {
    if (!isCataloguePage(file)) continue;
    const seen = new Set([file]);
    const queue = [file];
    while (queue.length > 0) {
      const current = queue.shift()!;
      const info = graph.get(current);
      if (!info) continue;
      if (info.client) {
        entries.add(current);
        continue;
      }
      for (const target of info.imports) {
        if (seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
  }
  for (const entry of [...entries].sort()) {
    const chain = chainTo(graph, entry, runtime, (target) => HEAVY.includes(target));
    if (chain) broken.push(`a catalogue page's first load stays light: ${chain.join(' → ')}`);
  }
  // The schema modules the contract client loads, and those only the server answers with.
  const contract = new Set<string>();
  const queue = graph.has(CONTRACT_CLIENT) ? [CONTRACT_CLIENT] : [];
  while (queue.length > 0) {
    for (const target of graph.get(queue.shift()!)?.imports ?? []) {
      if (contract.has(target) || !target.startsWith(SCHEMAS)) continue;
      contract.add(target);
      queue.push(target);
    }
  }
  const serverOnly = (file: string) => file.startsWith(SCHEMAS) && !contract.has(file) && graph.has(file) && !isTest(file);
  for (const [file, info] of graph) {
    if (isTest(file) || file.startsWith('server/') || file.startsWith('scripts/') || serverOnly(file)) continue;
    for (const target of [...info.imports, ...info.lazy]) {
      if (serverOnly(target)) broken.push(`answers the storefront never reads stay on the server: ${file} imports ${target}, which ${CONTRACT_CLIENT} does not load`);
    }
  }
  for (const cycle of cyclesOf(graph)) broken.push(`no import cycles: ${[...cycle, cycle[0]].join(' → ')}`);
  return broken;
}

/** The contract client, and where the schemas of answers live. */
const CONTRACT_CLIENT = 'lib/api/client.ts';
const SCHEMAS = 'lib/api/schemas/';

/** The import cycles between repository modules (static runtime imports), one per group of modules. */
export function cyclesOf(graph: Graph): string[][] {
  // Tarjan's strongly connected components, iteratively.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const groups: string[][] = [];
  let counter = 0;
  const targets = (file: string) => (graph.get(file)?.imports ?? []).filter((target) => graph.has(target));
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; next: number }[] = [{ file: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter);
    counter += 1;
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const list = targets(frame.file);
      if (frame.next < list.length) {
        const target = list[frame.next];
        frame.next += 1;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter);
          counter += 1;
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.file, Math.min(low.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].file;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.file)!));
      }
      if (low.get(frame.file) === index.get(frame.file)) {
        const group: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          group.push(member);
        } while (member !== frame.file);
        if (group.length > 1) groups.push(cycleIn(graph, group));
      }
    }
  }
  return groups;
}

/** One cycle through the modules of a strongly connected group, from its first module by name. */
function cycleIn(graph: Graph, group: string[]): string[] {
  const members = new Set(group);
  const start = [...group].sort()[0];
  // Breadth-first back to the start through the group.
  const from = new Map<string, string>();
  const queue = [start];
  const seen = new Set([start]);
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const target of graph.get(file)!.imports) {
      if (!members.has(target)) continue;
      if (target === start) {
        const cycle = [file];
        for (let step = from.get(file); step; step = from.get(step)) cycle.unshift(step);
        return cycle[0] === start ? cycle : [start, ...cycle];
      }
      if (seen.has(target)) continue;
      seen.add(target);
      from.set(target, file);
      queue.push(target);
    }
  }
  return [...group].sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const broken = brokenRules(readGraph(root));
  for (const line of broken) console.error(`✘ ${line}`);
  if (broken.length > 0) {
    console.error(`\n${broken.length} broken layering rule${broken.length === 1 ? '' : 's'} (docs/guide.md, "Layers").`);
    process.exit(1);
  }
  console.log('Layering rules: all kept.');
}
