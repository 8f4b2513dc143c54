import { compileCatalogue, mergeCatalogue, safeTranslation, type LanguageSources } from './catalogue';

const english = new Map([
  ['Chrome.home', 'Home'],
  ['Chrome.cart', 'Cart'],
  ['Listing.count', '{count, plural, one {# product} other {# products}}'],
  ['Listing.hello', 'Hello {name}'],
  ['Product.back', 'Home'],
  ['Auth.terms', 'I accept the <terms>terms</terms>'],
]);
const none: LanguageSources = { translations: {}, bundled: new Map() };

describe('a language’s words', () => {
  it('come from the backend’s map by English text, over the bundled catalogue', () => {
    const arabic: LanguageSources = { translations: { Cart: 'السلة الجديدة' }, bundled: new Map([['Chrome.home', 'الرئيسية'], ['Chrome.cart', 'السلة']]) };
    const merged = mergeCatalogue(english, arabic);
    expect(merged.get('Chrome.cart')).toBe('السلة الجديدة');
    expect(merged.get('Chrome.home')).toBe('الرئيسية');
  });

  it('fall back to the default language’s text, then English, never a key', () => {
    const french: LanguageSources = { translations: { Home: 'Accueil', 'Hello {name}': 'Bonjour {name}' }, bundled: new Map() };
    const arabic: LanguageSources = { translations: {}, bundled: new Map([['Chrome.cart', 'السلة']]) };
    const merged = mergeCatalogue(english, french, arabic);
    expect(merged.get('Chrome.home')).toBe('Accueil');
    expect(merged.get('Product.back')).toBe('Accueil');
    expect(merged.get('Chrome.cart')).toBe('السلة');
    expect(merged.get('Listing.count')).toBe('{count, plural, one {# product} other {# products}}');
    expect(merged.get('Listing.hello')).toBe('Bonjour {name}');
  });

  it('keep the bundled catalogue’s two translations of one English text when the backend serves one of them', () => {
    const arabic: LanguageSources = { translations: { Home: 'الرئيسية' }, bundled: new Map([['Chrome.home', 'الرئيسية'], ['Product.back', 'العودة للرئيسية']]) };
    const merged = mergeCatalogue(english, arabic);
    expect([merged.get('Chrome.home'), merged.get('Product.back')]).toEqual(['الرئيسية', 'العودة للرئيسية']);
  });

  it('are text: markup the English lacks is quoted, and shows as written once formatted', () => {
    expect(safeTranslation('Cart', '<script>alert(1)</script>')).toBe("'<'script>alert(1)'<'/script>");
    expect(compileCatalogue(new Map([['a', safeTranslation('Cart', '<script>alert(1)</script>')!]]))).toEqual({ a: '<script>alert(1)</script>' });
    // The English text's own tags stay tags.
    expect(safeTranslation('I accept the <terms>terms</terms>', 'J’accepte les <terms>conditions</terms> <b>x</b>')).toBe("J’accepte les <terms>conditions</terms> '<'b>x'<'/b>");
  });

  it('skip a translation that is no valid message or names an argument the English text does not give', () => {
    expect(safeTranslation('Hello {name}', 'Bonjour {nom}')).toBeNull();
    expect(safeTranslation('Hello {name}', 'Bonjour {name')).toBeNull();
    expect(safeTranslation('Hello {name}', '  ')).toBeNull();
    expect(mergeCatalogue(english, { translations: { 'Hello {name}': 'Bonjour {nom}' }, bundled: new Map() }, none).get('Listing.hello')).toBe('Hello {name}');
  });

  it('compile into the nested tree the formatter reads, plurals included', () => {
    const tree = compileCatalogue(new Map([['Listing.count', '{count, plural, one {# produit} other {# produits}}'], ['Chrome.home', 'Accueil']]));
    expect(tree).toEqual({ Listing: { count: [['count', 2, { one: [0, ' produit'], other: [0, ' produits'] }]] }, Chrome: { home: 'Accueil' } });
  });
});
