// Generators of what a client can send: path parameters, query strings, bodies and headers, from
// plausible values (seeded ids, known field names) to plain junk. Everything is written as raw
// text, so that malformed percent-encodings and NUL bytes reach the server as they were sent.
import type { Random } from './random';
import type { Route, Segment } from './routes';

/** Values that look right: ids and slugs of the seeded catalogue, by the path word before them. */
export interface Seeds {
  byWord: Record<string, string[]>;
  any: string[];
}

/** Junk for one path segment, already percent-encoded where needed. */
const JUNK_SEGMENTS = [
  '0', '-1', '1.5', '1e3', '0x1f', '2147483648', '99999999999999999999999', 'NaN', 'null', 'undefined',
  'abc', '%20', '%2e%2e', '..', '%2F', '%25', '%zz', '%', '%E0%A4%A', '%00', '%C0%AE', '%F0%9F%98%80',
  '__proto__', 'constructor', '%3Cscript%3E', "'%20OR%201=1--", 'a.b', '~', '%EF%BF%BF',
];

function encodedJunk(random: Random): string {
  return random.weighted<() => string>([
    [6, () => random.pick(JUNK_SEGMENTS)],
    [2, () => random.word()],
    [1, () => 'x'.repeat(random.int(500, 4000))],
    [1, () => encodeURIComponent(random.pick(['ü', 'مرحبا', '日本', '😀', ' ', '\t', '"', '\\']))],
    [1, () => String(random.int(-5, 5_000_000))],
  ])();
}

function paramValue(random: Random, seeds: Seeds, before: string | undefined): string {
  const known = (before && seeds.byWord[before]) || seeds.any;
  return random.weighted<() => string>([
    [3, () => encodeURIComponent(random.pick(known.length ? known : ['1']))],
    [1, () => String(random.int(1, 60))],
    [6, () => encodedJunk(random)],
  ])();
}

export function pathOf(route: Route, random: Random, seeds: Seeds): string {
  const parts: string[] = [];
  route.segments.forEach((segment: Segment, index) => {
    if ('text' in segment) {
      parts.push(segment.text);
      return;
    }
    const before = index > 0 ? route.segments[index - 1] : undefined;
    const word = before && 'text' in before ? before.text : undefined;
    const count = segment.rest ? random.int(1, 3) : 1;
    for (let n = 0; n < count; n += 1) parts.push(paramValue(random, seeds, word));
  });
  // Now and then a trailing slash or an empty segment, as a mistyped address has.
  const tail = random.chance(0.04) ? '/' : '';
  return `/${parts.join('/')}${tail}`;
}

const JUNK_VALUES = [
  '', ' ', '0', '-1', '1.5', '1e309', '-0', '99999999999999999999', '2147483648', 'NaN', 'Infinity', 'null', 'true',
  '%00', 'a%00b', '%zz', '%', '%E0%A4%A', '%C3%28', '%F0%9F%98%80', '%2e%2e%2f', '%27%20OR%201=1--', '%3Cscript%3E',
  '1,2,3', '1,,2', ',', 'a,b', '[]', '{}', '%5B%5D', 'newest', 'top_selling', 'high_to_low', 'low_to_high',
  'popular_product', 'price_asc', 'en', 'ar', 'zz', '__proto__',
];

function queryValue(random: Random, seeds: Seeds): string {
  return random.weighted<() => string>([
    [5, () => random.pick(JUNK_VALUES)],
    [2, () => encodeURIComponent(random.pick(seeds.any.length ? seeds.any : ['1']))],
    [2, () => String(random.int(-3, 200))],
    [1, () => random.word()],
    [0.3, () => 'x'.repeat(10_000)],
  ])();
}

export function queryOf(random: Random, seeds: Seeds, names: readonly string[]): string {
  if (random.chance(0.15)) return '';
  const pairs: string[] = [];
  for (let n = random.int(1, 5); n > 0; n -= 1) {
    const name = random.chance(0.8) ? random.pick(names) : random.pick([random.word(), '__proto__', 'constructor', '%00', '%zz', '']);
    const value = queryValue(random, seeds);
    const form = random.weighted<() => string>([
      [8, () => `${name}=${value}`],
      [1, () => `${name}[]=${value}&${name}[]=${queryValue(random, seeds)}`],
      [1, () => `${name}[a]=${value}`],
      [1, () => `${name}=${value}&${name}=${queryValue(random, seeds)}`],
      [0.5, () => name],
      [0.5, () => `=${value}`],
    ])();
    pairs.push(form);
  }
  return `?${pairs.join('&')}`;
}

