// What PATCH /admin/settings accepts: the stored /master keys, each with its own type, so an
// operator cannot store a value the storefront would misread. Unknown keys are refused. And what
// PUT /admin/lang/{locale} accepts: a language's texts.
import { z } from 'zod';
import { addFieldError, validationError, type FieldErrors } from '@/server/http/errors';
import { hasControlCharacters, rawText, requiredText } from '@/server/http/text-fields';
import { LOCALE_CODE, RESERVED_SEGMENTS } from '@/lib/i18n/locales';

const text = rawText;
// An address the storefront puts in a link or a picture: the shop's own path or http(s), never
// javascript:, data: or another scheme a click or a crafted value could run.
const url = () =>
  text(2000).refine((value) => value === '' || /^\/(?![/\\])/.test(value) || /^https?:\/\/[^\s]+$/i.test(value), {
    error: 'The :attribute field must be an http(s) address or a path of the shop.',
  });
const flag = () => z.boolean();
const otpChannel = () => z.enum(['email', 'phone'], { error: 'The selected :attribute is invalid.' });
const hex = () => z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: 'The :attribute field must be a colour like #e11d48.' });

const themeShades = ['primary', 'primary50', 'primary100', 'primary200', 'primary300', 'primary400', 'primary500', 'primary600', 'primary700', 'primary800', 'primary900', 'primary950'] as const;

export const settingsShape = {
  app_name: text(100).pipe(z.string().trim().min(1)),
  app_locale: z.string().regex(LOCALE_CODE, { error: 'The :attribute field must be a language code.' }),
  multi_vendor: flag(),
  cash_on_delivery: flag(),
  online_payment: flag(),
  google_playstore_link: url(),
  app_store_link: url(),
  show_download_app: flag(),
  mobile: text(50),
  email: text(255),
  address: text(500),
  web_show_footer: flag(),
  web_footer_text: text(500),
  web_footer_description: text(2000),
  web_footer_logo: url(),
  footer_qr: url(),
  web_logo: url(),
  app_logo: url(),
  theme_colors: z.strictObject(Object.fromEntries(themeShades.map((shade) => [shade, hex()])) as Record<(typeof themeShades)[number], ReturnType<typeof hex>>),
  pusher_app_key: text(200),
  pusher_app_cluster: text(100),
  register_otp_verify: flag(),
  register_otp_type: otpChannel(),
  forgot_otp_type: otpChannel(),
  phone_required: flag(),
  phone_min_length: z.number().int().min(1).max(30),
  phone_max_length: z.number().int().min(1).max(30),
  order_place_account_verify: flag(),
  return_order_within_days: z.number().int().min(0).max(365),
  contact_whatsapp: text(100),
  contact_messenger: url(),
  /** The text settings in other languages: { "ar": { "web_footer_text": "…" } }. */
  i18n: z.record(
    z.string().regex(LOCALE_CODE, { error: 'The :attribute field must be keyed by language codes.' }),
    z.strictObject({ app_name: text(100).optional(), address: text(500).optional(), web_footer_text: text(500).optional(), web_footer_description: text(2000).optional() }),
  ),
};

/** One social sign-in provider: only the fields named change. `name` is what /master sends back. */
const socialAuth = z.strictObject({
  name: text(20).optional(),
  client_id: text(500).optional(),
  client_secret: text(2000).optional(),
  is_active: flag().optional(),
  redirect_url: url().nullable().optional(),
});

/** social_auths as /master shows it, keyed by provider; stored in its own table. */
export const socialAuthsPatch = z.strictObject({ google: socialAuth.optional(), facebook: socialAuth.optional(), apple: socialAuth.optional() });

/** One language as /master lists it; `id` names the row it came from, so /master keeps its ids. */
const language = z.strictObject({
  id: z.number().int().min(1).optional(),
  name: z
    .string()
    .regex(LOCALE_CODE, { error: 'The :attribute field must be a language code like fr or pt-br.' })
    .refine((name) => !RESERVED_SEGMENTS.has(name), { error: 'The :attribute field is a path the storefront keeps for itself.' }),
  title: requiredText(50),
  direction: z.enum(['ltr', 'rtl'], { error: 'The selected :attribute is invalid.' }).default('ltr'),
});

/** The whole list of languages, in the order the storefront offers them: it replaces the stored one. */
export const languagesPatch = z
  .array(language)
  .min(1, { error: 'The :attribute field is required.' })
  .max(50)
  .superRefine((list, ctx) => {
    const names = new Set<string>();
    const ids = new Set<number>();
    list.forEach((entry, i) => {
      if (names.has(entry.name)) ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'The :attribute field has a duplicate value.' });
      names.add(entry.name);
      if (entry.id === undefined) return;
      if (ids.has(entry.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'The :attribute field has a duplicate value.' });
      ids.add(entry.id);
    });
  });

export const settingsPatch = z
  .strictObject({
    ...(Object.fromEntries(Object.entries(settingsShape).map(([key, schema]) => [key, schema.optional()])) as {
      [K in keyof typeof settingsShape]: z.ZodOptional<(typeof settingsShape)[K]>;
    }),
    social_auths: socialAuthsPatch.optional(),
    languages: languagesPatch.optional(),
  })
  .refine((value) => Object.keys(value).length > 0, { error: 'The body must name at least one setting.' });

export const MAX_LANGUAGE_STRINGS = 5000;
const MAX_ENGLISH_TEXT = 2000;
const MAX_TRANSLATION = 5000;

/** An English text as a message names it, cut short: keys can be long. */
const quoted = (text: string) => `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;

/**
 * A language's texts, { "English text": "translation" }, flat, every translation a string. Errors
 * about a translation are filed under its English text; errors about the body or an English text
 * itself under `body`.
 */
export function languageStrings(body: unknown): Record<string, string> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) {
    throw validationError({ body: ['The body must be an object of English texts and their translations.'] });
  }
  const entries = Object.entries(body);
  if (entries.length > MAX_LANGUAGE_STRINGS) throw validationError({ body: [`The body must not have more than ${MAX_LANGUAGE_STRINGS} texts.`] });
  const errors: FieldErrors = {};
  for (const [english, translation] of entries) {
    if (english === '') addFieldError(errors, 'body', 'The English texts must not be empty.');
    else if (english.length > MAX_ENGLISH_TEXT) addFieldError(errors, 'body', `The English text ${quoted(english)} must not be greater than ${MAX_ENGLISH_TEXT} characters.`);
    else if (hasControlCharacters(english)) addFieldError(errors, 'body', `The English text ${quoted(english)} contains invalid characters.`);
    if (typeof translation !== 'string') addFieldError(errors, english || 'body', `The translation of ${quoted(english)} must be a string.`);
    // A blank translation would blank the text on the page: leaving the text out keeps the bundled one.
    else if (translation.trim() === '') addFieldError(errors, english || 'body', `The translation of ${quoted(english)} is required.`);
    else if (translation.length > MAX_TRANSLATION) addFieldError(errors, english || 'body', `The translation of ${quoted(english)} must not be greater than ${MAX_TRANSLATION} characters.`);
    else if (hasControlCharacters(translation)) addFieldError(errors, english || 'body', `The translation of ${quoted(english)} contains invalid characters.`);
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return Object.fromEntries(entries) as Record<string, string>;
}
