// Accounts: sign-in, registration, one-time codes, password reset, tokens and presence. Knows
// nothing of HTTP; routes/accounts.ts validates input and shapes answers.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { accessSchema, signedInSchema, User } from '@/lib/api/schemas/account';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { CredentialRejected, Invalid, Refused } from './errors';
import { dialCode } from './format';
import { signedUploadUrl } from './uploads';

const TOKEN_DAYS = 30;
export const OTP_MINUTES = 10;
const OTP_ATTEMPTS = 5;
const RESET_MINUTES = 15;
/** A user counts as online for 10 minutes after the last heartbeat. */
export const ONLINE_MINUTES = 10;

/** How tokens and codes are stored: only their SHA-256. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

type UserRow = typeof s.users.$inferSelect;

/** The answer of a sign-in (docs/contract.md): the user and their token. */
export type SignedIn = z.output<typeof signedInSchema>;

/** The User shape of docs/contract.md. */
export function userPayload(user: UserRow, now = Date.now()): User {
  return {
    id: user.id,
    name: user.name,
    phone: user.phone,
    phone_verified: user.phoneVerified,
    email: user.email,
    email_verified: user.emailVerified,
    is_active: user.isActive,
    profile_photo: signedUploadUrl(user.profilePhoto, now),
    gender: user.gender,
    date_of_birth: user.dateOfBirth,
    country: user.country,
    phone_code: dialCode(user.phoneCode),
    account_verified: user.accountVerified,
    last_online: Boolean(user.lastSeenAt && now - user.lastSeenAt.getTime() < ONLINE_MINUTES * 60_000),
    affiliation_balance: (user.affiliationBalance / 100).toFixed(2),
  };
}

/** An email in lower case, or the digits of a phone number: how people are looked up. */
export function loginIdentifier(value: string): { kind: 'email' | 'phone'; value: string } {
  const trimmed = value.trim();
  return trimmed.includes('@') ? { kind: 'email', value: trimmed.toLowerCase() } : { kind: 'phone', value: trimmed.replace(/\D/g, '') };
}

export async function findUser(db: Db, login: string): Promise<UserRow | undefined> {
  const id = loginIdentifier(login);
  if (!id.value) return undefined;
  const where = id.kind === 'email' ? sql`lower(${s.users.email}) = ${id.value}` : eq(s.users.phone, id.value);
  const [user] = await db.select().from(s.users).where(where).limit(1);
  return user;
}

export async function issueToken(db: Db, userId: number): Promise<z.output<typeof accessSchema>> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + TOKEN_DAYS * 86_400_000);
  await db.insert(s.accessTokens).values({ tokenHash: sha256(token), userId, expiresAt });
  return { auth_type: 'Bearer', token, expires_at: expiresAt.toISOString() };
}

/** The user a bearer token belongs to, or null when it is unknown or expired. */
export async function userForToken(db: Db, token: string): Promise<UserRow | null> {
  const [row] = await db
    .select({ user: s.users })
    .from(s.accessTokens)
    .innerJoin(s.users, eq(s.users.id, s.accessTokens.userId))
    .where(and(eq(s.accessTokens.tokenHash, sha256(token)), gt(s.accessTokens.expiresAt, new Date())))
    .limit(1);
  return row && row.user.isActive ? row.user : null;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.delete(s.accessTokens).where(eq(s.accessTokens.tokenHash, sha256(token)));
}

export async function login(db: Db, loginValue: string, password: string): Promise<SignedIn> {
  const user = await findUser(db, loginValue);
  // Verify against a throw-away hash when there is no such user, so timing tells nothing.
  const valid = user?.passwordHash ? await verify(user.passwordHash, password).catch(() => false) : (await hash(password), false);
  if (!user || !valid) throw new CredentialRejected('Credential is invalid!');
  if (!user.isActive) throw new CredentialRejected('Your account is inactive.');
  return { user: userPayload(user), access: await issueToken(db, user.id) };
}

/** A fresh referral code for a new account (shown on the affiliations page). */
export const newReferralCode = (): string => randomBytes(5).toString('hex').toUpperCase();

export interface Registration {
  name: string;
  phone: string;
  email: string;
  password: string;
  country: string | null;
  phone_code: string | null;
  ref_id: string | null;
}

export async function register(db: Db, input: Registration): Promise<SignedIn> {
  const email = input.email.trim().toLowerCase();
  const phone = input.phone.replace(/\D/g, '');
  const errors: Record<string, string[]> = {};
  if (await findUser(db, email)) errors.email = ['The email has already been taken.'];
  if (phone && (await findUser(db, phone))) errors.phone = ['The phone has already been taken.'];
  if (Object.keys(errors).length > 0) throw new Invalid(errors);
  const referrer = input.ref_id ? (await db.select({ id: s.users.id }).from(s.users).where(eq(s.users.referralCode, input.ref_id.trim().toUpperCase())).limit(1))[0] : undefined;
  const [user] = await db
    .insert(s.users)
    .values({
      name: input.name.trim(),
      email,
      phone: phone || null,
      phoneCode: dialCode(input.phone_code),
      country: input.country,
      passwordHash: await hash(input.password),
      referralCode: newReferralCode(),
      referredById: referrer?.id ?? null,
    })
    .returning();
  return { user: userPayload(user), access: await issueToken(db, user.id) };
}

