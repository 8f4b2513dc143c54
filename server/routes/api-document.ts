// GET /openapi.json: the API's OpenAPI 3.1 document; GET /docs: a page that reads it.
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';
import { API_PAGE_STYLE, apiDocument, apiPage } from '@/server/services/api-document';

export const apiDocumentRoutes = new Hono<AppEnv>();

apiDocumentRoutes.get('/openapi.json', async (c) => c.json(await apiDocument(), 200, { 'Cache-Control': 'public, max-age=300' }));

const styleHash = `'sha256-${createHash('sha256').update(API_PAGE_STYLE).digest('base64')}'`;

apiDocumentRoutes.get('/docs', async (c) =>
  c.html(apiPage(await apiDocument()), 200, {
    'Cache-Control': 'public, max-age=300',
    'Content-Security-Policy': `default-src 'none'; style-src ${styleHash}; frame-ancestors 'none'`,
  }),
);
