// A language's words are merged once and kept: a change of the texts shows once a cache tag is
// expired in this process (the admin routes expire one) or the minute is over.
import { revalidateTags } from '@/server/cache/revalidate';
import type { Db } from '@/server/db/client';
import { saveLanguageStrings } from '@/server/services/lang';
import { shopForTests } from '@/server/test/test-app';
import { forgetWords, WORDS_TTL_MS, wordsFor } from './words';

jest.setTimeout(60_000);

let db: Db;
shopForTests((started) => (db = started.handle.db));
afterEach(async () => {
  jest.restoreAllMocks();
  await saveLanguageStrings(db, 'ar', {});
  forgetWords();
});

describe('wordsFor', () => {
  it('keeps a language’s words until a tag expires or the minute is over', async () => {
    const first = await wordsFor(db, 'ar');
    expect(first.text('Api.unauthenticated')).toBe('يجب تسجيل الدخول أولاً.');
    expect(await wordsFor(db, 'ar')).toBe(first);

    await saveLanguageStrings(db, 'ar', { 'Unauthenticated.': 'سجّل الدخول.' });
    expect((await wordsFor(db, 'ar')).text('Api.unauthenticated')).toBe('يجب تسجيل الدخول أولاً.');
    const now = Date.now();
    jest.spyOn(Date, 'now').mockReturnValue(now + WORDS_TTL_MS + 1);
    expect((await wordsFor(db, 'ar')).text('Api.unauthenticated')).toBe('سجّل الدخول.');

    await saveLanguageStrings(db, 'ar', { 'Unauthenticated.': 'الرجاء تسجيل الدخول.' });
    revalidateTags(['master'], { relayed: true });
    expect((await wordsFor(db, 'ar')).text('Api.unauthenticated')).toBe('الرجاء تسجيل الدخول.');
  });

  it('gives the shop’s languages their direction, and English to a language it neither offers nor ships', async () => {
    expect(await wordsFor(db, 'ar')).toMatchObject({ locale: 'ar', direction: 'rtl' });
    expect(await wordsFor(db, 'en')).toMatchObject({ locale: 'en', direction: 'ltr' });
    const other = await wordsFor(db, 'xx');
    expect(other).toMatchObject({ locale: 'en', direction: 'ltr' });
    expect(other.has('Api.unauthenticated')).toBe(false);
    expect(other.text('Api.tooMany', { what: 'attempts', minutes: 1 })).toBe('Too many attempts. Please try again in 1 minute.');
  });

  it('writes counts with Western digits and the language’s plural forms', async () => {
    const arabic = await wordsFor(db, 'ar');
    expect(arabic.text('OtpMessage.body', { code: '0042', minutes: 10 })).toBe('رمزك هو 0042. صالح لمدة 10 دقائق. إذا لم تطلبه، يمكنك تجاهل هذه الرسالة.');
    expect(arabic.text('Api.tooMany', { what: 'الرسائل', minutes: 2 })).toBe('الرسائل: تجاوزت الحد المسموح. يرجى المحاولة بعد دقيقتين.');
  });
});
