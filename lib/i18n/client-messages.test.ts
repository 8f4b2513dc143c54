import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import { PERSONAL_NAMESPACES, PUBLIC_NAMESPACES, clientMessages } from './client-messages';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !name.includes('.test.') ? [full] : [];
  });
}

// Client components drawn only inside the account layout or checkout (PersonalMessages).
const personal = /components\/(account|checkout|tickets|orders|affiliations)\/|components\/chat\/inbox/;

describe('messages sent to the browser', () => {
  const root = path.resolve(__dirname, '../..');
  const used = { public: new Set<string>(), personal: new Set<string>() };
  for (const file of [...files(path.join(root, 'components')), ...files(path.join(root, 'lib'))]) {
    const source = readFileSync(file, 'utf8');
    if (!source.startsWith("'use client'")) continue;
    for (const match of source.matchAll(/use(?:Quick)?Translations\('([A-Za-z]+)'\)/g)) used[personal.test(file) ? 'personal' : 'public'].add(match[1]);
  }

  it('include on public pages every namespace a client component of the catalogue translates with', () => {
    expect(used.public.size).toBeGreaterThan(5);
    for (const name of used.public) expect(PUBLIC_NAMESPACES).toContain(name);
  });

  it('include on account and checkout pages every namespace of their forms', () => {
    expect(used.personal.size).toBeGreaterThan(5);
    for (const name of used.personal) expect(PERSONAL_NAMESPACES).toContain(name);
  });

  it('leave the account and checkout forms out of public pages, and server-only catalogues out of all', () => {
    const publicPicked = clientMessages(en);
    expect(Object.keys(publicPicked).sort()).toEqual([...PUBLIC_NAMESPACES].sort());
    for (const name of ['Checkout', 'Address', 'Tickets', 'Profile']) expect(publicPicked).not.toHaveProperty(name);
    const personalPicked = clientMessages(en, 'personal');
    expect(Object.keys(personalPicked).sort()).toEqual([...PERSONAL_NAMESPACES].sort());
    expect(personalPicked).not.toHaveProperty('Blog');
    expect(personalPicked).not.toHaveProperty('NotFound');
  });
});
