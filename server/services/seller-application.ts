// A seller application (POST /seller/registration): a new shop that waits for the operator's
// approval. Until then it is inactive, so nothing of it is listed and its owner cannot sign in
// (server/services/seller.ts answers "Your shop is inactive.").
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { mediaUrl } from '@/server/media/generate';

export interface SellerApplication {
  firstName: string;
  lastName: string | null;
  phone: string;
  email: string;
  password: string;
  shopName: string;
  description: string | null;
}

export type ApplicationResult =
  | { ok: true; shop: { id: number; name: string }; owner: { name: string; email: string; phone: string } }
  | { ok: false; errors: Record<string, string[]> };

/** PostgreSQL's unique_violation, on the email or the phone of a shop's owner. */
function takenField(error: unknown): 'email' | 'phone' | null {
  for (let cause = error, depth = 0; cause && typeof cause === 'object' && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') return String(constraint ?? '').includes('phone') ? 'phone' : 'email';
  }
  return null;
}

const taken = (field: 'email' | 'phone'): ApplicationResult => ({ ok: false, errors: { [field]: [`The ${field} has already been taken.`] } });

export async function applyAsSeller(db: Db, application: SellerApplication): Promise<ApplicationResult> {
  const email = application.email.trim().toLowerCase();
  const [sameEmail] = await db.select({ id: s.shops.id }).from(s.shops).where(sql`lower(${s.shops.ownerEmail}) = ${email}`).limit(1);
  if (sameEmail) return taken('email');
  const [samePhone] = application.phone ? await db.select({ id: s.shops.id }).from(s.shops).where(eq(s.shops.ownerPhone, application.phone)).limit(1) : [];
  if (samePhone) return taken('phone');
  const ownerName = [application.firstName, application.lastName].filter(Boolean).join(' ');
  try {
    const [shop] = await db
      .insert(s.shops)
      .values({
        name: application.shopName,
        ownerEmail: email,
        ownerPasswordHash: await hash(application.password),
        ownerName,
        ownerPhone: application.phone || null,
        // The shop's own pictures come with the operator's approval; until then, the shop's brand.
        logo: mediaUrl('brand/app-logo.webp'),
        banner: mediaUrl('brand/logo.webp'),
        shortDescription: application.description ?? '',
        isActive: false,
      })
      .returning({ id: s.shops.id, name: s.shops.name });
    return { ok: true, shop, owner: { name: ownerName, email, phone: application.phone } };
  } catch (error) {
    // Two applications with the same email or phone at once: the second is told it is taken.
    const field = takenField(error);
    if (field) return taken(field);
    throw error;
  }
}
