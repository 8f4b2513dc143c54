// The search's relevance rules (docs/adr/0032-search-relevance.md), each on a small catalogue made
// for it.
import { buildSearchIndex, search, searchAgain, type SearchLayers, type SearchResult, type SearchCatalogue, type Synonym } from './engine';

interface Item {
  name: string;
  arabic?: string;
  summary?: string;
  brand?: number;
  category?: number;
  sub?: number;
  sold?: number;
  rating?: number;
}

const BRANDS = new Map([
  [1, ['Zenith']],
  [2, ['Orbit']],
]);
const CATEGORIES = new Map([
  [1, ['Fashion', 'أزياء']],
  [2, ['Home & Kitchen', 'المنزل والمطبخ']],
  [3, ['Groceries', 'بقالة']],
]);
const SUBS = new Map([
  [1, ['Shoes', 'أحذية']],
  [2, ['Cookware', 'أواني الطبخ']],
  [3, ['Coffee & Tea', 'قهوة وشاي']],
]);

async function indexOf(items: Item[], synonyms: Synonym[] = [], ids = Int32Array.from(items, (_, i) => i + 1), maxSold?: number) {
  const catalogue: SearchCatalogue = {
    ids,
    names: items.map((item) => `${item.name} | ${item.arabic ?? ''}`),
    summaries: items.map((item) => item.summary ?? ''),
    brandOf: Int32Array.from(items, (item) => item.brand ?? 0),
    categoryOf: Int32Array.from(items, (item) => item.category ?? 0),
    subCategoryOf: Int32Array.from(items, (item) => item.sub ?? 0),
    sold: Int32Array.from(items, (item) => item.sold ?? 0),
    rating: Int16Array.from(items, (item) => (item.rating ?? 0) * 10),
    brands: BRANDS,
    categories: CATEGORIES,
    subCategories: SUBS,
    synonyms,
  };
  return buildSearchIndex(catalogue, { maxSold });
}

/** The names a search finds, best first. */
async function names(items: Item[], text: string, synonyms: Synonym[] = []) {
  const index = await indexOf(items, synonyms);
  const result = search(index, text);
  return { names: result.ids.map((id) => items[id - 1].name), showing: result.showing, suggestion: result.suggestion };
}

const catalogue: Item[] = [
  { name: 'Leather Ankle Boots', arabic: 'جزمة جلدية', brand: 2, category: 1, sub: 1 },
  { name: 'Canvas Sneakers', arabic: 'حذاء رياضي قماشي', brand: 1, category: 1, sub: 1 },
  { name: 'Leather Handbag', arabic: 'حقيبة يد جلدية', brand: 1, category: 1 },
  { name: 'Electric Kettle 1.7 L', arabic: 'غلاية كهربائية', brand: 1, category: 2, sub: 2 },
  { name: 'Travel Mug', arabic: 'كوب سفر', category: 2, sub: 2 },
  { name: 'Green Tea 100 Bags', arabic: 'شاي أخضر', category: 3, sub: 3 },
  { name: 'Car Phone Charger', arabic: 'شاحن سيارة', category: 2 },
  { name: 'Wool Cardigan', arabic: 'كارديغان صوف', category: 1 },
  { name: 'Noise Cancelling Headphones', arabic: 'سماعات عازلة للضوضاء', brand: 2, category: 2 },
  { name: 'Leather Football', arabic: 'كرة قدم جلدية', category: 1 },
];

describe('every word must match', () => {
  it('finds what has every word, in any order, and the last word as a prefix', async () => {
    expect((await names(catalogue, 'boots leather')).names).toEqual(['Leather Ankle Boots']);
    expect((await names(catalogue, 'leather hand')).names).toEqual(['Leather Handbag']);
    expect((await names(catalogue, 'kett')).names).toEqual(['Electric Kettle 1.7 L']);
  });

  it('matches fewer words only when nothing matches them all, and says which it shows', async () => {
    const { names: found, showing } = await names(catalogue, 'Leather piano');
    expect(showing).toBe('Leather');
    expect(found).toEqual(expect.arrayContaining(['Leather Ankle Boots', 'Leather Handbag', 'Leather Football']));
    expect((await names(catalogue, 'leather boots')).showing).toBeNull();
  });
});

describe('typos by word length', () => {
  it('forgives one typo from 4 letters, a swap of neighbours included, and two from 9', async () => {
    expect((await names(catalogue, 'kettel')).names).toEqual(['Electric Kettle 1.7 L']);
    expect((await names(catalogue, 'trvael')).names).toEqual(['Travel Mug']);
    expect((await names(catalogue, 'hedphnes')).names).toEqual([]);
    expect((await names(catalogue, 'headphnoes')).names).toEqual(['Noise Cancelling Headphones']);
  });

  it('forgives none under 4 letters, and not two under 9', async () => {
    expect((await names(catalogue, 'mag')).names).toEqual([]);
    expect((await names(catalogue, 'kttel')).names).toEqual([]);
  });
});

