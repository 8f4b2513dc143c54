// GET /api/uploads/{id} (ours): files shoppers uploaded. They are private: only the shopper who
// sent a file and the shop it concerns get it, by the signed link that expires that their answers
// carry, or by their bearer token (the storefront adds the session's); everyone else gets the
// same 404 as for a file that does not exist. Ids are random and never reused, so the browser
// may keep a file a while, but no shared cache ever may.
// PDFs download instead of rendering in the shop's origin.
import { Hono } from 'hono';
import { tokenOwner } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { uploadFor } from '@/server/services/uploads';

export const uploadRoutes = new Hono<AppEnv>();

uploadRoutes.get('/uploads/:id', async (c) => {
  const db = c.get('db');
  const upload = await uploadFor(db, c.req.param('id'), () => tokenOwner(c, db), { expires: c.req.query('expires'), sig: c.req.query('sig') });
  if (!upload) throw notFound('File not found');
  const image = upload.contentType.startsWith('image/');
  return new Response(new Uint8Array(upload.bytes), {
    headers: {
      'Content-Type': upload.contentType,
      'Content-Length': String(upload.bytes.length),
      'Cache-Control': 'private, max-age=3600',
      // The same address answers differently to different people.
      Vary: 'Authorization, Cookie',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'Content-Disposition': image ? 'inline' : `attachment; filename="${(upload.fileName ?? 'attachment').replace(/[^\w.-]/g, '_')}"`,
    },
  });
});
