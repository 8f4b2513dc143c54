import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import { BACKEND_NAMESPACES, ISLAND_NAMESPACES, PUBLIC_NAMESPACES, clientMessages, type IslandSet } from './client-messages';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !name.includes('.test.') ? [full] : [];
  });
}

// Client components that only some pages draw, each inside IslandMessages with its set.
const islands: [RegExp, IslandSet][] = [
  [/components\/(account|alerts|checkout|tickets|orders|affiliations)\/|components\/chat\/inbox/, 'personal'],
  [/components\/listing\//, 'listing'],
  [/components\/product\//, 'product'],
  [/components\/content\/contact-form/, 'contact'],
  [/components\/seller\//, 'seller'],
  [/components\/vouchers\//, 'vouchers'],
];

describe('messages sent to the browser', () => {
  const root = path.resolve(__dirname, '../..');
  const used = new Map<IslandSet | 'public', Set<string>>();
  for (const file of [...files(path.join(root, 'components')), ...files(path.join(root, 'lib')), ...files(path.join(root, 'app'))]) {
    const source = readFileSync(file, 'utf8');
    if (!source.startsWith("'use client'")) continue;
    const set = islands.find(([pattern]) => pattern.test(file))?.[1] ?? 'public';
    if (!used.has(set)) used.set(set, new Set());
    for (const match of source.matchAll(/use(?:Quick)?Translations\('([A-Za-z]+)'\)/g)) used.get(set)!.add(match[1]);
  }

  it('include on every page each namespace a client component of the chrome, cards or dialogs translates with', () => {
    expect(used.get('public')!.size).toBeGreaterThan(4);
    for (const name of used.get('public')!) expect(PUBLIC_NAMESPACES).toContain(name);
  });

  it.each(Object.keys(ISLAND_NAMESPACES) as IslandSet[])('include for the %s islands every namespace they translate with', (set) => {
    expect(used.get(set)?.size).toBeGreaterThan(0);
    const sent = Object.keys(clientMessages(en, set));
    for (const name of used.get(set)!) expect(sent).toContain(name);
  });

  it('leave the islands of some pages out of every page, and server-only catalogues out of all', () => {
    const everyPage = clientMessages(en);
    expect(Object.keys(everyPage).sort()).toEqual([...PUBLIC_NAMESPACES].sort());
    for (const name of ['Checkout', 'Address', 'Listing', 'Product', 'Contact']) expect(everyPage).not.toHaveProperty(name);
    const personal = clientMessages(en, 'personal');
    expect(personal).toHaveProperty('Checkout');
    expect(personal).not.toHaveProperty('Blog');
    expect(personal).not.toHaveProperty('NotFound');
  });

  it('never include the backend’s own words, which no client component translates with', () => {
    for (const name of BACKEND_NAMESPACES) {
      expect(en).toHaveProperty(name);
      for (const set of [undefined, ...(Object.keys(ISLAND_NAMESPACES) as IslandSet[])]) expect(clientMessages(en, set)).not.toHaveProperty(name);
      for (const names of used.values()) expect(names).not.toContain(name);
    }
  });
});