describe('plurals, inflections and Arabic spellings', () => {
  it('finds a plural by its singular and the other way round', async () => {
    expect((await names(catalogue, 'headphone')).names).toEqual(['Noise Cancelling Headphones']);
    expect((await names(catalogue, 'kettles')).names).toEqual(['Electric Kettle 1.7 L']);
    expect((await names(catalogue, 'boot')).names).toEqual(['Leather Ankle Boots']);
  });

  it('finds Arabic names with or without the article, hamza, taa marbuta or diacritics, in the singular or plural', async () => {
    for (const text of ['الغلاية', 'غلايه', 'غَلّايَة', 'غلايـــة']) expect((await names(catalogue, text)).names).toEqual(['Electric Kettle 1.7 L']);
    expect((await names(catalogue, 'سماعة')).names).toEqual(['Noise Cancelling Headphones']);
    expect((await names(catalogue, 'حقيبة جلدي')).names).toEqual(['Leather Handbag']);
    expect((await names(catalogue, 'الأحذية')).names).toEqual(expect.arrayContaining(['Leather Ankle Boots', 'Canvas Sneakers']));
  });
});

describe('synonyms', () => {
  const synonyms = [
    { term: 'shoes', alternatives: ['sneakers', 'boots'] },
    { term: 'soccer ball', alternatives: ['football'] },
  ];

  it('finds what a word also means, phrases included', async () => {
    const items = catalogue.map((item) => ({ ...item, sub: undefined }));
    expect((await names(items, 'shoes', synonyms)).names.sort()).toEqual(['Canvas Sneakers', 'Leather Ankle Boots']);
    expect((await names(items, 'soccer ball', synonyms)).names).toEqual(['Leather Football']);
    expect((await names(items, 'leather soccer ball', synonyms)).names).toEqual(['Leather Football']);
  });

  it('one way only', async () => {
    const items = catalogue.map((item) => ({ ...item, sub: undefined }));
    expect((await names(items, 'sneakers', synonyms)).names).toEqual(['Canvas Sneakers']);
  });
});

describe('a word that is itself a word of the catalogue means itself', () => {
  it('does not look for its prefixes or near spellings', async () => {
    expect((await names(catalogue, 'car')).names).toEqual(['Car Phone Charger']);
    expect((await names(catalogue, 'tea')).names).toEqual(['Green Tea 100 Bags']);
  });
});

describe('ranking', () => {
  it('puts prefixes before typos, and a word of the names means only itself', async () => {
    const items: Item[] = [{ name: 'Desk Lamp', sold: 100, rating: 5 }, { name: 'Lamont Chair' }, { name: 'Lampshade' }];
    expect((await names(items, 'lamo')).names).toEqual(['Lamont Chair', 'Desk Lamp']);
    expect((await names(items, 'lamp')).names).toEqual(['Desk Lamp']);
    expect((await names(items, 'lamo chair')).names).toEqual(['Lamont Chair']);
  });

  it('puts the name before the brand before the category before the summary', async () => {
    const items: Item[] = [
      { name: 'Steel Bottle', summary: 'Keeps orbit coffee hot' },
      { name: 'Steel Flask', category: 1 },
      { name: 'Steel Jug', brand: 2 },
      { name: 'Orbit Steel Mug' },
    ];
    expect((await names(items, 'orbit steel')).names).toEqual(['Orbit Steel Mug', 'Steel Jug', 'Steel Bottle']);
    expect((await names(items, 'fashion steel')).names).toEqual(['Steel Flask']);
  });

  it('breaks ties by sales and rating', async () => {
    const items: Item[] = [
      { name: 'Desk Lamp', sold: 10, rating: 3 },
      { name: 'Floor Lamp', sold: 900, rating: 5 },
      { name: 'Wall Lamp', sold: 50, rating: 4 },
    ];
    expect((await names(items, 'lamp')).names).toEqual(['Floor Lamp', 'Wall Lamp', 'Desk Lamp']);
  });

  it('shows the products of a category, sub-category or brand a search names first', async () => {
    const items: Item[] = [
      { name: 'Groceries Tote Bag', category: 1 },
      { name: 'Honey Jar', category: 3 },
    ];
    expect((await names(items, 'groceries')).names).toEqual(['Honey Jar', 'Groceries Tote Bag']);
    expect((await names(catalogue, 'zenith')).names).toEqual(expect.arrayContaining(['Canvas Sneakers', 'Leather Handbag', 'Electric Kettle 1.7 L']));
  });
});

