import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import en from '@/messages/en.json';
import { CLIENT_NAMESPACES, clientMessages } from './client-messages';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !name.includes('.test.') ? [full] : [];
  });
}

describe('messages sent to the browser', () => {
  it('include every namespace a client component translates with', () => {
    const root = path.resolve(__dirname, '../..');
    const used = new Set<string>();
    for (const file of [...files(path.join(root, 'components')), ...files(path.join(root, 'lib'))]) {
      const source = readFileSync(file, 'utf8');
      if (!source.startsWith("'use client'")) continue;
      for (const match of source.matchAll(/use(?:Quick)?Translations\('([A-Za-z]+)'\)/g)) used.add(match[1]);
    }
    expect(used.size).toBeGreaterThan(0);
    for (const name of used) expect(CLIENT_NAMESPACES).toContain(name);
  });

  it('leave out the server-only catalogues', () => {
    const picked = clientMessages(en);
    expect(Object.keys(picked).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(picked).not.toHaveProperty('Blog');
    expect(picked).not.toHaveProperty('NotFound');
  });
});
