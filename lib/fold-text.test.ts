import { foldText } from './fold-text';

describe('foldText', () => {
  it('drops case and accents', () => {
    expect(foldText('Électronique  Café')).toBe('electronique cafe');
    expect(foldText('ÉLECTRONIQUE')).toBe(foldText('electronique'));
  });

  it('drops Arabic vowel marks and the tatweel, and writes the alif and final letters one way', () => {
    expect(foldText('إلكترونيّات')).toBe(foldText('الكترونيات'));
    expect(foldText('مُوضَة')).toBe(foldText('موضه'));
    expect(foldText('كـتـب')).toBe('كتب');
    expect(foldText('مستشفى')).toBe(foldText('مستشفي'));
  });
});
