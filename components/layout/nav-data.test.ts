import { masterWith } from '@/test/master-fixture';
import type { LocaleSet } from '@/lib/i18n/locales';
import { navData } from './nav-data';

const english = { name: 'en', title: 'English', direction: 'ltr' } as const;
const arabic = { name: 'ar', title: 'العربية', direction: 'rtl' } as const;
const french = { name: 'fr', title: 'Français', direction: 'ltr' } as const;

describe('navData', () => {
  // The settings answer a page reads is cached apart from the languages the routing serves: the
  // two may be readings of different moments, and the menus must offer what the routes serve.
  it('offers the languages the page is rendered with, not those of a newer settings answer', () => {
    const rendered: LocaleSet = { languages: [english, arabic], defaultLocale: 'en' };
    const master = masterWith({ languages: [english, arabic, french].map((one, index) => ({ id: index + 1, ...one })) });
    expect(navData(master, [], rendered).languages).toEqual([
      { name: 'en', title: 'English' },
      { name: 'ar', title: 'العربية' },
    ]);
  });

  it('nor those of an older one: a language just removed is offered no more', () => {
    const rendered: LocaleSet = { languages: [english, { ...arabic, title: 'عربي' }], defaultLocale: 'ar' };
    const master = masterWith({ languages: [english, french].map((one, index) => ({ id: index + 1, ...one })) });
    expect(navData(master, [], rendered).languages).toEqual([
      { name: 'en', title: 'English' },
      { name: 'ar', title: 'عربي' },
    ]);
  });
});

describe('the voucher centre in the menus', () => {
  const locales: LocaleSet = { languages: [english], defaultLocale: 'en' };
  it('follows the settings’ menus while the backend offers it, under its name in the page’s language', () => {
    const menus = navData(masterWith({ features: ['voucher_centre'] }), [], locales, 'القسائم').menus;
    expect(menus.at(-1)).toEqual({ id: 0, name: 'القسائم', url: '/vouchers', target: null, is_external: false });
  });

  it('is left out for a backend that does not offer it', () => {
    expect(navData(masterWith({ features: [] }), [], locales).menus.map((menu) => menu.url)).not.toContain('/vouchers');
  });
});
