import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import { settingValues } from '@/server/db/seed/settings';
import { call, shopForTests, type Envelope, type ErrorBody, type TestShop } from '@/server/test/test-app';
import { settingsShape } from './settings-schema';
import { withEnv } from '@/server/test/env';

jest.setTimeout(60_000);

type Master = Record<string, unknown> & {
  currency: { id: number; name: string; symbol: string; position: string; rate: number };
  currencies: { id: number; name: string; symbol: string; position: string; rate: number; is_default: boolean; rate_from_default: number }[];
  languages: { id: number; name: string; title: string; direction: string }[];
  menus: { id: number; name: string; title: string; url: string; target: string; is_external: boolean }[];
  footers: { id: number; position: number; title: string; items: { id: number; type: string; title: string; url: string | null; target: string }[] }[];
  social_auths: Record<string, { name: string; client_id: string; is_active: boolean; redirect_url: string | null }> | [];
};

let shop: TestShop;
shopForTests((started) => (shop = started));

const master = async (locale?: string) => (await call<Envelope<Master>>('/master', { locale })).body.data;
const noEnv = { STRIPE_SECRET_KEY: undefined, PAYMENT_SANDBOX: undefined, APP_ENV: undefined, PUSHER_HOST: undefined, PUSHER_PORT: undefined, PUSHER_FORCE_TLS: undefined, PUSHER_APP_KEY: undefined, PUSHER_APP_CLUSTER: undefined, REALTIME: 'off' };

describe('GET /master', () => {
  it('gives every stored setting and the lists of the page chrome', async () => {
    await withEnv(noEnv, async () => {
      const data = await master();
      const { i18n, ...stored } = settingValues;
      for (const [key, value] of Object.entries(stored)) expect(data[key]).toEqual(value);
      // Translations replace the texts they name in their language and are not sent themselves.
      expect(data.i18n).toBeUndefined();
      const arabic = await master('ar');
      const texts = (i18n as Record<string, Record<string, string>>).ar;
      for (const [key, value] of Object.entries(texts)) expect([key, arabic[key]]).toEqual([key, value]);
      expect(arabic.app_name).toBe(stored.app_name);
      expect(data).toMatchObject({ app_environment: 'local', pusher_host: null, pusher_port: null, pusher_force_tls: true });
      expect(data.currency).toEqual({ id: 1, name: 'USD', symbol: '$', position: 'prefix', rate: 1 });
      // The original's currency: rate and rate_from_default, to 4 decimals; position is ours.
      expect(data.currencies.find((c) => c.name === 'EUR')).toEqual({ id: 2, name: 'EUR', symbol: '€', position: 'suffix', rate: 0.92, is_default: false, rate_from_default: 0.92 });
      expect(data.currencies.find((c) => c.is_default)).toMatchObject({ rate: 1, rate_from_default: 1 });
      expect(data.languages).toEqual([
        { id: 1, name: 'en', title: 'English', direction: 'ltr' },
        { id: 2, name: 'ar', title: 'العربية', direction: 'rtl' },
      ]);
      // Only the active gateways, as the original lists them; active only when usable here: Stripe
      // needs its keys, PayPal has no adapter, the sandbox runs locally.
      expect(data.payment_gateways).toEqual([expect.objectContaining({ name: 'sandbox', is_active: true })]);
      expect(Object.keys((data.payment_gateways as object[])[0]).sort()).toEqual(['id', 'is_active', 'logo', 'name', 'title']);
      expect(data.social_links).toHaveLength(4);
      expect(Object.keys(data.social_auths).sort()).toEqual(['apple', 'facebook', 'google']);
      expect(Object.keys((data.social_auths as Record<string, object>).google).sort()).toEqual(['client_id', 'is_active', 'name', 'redirect_url']);
      expect(data.menus.find((m) => m.is_external)).toMatchObject({ target: '_blank', url: 'https://academy.marketly.example' });
      expect(data.footers.map((f) => f.title)).toEqual(['Marketly', 'Customer Care', 'Contact', 'Get the App']);
      expect(new Set(data.footers.flatMap((f) => f.items.map((i) => i.type)))).toEqual(new Set(['logo', 'text', 'social_links', 'link', 'email', 'phone', 'app_store']));
      expect(Object.keys(data.footers[0].items[0]).sort()).toEqual(['id', 'target', 'title', 'type', 'url']);
    });
  });

  it('translates menus and footers', async () => {
    const data = await master('ar');
    expect(data.menus[0].name).toBe('الرئيسية');
    expect(data.footers[1].title).toBe('خدمة العملاء');
    expect(data.footers[1].items[0].title).toBe('من نحن');
  });

  it('takes the environment and realtime details from environment variables', async () => {
    await withEnv({ APP_ENV: 'production', PUSHER_HOST: 'ws.example.com', PUSHER_PORT: '6001', PUSHER_FORCE_TLS: 'false', PUSHER_APP_KEY: 'live-key', PUSHER_APP_CLUSTER: 'eu' }, async () => {
      expect(await master()).toMatchObject({
        app_environment: 'production',
        pusher_host: 'ws.example.com',
        pusher_port: 6001,
        pusher_force_tls: false,
        pusher_app_key: 'live-key',
        pusher_app_cluster: 'eu',
      });
    });
  });
});

