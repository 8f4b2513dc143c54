import { count } from 'drizzle-orm';
import { seedIfEmpty } from './bootstrap';
import { openDatabase, type Db, type DbHandle } from './client';
import * as s from './schema';
import { seed } from './seed';
import { seedSettings } from './seed/settings';

jest.setTimeout(60_000);

let handle: DbHandle;
beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await handle.migrate();
});
afterAll(() => handle.close());

const rows = async (db: Db) => ({
  settings: (await db.select({ n: count() }).from(s.settings))[0].n,
  products: (await db.select({ n: count() }).from(s.products))[0].n,
});

describe('the seed on first start', () => {
  it('leaves nothing behind when it stops part-way, so the next start seeds again from nothing', async () => {
    // A start that dies after the settings (the row a start looks for) and before the catalogue.
    const stopped = seedIfEmpty(handle.db, async (tx) => {
      await seedSettings(tx);
      throw new Error('killed');
    });
    await expect(stopped).rejects.toThrow('killed');
    expect(await rows(handle.db)).toEqual({ settings: 0, products: 0 });

    expect(await seedIfEmpty(handle.db, (tx) => seed(tx, { mediaDir: null, products: 40 }))).toBe(true);
    const seeded = await rows(handle.db);
    expect(seeded.settings).toBeGreaterThan(0);
    expect(seeded.products).toBe(40);
  });

  it('does not seed a database that has its data', async () => {
    const run = jest.fn(async () => undefined);
    expect(await seedIfEmpty(handle.db, run)).toBe(false);
    expect(run).not.toHaveBeenCalled();
  });
});
