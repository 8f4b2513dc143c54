// How the catalogue's search reads text (docs/adr/0032-search-relevance.md): the same steps for a
// product's texts and for a shopper's search, so that they meet. Text is lower-cased and stripped of
// accents; Arabic is normalised (hamza forms, alef maqsura, taa marbuta, diacritics, tatweel, Eastern
// digits); words are the runs of letters and digits; each word is reduced to a stem, so plurals and
// common inflections meet their singular (shoes/shoe, headphones/headphone, سماعات/سماعة,
// جلدية/جلدي) and the Arabic definite article does not count (الحقيبة/حقيبة).

const ARABIC_DIACRITICS = /[\u064b-\u065f\u0670\u06d6-\u06ed]/g;
const TATWEEL = /\u0640/g;
const LATIN_MARKS = /[\u0300-\u036f]/g;

/** Arabic letters written several ways, each mapped to the one a search compares. */
const ARABIC_LETTERS: Record<string, string> = {
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0624': '\u0648', // ؤ → و
  '\u0626': '\u064a', // ئ → ي
  '\u0649': '\u064a', // ى → ي
  '\u06cc': '\u064a', // Persian ی → ي
  '\u0629': '\u0647', // ة → ه
  '\u06a9': '\u0643', // Persian ک → ك
};
const ARABIC_VARIANTS = new RegExp(`[${Object.keys(ARABIC_LETTERS).join('')}]`, 'g');
const EASTERN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/** Text as a search compares it: lower case, no accents, one spelling per Arabic letter. */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(LATIN_MARKS, '')
    .replace(ARABIC_DIACRITICS, '')
    .replace(TATWEEL, '')
    .replace(ARABIC_VARIANTS, (letter) => ARABIC_LETTERS[letter])
    .replace(EASTERN_DIGITS, (digit) => String((digit.charCodeAt(0) - 0x0660) % 0x0090))
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;
const ASCII = /^[\x00-\x7f]*$/;

/** The words of a text, normalised, in order. Apostrophes join (women's → womens). */
export function wordsOf(text: string): string[] {
  // Most catalogue text is plain ASCII, which needs no Unicode normalisation.
  if (ASCII.test(text)) return text.toLowerCase().replace(/'/g, '').match(/[a-z0-9]+/g) ?? [];
  return normalize(text).replace(/['\u2019]/g, '').match(WORD) ?? [];
}

/** A text's words as the shopper wrote them, one for each of `wordsOf`'s (null if they differ). */
export function writtenWordsOf(text: string): string[] | null {
  const written = text.match(/[\p{L}\p{M}\p{N}'\u2019\u0640]+/gu)?.filter((word) => wordsOf(word).length > 0) ?? [];
  return written.length === wordsOf(text).length ? written : null;
}

const ARABIC = /[\u0600-\u06ff]/;

/** Arabic prefixes of the definite article, with the prepositions written onto it. */
const ARTICLES = ['\u0648\u0627\u0644', '\u0628\u0627\u0644', '\u0643\u0627\u0644', '\u0641\u0627\u0644', '\u0644\u0644', '\u0627\u0644'];
/** Arabic endings of plurals, duals, the feminine and relative adjectives (after normalisation). */
const ARABIC_ENDINGS = ['\u0647\u0627', '\u0627\u0646', '\u0627\u062a', '\u0648\u0646', '\u064a\u0646', '\u064a\u0647', '\u0647', '\u064a'];

function arabicStem(word: string): string {
  let stem = word;
  for (const article of ARTICLES) {
    if (stem.startsWith(article) && stem.length - article.length >= 2) {
      stem = stem.slice(article.length);
      break;
    }
  }
  for (const ending of ARABIC_ENDINGS) {
    if (stem.endsWith(ending) && stem.length - ending.length >= 3) stem = stem.slice(0, -ending.length);
  }
  return stem;
}

/** Words whose final s is not a plural's. */
const KEEP_S = /(?:ss|us|is|as|ys|os)$/;

function englishStem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(?:ch|sh|x|ss|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !KEEP_S.test(word)) return word.slice(0, -1);
  return word;
}

/** The stem a normalised word is indexed and searched by. */
export function stemOf(word: string): string {
  return ARABIC.test(word) ? arabicStem(word) : englishStem(word);
}

/** How many typos a searched word may have: none under 4 letters, one up to 8, two from 9. */
export function typosAllowed(word: string): number {
  const length = [...word].length;
  return length < 4 ? 0 : length <= 8 ? 1 : 2;
}

/**
 * The optimal string alignment distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters, each one edit), or `max + 1` once it is sure to exceed `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const n = a.length;
  const m = b.length;
  if (Math.abs(n - m) > max) return max + 1;
  let before = new Array<number>(m + 1);
  let previous = Array.from({ length: m + 1 }, (_, j) => j);
  let current = new Array<number>(m + 1);
  for (let i = 1; i <= n; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= m; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[m], max + 1);
}
