// Files shoppers upload: profile photos and return/ticket attachments. Only images (and PDF for
// attachments) under MAX_UPLOAD_BYTES are kept; the type is checked from the file's first bytes,
// not from what the browser claims.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { validationError } from '@/server/http/errors';

export const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

export type UploadPurpose = 'profile_photo' | 'return' | 'ticket';

const signatures: { type: string; test: (b: Buffer) => boolean }[] = [
  { type: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { type: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { type: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
];

/** The file's real type from its first bytes, or null when it is none of the accepted kinds. */
export function sniffType(bytes: Buffer): string | null {
  return signatures.find((signature) => signature.test(bytes))?.type ?? null;
}

/**
 * Checks and stores one uploaded file; answers its public path (/api/uploads/{id}). `field` names
 * the form field in the 422 errors.
 */
export async function saveUpload(db: Db, input: { userId: number; purpose: UploadPurpose; field: string; file: unknown }): Promise<string> {
  const { file, field } = input;
  const label = field.replace(/[._]/g, ' ').replace(/\s+\d+$/, '').trim();
  if (!(file instanceof File)) throw validationError({ [field]: [`The ${label} field must be a file.`] });
  if (file.size > MAX_UPLOAD_BYTES) throw validationError({ [field]: [`The ${label} field must not be greater than ${MAX_UPLOAD_BYTES / 1024} kilobytes.`] });
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffType(bytes);
  const allowed = input.purpose === 'profile_photo' ? type?.startsWith('image/') : type !== null;
  if (!type || !allowed) {
    const kinds = input.purpose === 'profile_photo' ? 'jpeg, png, gif, webp' : 'jpeg, png, gif, webp, pdf';
    throw validationError({ [field]: [`The ${label} field must be a file of type: ${kinds}.`] });
  }
  const id = randomBytes(18).toString('base64url');
  await db.insert(s.uploads).values({ id, userId: input.userId, purpose: input.purpose, contentType: type, fileName: file.name.slice(0, 200) || null, bytes });
  return `/api/uploads/${id}`;
}

export async function findUpload(db: Db, id: string) {
  if (!/^[\w-]{10,64}$/.test(id)) return null;
  const [row] = await db.select().from(s.uploads).where(eq(s.uploads.id, id)).limit(1);
  return row ?? null;
}
