// GET /master: every stored setting plus the lists the page chrome is built from, and the
// realtime connection details that depend on where the shop runs (environment variables).
import { asc, eq, sql } from 'drizzle-orm';
import type * as z from 'zod';
import type { masterAsSentSchema } from '@/lib/api/schemas/settings';
import { FEATURES } from '@/lib/features';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { canRun } from '@/server/payments/registry';
import { realtimeConfig } from '@/server/realtime/config';
import { Invalid, type FieldErrors } from './errors';
import { groupBy } from './product-cards';
import { tr } from './translate';
import { serverEnv } from '@/server/config';

/** The master data as this backend sends it (lib/api/schemas/settings.ts). */
type MasterSent = z.output<typeof masterAsSentSchema>;

/** The named fields of a loose object's type, without its index signature. */
type Named<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] };

/**
 * The settings of the master data as they are stored: a table of keys and JSON values, which the
 * seed and PATCH /admin/settings (server/routes/settings-schema.ts) write with these types, and
 * any other key stored. The rest of the master data is read from its own tables below.
 */
type StoredSettings = Omit<Named<MasterSent>, 'app_environment' | 'pusher_host' | 'pusher_port' | 'pusher_force_tls' | 'currency' | 'currencies' | 'languages' | 'payment_gateways' | 'social_links' | 'social_auths' | 'menus' | 'footers' | 'features'> &
  Record<string, unknown>;

/** APP_ENV and the realtime variables (lib/realtime/endpoint.ts). */
export type RuntimeEnv = Record<string, string | undefined>;

const filled = (value: string | undefined): string | undefined => (value === undefined || value.trim() === '' ? undefined : value.trim());

/**
 * Where browsers connect for realtime (server/realtime/config.ts): the built-in server or the
 * configured Pusher Channels / soketi. With realtime off, the stored settings pass through as the
 * upstream backend gives them. A null pusher_host with a port means the page's own host.
 */
function realtime(env: RuntimeEnv, stored: StoredSettings) {
  const config = realtimeConfig(env);
  if (!config) {
    return { pusher_app_key: stored.pusher_app_key ?? null, pusher_app_cluster: stored.pusher_app_cluster ?? null, pusher_host: null, pusher_port: null, pusher_force_tls: true };
  }
  return {
    pusher_app_key: config.key,
    pusher_app_cluster: config.cluster ?? stored.pusher_app_cluster ?? null,
    pusher_host: config.browser.host,
    pusher_port: config.browser.port,
    pusher_force_tls: config.browser.forceTls,
  };
}

async function footerColumns(db: Db, locale: string) {
  const [columns, items] = await Promise.all([
    db
      .select({ id: s.footers.id, position: s.footers.position, title: tr(s.footers.i18n, s.footers.title, locale, 'title') })
      .from(s.footers)
      .orderBy(asc(s.footers.position), asc(s.footers.id)),
    db
      .select({
        id: s.footerItems.id,
        footerId: s.footerItems.footerId,
        type: s.footerItems.type,
        title: tr(s.footerItems.i18n, s.footerItems.title, locale, 'title'),
        url: s.footerItems.url,
        target: s.footerItems.target,
      })
      .from(s.footerItems)
      .orderBy(asc(s.footerItems.position), asc(s.footerItems.id)),
  ]);
  const byColumn = groupBy(items, (item) => item.footerId);
  return columns.map((column) => ({
    ...column,
    items: (byColumn.get(column.id) ?? []).map(({ id, type, title, url, target }) => ({ id, type, title, url, target })),
  }));
}

/**
 * The stored settings with their text in `locale` where the `i18n` setting has it
 * ({ "<locale>": { "<key>": "..." } }; empty texts fall back to the stored one). The `i18n`
 * setting itself is not sent.
 */
export function localised(stored: Record<string, unknown>, locale: string): Record<string, unknown> {
  const { i18n, ...settings } = stored;
  const texts = i18n && typeof i18n === 'object' ? (i18n as Record<string, unknown>)[locale] : undefined;
  if (!texts || typeof texts !== 'object') return settings;
  for (const [key, value] of Object.entries(texts)) if (typeof value === 'string' && value.trim() !== '') settings[key] = value;
  return settings;
}