describe('GET /lang/{locale} and /countries', () => {
  it('maps English texts to their translation, outside the envelope', async () => {
    const answer = await call<Record<string, string>>('/lang/ar');
    expect(answer.status).toBe(200);
    const en = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'en.json'), 'utf8'));
    const ar = JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'ar.json'), 'utf8'));
    expect(answer.body[en.NotFound.title]).toBe(ar.NotFound.title);
    expect(answer.body).not.toHaveProperty('data');
    const english = await call<Record<string, string>>('/lang/en');
    expect(english.body[en.NotFound.title]).toBe(en.NotFound.title);
  });

  it("answers every word of the original backend's own client, in English and in Arabic", async () => {
    const client = (locale: string): Record<string, string> =>
      JSON.parse(readFileSync(path.join(process.cwd(), 'messages', 'original-client', `${locale}.json`), 'utf8'));
    const words = Object.keys(client('en'));
    // The words that client asks for with $t('…'), as its pages and dialogs write them.
    expect(words.length).toBe(303);
    expect(words).toEqual(expect.arrayContaining(['Add to Cart', 'Don’t have an account', "Can't find the answer you are looking for", 'Esd. delivery', 'items found']));
    const english = (await call<Record<string, string>>('/lang/en')).body;
    const arabic = (await call<Record<string, string>>('/lang/ar')).body;
    for (const word of words) {
      expect([word, english[word]]).toEqual([word, word]);
      // A translation, not the English text passed on: every one is written in Arabic letters.
      expect([word, /[\u0600-\u06FF]/.test(arabic[word] ?? '')]).toEqual([word, true]);
    }
    expect(arabic['Add to Cart']).toBe('أضف إلى السلة');
    expect(arabic['Are you sure want to delete this address']).toBe('هل أنت متأكد أنك تريد حذف هذا العنوان');
  });

  it("keeps the storefront's own words when the client's words share their English text", async () => {
    // The storefront reads /lang over its own catalogue and keeps its own text for a key when the
    // map answers one of its own translations of that English text; the client's may not differ.
    const read = (...segments: string[]) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', ...segments), 'utf8'));
    const flat = (tree: Record<string, unknown>, prefix = '', into = new Map<string, string>()) => {
      for (const [key, value] of Object.entries(tree)) {
        const keyPath = prefix ? `${prefix}.${key}` : key;
        if (typeof value === 'string') into.set(keyPath, value);
        else flat(value as Record<string, unknown>, keyPath, into);
      }
      return into;
    };
    const en = flat(read('en.json'));
    const ar = flat(read('ar.json'));
    const translationsOf = new Map<string, Set<string>>();
    for (const [key, source] of en) translationsOf.set(source, (translationsOf.get(source) ?? new Set()).add(ar.get(key) ?? source));
    const client: Record<string, string> = read('original-client', 'ar.json');
    const shared = Object.entries(client).filter(([source]) => translationsOf.has(source));
    expect(shared.length).toBeGreaterThan(50);
    for (const [source, text] of shared) expect([source, [...translationsOf.get(source)!]]).toEqual([source, expect.arrayContaining([text])]);
  });

  it('answers 404 with the upstream error for languages the shop does not offer', async () => {
    for (const locale of ['fr', 'xx', '..%2F..%2Fpackage', 'a'.repeat(300)]) {
      expect(await call(`/lang/${locale}`)).toMatchObject({ status: 404, body: { error: 'Language file not found' } });
    }
  });

  it('lists countries with phone codes', async () => {
    const { data } = (await call<Envelope<{ countries: { id: number; name: string; phone_code: string }[] }>>('/countries')).body;
    expect(data.countries.length).toBeGreaterThanOrEqual(20);
    expect(data.countries[0]).toEqual({ id: 1, name: 'United States', phone_code: '1' });
    // As the original: digits only, the client writes the "+".
    expect(data.countries.every((country) => /^\d+$/.test(country.phone_code))).toBe(true);
  });
});

