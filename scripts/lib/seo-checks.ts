// What the search-engine gate (scripts/seo-gate.mjs) checks in a page's HTML, as plain functions:
// its title, description and language, its JSON-LD against the schema.org vocabulary and against
// what Google requires of the rich results the shop asks for, and the Nu HTML Checker's verdict.
import { checkMerchantListing } from '../../lib/seo/merchant-listing';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/** The schema.org vocabulary: each type's properties (inherited ones included) and the enumeration members. */
export interface Vocabulary {
  properties: Map<string, Set<string>>;
  /** Types that are Actions, whose properties may also be given as `<property>-input` / `-output`. */
  actions: Set<string>;
  /** Names of enumeration members and types (for values such as "https://schema.org/InStock"). */
  terms: Set<string>;
}

/**
 * Reads the vocabulary out of schema-dts's declarations (node_modules/schema-dts/dist/schema.d.ts,
 * generated from schema.org): `interface ProductBase extends ThingBase { "name"?: …}` gives a
 * type's own properties and its parents, `interface ProductLeaf extends ProductBase { "@type":
 * "Product" }` names the type, and each `"https://schema.org/InStock"` is an enumeration member.
 */
export function vocabularyOf(declarations: string): Vocabulary {
  const own = new Map<string, { parents: string[]; properties: string[] }>();
  const base = /^interface (\w+Base) extends ([^{]+) \{$([\s\S]*?)^\}$/gm;
  for (const [, name, parents, body] of declarations.matchAll(base)) {
    const properties = [...body.matchAll(/^ {4}"([^"@][^"]*)"\?:/gm)].map((match) => match[1]);
    own.set(name, { parents: parents.split(',').map((parent) => parent.trim()).filter((parent) => /^\w+Base$/.test(parent)), properties });
  }
  const allOf = (name: string, seen = new Set<string>()): Set<string> => {
    const result = new Set<string>();
    if (seen.has(name)) return result;
    seen.add(name);
    const entry = own.get(name);
    if (!entry) return result;
    for (const property of entry.properties) result.add(property);
    for (const parent of entry.parents) for (const property of allOf(parent, seen)) result.add(property);
    return result;
  };
  const extendsBase = (name: string, target: string): boolean => name === target || (own.get(name)?.parents ?? []).some((parent) => extendsBase(parent, target));
  const properties = new Map<string, Set<string>>();
  const actions = new Set<string>();
  const leaf = /^export (?:interface \w+Leaf extends (\w+Base) \{|type \w+Leaf<[^>]*> = Omit<(\w+Base), TProperty> & \{)\n {4}"@type": "(\w+)";/gm;
  for (const [, interfaceBase, roleBase, type] of declarations.matchAll(leaf)) {
    const baseName = interfaceBase ?? roleBase;
    properties.set(type, allOf(baseName));
    if (extendsBase(baseName, 'ActionBase')) actions.add(type);
  }
  const terms = new Set([...declarations.matchAll(/"https:\/\/schema\.org\/(\w+)"/g)].map((match) => match[1]));
  for (const type of properties.keys()) terms.add(type);
  return { properties, actions, terms };
}

/**
 * Everything in a JSON-LD block that schema.org does not define: unknown types, properties a
 * node's type does not have, nodes without a type, schema.org terms that do not exist. Answers
 * the problems by path, and every type it met.
 */
export function jsonLdProblems(data: unknown, vocabulary: Vocabulary): { problems: string[]; types: string[] } {
  const problems: string[] = [];
  const types: string[] = [];
  const visit = (value: unknown, path: string, top: boolean) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${path}[${index}]`, top));
      return;
    }
    if (typeof value === 'string') {
      const term = /^https?:\/\/schema\.org\/(\w+)$/.exec(value)?.[1];
      if (term && !vocabulary.terms.has(term)) problems.push(`${path}: "${value}" is not a schema.org term`);
      return;
    }
    if (!isObject(value)) return;
    if (top && !/^https?:\/\/schema\.org\/?$/.test(String(value['@context']))) problems.push(`${path}: @context is not https://schema.org (${JSON.stringify(value['@context'])})`);
    if (Array.isArray(value['@graph'])) {
      visit(value['@graph'], `${path}.@graph`, false);
      return;
    }
    const nodeTypes = asList(value['@type']).map(String);
    const keys = Object.keys(value).filter((key) => !key.startsWith('@'));
    if (nodeTypes.length === 0) {
      if (keys.length > 0) problems.push(`${path}: a node without @type (${keys.join(', ')})`);
    }
    const known = nodeTypes.filter((type) => vocabulary.properties.has(type));
    for (const type of nodeTypes) {
      types.push(type);
      if (!vocabulary.properties.has(type)) problems.push(`${path}: @type ${type} is not a schema.org type`);
    }
    const allowed = (key: string) =>
      known.some((type) => {
        if (vocabulary.properties.get(type)?.has(key)) return true;
        const constraint = /^(.+)-(?:input|output)$/.exec(key)?.[1];
        return Boolean(constraint && vocabulary.actions.has(type) && vocabulary.properties.get(type)?.has(constraint));
      });
    const label = nodeTypes.join('/') || path;
    for (const key of keys) {
      if (known.length > 0 && !allowed(key)) problems.push(`${path}: ${label} has no property "${key}"`);
      visit(value[key], `${path}.${key}`, false);
    }
  };
  visit(data, '$', true);
  return { problems, types };
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
const firstObject = (value: unknown): Json | undefined => asList(value).find(isObject);
const missing = (node: Json | undefined, path: string, keys: string[]) => (node ? keys.filter((key) => !present(node[key])).map((key) => `${path}.${key}`) : [path]);

/** Every node of a JSON-LD block, nested ones included. */
function nodesOf(data: unknown): Json[] {
  const nodes: Json[] = [];
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit);
    else if (isObject(value)) {
      if (value['@type'] !== undefined) nodes.push(value);
      Object.entries(value).forEach(([key, child]) => key !== '@context' && visit(child));
    }
  };
  visit(data);
  return nodes;
}

const typed = (node: Json, ...types: string[]) => asList(node['@type']).some((type) => types.includes(String(type)));

/**
 * What Google requires of the rich results a block describes, by path: Product (its merchant
 * listing, lib/seo/merchant-listing.ts: required and recommended properties, as the shop's own
 * tests hold it to both), BlogPosting and other articles, breadcrumbs and item lists.
 */
export function googleProblems(data: unknown): string[] {
  const problems: string[] = [];
  for (const node of nodesOf(data)) {
    if (typed(node, 'Product')) {
      const offer = firstObject(node.offers);
      const listing = checkMerchantListing(node, { onSale: Boolean(offer && present(offer.priceValidUntil)) });
      problems.push(...listing.required.map((path) => `Product: required ${path} is missing`));
      problems.push(...listing.recommended.map((path) => `Product: ${path} is missing`));
      // A product snippet needs one of offers, review or aggregateRating; what each one needs.
      if (!['offers', 'review', 'aggregateRating'].some((key) => present(node[key]))) problems.push('Product: none of offers, review, aggregateRating');
      const rating = firstObject(node.aggregateRating);
      if (rating) problems.push(...missing(rating, 'Product.aggregateRating', ['ratingValue']), ...(present(rating.ratingCount) || present(rating.reviewCount) ? [] : ['Product.aggregateRating.ratingCount or reviewCount']));
      for (const review of asList(node.review).filter(isObject)) problems.push(...missing(review, 'Product.review', ['author', 'reviewRating']));
    }
    if (typed(node, 'Article', 'BlogPosting', 'NewsArticle')) {
      const type = asList(node['@type']).join('/');
      problems.push(...missing(node, type, ['headline', 'image', 'datePublished', 'author']));
      for (const author of asList(node.author)) {
        if (!isObject(author) || !present(author.name)) problems.push(`${type}.author needs a name`);
      }
      if (typeof node.headline === 'string' && node.headline.length > 110) problems.push(`${type}.headline is longer than 110 characters`);
      for (const key of ['datePublished', 'dateModified']) {
        if (present(node[key]) && Number.isNaN(Date.parse(String(node[key])))) problems.push(`${type}.${key} is not an ISO 8601 date`);
      }
    }
    if (typed(node, 'BreadcrumbList', 'ItemList')) {
      const type = asList(node['@type']).join('/');
      const items = asList(node.itemListElement);
      if (items.length === 0) problems.push(`${type}.itemListElement is empty`);
      items.forEach((item, index) => {
        if (!isObject(item)) return problems.push(`${type}.itemListElement[${index}] is not a ListItem`);
        problems.push(...missing(item, `${type}.itemListElement[${index}]`, ['position']));
        // A breadcrumb's last item may leave out its address; a list's items are addresses.
        if (typed(node, 'BreadcrumbList')) problems.push(...missing(item, `${type}.itemListElement[${index}]`, index === items.length - 1 ? ['name'] : ['name', 'item']));
        else if (!present(item.url) && !present(item.item)) problems.push(`${type}.itemListElement[${index}] has neither url nor item`);
      });
    }
  }
  return problems;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return ENTITIES[name] ?? whole;
  });
}

