import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDemoPictures, imageSpecs } from '.';

jest.setTimeout(120_000);

describe('the demo pictures on a web server that did not seed', () => {
  it('are written once when the media folder lacks them, and left alone after', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-media-'));
    try {
      expect(await ensureDemoPictures(dir)).toBe(true);
      const files = readdirSync(dir, { recursive: true }).filter((name) => String(name).endsWith('.webp'));
      expect(files).toHaveLength(imageSpecs().length);
      expect(await ensureDemoPictures(dir)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
