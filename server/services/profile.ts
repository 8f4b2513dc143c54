// The signed-in shopper's own account: profile changes and password change. Knows nothing of
// HTTP; routes/profile.ts validates input and shapes answers.
import { hash, verify } from '@node-rs/argon2';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { Invalid, type FieldErrors } from './errors';
import { dialCode } from './format';
import { sha256 } from './accounts';
import { saveUpload } from './uploads';

type UserRow = typeof s.users.$inferSelect;

export interface ProfileChanges {
  name: string;
  email: string;
  /** Digits only; empty when the shop does not require a phone and none was given. */
  phone: string;
  /** undefined keeps the stored value; null clears it. */
  gender?: string | null;
  date_of_birth?: string | null;
  country?: string | null;
  phone_code?: string | null;
}

/** PostgreSQL's unique_violation: two requests raced past the checks below. */
function isUniqueViolation(error: unknown): error is { constraint?: string } {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Email and phone must not belong to anyone else (the shopper's own may stay as they are). */
async function takenBy(db: Db, userId: number, email: string, phone: string): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [emailOwner] = await db
    .select({ id: s.users.id })
    .from(s.users)
    .where(and(sql`lower(${s.users.email}) = ${email}`, ne(s.users.id, userId)))
    .limit(1);
  if (emailOwner) errors.email = ['The email has already been taken.'];
  if (phone) {
    const [phoneOwner] = await db
      .select({ id: s.users.id })
      .from(s.users)
      .where(and(eq(s.users.phone, phone), ne(s.users.id, userId)))
      .limit(1);
    if (phoneOwner) errors.phone = ['The phone has already been taken.'];
  }
  return errors;
}

/** A replaced photo the shopper uploaded here is deleted; seeded or external photos are left. */
async function dropOldPhoto(db: Db, user: UserRow): Promise<void> {
  const id = /^\/api\/uploads\/([\w-]+)$/.exec(user.profilePhoto ?? '')?.[1];
  if (!id) return;
  await db.delete(s.uploads).where(and(eq(s.uploads.id, id), eq(s.uploads.userId, user.id), eq(s.uploads.purpose, 'profile_photo')));
}

/**
 * Stores the changes; `photo` is the uploaded file (undefined keeps the photo). The photo is
 * stored only once the rest is known to be acceptable, so a refused change leaves no file behind.
 */
export async function updateProfile(db: Db, user: UserRow, changes: ProfileChanges, photo?: unknown): Promise<UserRow> {
  const email = changes.email.trim().toLowerCase();
  const phone = changes.phone.replace(/\D/g, '');
  const errors = await takenBy(db, user.id, email, phone);
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const profilePhoto = photo === undefined ? undefined : await saveUpload(db, { userId: user.id, purpose: 'profile_photo', field: 'profile_photo', file: photo });
  const emailChanged = (user.email ?? '').toLowerCase() !== email;
  const phoneChanged = (user.phone ?? '') !== phone;
  try {
    const [updated] = await db
      .update(s.users)
      .set({
        name: changes.name.trim(),
        email,
        phone: phone || null,
        // A new address has not been proven to be the shopper's yet.
        ...(emailChanged ? { emailVerified: false } : {}),
        ...(phoneChanged ? { phoneVerified: false } : {}),
        ...(changes.gender !== undefined ? { gender: changes.gender } : {}),
        ...(changes.date_of_birth !== undefined ? { dateOfBirth: changes.date_of_birth } : {}),
        ...(changes.country !== undefined ? { country: changes.country } : {}),
        ...(changes.phone_code !== undefined ? { phoneCode: dialCode(changes.phone_code) } : {}),
        ...(profilePhoto !== undefined ? { profilePhoto } : {}),
      })
      .where(eq(s.users.id, user.id))
      .returning();
    if (profilePhoto !== undefined) await dropOldPhoto(db, user);
    return updated;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const again = await takenBy(db, user.id, email, phone);
    throw new Invalid(Object.keys(again).length > 0 ? again : { email: ['The email has already been taken.'] });
  }
}

/**
 * Checks the current password, stores the new one and signs out every other session of the
 * shopper: whoever learnt the old password loses access, the device making the change does not.
 */
export async function changePassword(db: Db, user: UserRow, currentToken: string, current: string, next: string): Promise<void> {
  const valid = user.passwordHash ? await verify(user.passwordHash, current).catch(() => false) : false;
  // The original's message (it sends no field errors; the field is named here for forms).
  if (!valid) throw new Invalid({ current_password: ['Current password does not match'] });
  const passwordHash = await hash(next);
  await db.transaction(async (tx) => {
    await tx.update(s.users).set({ passwordHash }).where(eq(s.users.id, user.id));
    await tx.delete(s.accessTokens).where(and(eq(s.accessTokens.userId, user.id), ne(s.accessTokens.tokenHash, sha256(currentToken))));
  });
}