export interface PageFacts {
  title: string | null;
  description: string | null;
  lang: string | null;
  /** The text of each `<script type="application/ld+json">`. */
  jsonLd: string[];
}

/** What search engines read first in a page (React writes these tags in one fixed form). */
export function pageFacts(html: string): PageFacts {
  const head = html.split(/<body[\s>]/)[0];
  const title = /<title>([\s\S]*?)<\/title>/.exec(head)?.[1];
  const description = /<meta name="description" content="([^"]*)"/.exec(head)?.[1];
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  const lang = /\slang="([^"]*)"/.exec(htmlTag)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  return { title: title === undefined ? null : decodeEntities(title), description: description === undefined ? null : decodeEntities(description), lang: lang ?? null, jsonLd };
}

/** Values shared by more than one page: value → the pages that have it. */
export function duplicates(pages: { name: string; value: string | null }[]): Map<string, string[]> {
  const byValue = new Map<string, string[]>();
  for (const { name, value } of pages) {
    if (!value) continue;
    byValue.set(value, [...(byValue.get(value) ?? []), name]);
  }
  return new Map([...byValue].filter(([, names]) => names.length > 1));
}

export interface NuMessage {
  type: string;
  subType?: string;
  url?: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * The Nu HTML Checker's messages by severity. Its "info" messages that are not warnings are
 * notes on style only (such as the trailing slash React writes on void elements): counted, not shown.
 */
export function nuFindings(messages: NuMessage[]): { errors: NuMessage[]; warnings: NuMessage[]; notes: number } {
  const errors = messages.filter((message) => message.type === 'error' || message.type === 'non-document-error');
  const warnings = messages.filter((message) => message.type === 'info' && message.subType === 'warning');
  return { errors, warnings, notes: messages.length - errors.length - warnings.length };
}
