import { createTranslator } from 'next-intl';
import ar from '@/messages/ar.json';
import en from '@/messages/en.json';
import compile from 'icu-minify/compile';
import { quickFormat, quickFormatCompiled } from './quick-format';

type Catalogue = { [key: string]: string | Catalogue };

function leaves(catalogue: Catalogue, prefix = ''): [string, string][] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );
}

const counts = [0, 1, 2, 3, 4, 5, 10, 11, 21, 100, 102, 1234, 1000000];

describe('quickFormat', () => {
  for (const [locale, catalogue] of [['en', en], ['ar', ar]] as const) {
    it(`formats every simple ${locale} message exactly as use-intl does`, () => {
      const t = createTranslator({ locale, messages: catalogue });
      let handled = 0;
      for (const [key, message] of leaves(catalogue as Catalogue)) {
        const names = [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))];
        if (names.length === 0) continue;
        for (const count of counts) {
          const values = Object.fromEntries(names.map((name, index) => [name, new RegExp(`\\{\\s*${name}\\s*,\\s*plural`).test(message) ? count : index % 2 ? count : `«${name}»`]));
          const quick = quickFormat(message, values, locale);
          if (quick === null) continue;
          handled += 1;
          expect([key, quick]).toEqual([key, t(key as never, values as never)]);
        }
      }
      expect(handled).toBeGreaterThan(100);
    });

    it(`keeps the messages islands format during hydration off IntlMessageFormat (${locale})`, () => {
      const messages = catalogue as unknown as Record<string, Record<string, string>>;
      expect(quickFormat(messages.Catalog.slide, { index: 1, count: 3 }, locale)).not.toBeNull();
      expect(quickFormat(messages.Cart.addNamed, { name: 'Tea' }, locale)).not.toBeNull();
      expect(quickFormat(messages.Cart.addToCartNamed, { name: 'Tea' }, locale)).not.toBeNull();
      expect(quickFormat(messages.Product.showImage, { number: 2 }, locale)).not.toBeNull();
      expect(quickFormat(messages.Product.showVideo, { number: 2 }, locale)).not.toBeNull();
      expect(quickFormat(messages.Chrome.cartTabItems, { count: 2 }, locale)).not.toBeNull();
      expect(quickFormat(messages.Product.off, { percent: 20 }, locale)).not.toBeNull();
      expect(quickFormat(messages.Product.lowStock, { count: 3 }, locale)).not.toBeNull();
    });
  }

  it('fills arguments and picks plural branches, exact matches first', () => {
    const message = '{count, plural, =0 {No items for {name}} one {# item for {name}} other {# items for {name}}}';
    expect(quickFormat(message, { count: 0, name: 'Ann' }, 'en')).toBe('No items for Ann');
    expect(quickFormat(message, { count: 1, name: 'Ann' }, 'en')).toBe('1 item for Ann');
    expect(quickFormat(message, { count: 1234, name: 'Ann' }, 'en')).toBe('1,234 items for Ann');
    expect(quickFormat('{count, plural, one {# يوم} two {يومان} few {# أيام} other {# يومًا}}', { count: 2 }, 'ar')).toBe('يومان');
    expect(quickFormat('{count, plural, one {# يوم} two {يومان} few {# أيام} other {# يومًا}}', { count: 5 }, 'ar')).toBe('5 أيام');
  });

  it('leaves to use-intl what it does not handle', () => {
    expect(quickFormat('{kind, select, a {A} other {B}}', { kind: 'a' }, 'en')).toBeNull();
    expect(quickFormat('Order <bdi>{code}</bdi>', { code: 'X' }, 'en')).toBeNull();
    expect(quickFormat("It''s {name}", { name: 'X' }, 'en')).toBeNull();
    expect(quickFormat('{price, number, ::currency/USD}', { price: 1 }, 'en')).toBeNull();
    expect(quickFormat('{count, plural, offset:1 one {#} other {#}}', { count: 2 }, 'en')).toBeNull();
    expect(quickFormat('{count, plural, one {# item}}', { count: 2 }, 'en')).toBeNull();
    expect(quickFormat('{count, plural, one {#} other {#}}', { count: 1.5 }, 'en')).toBeNull();
    expect(quickFormat('Hello {name}', {}, 'en')).toBeNull();
    expect(quickFormat('Broken {name', { name: 'X' }, 'en')).toBeNull();
  });

  describe('on messages compiled at build time', () => {
    for (const [locale, catalogue] of [['en', en], ['ar', ar]] as const) {
      it(`formats every ${locale} message as quickFormat does its source, and leaves the same ones to use-intl`, () => {
        let handled = 0;
        for (const [key, message] of leaves(catalogue as Catalogue)) {
          const names = [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))];
          for (const count of counts) {
            const values = Object.fromEntries(names.map((name, index) => [name, new RegExp(`\\{\\s*${name}\\s*,\\s*plural`).test(message) ? count : index % 2 ? count : `«${name}»`]));
            const fromSource = quickFormat(message, values, locale);
            const fromCompiled = quickFormatCompiled(compile(message), values, locale);
            if (fromSource !== null) handled += 1;
            expect([key, fromCompiled]).toEqual([key, fromSource]);
          }
        }
        expect(handled).toBeGreaterThan(100);
      });
    }

    it('leaves select, tags and number arguments to use-intl', () => {
      expect(quickFormatCompiled(compile('{kind, select, a {A} other {B}}'), { kind: 'a' }, 'en')).toBeNull();
      expect(quickFormatCompiled(compile('Order <bdi>{code}</bdi>'), { code: 'X' }, 'en')).toBeNull();
      expect(quickFormatCompiled(compile('{price, number}'), { price: 1 }, 'en')).toBeNull();
      expect(quickFormatCompiled(compile('{n, selectordinal, one {#st} other {#th}}'), { n: 1 }, 'en')).toBeNull();
      expect(quickFormatCompiled(compile('{count, plural, one {# item} other {# items}}'), { count: 1234 }, 'en')).toBe('1,234 items');
    });
  });
});
