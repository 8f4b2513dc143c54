// What the fuzzer asks: every route the shop has, read from the code itself, so that a new
// endpoint or page is fuzzed without touching the test. API routes come from the Hono app's route
// table and from Next.js route handlers (app/**/route.ts); pages from app/[locale]/**/page.tsx in
// every locale.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FALLBACK_LOCALES, localeCodes } from '../../../lib/i18n/locales';
import { app } from '../../../server/app';

export type Segment = { text: string } | { param: string; rest: boolean };

export interface Route {
  method: string;
  /** api: JSON answers in the contract's shape; file: media and sitemaps; page: HTML. */
  kind: 'api' | 'file' | 'page';
  segments: Segment[];
  /** Where the route is declared, for the report. */
  pattern: string;
  /** Pages behind the account layout (the signed-in fuzzer also opens them with a session). */
  account?: boolean;
  /** Answers in a protocol of its own rather than the contract's envelope (next-auth's). */
  ownProtocol?: boolean;
  /** A route handler of Next.js that takes this API route's requests before the Hono app can. */
  shadowedBy?: string;
  /** Field names read by the module that declares the route, tried before all others. */
  fields?: string[];
}

const root = path.resolve(__dirname, '..', '..', '..');
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** `/api/shops/:id` → segments; a Hono parameter may carry a pattern (`:id{[0-9]+}`). */
function segmentsOfPattern(pattern: string): Segment[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? { param: part.slice(1).replace(/\{.*\}$/, '').replace(/\?$/, ''), rest: false } : { text: part }));
}

/** A folder of app/: `(group)` drops out, `[id]` is a parameter, `[...x]` and `[[...x]]` take the rest. */
function segmentOfFolder(folder: string): Segment | null {
  if (/^\(.*\)$/.test(folder)) return null;
  const rest = /^\[\[?\.\.\.(\w+)\]\]?$/.exec(folder);
  if (rest) return { param: rest[1], rest: true };
  const param = /^\[(\w+)\]$/.exec(folder);
  if (param) return { param: param[1], rest: false };
  return { text: folder };
}

function filesNamed(dir: string, name: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...filesNamed(full, name));
    else if (entry.name === name) found.push(full);
  }
  return found;
}

function folderSegments(file: string, from: string): { segments: Segment[]; folders: string[] } {
  const folders = path.relative(from, path.dirname(file)).split(path.sep).filter(Boolean);
  return { segments: folders.map(segmentOfFolder).filter((segment): segment is Segment => segment !== null), folders };
}

/** The HTTP methods a route handler exports (`export async function GET`, `export { handle as POST }`). */
function exportedMethods(source: string): string[] {
  const methods = new Set<string>();
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function|const)\s+([A-Z]+)\b/g)) methods.add(match[1]);
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const alias of match[1].matchAll(/\bas\s+([A-Z]+)\b/g)) methods.add(alias[1]);
  }
  return [...methods].filter((method) => METHODS.includes(method));
}

/** Whether a Next.js route's segments take a path (parameters as one word, rest parameters as one or more). */
function matches(segments: Segment[], path: string[]): boolean {
  const [first, ...others] = segments;
  if (!first) return path.length === 0;
  if ('text' in first) return path[0] === first.text && matches(others, path.slice(1));
  if (first.rest) return path.length > 0;
  return path.length > 0 && matches(others, path.slice(1));
}

/** Names of the fields a route module reads (object keys such as `product_id:`, query names). */
function fieldsOf(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/^\s+([a-z][a-z_]*)\??: /gm)) names.add(match[1]);
  for (const match of source.matchAll(/query\('([a-z_]+)'\)/g)) names.add(match[1]);
  return [...names];
}

function routeModules(): { source: string; fields: string[] }[] {
  const dir = path.join(root, 'server', 'routes');
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .map((source) => ({ source, fields: fieldsOf(source) }));
}

export function apiRoutes(): Route[] {
  const handlers: Route[] = [];
  // Route handlers of Next.js beside the Hono app (the session, next-auth, revalidation, media).
  const appDir = path.join(root, 'app');
  for (const file of filesNamed(appDir, 'route.ts')) {
    const { segments, folders } = folderSegments(file, appDir);
    // The catch-all that mounts the Hono app is covered by the Hono routes below.
    if (folders[0] === 'api' && folders.length === 2 && folders[1].startsWith('[[...')) continue;
    if (folders[0] === '[locale]') continue;
    const kind = folders[0] === 'api' ? 'api' : 'file';
    const pattern = `/${folders.join('/')}`;
    for (const method of exportedMethods(readFileSync(file, 'utf8'))) {
      handlers.push({ method, kind, segments, pattern, ownProtocol: pattern.includes('[...nextauth]') });
    }
  }
  const modules = routeModules();
  const routes = new Map<string, Route>();
  for (const { method, path: pattern } of app.routes) {
    // Middleware (`ALL /api/*`) is not an endpoint.
    if (method === 'ALL' || pattern.includes('*')) continue;
    const segments = segmentsOfPattern(pattern);
    const sample = segments.map((segment) => ('text' in segment ? segment.text : 'x'));
    const shadow = handlers.find((handler) => matches(handler.segments, sample));
    const local = pattern.replace(/^\/api/, '');
    const fields = modules.find(({ source }) => source.includes(`'${local}'`))?.fields;
    routes.set(`${method} ${pattern}`, { method, kind: 'api', segments, pattern, fields, shadowedBy: shadow?.pattern, ownProtocol: shadow?.ownProtocol });
  }
  for (const handler of handlers) routes.set(`${handler.method} ${handler.pattern}`, handler);
  return [...routes.values()];
}

export function pageRoutes(): Route[] {
  const localeDir = path.join(root, 'app', '[locale]');
  const routes: Route[] = [];
  for (const file of filesNamed(localeDir, 'page.tsx')) {
    const { segments, folders } = folderSegments(file, localeDir);
    const account = folders.includes('(account)');
    // The demo shop's languages (its settings list English and Arabic, English the default).
    for (const locale of localeCodes(FALLBACK_LOCALES)) {
      const prefix: Segment[] = locale === FALLBACK_LOCALES.defaultLocale ? [] : [{ text: locale }];
      routes.push({ method: 'GET', kind: 'page', segments: [...prefix, ...segments], pattern: `/${[locale, ...folders].join('/')}`, account });
    }
  }
  return routes;
}

/**
 * Names of fields the backend reads, taken from its route modules (object keys such as
 * `product_id:`), so that generated queries and bodies reach the validation of real fields.
 */
export function knownFieldNames(): string[] {
  const names = new Set(['password', 'password_confirmation', 'current_password', 'file', 'token', 'otp']);
  for (const { fields } of routeModules()) for (const name of fields) names.add(name);
  return [...names].sort();
}
