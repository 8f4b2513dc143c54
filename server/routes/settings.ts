// Shop settings, languages and countries; PATCH /admin/settings lets an operator change settings
// and the list of languages, and PUT /admin/lang/{locale} a language's texts, when the shop is
// started with ADMIN_API_TOKEN.
import { Hono, type Context } from 'hono';
import { cacheTags } from '@/lib/cache-tags';
import { revalidateTags } from '@/server/cache/revalidate';
import { authorizeAdmin } from '@/server/http/admin';
import type { AppEnv } from '@/server/http/context';
import { readBody, readBodyAs } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { languageSavedSchema } from '@/lib/api/schemas/admin';
import { countriesSchema, masterAsSentSchema } from '@/lib/api/schemas/settings';
import { listCountries } from '@/server/services/content';
import { LOCALE_CODE } from '@/lib/i18n/locales';
import { languageMap, saveLanguageStrings } from '@/server/services/lang';
import { masterData, updateSettings } from '@/server/services/master';
import { languageStrings, settingsPatch } from './settings-schema';

export const settingsRoutes = new Hono<AppEnv>();

settingsRoutes.get('/master', async (c) => {
  return answer(c, 'Master data', masterAsSentSchema, await masterData(c.get('db'), c.get('locale')));
});

// The upstream backend answers this call outside the envelope, errors included.
const languageNotFound = (c: Context<AppEnv>) => c.json({ error: 'Language file not found' }, 404);

settingsRoutes.get('/lang/:locale', async (c) => {
  const map = await languageMap(c.get('db'), c.req.param('locale'));
  if (!map) return languageNotFound(c);
  return c.json(map);
});

settingsRoutes.get('/countries', async (c) => {
  return answer(c, 'Countries', countriesSchema, { countries: await listCountries(c.get('db')) });
});

settingsRoutes.patch('/admin/settings', async (c) => {
  authorizeAdmin(c);
  const { social_auths: socialAuths, languages, ...values } = await readBodyAs(c, settingsPatch);
  const db = c.get('db');
  await updateSettings(db, { values, socialAuths, languages });
  revalidateTags([cacheTags.master]);
  return answer(c, 'Settings updated', masterAsSentSchema, await masterData(db, c.get('locale')));
});

// Texts are stored for any well-formed code, so an operator can write a language's texts before
// offering it; GET /lang serves them once it is offered.
settingsRoutes.put('/admin/lang/:locale', async (c) => {
  authorizeAdmin(c);
  const locale = c.req.param('locale');
  if (!LOCALE_CODE.test(locale)) return languageNotFound(c);
  const count = await saveLanguageStrings(c.get('db'), locale, languageStrings(await readBody(c)));
  // The storefront keeps /lang/* under the master tag.
  revalidateTags([cacheTags.master]);
  return answer(c, 'Language updated', languageSavedSchema, { locale, count });
});
