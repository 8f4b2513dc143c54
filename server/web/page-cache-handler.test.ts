// The shared page cache (PAGE_CACHE_STORE=postgres, docs/adr/0016): entries survive the trip
// through PostgreSQL as they were, expired tags make a lookup miss on every server, memory stays
// within its budget, and PostgreSQL being away never fails a lookup.
import { types } from 'node:util';
import {
  createPageCache,
  deserialise,
  keptUntil,
  MAX_STORED_BYTES,
  MemoryTier,
  PostgresStore,
  RETENTION_MS,
  serialise,
  tagsOf,
} from './page-cache-handler';
import { startTestCluster, type TestCluster } from '@/server/db/testing/postgres-cluster';

jest.setTimeout(120_000);

const quiet = { error: jest.fn(), log: jest.fn() };

function page(html: string, tags = 'master,_N_T_/layout,_N_T_/en/contact-us/page') {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`1:{"page":"${html}"}`),
    headers: { 'x-next-cache-tags': tags, 'x-nextjs-stale-time': '300' },
    postponed: undefined,
    status: 200,
    segmentData: new Map([
      ['/_tree', Buffer.from('tree')],
      ['/_full', Buffer.from([0, 1, 2, 255])],
    ]),
  };
}
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, cacheControl: { revalidate: 60, expire: 31_536_000 } };
const getPage = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

describe('serialisation', () => {
  it('gives back a page entry with its Buffers, Map and undefined fields as they were', () => {
    const stored = { value: page('<html>hello</html>'), cacheControl: { revalidate: 60, expire: 31_536_000 } };
    const back = deserialise(serialise(stored)) as typeof stored;
    expect(back).toEqual(stored);
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true);
    // (V8 gives back the process's own Map, not the one of Jest's sandbox: hence types.isMap.)
    expect(types.isMap(back.value.segmentData)).toBe(true);
    expect(Buffer.isBuffer(back.value.segmentData.get('/_full'))).toBe(true);
    expect([...(back.value.segmentData.get('/_full') ?? [])]).toEqual([0, 1, 2, 255]);
    expect('postponed' in back.value).toBe(true);
  });

  it('refuses bytes of another format', () => {
    expect(() => deserialise(Buffer.from([9, 1, 2]))).toThrow('format');
  });

  it('reads the tags of pages and of data entries, and keeps rows a day at most', () => {
    expect(tagsOf(page('x', 'a,b'), {})).toEqual(['a', 'b']);
    expect(tagsOf({ kind: 'FETCH', data: {}, tags: ['master'], revalidate: 3600 }, { fetchCache: true, tags: ['master', 'products'] })).toEqual(['master', 'products']);
    expect(keptUntil({ revalidate: 60, expire: 120 }, 1000)).toBe(121_000);
    expect(keptUntil({ revalidate: 60, expire: 31_536_000 }, 1000)).toBe(1000 + RETENTION_MS);
    expect(keptUntil(undefined, 1000)).toBe(1000 + RETENTION_MS);
  });
});

describe('the memory tier', () => {
  it('keeps entries within its budget and drops the least recently used first', () => {
    const memory = new MemoryTier(100);
    memory.set('a', { n: 1 }, 40);
    memory.set('b', { n: 2 }, 40);
    expect(memory.get('a')).toEqual({ n: 1 });
    memory.set('c', { n: 3 }, 40);
    expect(memory.get('b')).toBeUndefined();
    expect(memory.get('a')).toEqual({ n: 1 });
    expect(memory.bytes).toBe(80);
    memory.set('huge', { n: 4 }, 101);
    expect(memory.get('huge')).toBeUndefined();
    expect(memory.bytes).toBe(80);
  });

  it('serves without a store, and an expired tag makes the next lookup miss', async () => {
    let clock = 1_000_000;
    const cache = createPageCache({ store: null, maxMemoryBytes: 10 * 1024 * 1024, now: () => clock });
    await cache.set('/en/contact-us', page('<p>1</p>'), pageContext);
    const hit = await cache.get('/en/contact-us', getPage);
    expect(hit?.value?.html).toBe('<p>1</p>');
    expect(hit?.lastModified).toBe(1_000_000);
    expect(hit?.cacheControl).toEqual({ revalidate: 60, expire: 31_536_000 });
    clock += 10;
    await cache.revalidateTag('product:7', { expire: 0 });
    expect(await cache.get('/en/contact-us', getPage)).not.toBeNull();
    await cache.revalidateTag(['master'], { expire: 0 });
    expect(await cache.get('/en/contact-us', getPage)).toBeNull();
    // Rendered again after the expiry: served.
    clock += 10;
    await cache.set('/en/contact-us', page('<p>2</p>'), pageContext);
    expect((await cache.get('/en/contact-us', getPage))?.value?.html).toBe('<p>2</p>');
  });

  it('checks the tags a data lookup brings along', async () => {
    let clock = 5000;
    const cache = createPageCache({ store: null, maxMemoryBytes: 1024 * 1024, now: () => clock });
    const data = { kind: 'FETCH', data: { headers: {}, body: '{}', status: 200 }, revalidate: 3600, tags: ['master'] };
    await cache.set('k', data, { fetchCache: true, tags: ['master'] });
    const lookup = { kind: 'FETCH', revalidate: 3600, tags: ['master'], softTags: ['_N_T_/layout'] };
    expect(await cache.get('k', lookup)).not.toBeNull();
    clock += 1;
    await cache.revalidateTag(['_N_T_/layout']);
    expect(await cache.get('k', lookup)).toBeNull();
  });
});

