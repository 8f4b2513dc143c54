// GET /master, GET /lang/{locale}, GET /countries (docs/contract.md "Settings and language").
import * as z from 'zod';
import { flag, id, list, num, text } from './common';

export const themeShades = [
  'primary', 'primary50', 'primary100', 'primary200', 'primary300', 'primary400',
  'primary500', 'primary600', 'primary700', 'primary800', 'primary900', 'primary950',
] as const;

const positionSchema = z.string().transform((value) => (value === 'suffix' ? 'suffix' : 'prefix') as 'prefix' | 'suffix');

export const currencySchema = z.object({
  id: id.optional(),
  name: z.string(),
  symbol: z.string(),
  position: positionSchema,
  is_default: flag.optional(),
  rate_from_default: num.optional(),
  rate: num.optional(),
});
export type Currency = z.infer<typeof currencySchema>;

export const languageSchema = z.object({
  id: id.optional(),
  name: z.string(),
  title: z.string(),
  direction: z.string().nullish().transform((value) => (value === 'rtl' ? 'rtl' : 'ltr') as 'ltr' | 'rtl'),
});
export type Language = z.infer<typeof languageSchema>;

export const menuSchema = z.object({
  id,
  name: z.string(),
  title: text,
  url: z.string(),
  target: text,
  is_external: flag,
});
export type MenuItem = z.infer<typeof menuSchema>;

export const footerItemTypes = ['logo', 'text', 'email', 'phone', 'social_links', 'app_store', 'link'] as const;
export const footerItemSchema = z.object({
  id,
  type: z.string(),
  title: text,
  url: text,
  target: text,
});
export type FooterItem = z.infer<typeof footerItemSchema>;

export const footerSchema = z.object({
  id,
  position: num.optional(),
  title: text,
  items: list(footerItemSchema),
});
export type FooterColumn = z.infer<typeof footerSchema>;

export const socialLinkSchema = z.object({ id: id.optional(), name: z.string(), logo: text, link: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

const socialAuthSchema = z.object({ name: z.string().optional(), client_id: text, is_active: flag, redirect_url: text });
export type SocialAuth = z.infer<typeof socialAuthSchema>;

/** Social sign-in as a backend sends it: upstream sends [] when no provider is configured, an object keyed by provider otherwise. */
const sentSocialAuthsSchema = z.union([z.array(z.unknown()), z.record(z.string(), socialAuthSchema)]).nullish();

const masterShape = z.looseObject({
  app_name: z.string(),
  app_locale: z.string().nullish().transform((value) => value || 'en'),
  app_environment: z.string().nullish().transform((value) => value || 'production'),
  app_logo: text,
  web_logo: text,
  multi_vendor: flag,
  cash_on_delivery: flag,
  online_payment: flag,
  google_playstore_link: text,
  app_store_link: text,
  show_download_app: flag,
  mobile: text,
  email: text,
  address: text,
  web_show_footer: flag.default(true),
  web_footer_text: text,
  web_footer_description: text,
  web_footer_logo: text,
  footer_qr: text,
  theme_colors: z.record(z.string(), z.string().nullish()).nullish().transform((value) => value ?? {}),
  pusher_app_key: text,
  pusher_app_cluster: text,
  pusher_host: text.optional(),
  pusher_port: num.nullish(),
  pusher_force_tls: flag.optional(),
  register_otp_verify: flag,
  register_otp_type: text,
  forgot_otp_type: text,
  phone_required: z.preprocess((value) => value ?? true, flag),
  phone_min_length: num.nullish().transform((value) => value ?? 9),
  phone_max_length: num.nullish().transform((value) => value ?? 16),
  order_place_account_verify: flag,
  return_order_within_days: num.nullish(),
  currency: currencySchema.nullish(),
  // The original writes `position` only on the default currency; each of the others is written
  // the same way (below).
  currencies: list(currencySchema.extend({ position: positionSchema.optional() })),
  languages: list(languageSchema),
  payment_gateways: list(z.looseObject({ id, title: text, name: z.string(), logo: text, is_active: flag })),
  social_links: list(socialLinkSchema),
  social_auths: sentSocialAuthsSchema.transform((value) => (value && !Array.isArray(value) ? value : {}) as Partial<Record<'google' | 'facebook' | 'apple', SocialAuth>>),
  menus: list(menuSchema),
  footers: list(footerSchema),
  /** Ours: the features of lib/features.ts this backend offers; other backends send none. */
  features: list(z.string()),
});

export const masterSchema = masterShape.transform((master) => ({
  ...master,
  currencies: master.currencies.map((currency) => ({ ...currency, position: currency.position ?? master.currency?.position ?? 'prefix' })),
}));
export type Master = z.infer<typeof masterSchema>;

/**
 * The master data as a backend sends it, before it is read: social_auths as sent ([] for none),
 * and a currency's position where it has one. What this backend's GET /master and PATCH
 * /admin/settings answer with (server/http/respond.ts).
 */
export const masterAsSentSchema = masterShape.extend({ social_auths: sentSocialAuthsSchema });

export const translationsSchema = z.record(z.string(), z.string());

export const countriesSchema = z.object({
  countries: z.array(z.object({ id: id.optional(), name: z.string(), phone_code: z.string() })),
});
export type Country = z.infer<typeof countriesSchema>['countries'][number];