const rate4 = (value: string | number): number => Math.round(Number(value) * 10_000) / 10_000;

export async function masterData(db: Db, locale: string, env: RuntimeEnv = serverEnv()): Promise<MasterSent> {
  const [settingRows, currencies, languages, gateways, socialLinks, socialAuths, menus, footers] = await Promise.all([
    db.select().from(s.settings).orderBy(asc(s.settings.key)),
    db.select().from(s.currencies).orderBy(asc(s.currencies.id)),
    db
      .select({ id: s.languages.id, name: s.languages.name, title: s.languages.title, direction: s.languages.direction })
      .from(s.languages)
      .orderBy(asc(s.languages.position), asc(s.languages.id)),
    db
      .select({ id: s.paymentGateways.id, title: s.paymentGateways.title, name: s.paymentGateways.name, logo: s.paymentGateways.logo, is_active: s.paymentGateways.isActive })
      .from(s.paymentGateways)
      .orderBy(asc(s.paymentGateways.id)),
    db.select({ id: s.socialLinks.id, name: s.socialLinks.name, logo: s.socialLinks.logo, link: s.socialLinks.link }).from(s.socialLinks).orderBy(asc(s.socialLinks.id)),
    db
      .select({ name: s.socialAuths.name, client_id: s.socialAuths.clientId, is_active: s.socialAuths.isActive, redirect_url: s.socialAuths.redirectUrl })
      .from(s.socialAuths)
      .orderBy(asc(s.socialAuths.name)),
    db
      .select({
        id: s.menus.id,
        name: tr(s.menus.i18n, s.menus.name, locale, 'name'),
        title: tr(s.menus.i18n, s.menus.title, locale, 'title'),
        url: s.menus.url,
        target: s.menus.target,
        is_external: s.menus.isExternal,
      })
      .from(s.menus)
      .orderBy(asc(s.menus.position), asc(s.menus.id)),
    footerColumns(db, locale),
  ]);
  const stored = localised(Object.fromEntries(settingRows.map((row) => [row.key, row.value])), locale) as StoredSettings;
  const main = currencies.find((c) => c.isDefault) ?? currencies[0];
  return {
    ...stored,
    app_environment: filled(env.APP_ENV) ?? 'local',
    ...realtime(env, stored),
    currency: main ? { id: main.id, name: main.name, symbol: main.symbol, position: main.position, rate: Number(main.rateFromDefault) } : null,
    currencies: currencies.map((c) => {
      // As the original: the rate (1 for the default currency) and the rate from the default, to 4 decimals.
      const rate = c.isDefault ? 1 : rate4(c.rateFromDefault);
      return { id: c.id, name: c.name, symbol: c.symbol, position: c.position, rate, rate_from_default: rate, is_default: c.isDefault };
    }),
    languages,
    // Only the active gateways, as the original lists them; active means usable: switched on by
    // the operator and runnable here (keys set, sandbox allowed).
    payment_gateways: gateways.filter((gateway) => gateway.is_active && canRun(gateway.name)).map((gateway) => ({ ...gateway, is_active: true })),
    social_links: socialLinks,
    // Upstream sends an empty array, not an empty object, when no provider is configured.
    social_auths: socialAuths.length === 0 ? [] : Object.fromEntries(socialAuths.map((auth) => [auth.name, auth])),
    menus,
    footers,
    features: [...FEATURES],
  };
}

/** When a setting last changed (null before any is stored): what the settings-only pages show. */
export async function settingsUpdatedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: sql<Date | string | null>`max(${s.settings.updatedAt})` }).from(s.settings);
  return row?.at ? new Date(row.at) : null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Writes the given settings in one statement, so a partly applied change cannot happen. */
async function saveSettings(db: Db | Tx, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await db
    .insert(s.settings)
    .values(rows)
    .onConflictDoUpdate({ target: s.settings.key, set: { value: sql`excluded.value` } });
}

export type SocialAuthChanges = Partial<Record<string, { client_id?: string; client_secret?: string; is_active?: boolean; redirect_url?: string | null }>>;

