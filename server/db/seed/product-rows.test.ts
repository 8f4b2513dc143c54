// The demo catalogue as a shopper reads it: names, Arabic agreement, units and sizes, prices and
// reviews that fit each kind of product; and rows made in bounded batches, the same for any batch size.
import { adjective, agree } from './arabic';
import { brandNames, categorySeeds, sizeNames, unitSeeds } from './catalog-words';
import { placeOf, productBatches, type ProductBatch } from './product-rows';
import { arabicName, englishName, makeOf, reviewTexts, type Make } from './product-text';
import { productType, productTypes } from './product-types';
import { createRandom } from './random';

const subIds = categorySeeds.map((c) => new Map([...c.subs, ...(c.laterSubs ?? [])].map((sub, i) => [sub[0], i + 1])));

function generate(count: number, batchSize = 5000, seed = 42): ProductBatch[] {
  return [...productBatches(createRandom(seed), { count, now: Date.UTC(2026, 0, 1), batchSize, subIds }, { reviews: 0, shopRatings: new Map() })];
}

const all = (batches: ProductBatch[]) => ({
  products: batches.flatMap((b) => b.products),
  sizes: batches.flatMap((b) => b.sizes),
  colors: batches.flatMap((b) => b.colors),
  images: batches.flatMap((b) => b.images),
  reviews: batches.flatMap((b) => b.reviews),
});

const demo = all(generate(300));
const typeOf = (productId: number) => placeOf(productId).type;
const names = (count: number) => Array.from({ length: count }, (_, i) => englishName(makeOf(placeOf(i + 1).type, placeOf(i + 1).n, brandNames)));

describe('product names', () => {
  it('read like a shop\'s, without running numbers: brand, details and the kind of product', () => {
    for (const product of demo.products) {
      const type = typeOf(product.id!);
      expect(product.name).toContain(type.noun);
      expect((product.i18n as { ar: { name: string } }).ar.name).toContain(type.ar);
      // A count ends a name only after its word ("Pack of 4", "Size 5"), never as a serial.
      expect(product.name.replace(/(Pack of|Size) \d+$/, '')).not.toMatch(/\s\d+$/);
      // Model codes only once the details run out, far beyond the demo's size.
      expect(product.name).not.toMatch(/\b[A-Z]\d{3}\b/);
      expect(brandNames.some((brand) => product.name.startsWith(`${brand} `))).toBe(true);
    }
    const named = (id: number) => demo.products.find((p) => p.id === id)!;
    expect(named(43).name).toBe('Northwind Stainless Steel Gooseneck Kettle 1.5 L');
    expect((named(43).i18n as { ar: { name: string } }).ar.name).toBe('غلاية ستانلس ستيل بعنق طويل 1.5 لتر من Northwind');
    expect(named(12).name).toBe('Zenith Running Canvas Sneakers');
  });

  it('give each kind of product details that fit it', () => {
    const kettles = demo.products.filter((p) => typeOf(p.id!).noun === 'Kettle').map((p) => p.name);
    expect(kettles.length).toBeGreaterThan(3);
    for (const name of kettles) expect(name).toMatch(/Kettle \d\.\d L$/);
    for (const p of demo.products) expect(p.name).not.toMatch(/Wireless Honey|Cotton Kettle|Leather Honey/);
  });

  it('are all different at 300 products and at 100,000', () => {
    expect(new Set(demo.products.map((p) => p.name)).size).toBe(300);
    const many = names(100_000);
    expect(new Set(many).size).toBe(100_000);
  });

  it('name no other kind of product than their own', () => {
    for (const name of names(3000)) {
      const kinds = productTypes.filter((type) => name.includes(type.noun)).map((type) => type.noun);
      // "Car Charger" contains "Charger", "Dash Camera" "Camera": the longer noun is the kind.
      expect(kinds.filter((noun) => !kinds.some((other) => other !== noun && other.includes(noun)))).toHaveLength(1);
    }
  });
});

describe('Arabic names', () => {
  it('inflect adjectives for the noun\'s gender and number', () => {
    const table: [ReturnType<typeof adjective>, 'm' | 'f' | 'pl', string][] = [
      [adjective('جلدي'), 'm', 'جلدي'],
      [adjective('جلدي'), 'f', 'جلدية'],
      [adjective('لاسلكي'), 'pl', 'لاسلكية'],
      [adjective('مقاوم للماء'), 'm', 'مقاوم للماء'],
      [adjective('مقاوم للماء'), 'f', 'مقاومة للماء'],
      [adjective('غير لاصق', 'غير لاصقة'), 'f', 'غير لاصقة'],
    ];
    for (const [forms, gender, expected] of table) expect(agree(forms, gender)).toBe(expected);
    expect(agree('سعة 1.7 لتر', 'f')).toBe('سعة 1.7 لتر');
  });

  const withOption = (noun: string, english: string): Make => {
    const type = productType(noun);
    const make = makeOf(type, 0, brandNames);
    const options = type.dims.map((dim, i) => dim.options.find((option) => option[0] === english) ?? make.options[i]);
    return { ...make, options };
  };

  it('put the noun first and its adjectives after it in agreement', () => {
    expect(arabicName(withOption('Handbag', 'Leather'))).toMatch(/^حقيبة يد جلدية /);
    expect(arabicName(withOption('Sneakers', 'Leather'))).toMatch(/^حذاء رياضي جلدي /);
    expect(arabicName(withOption('Boots', 'Leather'))).toMatch(/^جزمة جلدية /);
    expect(arabicName(withOption('Headphones', 'Wireless'))).toMatch(/^سماعات لاسلكية /);
    expect(arabicName(withOption('Kettle', 'Electric'))).toMatch(/^غلاية كهربائية /);
    expect(arabicName(withOption('Honey', 'Sidr'))).toMatch(/^عسل سدر /);
  });

  it('use the agreeing form of every adjective of every kind', () => {
    for (const type of productTypes) {
      type.dims.forEach((dim) => {
        for (const option of dim.options) {
          if (typeof option[1] === 'string') continue;
          const name = arabicName(withOption(type.noun, option[0]));
          const [masculine, feminine] = option[1];
          const wanted = type.gender === 'm' ? masculine : feminine;
          expect([type.noun, name.includes(` ${wanted} `)]).toEqual([type.noun, true]);
          if (masculine !== feminine && !feminine.includes(masculine + ' ')) {
            const other = type.gender === 'm' ? feminine : masculine;
            expect([type.noun, name.includes(` ${other} `)]).toEqual([type.noun, false]);
          }
        }
      });
    }
  });
});