// ---------------------------------------------------------------------------------------------
// Bodies

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function scalar(random: Random, seeds: Seeds): Json {
  return random.weighted<() => Json>([
    [2, () => random.word()],
    [2, () => random.int(-10, 100)],
    [1, () => random.pick([0, -1, 1.5, 1e308, -1e308, 2 ** 53, 2147483648, 1e-7])],
    [1, () => random.pick([true, false, null])],
    [2, () => random.pick(['', ' ', '\u0000', 'a\u0000b', `fuzz-\u0000${random.word()}@example.com`, '12\u000034', '😀', 'مرحبا', '<b>x</b>', "' OR 1=1 --", '../../etc/passwd', '1e3', '2024-13-45', '\ud800'])],
    [1, () => random.pick(seeds.any.length ? seeds.any : ['1'])],
    [1, () => Number(random.pick(seeds.any.length ? seeds.any : ['1'])) || 1],
    // Never the demo accounts' addresses: failed sign-ins would lock them for the tests that follow.
    [1, () => random.pick([`fuzz-${random.word()}@example.com`, 'not-an-email', '+1', '1', `9${random.int(100_000_000, 999_999_999)}`, 'password', 'Cash Payment', 'sandbox'])],
    [0.2, () => 'x'.repeat(random.int(1_000, 70_000))],
  ])();
}

function jsonValue(random: Random, seeds: Seeds, names: readonly string[], depth: number): Json {
  if (depth >= 3) return scalar(random, seeds);
  return random.weighted<() => Json>([
    [7, () => scalar(random, seeds)],
    [1, () => Array.from({ length: random.int(0, 4) }, () => jsonValue(random, seeds, names, depth + 1))],
    [1, () => jsonObject(random, seeds, names, depth + 1)],
  ])();
}

function jsonObject(random: Random, seeds: Seeds, names: readonly string[], depth = 0): { [key: string]: Json } {
  const body: { [key: string]: Json } = {};
  for (let n = random.int(0, 7); n > 0; n -= 1) {
    const key = random.chance(0.85) ? random.pick(names) : random.pick(['__proto__', 'constructor', 'prototype', '', random.word(), 'a.b', 'x[0]']);
    body[key] = jsonValue(random, seeds, names, depth);
  }
  return body;
}

/** `__proto__` written as a key of its own (JSON.stringify would drop an object's prototype). */
function withProtoKeys(random: Random, text: string): string {
  if (!text.startsWith('{') || !random.chance(0.5)) return text;
  const polluted = random.pick(['"__proto__":{"isAdmin":true,"status":500}', '"constructor":{"prototype":{"polluted":1}}', '"__proto__":null']);
  return text === '{}' ? `{${polluted}}` : `{${polluted},${text.slice(1)}`;
}

export interface Body {
  type?: string;
  data: string | Uint8Array<ArrayBuffer>;
  /** What the body is, for the report. */
  label: string;
}

function formOf(random: Random, seeds: Seeds, names: readonly string[]): string {
  const pairs: string[] = [];
  for (let n = random.int(0, 6); n > 0; n -= 1) {
    const name = random.pick(names);
    const suffix = random.weighted([[6, ''], [1, '[]'], [1, '[0]'], [1, '[a][b]']] as const);
    pairs.push(`${name}${suffix}=${queryValue(random, seeds)}`);
  }
  return pairs.join('&');
}

function multipartOf(random: Random, seeds: Seeds, names: readonly string[]): Body {
  const boundary = `----fuzz${random.int(1, 1e9)}`;
  const parts: string[] = [];
  for (let n = random.int(0, 5); n > 0; n -= 1) {
    const name = random.pick([...names, 'profile_photo', 'attachments[]', 'attachment', 'file']);
    if (random.chance(0.35)) {
      const filename = random.pick(['a.png', 'a.jpg', 'x.exe', '../../evil.png', '', 'no-extension', 'ü.webp', 'a.svg', 'a.pdf']);
      const type = random.pick(['image/png', 'image/jpeg', 'application/octet-stream', 'text/html', 'image/svg+xml', '']);
      const content = random.pick(['\x89PNG\r\n\x1a\n' + 'junk'.repeat(random.int(0, 50)), '<svg onload=alert(1)>', '', 'GIF89a', 'x'.repeat(random.int(0, 5000))]);
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\n${type ? `Content-Type: ${type}\r\n` : ''}\r\n${content}\r\n`);
    } else {
      parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${String(scalar(random, seeds))}\r\n`);
    }
  }
  const broken = random.chance(0.2);
  const data = broken ? parts.join('').slice(0, random.int(0, 200)) : `${parts.join('')}--${boundary}--\r\n`;
  const type = random.chance(0.1) ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
  return { type, data, label: broken ? 'broken multipart' : 'multipart' };
}

