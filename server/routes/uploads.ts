// GET /api/uploads/{id} (ours): files shoppers uploaded. Ids are random and never reused, so
// answers are cached for good; PDFs download instead of rendering in the shop's origin.
import { Hono } from 'hono';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { findUpload } from '@/server/services/uploads';

export const uploadRoutes = new Hono<AppEnv>();

uploadRoutes.get('/uploads/:id', async (c) => {
  const upload = await findUpload(c.get('db'), c.req.param('id'));
  if (!upload) throw notFound('File not found');
  const image = upload.contentType.startsWith('image/');
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      'Content-Type': upload.contentType,
      'Content-Length': String(upload.bytes.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': image ? 'inline' : `attachment; filename="${(upload.fileName ?? 'attachment').replace(/[^\w.-]/g, '_')}"`,
    },
  });
});
