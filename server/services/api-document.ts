// The API's OpenAPI document (docs/openapi.json, made by scripts/openapi.ts from the contract
// client and its schemas), and a page that reads it for people: every call with its parameters,
// its body and the shape of its answer.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { escapeHtml, htmlPage } from '@/server/html-page';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

let document: Promise<JsonObject> | null = null;

/** The committed document, read once (it changes with a deploy). */
export function apiDocument(): Promise<JsonObject> {
  if (!document) {
    document = readFile(path.join(/*turbopackIgnore: true*/ process.cwd(), 'docs', 'openapi.json'), 'utf8').then((text) => JSON.parse(text) as JsonObject);
    document.catch(() => (document = null));
  }
  return document;
}

const object = (value: Json | undefined): JsonObject => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});

/** A schema in a line: its $ref's name, or its type. */
function shapeOf(schema: Json | undefined): string {
  const value = object(schema);
  if (typeof value.$ref === 'string') {
    const name = value.$ref.split('/').pop()!;
    return `<a href="#schema-${escapeHtml(name)}">${escapeHtml(name)}</a>`;
  }
  if (value.type === 'array') return `${shapeOf(value.items)}[]`;
  return escapeHtml(Array.isArray(value.type) ? value.type.join(' | ') : (value.type ?? 'any'));
}

export const API_PAGE_STYLE =
  'body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1.5rem;color:#0f172a}h2{margin-top:2rem;border-bottom:1px solid #e2e8f0}' +
  'section{border:1px solid #e2e8f0;border-radius:.5rem;padding:.75rem 1rem;margin:.75rem 0}code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f8fafc;padding:.75rem;overflow:auto}' +
  '.m{display:inline-block;min-width:4rem;font-weight:700}.get{color:#047857}.post{color:#1d4ed8}.delete{color:#b91c1c}table{border-collapse:collapse}td,th{padding:.15rem .75rem .15rem 0;text-align:start}';

/** The document as a page: the calls by path, then every schema. */
export function apiPage(api: JsonObject): string {
  const info = object(api.info);
  const calls: string[] = [];
  for (const [route, operations] of Object.entries(object(api.paths))) {
    for (const [method, value] of Object.entries(object(operations))) {
      const operation = object(value);
      const parameters = (Array.isArray(operation.parameters) ? operation.parameters : []).map(object);
      const body = object(object(object(object(operation.requestBody).content)['application/json']).schema);
      const fields = Object.entries(object(body.properties));
      const answer = object(object(object(object(object(operation.responses)['200']).content)['application/json']).schema);
      const data = object(answer.properties).data ?? answer;
      calls.push(`<section id="${escapeHtml(operation.operationId)}">
<p><span class="m ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>/api${escapeHtml(route)}</code>${operation['x-ours'] ? ' <small>(ours)</small>' : ''}</p>
<p>${escapeHtml(operation.summary)}</p>
${parameters.length ? `<table><tr><th>parameter</th><th>in</th><th>type</th></tr>${parameters.map((parameter) => `<tr><td><code>${escapeHtml(parameter.name)}</code>${parameter.required ? ' *' : ''}</td><td>${escapeHtml(parameter.in)}</td><td>${shapeOf(parameter.schema)}</td></tr>`).join('')}</table>` : ''}
${fields.length ? `<table><tr><th>body field</th><th>type</th></tr>${fields.map(([name, schema]) => `<tr><td><code>${escapeHtml(name)}</code></td><td>${shapeOf(schema)}</td></tr>`).join('')}</table>` : ''}
<p>Answer: ${answer.properties ? '<code>{message, data}</code>, data ' : ''}${shapeOf(data)}</p>
</section>`);
    }
  }
  const schemas = Object.entries(object(object(api.components).schemas)).map(
    ([name, schema]) => `<details id="schema-${escapeHtml(name)}"><summary><code>${escapeHtml(name)}</code></summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`,
  );
  return htmlPage({
    language: { locale: 'en', direction: 'ltr' },
    title: String(info.title ?? 'API'),
    style: API_PAGE_STYLE,
    body: `<h1>${escapeHtml(info.title)}</h1>
<p>${escapeHtml(info.description)}</p>
<p>The document itself: <a href="openapi.json"><code>/api/openapi.json</code></a> (OpenAPI ${escapeHtml(api.openapi)}).</p>
<h2>Calls</h2>
${calls.join('\n')}
<h2>Schemas</h2>
${schemas.join('\n')}`,
  });
}