export function bodyOf(random: Random, seeds: Seeds, names: readonly string[]): Body | null {
  return random.weighted<() => Body | null>([
    [10, () => ({ type: 'application/json', data: withProtoKeys(random, JSON.stringify(jsonObject(random, seeds, names))), label: 'json object' })],
    [2, () => ({ type: 'application/json', data: JSON.stringify(jsonValue(random, seeds, names, 1)), label: 'json value' })],
    [2, () => ({ type: 'application/json', data: random.pick(['{', '{"a":', '[1,2', '{"a":1}}', 'nul', '"unterminated', '{\'a\':1}', '\u0000', '{"a":"\\ud800"}']), label: 'broken json' })],
    [2, () => ({ type: 'application/x-www-form-urlencoded', data: formOf(random, seeds, names), label: 'form' })],
    [2, () => multipartOf(random, seeds, names)],
    [1, () => ({ type: random.pick(['text/plain', 'application/xml', 'application/octet-stream', 'image/png', 'junk/junk', 'application/json; charset=utf-16']), data: JSON.stringify(jsonObject(random, seeds, names)), label: 'wrong content type' })],
    [1, () => ({ data: JSON.stringify(jsonObject(random, seeds, names)), label: 'no content type' })],
    [1, () => ({ type: 'application/json', data: '', label: 'empty json' })],
    [1, () => null],
    [0.3, () => ({ type: 'application/json', data: JSON.stringify({ name: 'x'.repeat(random.chance(0.5) ? 1024 * 1024 + 10 : 1000 * 1000) }), label: 'about 1 MB' })],
    [0.3, () => ({ type: 'application/json', data: new Uint8Array([0xff, 0xfe, 0x7b, 0x00, 0xc3, 0x28]), label: 'invalid utf-8' })],
  ])();
}

// ---------------------------------------------------------------------------------------------
// Headers

let addressCount = 0;

/** Each request seems to come from another client, so per-address rate limits leave most alone. */
export function fakeAddress(seed: number): string {
  addressCount += 1;
  const n = seed + addressCount;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface Identity {
  /** Backend token of a shopper of the fuzzer's own, for signed-in requests. */
  token?: string;
  /** Session cookie of that shopper, for signed-in pages. */
  cookie?: string;
}

export function headersOf(random: Random, route: Route, origin: string, identity: Identity, address: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-Forwarded-For': address };
  if (route.kind !== 'page') {
    if (random.chance(0.9)) headers['X-Requested-With'] = 'XMLHttpRequest';
    headers.Accept = random.weighted([[8, 'application/json'], [1, '*/*'], [1, 'text/html']] as const);
  }
  const originChoice = random.weighted([[5, 'same'], [4, 'none'], [1, 'other']] as const);
  if (originChoice === 'same') headers.Origin = origin;
  if (originChoice === 'other') headers.Origin = random.pick(['https://evil.example', 'null', 'junk', 'http://localhost:1']);
  if (random.chance(0.2)) {
    headers['Accept-Language'] = random.pick(['ar', 'en', 'zz', '*', 'ar-EG,ar;q=0.9', 'x'.repeat(3000), ';q=;;,', 'en;q=abc', 'fr-FR']);
  }
  if (identity.token) headers.Authorization = `Bearer ${identity.token}`;
  else if (random.chance(0.25)) {
    headers.Authorization = random.pick(['Bearer ', 'Bearer', `Bearer ${random.word(20, 60)}`, 'Basic Zm9vOmJhcg==', `Bearer ${'a'.repeat(5000)}`, 'Bearer 1|abc', 'Bearer a.b.c', 'Token x']);
  }
  const cookies: string[] = [];
  if (identity.cookie) cookies.push(identity.cookie);
  if (random.chance(0.15)) {
    cookies.push(random.pick(['authjs.session-token=junk', `authjs.session-token=${random.word(40, 200)}`, 'NEXT_LOCALE=zz', 'viewer=1', 'a=%zz', '=', 'x'.repeat(100)]));
  }
  if (cookies.length) headers.Cookie = cookies.join('; ');
  return headers;
}
