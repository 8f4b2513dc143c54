// The docs a newcomer reads name only what exists: every repository path the guide, the README and
// the decisions write in backticks is a file or folder, and every decision is in the index.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const adrs = readdirSync(path.join(root, 'docs/adr')).filter((name) => /^\d{4}-.*\.md$/.test(name));

/** Repository paths a document writes in backticks (`lib/api/client.ts`, `server/routes/`). */
function pathsIn(file: string): string[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const named = [...text.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]);
  return named.filter((name) => /^(app|components|lib|server|stores|worker|scripts|messages|docs|e2e|test|public)\/[\w\-./[\]()]*$/.test(name) && !name.includes('*') && !name.includes('<'));
}

describe('the docs', () => {
  it.each(['docs/guide.md', 'README.md', 'docs/adr/README.md'])('%s names only paths that exist', (file) => {
    // What the build writes (public/sw.js) is named too, and is not in a fresh clone: git ignores it.
    const generated = (name: string) => spawnSync('git', ['check-ignore', '-q', name], { cwd: root }).status === 0;
    const missing = pathsIn(file).filter((name) => !existsSync(path.join(root, name.replace(/:\d+$/, ''))) && !generated(name));
    expect(missing).toEqual([]);
  });

  it('list every decision in the index, with a status', () => {
    const index = readFileSync(path.join(root, 'docs/adr/README.md'), 'utf8');
    for (const adr of adrs) expect([adr, index.includes(`](${adr}) |`)]).toEqual([adr, true]);
    const statuses = [...index.matchAll(/^\| \[\d{4}\]\([^)]+\) \| .+ \| (.+) \|$/gm)].map((match) => match[1]);
    expect(statuses).toHaveLength(adrs.length);
    for (const status of statuses) expect(status).toMatch(/^(accepted|superseded by \d{4}|merged into \d{4})/);
  });
});
