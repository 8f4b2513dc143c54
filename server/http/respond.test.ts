// answer() (respond.ts): the compiler holds a route's data to the schema the storefront reads it
// with, and outside production the schema reads the data back before it is sent. `npm test` does
// not run `tsc`, so the compiler's half is checked here with the TypeScript compiler API, on a
// small route file that exists only in memory: each wrong answer in it carries a
// `@ts-expect-error`, which the compiler reports as unused (TS2578) the day answer() lets it pass.
import path from 'node:path';
import { Hono } from 'hono';
import ts from 'typescript';
import * as z from 'zod';
import { answer } from './respond';

jest.setTimeout(120_000);

const root = path.resolve(__dirname, '../..');
const FIXTURE = path.join(root, 'server/http/answer-fixture.ts');
const LOOSE = path.join(root, 'server/http/loose-answer.ts');

/** Routes answering through answer() and ok(): the right answers, and a wrong one on each line after a @ts-expect-error. */
const routes = (respond: string) => `
import type { Context } from 'hono';
import { shopListSchema } from '@/lib/api/schemas/shop';
import { answer, ok } from '${respond}';

declare const c: Context;
/** What a service might return for a shop, with a field of the wrong type. */
declare function shopWithTextRating(): { id: number; name: string; logo: null; banner: null; rating: string; shop_status: 'Online'; total_reviews: string };

export const right = [
  answer(c, 'shops', shopListSchema, { total: 1, shops: [{ id: 1, name: 'Urban Threads', logo: null, banner: null, rating: 4.5, shop_status: 'Online', total_reviews: '12' }] }),
  ok(c, 'Logout successfully'),
];

export const wrong = [
  // @ts-expect-error a field of the wrong type: total is a number
  answer(c, 'shops', shopListSchema, { total: '1', shops: [] }),
  // @ts-expect-error a missing field: shops
  answer(c, 'shops', shopListSchema, { total: 0 }),
  // @ts-expect-error a value the schema does not read into: shop_status is "Online" or "Offline"
  answer(c, 'shops', shopListSchema, { total: 1, shops: [{ id: 1, name: 'Urban Threads', logo: null, banner: null, rating: 4.5, shop_status: 'Away', total_reviews: '12' }] }),
  // @ts-expect-error a service's answer with a field of the wrong type (rating)
  answer(c, 'shops', shopListSchema, { total: 1, shops: [shopWithTextRating()] }),
  // @ts-expect-error ok() answers a message only
  ok(c, 'shops', { total: 0, shops: [] }),
];
`;

/** answer() and ok() as they were before answers were typed: any object as data. */
const LOOSE_RESPOND = `
import type { Context } from 'hono';
export declare function answer(c: Context, message: string, schema: unknown, data: object): Response;
export declare function ok(c: Context, message: string, data?: object): Response;
`;

/** The compiler's complaints about the route file, with the project's compiler options. */
function diagnosticsOf(respond: string): { line: number; code: number; text: string }[] {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const compilerOptions: ts.CompilerOptions = { ...options, incremental: false, noEmit: true, plugins: [] };
  const memory = new Map([
    [FIXTURE, routes(respond)],
    [LOOSE, LOOSE_RESPOND],
  ]);
  const host = ts.createCompilerHost(compilerOptions);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (file, language, ...rest) => (memory.has(file) ? ts.createSourceFile(file, memory.get(file)!, language) : getSourceFile.call(host, file, language, ...rest));
  host.fileExists = (file) => memory.has(file) || fileExists.call(host, file);
  host.readFile = (file) => memory.get(file) ?? readFile.call(host, file);
  const program = ts.createProgram([FIXTURE], compilerOptions, host);
  const source = program.getSourceFile(FIXTURE)!;
  return [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)].map((diagnostic) => ({
    line: source.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1,
    code: diagnostic.code,
    text: ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'),
  }));
}

/** The lines of the route file that carry a @ts-expect-error. */
const expectedErrorLines = routes('')
  .split('\n')
  .flatMap((line, index) => (line.includes('@ts-expect-error') ? [index + 1] : []));

describe('answer(): the compiler', () => {
  it('takes the right answers and refuses each wrong one', () => {
    expect(expectedErrorLines).toHaveLength(5);
    expect(diagnosticsOf('@/server/http/respond')).toEqual([]);
  });

  it('would let every wrong answer pass if answer() took any object, so this test would fail', () => {
    const loose = diagnosticsOf('./loose-answer');
    // Each @ts-expect-error is unused: the wrong answer under it compiled.
    expect(loose.map(({ line, code }) => ({ line, code }))).toEqual(expectedErrorLines.map((line) => ({ line, code: 2578 })));
  });
});

describe('answer(): outside production', () => {
  const schema = z.object({ total: z.number(), shops: z.array(z.object({ id: z.number(), name: z.string() })) });

  function app(data: unknown) {
    const errors: string[] = [];
    const server = new Hono();
    server.get('/shops', (c) => answer(c, 'shops', schema, data as z.output<typeof schema>));
    server.onError((error, c) => {
      errors.push(error.message);
      return c.json({ message: 'Server Error' }, 500);
    });
    return { server, errors };
  }

  it('sends the data as it is, fields the schema does not read included', async () => {
    const { server } = app({ total: 1, shops: [{ id: 1, name: 'Urban Threads', slug: 'urban-threads' }] });
    const response = await server.request('/shops');
    expect(await response.json()).toEqual({ message: 'shops', data: { total: 1, shops: [{ id: 1, name: 'Urban Threads', slug: 'urban-threads' }] } });
  });

  it('refuses data its schema cannot read, naming the field', async () => {
    const { server, errors } = app({ total: 1, shops: [{ id: '1', name: 'Urban Threads' }] });
    expect((await server.request('/shops')).status).toBe(500);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('The answer to GET /shops does not match its schema');
    expect(errors[0]).toContain('shops[0].id');
  });
});