describe('a search that matches nothing', () => {
  it('finds nothing rather than something unrelated', async () => {
    for (const text of ['tv', 'piano', 'xyzzy']) expect((await names(catalogue, text)).names).toEqual([]);
  });

  it('offers the closest spelling the catalogue knows', async () => {
    expect(await names(catalogue, 'trvl')).toEqual({ names: [], showing: null, suggestion: 'travel' });
    expect((await names(catalogue, 'piano')).suggestion).toBeNull();
  });
});

describe('long searches', () => {
  it('still show the results of the words that meet, quickly', async () => {
    const words = ['leather', 'canvas', 'electric', 'travel', 'green', 'wool', 'noise', 'football', 'kettle', 'boots'];
    const started = performance.now();
    const { names: found, showing } = await names(catalogue, words.join(' '));
    expect(performance.now() - started).toBeLessThan(500);
    expect(found.length).toBeGreaterThan(0);
    expect(showing!.split(' ').length).toBeLessThan(words.length);
    expect(showing!.split(' ').length).toBeGreaterThan(1);
  });
});

describe('more of what shoppers type', () => {
  it('finds a word in -s by its plural in -es', async () => {
    expect((await names([{ name: 'World Atlas' }, { name: 'City Bus Toy' }], 'atlases')).names).toEqual(['World Atlas']);
  });

  it('prefers a near word that starts with the same letter', async () => {
    const items: Item[] = [{ name: 'Soft Doll', arabic: 'دمية ناعمة', sold: 900, rating: 5 }, { name: 'Camping Tent', arabic: 'خيمة تخييم' }];
    expect((await names(items, 'خمية')).names).toEqual(['Camping Tent', 'Soft Doll']);
  });
});

describe('a search carried across changes of the catalogue', () => {
  it('answers what a new search answers, change after change', async () => {
    const texts = ['leather', 'leather boots', 'lether', 'boots leather', 'kettle', 'tea', 'green tea', 'shoes', 'fashion', 'zenith', 'travel mug', 'headphone', 'car', 'charger', 'جلد', 'حذاء', 'trainers', 'wool', 'ankle', 'leather travel', 'xylophone', 'orbit leather', 'cardi', 'mugg'];
    const synonyms: Synonym[] = [{ term: 'shoes', alternatives: ['sneakers', 'boots'] }, { term: 'trainers', alternatives: ['sneakers'] }];
    const before = [...catalogue, ...catalogue.map((item, i) => ({ ...item, name: `${item.name} ${['Classic', 'Deluxe', 'Mini'][i % 3]}`, sold: i * 7, rating: (i % 5) + 1 }))];
    const base = await indexOf(before, synonyms);
    // Each step: products changed (new item, or null when deleted), as a catalogue's updates come.
    const steps: Record<number, Item | null>[] = [
      { 2: { ...before[1], name: 'Leather Canvas Sneakers' } },
      { 1: null, 5: { ...before[4], sold: 5000, rating: 5 } },
      // A new word of the titles: "cardi" and "mugg" now mean themselves, no longer Cardigan and Mug.
      { [before.length + 1]: { name: 'Leather Travel Bag', arabic: 'حقيبة سفر جلدية', category: 1, brand: 2 }, [before.length + 2]: { name: 'Cardi Mugg Poster' } },
      { 3: { ...before[2], name: 'Canvas Tote' }, 12: { ...before[11], name: 'Xylophone for Kids' } },
      // Every leather product goes: a search that matched every word must start over.
      Object.fromEntries(before.flatMap((item, i) => (/leather/i.test(item.name) ? [[i + 1, { ...item, name: item.name.replace(/leather/i, 'Suede') }]] : []))),
    ];
    const changed = new Map<number, Item | null>();
    let previous = new Map(texts.map((text) => [text, search(base, text)] as const));
    let carried = 0;
    for (const step of steps) {
      for (const [id, item] of Object.entries(step)) changed.set(Number(id), item);
      const ids = [...changed].filter(([, item]) => item !== null).map(([id]) => id).sort((a, b) => a - b);
      const stale = new Uint32Array(Math.ceil(base.size / 32));
      for (const id of changed.keys()) if (id <= base.size) stale[(id - 1) >>> 5] |= 1 << ((id - 1) & 31);
      const delta = ids.length ? await indexOf(ids.map((id) => changed.get(id)!), synonyms, Int32Array.from(ids), base.maxSold) : null;
      const layers: SearchLayers = { base, delta, stale };
      const next = new Map<string, SearchResult>();
      for (const text of texts) {
        const again = searchAgain(layers, text, previous.get(text)!);
        const fresh = search(layers, text);
        expect([text, again.ids, again.showing, again.suggestion]).toEqual([text, fresh.ids, fresh.showing, fresh.suggestion]);
        if (previous.get(text)!.carried) carried += 1;
        next.set(text, again);
      }
      previous = next;
    }
    // Most searches matched every word, and were carried rather than searched again.
    expect(carried).toBeGreaterThan(texts.length * 2);
  });
});
