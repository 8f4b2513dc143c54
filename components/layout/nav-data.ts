import type { Category } from '@/lib/api/schemas/catalog';
import type { Master } from '@/lib/api/schemas/settings';
import type { LocaleSet } from '@/lib/i18n/locales';
import { offers } from '@/lib/features';

/**
 * What the menus of the header and the bottom bar show: the few fields they need, not the whole
 * settings and catalogue answers, which would otherwise be written into every page's RSC payload.
 * Built once per page and given to both, so the payload holds the categories once.
 */
export interface NavData {
  menus: Pick<Master['menus'][number], 'id' | 'name' | 'url' | 'target' | 'is_external'>[];
  categories: (Pick<Category, 'id' | 'slug' | 'name'> & { sub_categories: Pick<Category['sub_categories'][number], 'id' | 'name'>[] })[];
  languages: Pick<Master['languages'][number], 'name' | 'title'>[];
  multiVendor: boolean;
}

/**
 * The languages the menus offer (both language menus): the ones the page is rendered with and the
 * routing serves (lib/i18n/locale-source.ts), not the settings answer the page read for the rest,
 * which is cached apart and may be a reading older or newer: a menu offering a language whose pages
 * are not found yet, or no longer offering one the page's hreflang names.
 */
export function shopLanguages(locales: LocaleSet): NavData['languages'] {
  return locales.languages.map(({ name, title }) => ({ name, title }));
}

/**
 * `vouchersLabel`: the name of the voucher centre's link, which follows the settings' menus while
 * the backend offers it (lib/features.ts). A menu entry, so the phone's menu shows it with no code
 * of its own.
 */
export function navData(master: Master, categories: Category[], locales: LocaleSet, vouchersLabel = 'Vouchers'): NavData {
  const vouchers = offers(master, 'voucher_centre') ? [{ id: 0, name: vouchersLabel, url: '/vouchers', target: null, is_external: false }] : [];
  return {
    menus: [...master.menus.map(({ id, name, url, target, is_external }) => ({ id, name, url, target, is_external })), ...vouchers],
    categories: categories.map(({ id, slug, name, sub_categories }) => ({ id, ...(slug ? { slug } : {}), name, sub_categories: sub_categories.map((sub) => ({ id: sub.id, name: sub.name })) })),
    languages: shopLanguages(locales),
    multiVendor: master.multi_vendor,
  };
}