describe('PATCH /admin/settings', () => {
  const patch = (body: unknown, token?: string) =>
    call<Envelope<Master> & ErrorBody>('/admin/settings', { method: 'PATCH', json: body, headers: token ? { Authorization: `Bearer ${token}` } : {} });

  it('accepts exactly the stored settings keys', () => {
    expect(Object.keys(settingsShape).sort()).toEqual(Object.keys(settingValues).sort());
  });

  it('does not exist without ADMIN_API_TOKEN', async () => {
    await withEnv({ ADMIN_API_TOKEN: undefined }, async () => {
      expect((await patch({ app_name: 'X' }, 'anything')).status).toBe(404);
    });
  });

  it('refuses a missing or wrong token', async () => {
    await withEnv({ ADMIN_API_TOKEN: 'right-token' }, async () => {
      expect(await patch({ app_name: 'X' })).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
      expect((await patch({ app_name: 'X' }, 'wrong-token')).status).toBe(401);
      expect((await master()).app_name).toBe('Marketly');
    });
  });

  it('stores known settings and answers with the new master data', async () => {
    await withEnv({ ADMIN_API_TOKEN: 'right-token' }, async () => {
      const answer = await patch({ app_name: 'Bazaar', multi_vendor: false, return_order_within_days: 14 }, 'right-token');
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ app_name: 'Bazaar', multi_vendor: false, return_order_within_days: 14, currency: { name: 'USD' } });
      expect(await master()).toMatchObject({ app_name: 'Bazaar', multi_vendor: false });
      await patch({ app_name: 'Marketly', multi_vendor: true, return_order_within_days: 7 }, 'right-token');
    });
  });

  it('refuses unknown keys and values of the wrong type with 422', async () => {
    await withEnv({ ADMIN_API_TOKEN: 'right-token' }, async () => {
      const unknown = await patch({ app_name: 'Y', is_admin: true }, 'right-token');
      expect(unknown.status).toBe(422);
      expect(unknown.body.errors).toHaveProperty('is_admin');
      const wrongType = await patch({ multi_vendor: 'yes', theme_colors: { primary: 'red' } }, 'right-token');
      expect(wrongType.status).toBe(422);
      expect(Object.keys(wrongType.body.errors ?? {})).toEqual(expect.arrayContaining(['multi_vendor']));
      expect((await patch({}, 'right-token')).status).toBe(422);
      // Links and pictures: http(s) or the shop's own path, never a script address.
      for (const link of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example/x', 'vbscript:x', ' https://x.example']) {
        const refused = await patch({ google_playstore_link: link }, 'right-token');
        expect([link, refused.status]).toEqual([link, 422]);
        expect(refused.body.errors).toHaveProperty('google_playstore_link');
      }
      for (const link of ['https://play.google.com/store/apps/details?id=x', 'http://example.com', '/media/brand/logo.webp', '']) {
        expect([link, (await patch({ google_playstore_link: link }, 'right-token')).status]).toEqual([link, 200]);
      }
      await patch({ google_playstore_link: settingValues.google_playstore_link }, 'right-token');
      expect((await patch('not an object', 'right-token')).status).toBe(422);
      expect((await master()).app_name).toBe('Marketly');
    });
  });
});