describe('units, sizes and colours', () => {
  const unitOf = (unitId: number) => unitSeeds[unitId - 1][0];
  const sizesOf = (productId: number) => demo.sizes.filter((s) => s.productId === productId).map((s) => sizeNames[s.sizeId - 1]);

  it('sell shoes by the pair in EU sizes, clothes in letter sizes, and food without sizes in jars, bottles and bags', () => {
    for (const product of demo.products) {
      const noun = typeOf(product.id!).noun;
      const sizes = sizesOf(product.id!);
      if (noun === 'Sneakers' || noun === 'Boots') {
        expect(unitOf(product.unitId!)).toBe('pair');
        expect(sizes.length).toBeGreaterThanOrEqual(3);
        for (const size of sizes) expect(['38', '40', '42', '44']).toContain(size);
      } else if (noun === 'Jacket' || noun === 'Shirt') {
        expect(sizes.length).toBeGreaterThanOrEqual(3);
        for (const size of sizes) expect(['XS', 'S', 'M', 'L', 'XL', 'XXL']).toContain(size);
      } else {
        expect([noun, sizes]).toEqual([noun, []]);
      }
      if (noun === 'Honey') expect(unitOf(product.unitId!)).toBe('jar');
      if (noun === 'Olive Oil') expect(unitOf(product.unitId!)).toBe('bottle');
      if (noun === 'Coffee Beans') expect(unitOf(product.unitId!)).toBe('bag');
    }
    const sneakers = demo.products.filter((p) => typeOf(p.id!).noun === 'Sneakers');
    expect(sneakers.length).toBeGreaterThan(0);
    for (const product of sneakers) expect(unitOf(product.unitId!)).not.toBe('box');
  });

  it('offer colours only for things whose look varies', () => {
    expect(demo.colors.length).toBeGreaterThan(0);
    for (const { productId } of demo.colors) expect(typeOf(productId).coloured).toBe(true);
  });

  it('put each product in a sub-category of its kind', () => {
    for (const product of demo.products) {
      const { categoryIndex, type } = placeOf(product.id!);
      const sub = [...subIds[categoryIndex]].find(([, id]) => id === product.subCategoryId)![0];
      expect([type.noun, type.subs]).toEqual([type.noun, expect.arrayContaining([sub])]);
    }
  });
});

describe('prices and reviews', () => {
  it('price each kind within its believable range', () => {
    for (const product of demo.products) {
      const [low, high] = typeOf(product.id!).price;
      expect(product.price).toBeGreaterThanOrEqual(low * 100);
      expect(product.price).toBeLessThanOrEqual(high * 100);
      if (product.discountPrice) expect(product.discountPrice).toBeLessThan(product.price);
    }
    const honey = demo.products.filter((p) => typeOf(p.id!).noun === 'Honey').map((p) => p.price);
    const laptops = demo.products.filter((p) => typeOf(p.id!).noun === 'Laptop').map((p) => p.price);
    expect(Math.max(...honey)).toBeLessThan(Math.min(...laptops));
  });

  it('write reviews that praise at 4–5 stars, complain at 1–2 and weigh both at 3', () => {
    expect(demo.reviews.length).toBeGreaterThan(300);
    for (const review of demo.reviews) {
      const type = typeOf(review.productId);
      expect(reviewTexts(type, review.rating)).toContain(review.description);
      if (review.rating >= 4) expect(review.description).not.toMatch(/Disappointed|returning|damaged|, but|though/);
      if (review.rating <= 2) expect(review.description).not.toMatch(/Would buy again|Great|happy/);
    }
    const kettleReviews = demo.reviews.filter((r) => typeOf(r.productId).noun === 'Kettle').map((r) => r.description ?? '');
    expect(kettleReviews.some((text) => /kettle/i.test(text))).toBe(true);
  });
});

describe('batches', () => {
  it('are the same rows whatever their size, and the same on every run', () => {
    const small = all(generate(300, 7));
    expect(small).toEqual(demo);
    expect(all(generate(300))).toEqual(demo);
    expect(all(generate(300, 5000, 43)).products.map((p) => p.price)).not.toEqual(demo.products.map((p) => p.price));
  });

  it('never hold more than their size of products, and are made only when asked for', () => {
    const sizes = generate(1000, 128).map((batch) => batch.products.length);
    expect(Math.max(...sizes)).toBe(128);
    expect(sizes.reduce((a, b) => a + b)).toBe(1000);
    // A million products: the first batch comes without the rest being made.
    const started = Date.now();
    const firstBatch = productBatches(createRandom(42), { count: 1_000_000, now: 0, batchSize: 100, subIds }, { reviews: 0, shopRatings: new Map() }).next().value as ProductBatch;
    expect(firstBatch.products.map((p) => p.id)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
