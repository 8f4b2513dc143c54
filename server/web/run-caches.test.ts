import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { forgetLastRun } from './run-caches';

describe('forgetLastRun', () => {
  let root: string;
  const file = (...parts: string[]) => {
    const full = path.join(root, '.next', ...parts);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, 'x');
    return full;
  };
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'run-caches-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("drops the pages, data and pictures the last run kept, and keeps the build's own files", () => {
    const kept = [
      file('BUILD_ID'),
      file('static', 'chunks', 'a.js'),
      file('server', 'app', '[locale]', 'page.js'),
      file('server', 'app', '_not-found.html'),
      file('cache', 'webpack', 'client.pack'),
    ];
    const dropped = [
      file('server', 'route-cache', 'APP_PAGE', 'abc', '$', 'en.html'),
      file('server', 'route-cache', 'APP_PAGE', 'abc', '$', 'ar', 'products.html'),
      file('server', 'app', 'en', 'products.html'),
      file('cache', 'fetch-cache', 'd41d8'),
      file('cache', 'images', 'k', '60.1.etag.avif'),
    ];
    forgetLastRun(root);
    for (const full of kept) expect([full, existsSync(full)]).toEqual([full, true]);
    for (const full of dropped) expect([full, existsSync(full)]).toEqual([full, false]);
  });
});