describe('on PostgreSQL', () => {
  let cluster: TestCluster;
  const stores: PostgresStore[] = [];
  const storeFor = (buildId = 'build-1') => {
    const store = new PostgresStore({ url: cluster.url, buildId, log: quiet });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    cluster = await startTestCluster();
  });
  afterAll(async () => {
    for (const store of stores) await store.end();
    await cluster?.stop();
  });

  it('serves a page one server rendered to another, and an expiry on one makes both miss', async () => {
    const first = createPageCache({ store: storeFor(), maxMemoryBytes: 10 * 1024 * 1024 });
    const second = createPageCache({ store: storeFor(), maxMemoryBytes: 10 * 1024 * 1024 });
    const rendered = page('<main>shared</main>');
    await first.set('/en/contact-us', rendered, pageContext);

    const read = await second.get('/en/contact-us', getPage);
    expect(read?.value).toEqual(rendered);
    expect(types.isMap(read?.value?.segmentData)).toBe(true);
    expect(Buffer.isBuffer(read?.value?.rscData)).toBe(true);
    expect(read?.cacheControl).toEqual(pageContext.cacheControl);
    // Now in the second server's memory: a lookup there needs no query.
    expect(second.memory.get('/en/contact-us')).toBeDefined();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await first.revalidateTag(['master'], { expire: 0 });
    expect(await first.get('/en/contact-us', getPage)).toBeNull();
    // A third server, which never heard of the expiry, sees it in the table.
    const third = createPageCache({ store: storeFor(), maxMemoryBytes: 10 * 1024 * 1024 });
    expect(await third.get('/en/contact-us', getPage)).toBeNull();
    // The second learns of it through the relay, which ends in its own revalidateTag.
    await second.revalidateTag(['master'], { expire: 0 });
    expect(await second.get('/en/contact-us', getPage)).toBeNull();
  });

  it('finds a newer rendering in the table once its own copy is due for revalidation', async () => {
    let clock = Date.now();
    const first = createPageCache({ store: storeFor(), maxMemoryBytes: 10 * 1024 * 1024, now: () => clock });
    const second = createPageCache({ store: storeFor(), maxMemoryBytes: 10 * 1024 * 1024, now: () => clock });
    await first.set('/en/blogs', page('<p>old</p>', 'blogs'), pageContext);
    expect((await second.get('/en/blogs', getPage))?.value?.html).toBe('<p>old</p>');
    clock += 61_000;
    await first.set('/en/blogs', page('<p>new</p>', 'blogs'), pageContext);
    expect((await second.get('/en/blogs', getPage))?.value?.html).toBe('<p>new</p>');
  });

  it('never reads the rows of another build', async () => {
    const old = createPageCache({ store: storeFor('build-old'), maxMemoryBytes: 1024 * 1024 });
    await old.set('/en/shops', page('<p>old build</p>', 'shops'), pageContext);
    const current = createPageCache({ store: storeFor('build-new'), maxMemoryBytes: 1024 * 1024 });
    expect(await current.get('/en/shops', getPage)).toBeNull();
  });

  it('keeps entries above the size limit out of the table', async () => {
    const first = createPageCache({ store: storeFor(), maxMemoryBytes: 64 * 1024 * 1024 });
    await first.set('/en/huge', page('x'.repeat(MAX_STORED_BYTES + 10)), pageContext);
    expect(await first.get('/en/huge', getPage)).not.toBeNull();
    const second = createPageCache({ store: storeFor(), maxMemoryBytes: 64 * 1024 * 1024 });
    expect(await second.get('/en/huge', getPage)).toBeNull();
  });
});

describe('without PostgreSQL', () => {
  it('logs once and serves from memory while the database cannot be reached', async () => {
    const log = { error: jest.fn(), log: jest.fn() };
    // A port nothing listens on.
    const store = new PostgresStore({ url: 'postgres://postgres@127.0.0.1:1/none', buildId: 'b', log });
    const cache = createPageCache({ store, maxMemoryBytes: 1024 * 1024 });
    try {
      await expect(cache.set('/en/contact-us', page('<p>here</p>'), pageContext)).resolves.toBeUndefined();
      expect((await cache.get('/en/contact-us', getPage))?.value?.html).toBe('<p>here</p>');
      expect(await cache.get('/en/other', getPage)).toBeNull();
      await expect(cache.revalidateTag(['master'], { expire: 0 })).resolves.toBeUndefined();
      expect(await cache.get('/en/contact-us', getPage)).toBeNull();
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(String(log.error.mock.calls[0][0])).toContain('serves from its own memory');
    } finally {
      await store.end();
    }
  });
});
