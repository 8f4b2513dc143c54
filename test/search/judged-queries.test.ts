import { judgedQueries } from './judged-queries';
import { ARABIC_TYPE_NOUNS, PRODUCT_TYPES, QUERY_KINDS } from './judgement-types';

// How the queries fit the catalogue's words (typo rules, unsold out of reach) is checked against
// the catalogue itself: scripts/lib/search-vocabulary.ts, run by server/test/search-quality.test.ts.
describe('the judged search queries', () => {
  it('are at least 170, every kind in both languages, none twice', () => {
    expect(judgedQueries.length).toBeGreaterThanOrEqual(170);
    for (const kind of QUERY_KINDS) {
      for (const locale of ['en', 'ar']) expect({ kind, locale, some: judgedQueries.some((q) => q.kind === kind && q.locale === locale) }).toEqual({ kind, locale, some: true });
    }
    const keys = judgedQueries.map((q) => `${q.locale} ${q.text ?? `exact ${q.exactOf}`}`);
    expect(keys.filter((key, i) => keys.indexOf(key) !== i)).toEqual([]);
  });

  it('are in Arabic letters in Arabic, but for brands typed in Latin ones', () => {
    const latin = judgedQueries.filter((q) => q.locale === 'ar' && q.text && !/[\u0600-\u06FF]/.test(q.text) && q.kind !== 'brand');
    expect(latin.map((q) => q.text)).toEqual([]);
  });

  it('grade every query but the unsold ones, and those not at all', () => {
    const wrong = judgedQueries.filter((q) => (q.kind === 'unsold') !== (q.relevant.length === 0 && !q.exactOf));
    expect(wrong.map((q) => q.text)).toEqual([]);
  });

  it('say what every typo means by a type, whose noun it misspells', () => {
    const vague = judgedQueries.filter((q) => q.kind === 'typo' && !q.relevant.some((g) => g.grade === 2 && g.type));
    expect(vague.map((q) => q.text)).toEqual([]);
  });

  it('know the Arabic noun of every type', () => {
    expect(Object.keys(ARABIC_TYPE_NOUNS).sort()).toEqual([...PRODUCT_TYPES].sort());
  });
});
