// Shops, categories and products with their variants, galleries, stock, reviews and flash sales.
import { hash } from '@node-rs/argon2';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as s from '../schema';
import { mediaUrl } from '../../media/generate';
import { insertInBatches } from './batch';
import { adjectives, brandNames, CATEGORY_SHOP, categorySeeds, COLOURED, colorSeeds, firstNames, frenchProducts, lastNames, LETTER_SIZED, NUMBER_SIZED, reviewTexts, shopSeeds, sizeNames, unitSeeds } from './catalog-words';
import { categoryPicture, productPicture } from './pictures';
import type { Random } from './random';

/** "a" or "an" before an English word, by its first letter; capitalised to start a sentence. */
export function article(word: string, capital = false): string {
  const an = /^[aeiou]/i.test(word);
  return capital ? (an ? 'An' : 'A') : an ? 'an' : 'a';
}
const DAY = 86_400_000;

export interface CatalogResult {
  productIds: number[];
  shopIds: number[];
  /** [productId, price, discountPrice] of the first products, for flash sales and blog links. */
  sample: { id: number; price: number; shopId: number }[];
}

export async function seedCatalog(db: Db, random: Random, productCount: number, now: number): Promise<CatalogResult> {
  const ownerHash = await hash('password');
  const shopIds = shopSeeds.map((_, i) => i + 1);
  await db.insert(s.shops).values(
    shopSeeds.map((shop, i) => ({
      id: i + 1,
      name: shop.name[0],
      ownerEmail: `shop${i + 1}@example.com`,
      ownerPasswordHash: ownerHash,
      logo: mediaUrl(`shops/logo-${i + 1}.webp`),
      banner: mediaUrl(`shops/banner-${i + 1}.webp`),
      i18n: {
        ar: {
          name: shop.name[1],
          short_description: `${shop.name[1]}: منتجات مختارة بعناية، تُشحن باهتمام.`,
          description: `<p>يخدم ${shop.name[1]} عملاءه منذ عام ${2015 + (i % 8)}. يُفحص كل طلب قبل أن يغادر المتجر.</p>`,
        },
        fr: {
          name: shop.name[2],
          short_description: `${shop.name[2]} : des produits choisis avec soin, expédiés avec attention.`,
          description: `<p>${shop.name[2]} sert ses clients depuis ${2015 + (i % 8)}. Chaque commande est vérifiée avant de quitter la boutique.</p>`,
        },
      },
      shortDescription: `${shop.name[0]}: hand-picked products, shipped with care.`,
      description: `<p>${shop.name[0]} has served happy customers since ${2015 + (i % 8)}. Every order is checked before it leaves the store.</p>`,
      estimatedDeliveryTime: `${2 + (i % 3)}-${5 + (i % 3)} days`,
      deliveryCharge: [0, 299, 499, 199][i % 4],
      // The last shop has been away for days: it shows as Offline.
      lastSeenAt: i === shopSeeds.length - 1 ? new Date(now - 3 * DAY) : new Date(now),
      createdAt: new Date(now - (400 - i * 20) * DAY),
      // Seeded shops have not changed since they opened.
      updatedAt: new Date(now - (400 - i * 20) * DAY),
    })),
  );
  await db.insert(s.shopBanners).values(
    shopIds.flatMap((id) => [1, 2].map((n) => ({ shopId: id, thumbnail: mediaUrl(`shops/banner-${((id + n - 1) % shopIds.length) + 1}.webp`), position: n }))),
  );

  const subIdsByCategory: number[][] = [];
  let subId = 0;
  await db.insert(s.categories).values(
    categorySeeds.map((c, i) => ({ id: i + 1, slug: c.slug, name: c.name[0], i18n: { ar: { name: c.name[1] }, fr: { name: c.name[2] } }, thumbnail: mediaUrl(categoryPicture(i)), position: i + 1 })),
  );
  const subRows = categorySeeds.flatMap((c, i) => {
    subIdsByCategory[i] = [];
    return c.subs.map((sub, j) => {
      subId += 1;
      subIdsByCategory[i].push(subId);
      return { id: subId, categoryId: i + 1, name: sub[0], i18n: { ar: { name: sub[1] }, fr: { name: sub[2] } }, thumbnail: mediaUrl(categoryPicture(i)), position: j + 1 };
    });
  });
  await db.insert(s.subCategories).values(subRows);
  await db.insert(s.brands).values(brandNames.map((name, i) => ({ id: i + 1, name })));
  await db.insert(s.colors).values(colorSeeds.map((c, i) => ({ id: i + 1, name: c.name[0], colorCode: c.code, i18n: { ar: { name: c.name[1] } } })));
  await db.insert(s.sizes).values(sizeNames.map((name, i) => ({ id: i + 1, name })));
  await db.insert(s.units).values(unitSeeds.map((u, i) => ({ id: i + 1, name: u[0], i18n: { ar: { name: u[1] } } })));

  const products: (typeof s.products.$inferInsert)[] = [];
  const productSizes: (typeof s.productSizes.$inferInsert)[] = [];
  const productColors: (typeof s.productColors.$inferInsert)[] = [];
  const images: (typeof s.productImages.$inferInsert)[] = [];
  const reviews: (typeof s.reviews.$inferInsert)[] = [];
  const reviewBudget = productCount <= 1000 ? Infinity : 20_000;
  const shopRatings = new Map<number, { sum: number; count: number }>();

  for (let id = 1; id <= productCount; id++) {
    const categoryIndex = (id - 1) % categorySeeds.length;
    const category = categorySeeds[categoryIndex];
    // A category's products are sold by its shop: kettles by the home shop, not a beauty shop.
    const shopId = CATEGORY_SHOP[categoryIndex];
    const adjective = random.pick(adjectives);
    const noun = random.pick(category.nouns);
    const brandId = random.int(1, brandNames.length);
    const serial = Math.floor((id - 1) / categorySeeds.length) + 1;
    const name = `${adjective[0]} ${noun[0]} ${serial}`;
    const french = frenchProducts[`${adjective[0]} ${noun[0]}`];
    const price = random.int(5, 400) * 100 + random.pick([0, 49, 99]);
    const discountPrice = random.chance(0.4) ? Math.round((price * random.int(60, 90)) / 100) : 0;
    const stockRoll = random.next();
    const quantity = stockRoll < 0.05 ? 0 : stockRoll < 0.12 ? random.int(1, 5) : random.int(10, 200);
    // Pictures of the product's own kind, chosen by noun and id (no random draw).
    const thumbnail = mediaUrl(productPicture(noun[0], id));

    let ratingSum = 0;
    let ratingCount = 0;
    if (reviews.length < reviewBudget) {
      const count = random.int(0, 8);
      for (let r = 0; r < count; r++) {
        const rating = random.chance(0.7) ? random.int(4, 5) : random.int(1, 3);
        ratingSum += rating;
        ratingCount += 1;
        reviews.push({
          productId: id,
          shopId,
          customerName: `${random.pick(firstNames)} ${random.pick(lastNames)[0]}.`,
          customerProfile: mediaUrl(`avatars/a-${random.int(1, 8)}.webp`),
          rating,
          description: random.pick(reviewTexts),
          createdAt: new Date(now - random.int(1, 120) * DAY),
        });
      }
    }
    const shopRating = shopRatings.get(shopId) ?? { sum: 0, count: 0 };
    shopRating.sum += ratingSum;
    shopRating.count += ratingCount;
    shopRatings.set(shopId, shopRating);

    products.push({
      id,
      shopId,
      categoryId: categoryIndex + 1,
      subCategoryId: random.pick(subIdsByCategory[categoryIndex]),
      brandId,
      unitId: random.int(1, unitSeeds.length),
      vatTaxId: random.chance(0.5) ? 1 : 2,
      name,
      i18n: {
        ar: {
          name: `${noun[1]} ${adjective[1]} ${serial}`,
          short_description: `${noun[1]} ${adjective[1]} من ${brandNames[brandId - 1]}، صُنع ليدوم.`,
          description: `<p>${noun[1]} ${adjective[1]} ${serial} من ${brandNames[brandId - 1]}.</p><ul><li>يفحص المتجر جودته قبل الشحن</li><li>يُشحن في تغليف واقٍ</li><li>ضمان الرضا لمدة 30 يومًا</li></ul>`,
          meta_title: `${noun[1]} ${adjective[1]} ${serial}`,
          meta_description: `اشترِ ${noun[1]} ${adjective[1]} ${serial} عبر الإنترنت بأفضل سعر.`,
          meta_keywords: `${noun[1]}، ${adjective[1]}، ${category.name[1]}`,
        },
        ...(french && {
          fr: { name: `${french.name} ${serial}`, short_description: french.summary.replace('{brand}', brandNames[brandId - 1]) },
        }),
      },
      shortDescription: `${article(adjective[0], true)} ${adjective[0].toLowerCase()} ${noun[0].toLowerCase()} from ${brandNames[brandId - 1]}, made to last.`,
      description: `<p>The ${name} is ${article(adjective[0])} ${adjective[0].toLowerCase()} ${noun[0].toLowerCase()} by ${brandNames[brandId - 1]}.</p><ul><li>Quality checked by the shop</li><li>Ships in protective packaging</li><li>30-day satisfaction promise</li></ul>`,
      thumbnail,
      price,
      discountPrice,
      quantity,
      totalSold: random.int(0, 5000),
      viewCount: random.int(0, 20000),
      rating: ratingCount ? (ratingSum / ratingCount).toFixed(1) : '0',
      totalReviews: ratingCount,
      metaTitle: name,
      metaDescription: `Buy ${name} online at the best price.`,
      metaKeywords: `${noun[0]}, ${adjective[0]}, ${category.name[0]}`,
      createdAt: new Date(now - random.int(0, 90) * DAY - random.int(0, DAY)),
    });
    // Sizes only for clothes (XS–XXL) and shoes (38–44), colours only for things whose look
    // varies. The random draws are the same for every product, so the rest of the data does
    // not depend on these rules.
    const sizeCount = random.int(0, 3);
    const sizeSurcharges = sizeNames.map(() => random.pick([0, 100, 250, 500]));
    const sized = LETTER_SIZED.has(noun[0]) ? { from: 0, count: 6 } : NUMBER_SIZED.has(noun[0]) ? { from: 6, count: 4 } : null;
    for (let k = 0; k < (sized ? Math.min(sized.count, sizeCount + 2) : 0); k++) {
      productSizes.push({ productId: id, sizeId: sized!.from + k + 1, price: k === 0 ? 0 : sizeSurcharges[k] });
    }
    const colours = random.sample(colorSeeds.map((_, i) => i + 1), random.int(0, 3));
    for (const colorIndex of colours) {
      const surcharge = random.pick([0, 0, 150, 300]);
      if (COLOURED.has(noun[0])) productColors.push({ productId: id, colorId: colorIndex, price: surcharge });
    }
    const galleryCount = random.int(3, 6);
    for (let g = 0; g < galleryCount; g++) {
      const file = mediaUrl(productPicture(noun[0], id, g));
      images.push({ productId: id, type: 'image', thumbnail: file, url: file, position: g });
    }
    if (id % 25 === 1) {
      images.push({ productId: id, type: 'video', thumbnail, url: 'https://videos.marketly.example/product-demo.mp4', position: galleryCount });
    }
  }
  // Seeded products have not changed since they were listed.
  await insertInBatches(db, s.products, products.map((product) => ({ ...product, updatedAt: product.createdAt })), 1000);
  await insertInBatches(db, s.productSizes, productSizes, 3000);
  await insertInBatches(db, s.productColors, productColors, 3000);
  await insertInBatches(db, s.productImages, images, 2000);
  await insertInBatches(db, s.reviews, reviews, 2000);

  for (const [shopId, { sum, count }] of shopRatings) {
    await db.update(s.shops).set({ rating: count ? (sum / count).toFixed(1) : '0', totalReviews: count }).where(eq(s.shops.id, shopId));
  }
  // The ratings above are the seeded reviews': the shops have still not changed since they opened.
  await db.update(s.shops).set({ updatedAt: sql`${s.shops.createdAt}` });

  await seedFlashSales(db, products, now);
  return {
    productIds: products.map((p) => p.id!),
    shopIds,
    sample: products.slice(0, 60).map((p) => ({ id: p.id!, price: p.price, shopId: p.shopId })),
  };
}

