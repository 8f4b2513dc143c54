// Text compared the way a shopper types it: without case, accents or Arabic vowel marks, and with
// the Arabic letters that are often typed one for another written the same way.

/** Latin accents and other combining marks once decomposed (é → e). */
const COMBINING = /[\u0300-\u036f]/g;
/** Arabic short vowels, shadda, sukun, the dagger alif and the tatweel. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

export function foldText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(COMBINING, '')
    .replace(ARABIC_MARKS, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627') // آ أ إ ٱ → ا
    .replace(/\u0649/g, '\u064a') // ى → ي
    .replace(/\u0629/g, '\u0647') // ة → ه
    .toLocaleLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