describe('PATCH /admin/settings languages', () => {
  type Language = Master['languages'][number];
  const token = 'right-token';
  const patch = (body: unknown) => call<Envelope<Master> & ErrorBody>('/admin/settings', { method: 'PATCH', json: body, headers: { Authorization: `Bearer ${token}` } });
  /** The languages as seeded, with the ids they have now (a test may have made new rows). */
  let seeded: Language[];
  beforeEach(async () => {
    seeded = (await master()).languages;
    expect(seeded.map(({ name, title, direction }) => ({ name, title, direction }))).toEqual([
      { name: 'en', title: 'English', direction: 'ltr' },
      { name: 'ar', title: 'العربية', direction: 'rtl' },
    ]);
  });
  /** The stored rows with the columns /master leaves out. */
  const rows = () =>
    shop.handle.db
      .select({ name: s.languages.name, isDefault: s.languages.isDefault, position: s.languages.position })
      .from(s.languages)
      .orderBy(asc(s.languages.position));
  const errorsOf = async (body: unknown) => {
    const answer = await patch(body);
    expect(answer.status).toBe(422);
    return answer.body.errors ?? {};
  };

  afterEach(async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      // By code: rows a test made keep their ids.
      const languages = [{ name: 'en', title: 'English', direction: 'ltr' }, { name: 'ar', title: 'العربية', direction: 'rtl' }];
      expect((await patch({ app_locale: 'en', languages })).status).toBe(200);
    });
  });

  it('adds languages, in the order given, with ltr as the default direction', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      const answer = await patch({ languages: [...seeded, { name: 'fr', title: 'Français' }, { name: 'ur', title: ' اردو ', direction: 'rtl' }] });
      expect(answer.status).toBe(200);
      expect(answer.body.message).toBe('Settings updated');
      const expected = [...seeded, { id: expect.any(Number), name: 'fr', title: 'Français', direction: 'ltr' }, { id: expect.any(Number), name: 'ur', title: 'اردو', direction: 'rtl' }];
      expect(answer.body.data.languages).toEqual(expected);
      expect((await master()).languages).toEqual(expected);
      expect(new Set(answer.body.data.languages.map((language) => language.id)).size).toBe(4);
      expect(await rows()).toEqual([
        { name: 'en', isDefault: true, position: 1 },
        { name: 'ar', isDefault: false, position: 2 },
        { name: 'fr', isDefault: false, position: 3 },
        { name: 'ur', isDefault: false, position: 4 },
      ]);
    });
  });

  it('renames, reorders and removes languages, keeping the ids of the rows named', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      const added = (await patch({ languages: [...seeded, { name: 'fr', title: 'French' }] })).body.data.languages;
      const french = added.find((language) => language.name === 'fr')!;
      const answer = await patch({ languages: [{ ...french, title: 'Français' }, seeded[0]] });
      expect(answer.status).toBe(200);
      expect(answer.body.data.languages).toEqual([{ ...french, title: 'Français' }, seeded[0]]);
      // An entry without an id keeps the row of its code, if it still has one.
      const [english] = seeded;
      const renamed = (await patch({ languages: [{ name: 'en', title: 'English (US)', direction: 'ltr' }, { name: 'ar', title: 'Arabic', direction: 'rtl' }] })).body.data.languages;
      expect(renamed).toEqual([
        { id: english.id, name: 'en', title: 'English (US)', direction: 'ltr' },
        { id: expect.any(Number), name: 'ar', title: 'Arabic', direction: 'rtl' },
      ]);
      expect(renamed[1].id).not.toBe(seeded[1].id);
      // Codes can move between rows: the unique code never sees two rows at once.
      const swapped = await patch({ languages: [{ ...renamed[0], name: 'ar' }, { ...renamed[1], name: 'en' }] });
      expect(swapped.status).toBe(200);
      expect(swapped.body.data.languages.map((language) => [language.id, language.name])).toEqual([
        [renamed[0].id, 'ar'],
        [renamed[1].id, 'en'],
      ]);
    });
  });

  it('keeps the shop language among the languages and the only one flagged as the default', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      // Removing the shop language, or choosing one that is not offered, is refused.
      expect(await errorsOf({ languages: [seeded[1]] })).toEqual({ app_locale: ['The selected app locale is not one of the languages.'] });
      expect(await errorsOf({ app_locale: 'fr' })).toEqual({ app_locale: ['The selected app locale is not one of the languages.'] });
      expect(await errorsOf({ app_name: 'Bazaar', app_locale: 'fr', languages: seeded })).toEqual({ app_locale: ['The selected app locale is not one of the languages.'] });
      expect((await master()).app_name).toBe('Marketly');
      expect((await master()).languages).toEqual(seeded);
      // Both in one body: the new language and the shop language.
      const answer = await patch({ app_locale: 'fr', languages: [{ name: 'fr', title: 'Français' }, ...seeded] });
      expect(answer.status).toBe(200);
      expect(answer.body.data.app_locale).toBe('fr');
      expect((await rows()).map((row) => [row.name, row.isDefault])).toEqual([['fr', true], ['en', false], ['ar', false]]);
      // The shop language alone moves the flag too.
      expect((await patch({ app_locale: 'ar' })).status).toBe(200);
      expect((await rows()).map((row) => [row.name, row.isDefault])).toEqual([['fr', false], ['en', false], ['ar', true]]);
    });
  });

  it('takes any language code for the shop language', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      expect((await patch({ app_locale: 'pt-br', languages: [...seeded, { name: 'pt-br', title: 'Português (Brasil)' }] })).status).toBe(200);
      expect((await master()).app_locale).toBe('pt-br');
      for (const code of ['pt_BR', 'PT', 'english', 'e', '']) {
        expect([code, await errorsOf({ app_locale: code })]).toEqual([code, { app_locale: ['The app locale field must be a language code.'] }]);
      }
    });
  });

  it('refuses a list it cannot store with 422 and changes nothing', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      const entry = (fields: Partial<Language> & Record<string, unknown>) => ({ name: 'fr', title: 'Français', direction: 'ltr', ...fields });
      for (const name of ['FR', 'fr_FR', 'french', 'f', 'fr-', 'fr-ca-x', 12]) {
        const errors = await errorsOf({ languages: [...seeded, entry({ name: name as string })] });
        expect([name, errors]).toEqual([name, { 'languages.2.name': [typeof name === 'string' ? 'The languages.2.name field must be a language code like fr or pt-br.' : 'The languages.2.name field must be a string.'] }]);
      }
      for (const name of ['api', 'img']) {
        expect(await errorsOf({ languages: [...seeded, entry({ name })] })).toEqual({ 'languages.2.name': ['The languages.2.name field is a path the storefront keeps for itself.'] });
      }
      expect(await errorsOf({ languages: [...seeded, entry({ name: 'ar' })] })).toEqual({ 'languages.2.name': ['The languages.2.name field has a duplicate value.'] });
      expect(await errorsOf({ languages: [seeded[0], { ...seeded[1], id: seeded[0].id }] })).toEqual({ 'languages.1.id': ['The languages.1.id field has a duplicate value.'] });
      expect(await errorsOf({ languages: [...seeded, entry({ id: 999 })] })).toEqual({ 'languages.2.id': ['The selected languages.2.id is invalid.'] });
      expect(await errorsOf({ languages: [...seeded, entry({ id: 0 })] })).toEqual({ 'languages.2.id': ['The languages.2.id field must be at least 1.'] });
      expect(await errorsOf({ languages: [...seeded, entry({ id: '3' as unknown as number })] })).toEqual({ 'languages.2.id': ['The languages.2.id field must be a number.'] });
      expect(await errorsOf({ languages: [...seeded, entry({ title: '   ' })] })).toEqual({ 'languages.2.title': ['The languages.2.title field is required.'] });
      expect(await errorsOf({ languages: [...seeded, entry({ title: 'x'.repeat(51) })] })).toEqual({ 'languages.2.title': ['The languages.2.title field must not be greater than 50 characters.'] });
      expect(await errorsOf({ languages: [...seeded, entry({ direction: 'up' })] })).toEqual({ 'languages.2.direction': ['The selected languages.2.direction is invalid.'] });
      expect(await errorsOf({ languages: [...seeded, entry({ code: 'fr' })] })).toEqual({ 'languages.2.code': ['The languages.2.code field is not allowed.'] });
      expect(await errorsOf({ languages: [] })).toEqual({ languages: ['The languages field is required.'] });
      expect(await errorsOf({ languages: 'en,ar' })).toEqual({ languages: ['The languages field must be an array.'] });
      expect((await master()).languages).toEqual(seeded);
      const many = Array.from({ length: 51 }, (_, i) => ({ name: `l${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`, title: `Language ${i}` }));
      expect(await errorsOf({ languages: [seeded[0], ...many.slice(1)] })).toEqual({ languages: ['The languages field must not have more than 50 items.'] });
      expect((await patch({ languages: [seeded[0], ...many.slice(2)] })).status).toBe(200);
      expect((await master()).languages).toHaveLength(50);
    });
  });
});