async function seedFlashSales(db: Db, products: (typeof s.products.$inferInsert)[], now: number): Promise<void> {
  await db.insert(s.flashSales).values([
    { id: 1, name: 'Weekend Flash Sale', i18n: { ar: { name: 'تخفيضات نهاية الأسبوع' } }, thumbnail: mediaUrl('banners/flash-1.webp'), startAt: new Date(now - DAY / 4), endAt: new Date(now + 2 * DAY) },
    { id: 2, name: 'Midnight Madness', i18n: { ar: { name: 'جنون منتصف الليل' } }, thumbnail: mediaUrl('banners/flash-2.webp'), startAt: new Date(now + 3 * DAY), endAt: new Date(now + 5 * DAY) },
  ]);
  const inStock = products.filter((p) => (p.quantity ?? 0) > 10);
  const running = inStock.slice(0, 12).map((p) => ({ flashSaleId: 1, productId: p.id!, price: Math.round((p.price * 65) / 100), quantity: Math.min(p.quantity ?? 0, 25) }));
  const incoming = inStock.slice(12, 22).map((p) => ({ flashSaleId: 2, productId: p.id!, price: Math.round((p.price * 70) / 100), quantity: 20 }));
  await db.insert(s.flashSaleProducts).values([...running, ...incoming]);
}
