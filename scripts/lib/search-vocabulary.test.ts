import type { Judged } from '@/test/search/judgement-types';
import type { Resolved } from './search-judging';
import { allowedTypos, distance, misfits, normal, wordsOf } from './search-vocabulary';

const resolved = (query: Judged): Resolved => ({ query, text: query.text!, grades: new Map() });
const typo = (locale: 'en' | 'ar', text: string, type: 'Kettle' | 'Tent' | 'Headphones'): Resolved => resolved({ kind: 'typo', locale, text, relevant: [{ grade: 2, type }] });
const unsold = (text: string): Resolved => resolved({ kind: 'unsold', locale: 'en', text, relevant: [] });

describe('search vocabulary', () => {
  it('spells Arabic one way: hamza forms, taa marbuta, alef maqsura, diacritics, tatweel, ال', () => {
    expect(normal('أطلس')).toBe(normal('اطلس'));
    expect(normal('إلكترونيات')).toBe(normal('الكترونيات'));
    expect(normal('غلاية')).toBe(normal('غلايه'));
    expect(normal('كرسي')).toBe(normal('كرسى'));
    expect(normal('غَلّايَة')).toBe(normal('غلاية'));
    expect(normal('غـلايـة')).toBe(normal('غلاية'));
    expect(normal('الغلاية')).toBe(normal('غلاية'));
    expect(wordsOf('<p>The Kettle, by Zenith.</p>')).toEqual(['the', 'kettle', 'by', 'zenith']);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(distance('kettel', 'kettle')).toBe(1);
    expect(distance('ketle', 'kettle')).toBe(1);
    expect(distance('thremomiter', 'thermometer')).toBe(2);
    expect(distance('خمية', 'خيمه')).toBe(2);
    expect(distance('kettle', 'kettle')).toBe(0);
  });

  it('allows no typo under 4 letters, one for 4 to 8, two from 9', () => {
    expect([allowedTypos('tea'), allowedTypos('lamp'), allowedTypos('sneakers'), allowedTypos('headfones')]).toEqual([0, 1, 1, 2]);
  });

  it('names typos outside the rules, typos with two readings, and unsold words within reach', () => {
    const vocabulary = new Set(['kettle', 'tent', 'text', 'teapot', 'سماعات', 'ساعات'].map(normal));
    expect(misfits([typo('en', 'kettel', 'Kettle'), typo('en', 'ketle', 'Kettle'), unsold('piano')], vocabulary)).toEqual([]);
    const lines = misfits([typo('en', 'kxtel', 'Kettle'), typo('en', 'kettle', 'Kettle'), typo('en', 'tezt', 'Tent'), typo('ar', 'سمعات', 'Headphones'), unsold('tea'), unsold('tixt')], vocabulary);
    expect(lines).toEqual([
      '[en typo] "kxtel": not a misspelling of Kettle within the typo rules',
      '[en typo] "kettle": not a misspelling of Kettle within the typo rules',
      '[en typo] "tezt": as near to "text" as to Tent, so it has two readings',
      '[ar typo] "سمعات": as near to "ساعات" as to Headphones, so it has two readings',
      '[en unsold] "tea": within reach of "teapot", a word of the catalogue',
      '[en unsold] "tixt": within reach of "text", a word of the catalogue',
    ]);
  });
});
