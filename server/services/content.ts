// Small content reads and the contact form.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { dialCode } from './format';
import { tr } from './translate';

export type BannerKind = 'banner' | 'ad';

export function listBanners(db: Db, locale: string, kind: BannerKind) {
  return db
    .select({ id: s.banners.id, title: tr(s.banners.i18n, s.banners.title, locale, 'title'), thumbnail: s.banners.thumbnail, url: s.banners.url })
    .from(s.banners)
    .where(eq(s.banners.kind, kind))
    .orderBy(asc(s.banners.position), asc(s.banners.id));
}

/** Countries with their dialling code in the original's form: digits without "+". */
export async function listCountries(db: Db) {
  const rows = await db.select({ id: s.countries.id, name: s.countries.name, phone_code: s.countries.phoneCode }).from(s.countries).orderBy(asc(s.countries.id));
  return rows.map((row) => ({ ...row, phone_code: dialCode(row.phone_code) ?? '' }));
}

export async function legalPage(db: Db, locale: string, slug: string) {
  const [row] = await db
    .select({
      title: tr(s.legalPages.i18n, s.legalPages.title, locale, 'title'),
      description: tr(s.legalPages.i18n, s.legalPages.description, locale, 'description'),
      updatedAt: s.legalPages.updatedAt,
    })
    .from(s.legalPages)
    .where(eq(s.legalPages.slug, slug));
  if (!row) return null;
  const { updatedAt, ...content } = row;
  // updated_at is ours (docs/contract.md): when its title or text last changed, ISO 8601.
  return { ...content, updated_at: updatedAt.toISOString() };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

export async function contactDetails(db: Db) {
  const rows = await db
    .select()
    .from(s.settings)
    .where(inArray(s.settings.key, ['mobile', 'email', 'contact_whatsapp', 'contact_messenger']));
  const value = new Map(rows.map((row) => [row.key, row.value]));
  return {
    phone: text(value.get('mobile')),
    email: text(value.get('email')),
    whatsapp: text(value.get('contact_whatsapp')),
    messenger: text(value.get('contact_messenger')),
  };
}

export interface ContactMessage {
  name: string | null;
  email: string | null;
  phone?: string | null;
  subject: string;
  message: string;
}

export async function storeContactMessage(db: Db, input: ContactMessage) {
  const [row] = await db
    .insert(s.contactMessages)
    .values({ name: input.name, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message })
    .returning();
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    created_at: row.createdAt.toISOString(),
  };
}
