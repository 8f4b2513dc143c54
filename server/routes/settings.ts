// Shop settings, languages and countries; PATCH /admin/settings lets an operator change settings
// when the shop is started with ADMIN_API_TOKEN.
import { createHash, timingSafeEqual } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '@/server/http/context';
import { notFound, unauthenticated } from '@/server/http/errors';
import { readBodyAs } from '@/server/http/request';
import { revalidateTags } from '@/server/http/revalidate';
import { ok } from '@/server/http/respond';
import { listCountries } from '@/server/services/content';
import { languageMap } from '@/server/services/lang';
import { masterData, saveSettings, saveSocialAuths } from '@/server/services/master';
import { settingsPatch } from './settings-schema';

export const settingsRoutes = new Hono<AppEnv>();

settingsRoutes.get('/master', async (c) => {
  return ok(c, 'Master data', await masterData(c.get('db'), c.get('locale')));
});

settingsRoutes.get('/lang/:locale', async (c) => {
  const map = await languageMap(c.get('db'), c.req.param('locale'));
  // The upstream backend answers this call outside the envelope, errors included.
  if (!map) return c.json({ error: 'Language file not found' }, 404);
  return c.json(map);
});

settingsRoutes.get('/countries', async (c) => {
  return ok(c, 'Countries', { countries: await listCountries(c.get('db')) });
});

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests so the time taken says nothing about how much of the token matched. */
function authorizeAdmin(c: Context<AppEnv>): void {
  const token = process.env.ADMIN_API_TOKEN;
  // Without a configured token the call does not exist at all.
  if (!token) throw notFound(`The route ${c.req.path.replace(/^\//, '')} could not be found.`);
  const header = c.req.header('authorization') ?? '';
  const given = /^Bearer\s+(.+)$/i.exec(header)?.[1]?.trim() ?? '';
  if (!given || !timingSafeEqual(digest(given), digest(token))) throw unauthenticated();
}

settingsRoutes.patch('/admin/settings', async (c) => {
  authorizeAdmin(c);
  const { social_auths: socialAuths, ...values } = await readBodyAs(c, settingsPatch);
  const db = c.get('db');
  await saveSettings(db, values);
  if (socialAuths) await saveSocialAuths(db, socialAuths);
  revalidateTags(['master']);
  return ok(c, 'Settings updated', await masterData(db, c.get('locale')));
});
