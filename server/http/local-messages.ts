// The messages the API answers (the envelope's message and its field errors) in the language the
// request asked for (Accept-Language, server/http/locale.ts). The routes write English, as the
// contract's examples do; the message is recognised here, as a whole text of the catalogue's `Api`
// namespace or as one of its templates below, and written with the language's text of it
// (server/words.ts: the operator's stored text for the English template, the shipped catalogue,
// English). A message with no text in the language stays as written: nothing is ever lost.
import type { WordKey, WordValues, Words } from '@/server/words';

/**
 * How a value taken from an English message goes into the translation: a field name through
 * `ApiFields`, what a rate limit counts through `ApiLimits`, a message inside the message
 * translated as a whole, a count as a number (plural rules), anything else (a product name, a
 * maximum) as written.
 */
type Kind = 'field' | 'limit' | 'message' | 'count' | 'text';
type Template = readonly [pattern: RegExp, key: WordKey, args: readonly (readonly [name: string, kind: Kind])[]];

/**
 * The templates of `Api`, as the English messages read once filled in, tried in order. Each
 * capture is the argument of the same place in the English template (a test checks that the
 * English template, filled with them, reads as the message).
 */
const templates: readonly Template[] = [
  [/^(.*) \(and (\d+) more errors?\)$/, 'Api.andMoreErrors', [['first', 'message'], ['count', 'count']]],
  [/^Too many (.+)\. Please try again in (\d+) minutes?\.$/, 'Api.tooMany', [['what', 'limit'], ['minutes', 'count']]],
  [/^(.*No more stock): (.+) is out of stock\.$/, 'Api.outOfStock', [['limited', 'message'], ['item', 'text']]],
  [/^(.*No more stock): (.+) is sold out in the flash sale\.$/, 'Api.soldOutInFlashSale', [['limited', 'message'], ['item', 'text']]],
  [/^(.*No more stock): only (\d+) of (.+) left\.$/, 'Api.onlyLeft', [['limited', 'message'], ['count', 'text'], ['item', 'text']]],
  [/^(.+) is no longer available\. Please remove it from your cart\.$/, 'Api.removeFromCart', [['item', 'text']]],
  [/^You can save at most (\d+) addresses\. Please delete one first\.$/, 'Api.tooManyAddresses', [['max', 'text']]],
  [/^The (.+) field is required\.$/, 'Api.fieldRequired', [['field', 'field']]],
  [/^The (.+) field must be a valid email address\.$/, 'Api.fieldEmail', [['field', 'field']]],
  [/^The (.+) must be a valid email address\.$/, 'Api.fieldEmailShort', [['field', 'field']]],
  [/^The (.+) field must be a valid phone number\.$/, 'Api.fieldPhone', [['field', 'field']]],
  [/^The (.+) field must have at least (\d+) digits\.$/, 'Api.fieldMinDigits', [['field', 'field'], ['min', 'text']]],
  [/^The (.+) field must not have more than (\d+) digits\.$/, 'Api.fieldMaxDigits', [['field', 'field'], ['max', 'text']]],
  [/^The (.+) field must be between (\d+) and (\d+) digits\.$/, 'Api.fieldDigitsBetween', [['field', 'field'], ['min', 'text'], ['max', 'text']]],
  [/^The (.+) field must contain digits only\.$/, 'Api.fieldDigitsOnly', [['field', 'field']]],
  [/^The (.+) field must be at least (\d+) characters\.$/, 'Api.fieldMinCharacters', [['field', 'field'], ['min', 'text']]],
  [/^The (.+) must be at least (\d+) characters\.$/, 'Api.fieldMinCharactersShort', [['field', 'field'], ['min', 'text']]],
  [/^The (.+) field must not be greater than (\d+) characters\.$/, 'Api.fieldMaxCharacters', [['field', 'field'], ['max', 'text']]],
  [/^The (.+) field must be at least (\d+)\.$/, 'Api.fieldMin', [['field', 'field'], ['min', 'text']]],
  [/^The (.+) field must not be greater than (\d+)\.$/, 'Api.fieldMax', [['field', 'field'], ['max', 'text']]],
  [/^The (.+) field must not have more than (\d+) items\.$/, 'Api.fieldMaxItems', [['field', 'field'], ['max', 'text']]],
  [/^The (.+) field must be a valid date \(YYYY-MM-DD\)\.$/, 'Api.fieldDate', [['field', 'field']]],
  [/^The (.+) field must be a date before today\.$/, 'Api.fieldDateBeforeToday', [['field', 'field']]],
  [/^The (.+) field must be a string\.$/, 'Api.fieldString', [['field', 'field']]],
  [/^The (.+) field must be a number\.$/, 'Api.fieldNumber', [['field', 'field']]],
  [/^The (.+) field must be an integer\.$/, 'Api.fieldInteger', [['field', 'field']]],
  [/^The (.+) field contains invalid characters\.$/, 'Api.fieldInvalidCharacters', [['field', 'field']]],
  [/^The (.+) field format is invalid\.$/, 'Api.fieldFormat', [['field', 'field']]],
  [/^The (.+) field is invalid\.$/, 'Api.fieldInvalid', [['field', 'field']]],
  [/^The selected (.+) is invalid\.$/, 'Api.selectedInvalid', [['field', 'field']]],
];

/** The templates, for the test that keeps them in step with the catalogue. */
export const MESSAGE_TEMPLATES = templates;

/** A name (a field's, what a limit counts) in the language, or as written. */
function named(words: Words, namespace: 'ApiFields' | 'ApiLimits', name: string): string {
  const key = words.keyOf(namespace, namespace === 'ApiFields' ? name.trim().toLowerCase() : name);
  return key && words.has(key) ? words.text(key) : name;
}

function translate(message: string, words: Words): string {
  const whole = words.keyOf('Api', message);
  if (whole) return words.has(whole) ? words.text(whole) : message;
  for (const [pattern, key, args] of templates) {
    const match = pattern.exec(message);
    if (!match) continue;
    // A message inside the message may be translated where the template is not.
    let changed = words.has(key);
    const values: WordValues = {};
    args.forEach(([name, kind], index) => {
      const raw = match[index + 1];
      if (kind === 'count') values[name] = Number(raw);
      else if (kind === 'field') values[name] = named(words, 'ApiFields', raw);
      else if (kind === 'limit') values[name] = named(words, 'ApiLimits', raw);
      else if (kind === 'message') {
        values[name] = translate(raw, words);
        changed ||= values[name] !== raw;
      } else values[name] = raw;
    });
    return changed ? words.text(key, values) : message;
  }
  return message;
}

/** The message in the answer's language (as written when the language has no text for it). */
export function localMessage(message: string, words: Words): string {
  return translate(message, words);
}

/** Field errors in the answer's language; the fields' names (the keys) stay as sent. */
export function localErrors(errors: Record<string, string[]>, words: Words): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([name, messages]) => [name, messages.map((message) => translate(message, words))]));
}
