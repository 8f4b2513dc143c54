// Arabic agreement for the demo's product names: a noun's gender and number, and adjectives
// that take the matching form ("حقيبة جلدية" but "حذاء جلدي").

/** m, f, or pl: a plural of things, which takes feminine singular adjectives ("سماعات لاسلكية"). */
export type Gender = 'm' | 'f' | 'pl';

/** An Arabic noun with its gender and number. */
export interface ArabicNoun {
  word: string;
  gender: Gender;
}

/** An adjective's [masculine, feminine] forms, or a phrase that does not inflect ("سعة 1.7 لتر"). */
export type ArabicText = readonly [string, string] | string;

/** The adjective's masculine form with its regular feminine: "جلدي" → "جلدية", "مقاوم للماء" → "مقاومة للماء". */
export function adjective(masculine: string, feminine?: string): readonly [string, string] {
  if (feminine) return [masculine, feminine];
  const [head, ...rest] = masculine.split(' ');
  return [masculine, [`${head}ة`, ...rest].join(' ')];
}

/** The form of `text` that agrees with a noun of `gender`. */
export function agree(text: ArabicText, gender: Gender): string {
  if (typeof text === 'string') return text;
  return gender === 'm' ? text[0] : text[1];
}

/** Whether `text` inflects (an adjective) rather than being a fixed phrase. */
export function inflects(text: ArabicText): text is readonly [string, string] {
  return typeof text !== 'string';
}
