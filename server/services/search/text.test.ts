import { editDistance, normalize, stemOf, typosAllowed, wordsOf } from './text';

const stems = (text: string) => wordsOf(text).map(stemOf);

describe('how the search reads text', () => {
  it('ignores case and accents', () => {
    expect(wordsOf('Crème BRÛLÉE, Café-au-lait')).toEqual(['creme', 'brulee', 'cafe', 'au', 'lait']);
  });

  it('reads Arabic the same however it is written: hamza forms, alef maqsura, taa marbuta, diacritics, tatweel, digits', () => {
    expect(normalize('أحذية')).toBe(normalize('احذيه'));
    expect(normalize('إبريق')).toBe(normalize('ابريق'));
    expect(normalize('آلة')).toBe(normalize('الة'));
    expect(normalize('مستشفى')).toBe(normalize('مستشفي'));
    expect(normalize('حَقِيبَةٌ')).toBe(normalize('حقيبة'));
    expect(normalize('حقـــيبة')).toBe(normalize('حقيبة'));
    expect(normalize('٤٢')).toBe('42');
  });

  it('meets plurals and inflections at their stem, in English and Arabic', () => {
    expect(stems('shoes')).toEqual(stems('shoe'));
    expect(stems('headphones')).toEqual(stems('headphone'));
    expect(stems('watches')).toEqual(stems('watch'));
    expect(stems('batteries')).toEqual(stems('battery'));
    expect(stems('dress')).toEqual(['dress']);
    // The definite article, the sound feminine plural, the feminine and relative adjective.
    expect(stems('الحقيبة')).toEqual(stems('حقيبة'));
    expect(stems('سماعات')).toEqual(stems('سماعة'));
    expect(stems('جلدية')).toEqual(stems('جلدي'));
    expect(stems('بالقهوة')).toEqual(stems('قهوة'));
  });

  it('allows typos by length: none under 4 letters, one up to 8, two from 9', () => {
    expect(typosAllowed('tea')).toBe(0);
    expect(typosAllowed('boot')).toBe(1);
    expect(typosAllowed('sneakers')).toBe(1);
    expect(typosAllowed('headphone')).toBe(2);
  });

  it('counts a swap of two neighbouring letters as one edit', () => {
    expect(editDistance('trvael', 'travel', 2)).toBe(1);
    expect(editDistance('kettel', 'kettle', 2)).toBe(1);
    expect(editDistance('ketle', 'kettle', 2)).toBe(1);
    expect(editDistance('kttel', 'kettle', 2)).toBe(2);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});
