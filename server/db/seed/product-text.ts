// What a demo product is called and how it is described, in English and Arabic, and what its
// reviewers write: all from its type, its place among the products of that type and a few draws.
import { agree, inflects, type ArabicText } from './arabic';
import { productTypes, type Option, type ProductType } from './product-types';

/** One product's make-up: its brand, one option per detail of its type, and a model code once they run out. */
export interface Make {
  type: ProductType;
  brand: string;
  /** 1-based index into brandNames. */
  brandId: number;
  options: Option[];
  model: string | null;
}

const nouns = new Set(productTypes.map((type) => type.noun));

/**
 * The indexes of the brands that may make a type: a brand named like another kind of product
 * ("Atlas") makes only that kind, so a name tells its kind.
 */
function brandsFor(type: ProductType, brands: readonly string[]): number[] {
  return brands.flatMap((brand, i) => (nouns.has(brand) && brand !== type.noun ? [] : [i]));
}

/** How many products of a type can differ by brand and details alone. */
export function combinations(type: ProductType, brands: readonly string[]): number {
  return type.dims.reduce((n, dim) => n * dim.options.length, brandsFor(type, brands).length);
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** A step near the golden section of `total` and prime to it: stepping by it visits every number below `total` once, far apart. */
function spreadingStep(total: number): number {
  let step = Math.max(1, Math.round(total * 0.618034));
  while (gcd(step, total) !== 1) step += 1;
  return step;
}

/** A number from a word, the same on every run. */
function wordHash(word: string): number {
  let hash = 7;
  for (const char of word) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash;
}

/**
 * The make of the `n`th product (0-based) of a type. The first `combinations` products each get
 * a different brand and details, visited by a step prime to their number so that neighbours
 * differ; after that each round of them adds a model code ("Z110"), so names stay apart.
 */
export function makeOf(type: ProductType, n: number, brands: readonly string[]): Make {
  const eligible = brandsFor(type, brands);
  const total = combinations(type, brands);
  const round = Math.floor(n / total);
  let rest = (((n % total) * spreadingStep(total)) % total + wordHash(type.noun)) % total;
  const brandIndex = eligible[rest % eligible.length];
  rest = Math.floor(rest / eligible.length);
  const options = type.dims.map((dim) => {
    const option = dim.options[rest % dim.options.length];
    rest = Math.floor(rest / dim.options.length);
    return option;
  });
  const brand = brands[brandIndex];
  return { type, brand, brandId: brandIndex + 1, options, model: round === 0 ? null : `${brand[0].toUpperCase()}${100 + round * 10}` };
}

/** The chosen options before and after the noun in English, leaving out empty ones. */
function englishParts(make: Make): { before: string[]; after: string[] } {
  const before: string[] = [];
  const after: string[] = [];
  make.type.dims.forEach((dim, i) => {
    const en = make.options[i][0];
    if (en) (dim.after ? after : before).push(en);
  });
  return { before, after };
}

/** "Zenith Stainless Steel Electric Kettle 1.7 L", "Acme Chewable Vitamin C 500 mg, 60 Tablets". */
export function englishName(make: Make): string {
  const { before, after } = englishParts(make);
  const head = [make.brand, make.model, ...before, make.type.noun].filter(Boolean).join(' ');
  return after.length ? `${head} ${after.join(', ')}` : head;
}

/**
 * The Arabic name: the noun, then the details bound to it, the adjectives in the noun's gender
 * and number, the other details, and the brand: "غلاية كهربائية ستانلس ستيل 1.7 لتر من Zenith".
 */
export function arabicName(make: Make): string {
  const words = arabicDetails(make);
  const brand = make.model ? `${make.brand} ${make.model}` : make.brand;
  return [make.type.ar, ...words, `من ${brand}`].join(' ');
}

/** The Arabic details in the order Arabic puts them after the noun, each agreeing with it. */
export function arabicDetails(make: Make): string[] {
  const chosen = make.type.dims.map((dim, i) => ({ dim, text: make.options[i][1] as ArabicText })).filter(({ text }) => text !== '');
  const rank = ({ dim, text }: (typeof chosen)[number]) => (dim.attached ? 0 : inflects(text) ? 1 : 2);
  return chosen
    .map((entry, i) => ({ entry, i }))
    .sort((x, y) => rank(x.entry) - rank(y.entry) || x.i - y.i)
    .map(({ entry }) => agree(entry.text, make.type.gender));
}

// Names, places and model lines keep their capitals in a sentence.
const PROPER = new Set([
  'Pulse', 'Edge', 'Lite', 'Neo', 'Air', 'Pro', 'Studio', 'Flex', 'Bluetooth', 'Wi-Fi', 'Oxford', 'Chelsea', 'Delta', 'Sencha', 'Matcha', 'Manuka', 'Sidr',
  'Ethiopian', 'Colombian', 'Brazilian', 'Yemeni', 'Espresso', 'Tunisian', 'Spanish', 'Greek', 'Moroccan', 'Italian', 'Mediterranean', 'Middle', 'Eastern',
  'Medjool', 'Sukkari', 'Ajwa', 'Khalas', 'Deglet', 'Nour', 'English',
]);

/** Lower-cases ordinary capitalised words ("Stainless Steel" → "stainless steel"), keeping "USB-C", "LED", "Vitamin C"'s "C", "Greek". */
export function lowerWords(text: string): string {
  return text
    .split(' ')
    .map((word) => (PROPER.has(word) ? word : /^(\d+-)?[A-Z][a-z'’]+(-[A-Za-z][a-z]+)*$/.test(word) ? word.toLowerCase() : word))
    .join(' ');
}

/** "a" or "an" before an English word, by its sound: "an LED", "a USB-C", "an ultralight". */
export function article(word: string, capital = false): string {
  const an = /^[A-Z0-9]{2,}/.test(word.split(/[\s-]/)[0]) ? /^[AEFHILNORSX8]/.test(word) : /^[aeiou]/i.test(word) && !/^(use|uni|eu)/i.test(word);
  return capital ? (an ? 'An' : 'A') : an ? 'an' : 'a';
}

/** The English summary: "A stainless steel electric kettle by Zenith, 1.7 L. A kettle that boils …". */
export function englishSummary(make: Make): string {
  const { before, after } = englishParts(make);
  const phrase = lowerWords([...before, make.type.noun].join(' '));
  const counted = make.type.measure ? `${make.type.measure} ${phrase}` : phrase;
  const what = `${article(counted, true)} ${counted} by ${make.brand}${after.length ? `, ${lowerWords(after.join(', '))}` : ''}.`;
  return `${what} ${make.type.about[0]}`;
}

/** The Arabic summary: the name's noun and details, the brand, and what it is for. */
export function arabicSummary(make: Make): string {
  return `${[make.type.ar, ...arabicDetails(make)].join(' ')} من ${make.brand}. ${make.type.about[1]}`;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The HTML description: what it is, then a short spec list. */
export function englishDescription(make: Make, unit: string): string {
  const specs = [`<li>Brand: ${escape(make.brand)}</li>`];
  if (make.model) specs.push(`<li>Model: ${make.model}</li>`);
  make.type.dims.forEach((dim, i) => {
    if (make.options[i][0]) specs.push(`<li>${dim.label[0]}: ${escape(make.options[i][0].replace(/^(for|with) /, ''))}</li>`);
  });
  specs.push(`<li>Sold per ${unit}</li>`);
  return `<p>${escape(make.type.about[0])} Each one is checked by the shop before it ships.</p><ul>${specs.join('')}</ul>`;
}

export function arabicDescription(make: Make, unit: string): string {
  const specs = [`<li>العلامة التجارية: ${escape(make.brand)}</li>`];
  if (make.model) specs.push(`<li>الطراز: ${make.model}</li>`);
  make.type.dims.forEach((dim, i) => {
    const text = make.options[i][1];
    if (text !== '') specs.push(`<li>${dim.label[1]}: ${agree(text, make.type.gender)}</li>`);
  });
  specs.push(`<li>وحدة البيع: ${unit}</li>`);
  return `<p>${escape(make.type.about[1])} يفحص المتجر المنتج قبل شحنه.</p><ul>${specs.join('')}</ul>`;
}

const capital = (text: string) => text[0].toUpperCase() + text.slice(1);

/** Every review text a product of `type` can get for `rating` stars: praise for 4–5, complaints for 1–2, both for 3. */
export function reviewTexts(type: ProductType, rating: number): string[] {
  const noun = lowerWords(type.noun);
  if (rating >= 4) {
    return [
      `${capital(type.praise)}.`,
      `${capital(type.praise)}. Would buy again.`,
      'Exactly as described, and delivery was fast.',
      `Great ${noun} for the price.`,
      'Well made and carefully packed. Very happy.',
    ];
  }
  if (rating === 3) {
    return [
      `Decent overall, but ${type.complaint}.`,
      `${capital(type.praise)}, though ${type.complaint}.`,
      'Does the job, nothing special.',
    ];
  }
  return [
    `${capital(type.complaint)}.`,
    `Disappointed: ${type.complaint}.`,
    `Not worth the money, I am returning the ${noun}.`,
    'Arrived late and the box was damaged.',
  ];
}