/** Social sign-in providers (PATCH /admin/settings social_auths): only the fields given change. */
async function saveSocialAuths(db: Db | Tx, changes: SocialAuthChanges): Promise<void> {
  for (const [name, change] of Object.entries(changes)) {
    if (!change) continue;
    const set = {
      ...(change.client_id !== undefined && { clientId: change.client_id.trim() }),
      ...(change.client_secret !== undefined && { clientSecret: change.client_secret.trim() }),
      ...(change.is_active !== undefined && { isActive: change.is_active }),
      ...(change.redirect_url !== undefined && { redirectUrl: change.redirect_url }),
    };
    if (Object.keys(set).length === 0) continue;
    await db.insert(s.socialAuths).values({ name, ...set }).onConflictDoUpdate({ target: s.socialAuths.name, set });
  }
}

/** A language as /master lists it; `id` is the row it came from (absent for a new one). */
export interface LanguageInput {
  id?: number;
  name: string;
  title: string;
  direction: 'ltr' | 'rtl';
}

export interface SettingsChange {
  values: Record<string, unknown>;
  socialAuths?: SocialAuthChanges;
  /** The whole list, in order: it replaces the stored one. */
  languages?: LanguageInput[];
}

/** The stored shop language; the storefront reads a missing one as English too. */
async function storedAppLocale(db: Db | Tx): Promise<string> {
  const [row] = await db.select({ value: s.settings.value }).from(s.settings).where(eq(s.settings.key, 'app_locale'));
  return typeof row?.value === 'string' && row.value !== '' ? row.value : 'en';
}

/**
 * The languages replaced by `list`: a row named by its `id` keeps that id, as does a row whose
 * code an entry without one repeats (unless another entry claims that row by id); the others are
 * new rows, and rows the list leaves out go. Rewritten whole, so codes can move between rows
 * (en and ar swapped) without two rows holding one code on the way.
 */
async function replaceLanguages(tx: Tx, current: { id: number; name: string }[], list: LanguageInput[], appLocale: string): Promise<void> {
  const claimed = new Set(list.flatMap((entry) => (entry.id === undefined ? [] : [entry.id])));
  const idOfCode = new Map(current.filter((row) => !claimed.has(row.id)).map((row) => [row.name, row.id]));
  await tx.delete(s.languages);
  await tx.insert(s.languages).values(
    list.map((entry, i) => ({
      id: entry.id ?? idOfCode.get(entry.name),
      name: entry.name,
      title: entry.title,
      direction: entry.direction,
      isDefault: entry.name === appLocale,
      position: i + 1,
    })),
  );
}

/**
 * PATCH /admin/settings, in one transaction: the languages (when given), the settings, the
 * social sign-in providers. The shop language must stay one of the languages, whichever of the
 * two changes, and is the one language flagged as the default.
 */
export async function updateSettings(db: Db, change: SettingsChange): Promise<void> {
  await db.transaction(async (tx) => {
    if (change.languages !== undefined || change.values.app_locale !== undefined) {
      // Another change of the languages waits for this one: the check reads what the writes change.
      await tx.execute(sql`lock table ${s.languages} in exclusive mode`);
      const current = await tx.select({ id: s.languages.id, name: s.languages.name }).from(s.languages);
      const appLocale = typeof change.values.app_locale === 'string' ? change.values.app_locale : await storedAppLocale(tx);
      const errors: FieldErrors = {};
      const known = new Set(current.map((row) => row.id));
      change.languages?.forEach((entry, i) => {
        if (entry.id !== undefined && !known.has(entry.id)) errors[`languages.${i}.id`] = [`The selected languages.${i}.id is invalid.`];
      });
      const codes = change.languages?.map((entry) => entry.name) ?? current.map((row) => row.name);
      if (!codes.includes(appLocale)) errors.app_locale = ['The selected app locale is not one of the languages.'];
      if (Object.keys(errors).length > 0) throw new Invalid(errors);
      if (change.languages) await replaceLanguages(tx, current, change.languages, appLocale);
      else await tx.update(s.languages).set({ isDefault: sql`${s.languages.name} = ${appLocale}` });
    }
    await saveSettings(tx, change.values);
    if (change.socialAuths) await saveSocialAuths(tx, change.socialAuths);
  });
}