describe('PUT /admin/lang/{locale}', () => {
  const token = 'right-token';
  const put = (locale: string, body: unknown, auth: string | null = token) =>
    call<Envelope<{ locale: string; count: number }> & ErrorBody & { error?: string }>(`/admin/lang/${locale}`, {
      method: 'PUT',
      json: body,
      headers: auth ? { Authorization: `Bearer ${auth}` } : {},
    });
  const lang = (locale: string) => call<Record<string, string>>(`/lang/${locale}`);
  const setLanguages = (languages: { name: string; title: string; direction?: string }[]) =>
    call('/admin/settings', { method: 'PATCH', json: { languages }, headers: { Authorization: `Bearer ${token}` } });
  const seededLanguages = [{ name: 'en', title: 'English' }, { name: 'ar', title: 'العربية', direction: 'rtl' }];
  const catalogue = (locale: string) => JSON.parse(readFileSync(path.join(process.cwd(), 'messages', `${locale}.json`), 'utf8'));

  afterEach(async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      for (const locale of ['en', 'ar', 'fr', 'ur']) expect((await put(locale, {})).status).toBe(200);
      expect((await setLanguages(seededLanguages)).status).toBe(200);
    });
  });

  it('exists only with ADMIN_API_TOKEN and takes only that token', async () => {
    await withEnv({ ADMIN_API_TOKEN: undefined }, async () => {
      expect(await put('ar', { Home: 'الرئيسية' }, 'anything')).toMatchObject({ status: 404, body: { message: 'The route api/admin/lang/ar could not be found.' } });
    });
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      expect(await put('ar', { Home: 'x' }, null)).toMatchObject({ status: 401, body: { message: 'Unauthenticated.' } });
      expect((await put('ar', { Home: 'x' }, 'wrong-token')).status).toBe(401);
    });
  });

  it('stores the texts over the bundled catalogue, replacing what was stored before', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      const en = catalogue('en');
      const ar = catalogue('ar');
      const bundled = (await lang('ar')).body;
      expect(bundled[en.NotFound.title]).toBe(ar.NotFound.title);
      const answer = await put('ar', { [en.NotFound.title]: 'لم نجد هذه الصفحة', 'A text only this shop has': 'نص لهذا المتجر وحده' });
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ message: 'Language updated', data: { locale: 'ar', count: 2 } });
      // The rest of the bundled catalogue is still there.
      expect((await lang('ar')).body).toEqual({ ...bundled, [en.NotFound.title]: 'لم نجد هذه الصفحة', 'A text only this shop has': 'نص لهذا المتجر وحده' });
      // A second PUT replaces the first.
      expect((await put('ar', { 'Another text': 'نص آخر' })).body.data).toEqual({ locale: 'ar', count: 1 });
      expect((await lang('ar')).body).toEqual({ ...bundled, 'Another text': 'نص آخر' });
      // English itself can be reworded.
      await put('en', { [en.NotFound.title]: 'Nothing here' });
      expect((await lang('en')).body[en.NotFound.title]).toBe('Nothing here');
    });
  });

  it('answers only the stored texts of a language without a bundled catalogue, once it is offered', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      const french = { 'Add to cart': 'Ajouter au panier', Home: 'Accueil' };
      // Texts can be written before the language is offered; they are served only once it is.
      expect((await put('fr', french)).body).toEqual({ message: 'Language updated', data: { locale: 'fr', count: 2 } });
      expect(await lang('fr')).toMatchObject({ status: 404, body: { error: 'Language file not found' } });
      expect((await setLanguages([...seededLanguages, { name: 'fr', title: 'Français' }, { name: 'ur', title: 'اردو', direction: 'rtl' }])).status).toBe(200);
      // No English passed off as French: the storefront falls back to the shop language itself.
      expect(await lang('fr')).toMatchObject({ status: 200, body: french });
      expect(Object.keys((await lang('fr')).body)).toHaveLength(2);
      expect(await lang('ur')).toMatchObject({ status: 200, body: {} });
      // A language taken off the list is not served, its texts are kept for when it comes back.
      expect((await setLanguages(seededLanguages)).status).toBe(200);
      expect(await lang('fr')).toMatchObject({ status: 404, body: { error: 'Language file not found' } });
      expect((await setLanguages([...seededLanguages, { name: 'fr', title: 'Français' }])).status).toBe(200);
      expect((await lang('fr')).body).toEqual(french);
    });
  });

  it('translates the backend’s own messages, by their English text or template, once the language is offered', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      let ip = 0;
      const login = (locale: string) => call('/login', { method: 'POST', json: {}, locale, headers: { 'X-Forwarded-For': `203.0.113.${++ip}` } });
      const english = (await login('en')).body;
      expect(english).toEqual({
        message: 'The phone field is required. (and 1 more error)',
        errors: { phone: ['The phone field is required.'], password: ['The password field is required.'] },
      });
      const french = {
        'The {field} field is required.': 'Le champ {field} est obligatoire.',
        '{first} (and {count, plural, one {# more error} other {# more errors}})': '{first} (et {count, plural, one {# autre erreur} other {# autres erreurs}})',
        phone: 'téléphone',
        'Unauthenticated.': 'Non authentifié.',
      };
      expect((await put('fr', french)).status).toBe(200);
      // Not offered yet: English, as GET /lang/fr is not served.
      expect((await login('fr')).body).toEqual(english);
      expect((await setLanguages([...seededLanguages, { name: 'fr', title: 'Français' }, { name: 'ur', title: 'اردو', direction: 'rtl' }])).status).toBe(200);
      expect((await login('fr')).body).toEqual({
        message: 'Le champ téléphone est obligatoire. (et 1 autre erreur)',
        // A field name without a French text keeps its English one.
        errors: { phone: ['Le champ téléphone est obligatoire.'], password: ['Le champ password est obligatoire.'] },
      });
      expect((await call('/admin/lang/fr', { method: 'PUT', json: {}, locale: 'fr-FR' })).body).toEqual({ message: 'Non authentifié.' });
      // A message without a French text stays English.
      expect((await call('/admin/lang/fr', { method: 'PUT', json: [], locale: 'fr', headers: { Authorization: `Bearer ${token}` } })).body).toMatchObject({
        message: 'The body must be an object of English texts and their translations.',
      });
      // A language with nothing stored reads English; Arabic its own words, the operator's over them.
      expect((await login('ur')).body).toEqual(english);
      expect((await put('ar', { 'Unauthenticated.': 'سجّل الدخول أولاً.' })).status).toBe(200);
      expect((await call('/admin/lang/ar', { method: 'PUT', json: {}, locale: 'ar' })).body).toEqual({ message: 'سجّل الدخول أولاً.' });
      expect((await login('ar')).body).toEqual({ message: 'حقل الهاتف مطلوب. (وخطأ آخر)', errors: { phone: ['حقل الهاتف مطلوب.'], password: ['حقل كلمة المرور مطلوب.'] } });
      // New texts replace the old at once.
      expect((await put('fr', { 'Unauthenticated.': 'Connectez-vous d’abord.' })).status).toBe(200);
      expect((await call('/admin/lang/fr', { method: 'PUT', json: {}, locale: 'fr' })).body).toEqual({ message: 'Connectez-vous d’abord.' });
      expect((await login('fr')).body).toEqual(english);
    });
  });

  it('answers 404 as GET does for a code that is not one', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      for (const locale of ['FR', 'f', 'fr_FR', 'french', '..%2F..%2Fpackage', 'a'.repeat(300)]) {
        expect([locale, await put(locale, { Home: 'Accueil' })]).toMatchObject([locale, { status: 404, body: { error: 'Language file not found' } }]);
      }
    });
  });

  it('refuses anything but a flat map of texts with 422', async () => {
    await withEnv({ ADMIN_API_TOKEN: token }, async () => {
      const refused = async (body: unknown) => {
        const answer = await put('fr', body);
        expect(answer.status).toBe(422);
        return answer.body.errors;
      };
      const notAMap = { body: ['The body must be an object of English texts and their translations.'] };
      expect(await refused(['Home', 'Accueil'])).toEqual(notAMap);
      expect(await refused('Home')).toEqual(notAMap);
      expect(await refused(null)).toEqual(notAMap);
      expect(await refused({ Home: { title: 'Accueil' }, Cart: 3, Shops: null })).toEqual({
        Home: ['The translation of "Home" must be a string.'],
        Cart: ['The translation of "Cart" must be a string.'],
        Shops: ['The translation of "Shops" must be a string.'],
      });
      expect(await refused({ Home: '  ' })).toEqual({ Home: ['The translation of "Home" is required.'] });
      expect(await refused({ Home: 'x'.repeat(5001) })).toEqual({ Home: ['The translation of "Home" must not be greater than 5000 characters.'] });
      expect(await refused({ Home: 'Acc\u0007ueil' })).toEqual({ Home: ['The translation of "Home" contains invalid characters.'] });
      expect(await refused({ '': 'Vide' })).toEqual({ body: ['The English texts must not be empty.'] });
      expect(await refused({ ['y'.repeat(2001)]: 'Long' })).toEqual({ body: [`The English text "${'y'.repeat(40)}…" must not be greater than 2000 characters.`] });
      const many = Object.fromEntries(Array.from({ length: 5001 }, (_, i) => [`Text ${i}`, `Texte ${i}`]));
      expect(await refused(many)).toEqual({ body: ['The body must not have more than 5000 texts.'] });
      delete many['Text 5000'];
      expect((await put('fr', many)).body.data).toEqual({ locale: 'fr', count: 5000 });
      // Long texts within the limits are kept whole.
      const long = { ['z'.repeat(2000)]: 'é'.repeat(5000) };
      expect((await put('fr', long)).status).toBe(200);
      expect((await setLanguages([...seededLanguages, { name: 'fr', title: 'Français' }])).status).toBe(200);
      expect((await lang('fr')).body).toEqual(long);
    });
  });
});
