// Files shoppers upload: profile photos and return/ticket attachments. Only images (and PDF for
// attachments) under MAX_UPLOAD_BYTES are kept; the type is checked from the file's first bytes,
// not from what the browser claims. Every one of them is private: served only to the shopper who
// sent it and to the shop it concerns (see uploadFor), who get its address in their answers as a
// signed link that expires, so that a plain <img> or <a> of any client shows it.
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { linkSignature, validLinkSignature } from '@/server/link-signature';
import { Invalid } from './errors';

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

const PHOTO_NOT_IMAGE = 'The profile photo must be an image.';
const PHOTO_TOO_LARGE = 'The profile photo must not be greater than 2 MB.';

/**
 * Checks and stores one uploaded file; answers its path (/api/uploads/{id}). `field` names the
 * form field in the Invalid's field errors.
 */
export async function saveUpload(db: Db, input: { userId: number; purpose: UploadPurpose; field: string; file: unknown }): Promise<string> {
  const { file, field } = input;
  const label = field.replace(/[._]/g, ' ').replace(/\s+\d+$/, '').trim();
  const photo = input.purpose === 'profile_photo';
  // A profile photo is refused in the original's own words ("must be an image", "2 MB").
  if (!(file instanceof File)) throw new Invalid({ [field]: [photo ? PHOTO_NOT_IMAGE : `The ${label} field must be a file.`] });
  if (file.size > MAX_UPLOAD_BYTES) {
    throw new Invalid({ [field]: [photo ? PHOTO_TOO_LARGE : `The ${label} field must not be greater than ${MAX_UPLOAD_BYTES / 1024} kilobytes.`] });
  }
  const bytes = Buffer.from(await file.arrayBuffer());
  const type = sniffType(bytes);
  const allowed = photo ? type?.startsWith('image/') : type !== null;
  if (!type || !allowed) throw new Invalid({ [field]: [photo ? PHOTO_NOT_IMAGE : `The ${label} field must be a file of type: jpeg, png, gif, webp, pdf.`] });
  const id = randomBytes(18).toString('base64url');
  await db.insert(s.uploads).values({ id, userId: input.userId, purpose: input.purpose, contentType: type, fileName: file.name.slice(0, 200) || null, bytes });
  return uploadPath(id);
}

export const uploadPath = (id: string): string => `/api/uploads/${id}`;

const DAY_MS = 86_400_000;
const UPLOAD_PATH = /^\/api\/uploads\/([\w-]{10,64})$/;

/**
 * The address of an uploaded file as handed to someone allowed to see it: signed, and good until
 * the end of the day after tomorrow (UTC), so it stays the same all day and the browser's copy
 * is used. Anything that is not an upload's path (the shop's own media, null) is left as it is.
 */
export function signedUploadUrl<T extends string | null>(url: T, now = Date.now()): T {
  const id = url === null ? undefined : UPLOAD_PATH.exec(url)?.[1];
  if (!id) return url;
  const expires = ((Math.floor(now / DAY_MS) + 2) * DAY_MS) / 1000;
  return `${url}?expires=${expires}&sig=${linkSignature('upload', `${id}:${expires}`)}` as T;
}

/** Whether a file's link was signed by the shop and has not expired. */
export function validUploadLink(id: string, link: { expires?: string; sig?: string }, now = Date.now()): boolean {
  if (!link.expires || !/^\d{1,12}$/.test(link.expires) || Number(link.expires) * 1000 <= now) return false;
  return validLinkSignature('upload', `${id}:${link.expires}`, link.sig);
}

/** Who asks for a file: a shopper or a shop (by their tokens), or nobody signed in. */
export type UploadViewer = { userId: number } | { shopId: number } | null;

/** Finds the viewer when needed: a file's signed link needs no token lookup. */
export type ViewerOf = () => Promise<UploadViewer>;

type UploadRow = typeof s.uploads.$inferSelect;

/**
 * Whether a shop is concerned by a shopper's file: a return's photos go to the shop of the
 * returned order, a profile photo to the shops the shopper chats with. Ticket attachments are
 * between the shopper and the marketplace: no shop sees them.
 */
async function shopConcerned(db: Db, upload: UploadRow, shopId: number): Promise<boolean> {
  const owner = upload.userId;
  if (owner === null) return false;
  if (upload.purpose === 'return') {
    const [row] = await db
      .select({ id: s.returnOrders.id })
      .from(s.returnOrders)
      .innerJoin(s.orders, eq(s.orders.id, s.returnOrders.orderId))
      .where(and(eq(s.returnOrders.userId, owner), eq(s.orders.shopId, shopId), sql`${s.returnOrders.attachments} @> ${JSON.stringify([uploadPath(upload.id)])}::jsonb`))
      .limit(1);
    return Boolean(row);
  }
  if (upload.purpose === 'profile_photo') {
    const [row] = await db
      .select({ id: s.chatConnections.id })
      .from(s.chatConnections)
      .where(and(eq(s.chatConnections.userId, owner), eq(s.chatConnections.shopId, shopId)))
      .limit(1);
    return Boolean(row);
  }
  return false;
}

/**
 * The file with this id when the caller may see it: with a signed link that has not expired, or
 * as its owner or a shop it concerns. Anyone else gets null, exactly as for a file that does not
 * exist.
 */
export async function uploadFor(db: Db, id: string, viewerOf: ViewerOf, link: { expires?: string; sig?: string } = {}): Promise<UploadRow | null> {
  if (!/^[\w-]{10,64}$/.test(id)) return null;
  const signed = validUploadLink(id, link);
  const viewer = signed ? null : await viewerOf();
  if (!signed && !viewer) return null;
  const [row] = await db.select().from(s.uploads).where(eq(s.uploads.id, id)).limit(1);
  if (!row) return null;
  if (signed) return row;
  if (!viewer) return null;
  if ('userId' in viewer) return row.userId !== null && row.userId === viewer.userId ? row : null;
  return (await shopConcerned(db, row, viewer.shopId)) ? row : null;
}
