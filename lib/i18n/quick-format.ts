// Formats the simple catalogue messages without IntlMessageFormat. use-intl formats every message
// that has arguments through IntlMessageFormat, and its first use makes the browser build its
// number-format locale data: 25–90 ms in one task on a fast machine, four times that on a
// mid-range phone, during hydration. Messages with plain {name} arguments and plurals (whose
// rules Intl.PluralRules gives in about a millisecond) need none of that. Anything else (select,
// number or date arguments, rich-text tags, quoting) returns null and is left to use-intl.

type Part = string | { arg: string } | { hash: true } | { plural: string; branches: Record<string, Part[]> };
export type QuickValues = Record<string, string | number>;

const HASH = { hash: true } as const;

/** Index of the brace closing the one at `open`, or -1. */
function closing(source: string, open: number): number {
  let depth = 0;
  for (let index = open; index < source.length; index += 1) {
    if (source[index] === '{') depth += 1;
    else if (source[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  return -1;
}

function parsePlural(body: string): Part | null {
  const head = /^\s*(\w+)\s*,\s*plural\s*,/.exec(body);
  if (!head) return null;
  const branches: Record<string, Part[]> = {};
  let rest = body.slice(head[0].length);
  while (rest.trim()) {
    const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(rest);
    if (!selector) return null;
    const open = selector[0].length - 1;
    const end = closing(rest, open);
    if (end < 0) return null;
    const branch = parseParts(rest.slice(open + 1, end), true);
    if (!branch) return null;
    branches[selector[1]] = branch;
    rest = rest.slice(end + 1);
  }
  return branches.other ? { plural: head[1], branches } : null;
}

function parseParts(source: string, inPlural: boolean): Part[] | null {
  const parts: Part[] = [];
  let text = '';
  const flush = () => {
    if (text) parts.push(text);
    text = '';
  };
  for (let index = 0; index < source.length; index += 1) {
    const char = source[index];
    if (char === "'" || char === '<' || char === '}') return null;
    if (char === '#' && inPlural) {
      flush();
      parts.push(HASH);
    } else if (char === '{') {
      const end = closing(source, index);
      if (end < 0) return null;
      const body = source.slice(index + 1, end);
      const simple = /^\s*(\w+)\s*$/.exec(body);
      const part = simple ? { arg: simple[1] } : inPlural ? null : parsePlural(body);
      if (!part) return null;
      flush();
      parts.push(part);
      index = end;
    } else text += char;
  }
  flush();
  return parts;
}

const parsed = new Map<string, Part[] | null>();
const pluralRules = new Map<string, Intl.PluralRules>();

/** A whole number with the grouping separator both catalogues' locales use (1,234). */
function grouped(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function rulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return rules;
}

function render(parts: Part[], values: QuickValues, locale: string, count: number | null): string | null {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') out += part;
    else if ('hash' in part) {
      if (count === null) return null;
      out += grouped(count);
    } else if ('arg' in part) {
      const value = values[part.arg];
      if (value === undefined) return null;
      out += String(value);
    } else {
      const value = values[part.plural];
      if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) return null;
      const branch = part.branches[`=${value}`] ?? part.branches[rulesOf(locale).select(value)] ?? part.branches.other;
      const text = render(branch, values, locale, value);
      if (text === null) return null;
      out += text;
    }
  }
  return out;
}

/** The message with its values filled in, as use-intl would; null when it needs use-intl. */
export function quickFormat(message: string, values: QuickValues, locale: string): string | null {
  if (!parsed.has(message)) parsed.set(message, parseParts(message, false));
  const parts = parsed.get(message);
  return parts ? render(parts, values, locale, null) : null;
}

// Messages compiled at build time (next-intl's `precompile`, next.config.mjs) reach the browser as
// icu-minify's arrays: a string, or parts that are strings, 0 (the plural's #), [name] (an
// argument), [name, 2, branches] (a cardinal plural) or other forms (select, number and date
// arguments, tags), which are left to use-intl. The handled forms are read into the same parts as
// a source message, and rendered alike.
const POUND = 0;
const PLURAL = 2;

function partsOfCompiled(node: unknown, inPlural: boolean): Part[] | null {
  if (typeof node === 'string') return [node];
  if (node === POUND) return inPlural ? [HASH] : null;
  if (!Array.isArray(node)) return null;
  const parts: Part[] = [];
  for (const part of node as unknown[]) {
    if (typeof part === 'string') parts.push(part);
    else if (part === POUND && inPlural) parts.push(HASH);
    else if (!Array.isArray(part) || typeof part[0] !== 'string') return null;
    else if (part.length === 1) parts.push({ arg: part[0] });
    else if (part[1] === PLURAL && !inPlural && part[2] && typeof part[2] === 'object') {
      const branches: Record<string, Part[]> = {};
      for (const [selector, branch] of Object.entries(part[2] as Record<string, unknown>)) {
        const read = partsOfCompiled(branch, true);
        if (!read) return null;
        branches[selector] = read;
      }
      if (!branches.other) return null;
      parts.push({ plural: part[0], branches });
    } else return null;
  }
  return parts;
}

const compiledParts = new WeakMap<object, Part[] | null>();

/** quickFormat for a message compiled at build time; null when it needs use-intl. */
export function quickFormatCompiled(message: unknown, values: QuickValues, locale: string): string | null {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return null;
  if (!compiledParts.has(message)) compiledParts.set(message, partsOfCompiled(message, false));
  const parts = compiledParts.get(message);
  return parts ? render(parts, values, locale, null) : null;
}