export type OtpPurpose = 'register' | 'forgot' | 'verify';

/** Creates a fresh 4-digit code for the identifier (older ones stop working) and returns it. */
export async function createOtp(db: Db, identifier: string, purpose: OtpPurpose): Promise<string> {
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(s.otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(s.otpCodes.identifier, identifier), isNull(s.otpCodes.consumedAt)));
    await tx.insert(s.otpCodes).values({
      identifier,
      purpose,
      codeHash: sha256(`${identifier}:${code}`),
      expiresAt: new Date(Date.now() + OTP_MINUTES * 60_000),
    });
  });
  return code;
}

/**
 * Checks a code. A wrong code counts an attempt; after 5 the code is spent. A right code is spent
 * and gives a short-lived password-reset token (docs/contract.md: /verify-otp answers `token`).
 */
export async function verifyOtp(db: Db, identifier: string, code: string): Promise<string> {
  const [otp] = await db
    .select()
    .from(s.otpCodes)
    .where(and(eq(s.otpCodes.identifier, identifier), isNull(s.otpCodes.consumedAt), gt(s.otpCodes.expiresAt, new Date())))
    .orderBy(desc(s.otpCodes.id))
    .limit(1);
  if (!otp) throw new CredentialRejected('The OTP has expired. Please request a new one.');
  if (otp.codeHash !== sha256(`${identifier}:${code}`)) {
    const attempts = otp.attempts + 1;
    await db
      .update(s.otpCodes)
      .set({ attempts, consumedAt: attempts >= OTP_ATTEMPTS ? new Date() : null })
      .where(eq(s.otpCodes.id, otp.id));
    throw new CredentialRejected(attempts >= OTP_ATTEMPTS ? 'Too many wrong codes. Please request a new OTP.' : 'Invalid OTP');
  }
  await db.update(s.otpCodes).set({ consumedAt: new Date() }).where(eq(s.otpCodes.id, otp.id));
  const user = await findUser(db, identifier);
  if (!user) throw new Refused('No account uses this email or phone.');
  await db
    .update(s.users)
    .set(identifier.includes('@') ? { emailVerified: true, accountVerified: true } : { phoneVerified: true, accountVerified: true })
    .where(eq(s.users.id, user.id));
  const token = randomBytes(32).toString('base64url');
  await db.insert(s.passwordResetTokens).values({ tokenHash: sha256(token), userId: user.id, expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000) });
  return token;
}

export async function resetPassword(db: Db, token: string, password: string): Promise<void> {
  const [row] = await db
    .select()
    .from(s.passwordResetTokens)
    .where(and(eq(s.passwordResetTokens.tokenHash, sha256(token)), isNull(s.passwordResetTokens.usedAt), gt(s.passwordResetTokens.expiresAt, new Date())))
    .limit(1);
  if (!row) throw new CredentialRejected('The reset link has expired. Please request a new OTP.');
  const user = { id: row.userId };
  const passwordHash = await hash(password);
  await db.transaction(async (tx) => {
    await tx.update(s.users).set({ passwordHash }).where(eq(s.users.id, user.id));
    await tx.update(s.passwordResetTokens).set({ usedAt: new Date() }).where(eq(s.passwordResetTokens.tokenHash, row.tokenHash));
    // Every session ends: whoever knew the old password is signed out.
    await tx.delete(s.accessTokens).where(eq(s.accessTokens.userId, user.id));
  });
}

/** Phone length from settings, 9 to 16 and required by default. */
export async function phoneRules(db: Db): Promise<{ required: boolean; min: number; max: number }> {
  const rows = await db
    .select({ key: s.settings.key, value: s.settings.value })
    .from(s.settings)
    .where(inArray(s.settings.key, ['phone_required', 'phone_min_length', 'phone_max_length']));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  const number = (key: string, fallback: number) => (typeof value(key) === 'number' ? (value(key) as number) : fallback);
  return { required: value('phone_required') !== false, min: number('phone_min_length', 9), max: number('phone_max_length', 16) };
}

/** The shop's name from settings, for messages that leave the shop (email, SMS). */
export async function appName(db: Db): Promise<string> {
  const [row] = await db.select({ value: s.settings.value }).from(s.settings).where(eq(s.settings.key, 'app_name')).limit(1);
  return typeof row?.value === 'string' && row.value.trim() ? row.value : 'Shop';
}

export async function markSeen(db: Db, userId: number): Promise<void> {
  await db.update(s.users).set({ lastSeenAt: new Date() }).where(eq(s.users.id, userId));
}
