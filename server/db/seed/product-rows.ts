// The demo's products as rows to insert, made a batch at a time so that seeding a million of
// them holds no more than one batch in memory. The rows follow from the seed alone: the same
// random sequence whatever the batch size.
import * as s from '../schema';
import { mediaUrl } from '../../media/generate';
import { brandNames, CATEGORY_SHOP, categorySeeds, colorSeeds, firstNames, lastNames, unitSeeds } from './catalog-words';
import { productPicture } from './pictures';
import { arabicDescription, arabicName, arabicSummary, englishDescription, englishName, englishSummary, makeOf, reviewTexts } from './product-text';
import { productType } from './product-types';
import type { Random } from './random';

/** A product the demo seeds sold out, whatever its stock draw (docs/testing.md, "seeded data"). */
export const SOLD_OUT_PRODUCT_ID = 113;

const DAY = 86_400_000;

export interface ProductBatch {
  products: (typeof s.products.$inferInsert)[];
  sizes: (typeof s.productSizes.$inferInsert)[];
  colors: (typeof s.productColors.$inferInsert)[];
  images: (typeof s.productImages.$inferInsert)[];
  reviews: (typeof s.reviews.$inferInsert)[];
}

export interface BatchOptions {
  count: number;
  now: number;
  /** Products per batch. */
  batchSize: number;
  /** Per category (in categorySeeds order), the id of each sub-category by English name. */
  subIds: Map<string, number>[];
}

/** What the batches add up to, kept as they are made: the reviews written and each shop's ratings. */
export interface CatalogTotals {
  reviews: number;
  shopRatings: Map<number, { sum: number; count: number }>;
}

const unitIds = new Map(unitSeeds.map((unit, i) => [unit[0], i + 1]));
/** Size ids (sizeNames): XS–XXL are 1–6, shoes 38–44 are 7–10. */
const LETTER_SIZES = { first: 1, count: 6 };
const SHOE_SIZES = { first: 7, count: 4 };

/** The category, type and place among its type's products of product `id`: categories take turns, and each category's nouns within it. */
export function placeOf(id: number) {
  const categoryIndex = (id - 1) % categorySeeds.length;
  const serial = Math.floor((id - 1) / categorySeeds.length);
  const nouns = categorySeeds[categoryIndex].nouns;
  const noun = nouns[serial % nouns.length];
  return { categoryIndex, noun, type: productType(noun[0]), n: Math.floor(serial / nouns.length) };
}

export function* productBatches(random: Random, options: BatchOptions, totals: CatalogTotals): Generator<ProductBatch> {
  const reviewBudget = options.count <= 1000 ? Infinity : 20_000;
  let batch: ProductBatch = { products: [], sizes: [], colors: [], images: [], reviews: [] };
  for (let id = 1; id <= options.count; id++) {
    const { categoryIndex, noun, type, n } = placeOf(id);
    const category = categorySeeds[categoryIndex];
    // A category's products are sold by its shop: kettles by the home shop, not a beauty shop.
    const shopId = CATEGORY_SHOP[categoryIndex];
    const make = makeOf(type, n, brandNames);
    const name = englishName(make);
    const unit = unitSeeds[unitIds.get(type.unit)! - 1];
    const subName = type.subs.length > 1 ? random.pick(type.subs) : type.subs[0];
    const price = random.int(type.price[0], type.price[1] - 1) * 100 + random.pick([0, 49, 99]);
    const discountPrice = random.chance(0.4) ? Math.round((price * random.int(60, 90)) / 100) : 0;
    const stockRoll = random.next();
    const rolled = stockRoll < 0.05 ? 0 : stockRoll < 0.12 ? random.int(1, 5) : random.int(10, 200);
    // One known product is sold out, for "Notify me when available" (docs/testing.md).
    const quantity = id === SOLD_OUT_PRODUCT_ID ? 0 : rolled;
    // Pictures of the product's own kind, chosen by noun and id (no random draw).
    const thumbnail = mediaUrl(productPicture(noun[0], id));

    let ratingSum = 0;
    let ratingCount = 0;
    if (totals.reviews < reviewBudget) {
      const count = random.int(0, 8);
      for (let r = 0; r < count; r++) {
        const rating = random.chance(0.7) ? random.int(4, 5) : random.int(1, 3);
        ratingSum += rating;
        ratingCount += 1;
        batch.reviews.push({
          productId: id,
          shopId,
          customerName: `${random.pick(firstNames)} ${random.pick(lastNames)[0]}.`,
          customerProfile: mediaUrl(`avatars/a-${random.int(1, 8)}.webp`),
          rating,
          description: random.pick(reviewTexts(type, rating)),
          createdAt: new Date(options.now - random.int(1, 120) * DAY),
        });
      }
      totals.reviews += count;
    }
    const shopRating = totals.shopRatings.get(shopId) ?? { sum: 0, count: 0 };
    shopRating.sum += ratingSum;
    shopRating.count += ratingCount;
    totals.shopRatings.set(shopId, shopRating);

    const arName = arabicName(make);
    const createdAt = new Date(options.now - random.int(0, 90) * DAY - random.int(0, DAY));
    batch.products.push({
      id,
      shopId,
      categoryId: categoryIndex + 1,
      subCategoryId: options.subIds[categoryIndex].get(subName)!,
      brandId: make.brandId,
      unitId: unitIds.get(type.unit)!,
      vatTaxId: random.chance(0.5) ? 1 : 2,
      name,
      i18n: {
        ar: {
          name: arName,
          short_description: arabicSummary(make),
          description: arabicDescription(make, unit[1]),
          meta_title: arName,
          meta_description: `اشترِ ${arName} عبر الإنترنت بأفضل سعر.`,
          meta_keywords: `${type.ar}، ${make.brand}، ${category.name[1]}`,
        },
      },
      shortDescription: englishSummary(make),
      description: englishDescription(make, unit[0] === 'pcs' ? 'piece' : unit[0]),
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
      // The English noun leads: it names the product's kind (and its pictures).
      metaKeywords: `${noun[0]}, ${make.brand}, ${category.name[0]}`,
      createdAt,
      // Seeded products have not changed since they were listed.
      updatedAt: createdAt,
    });
    // Clothes in a run of letter sizes, shoes in EU sizes; the larger sizes may cost a little more.
    const sized = type.sizes === 'letter' ? LETTER_SIZES : type.sizes === 'shoe' ? SHOE_SIZES : null;
    if (sized) {
      const from = random.int(0, sized === LETTER_SIZES ? 2 : 1);
      const count = Math.min(sized.count - from, random.int(3, 4));
      for (let k = 0; k < count; k++) {
        batch.sizes.push({ productId: id, sizeId: sized.first + from + k, price: k < count - 1 ? 0 : random.pick([0, 100, 250]) });
      }
    }
    // Colours only for things whose look varies (not food, books or cosmetics).
    if (type.coloured) {
      for (const colorId of random.sample(colorSeeds.map((_, i) => i + 1), random.int(0, 3))) {
        batch.colors.push({ productId: id, colorId, price: random.pick([0, 0, 150, 300]) });
      }
    }
    const galleryCount = random.int(3, 6);
    for (let g = 0; g < galleryCount; g++) {
      const file = mediaUrl(productPicture(noun[0], id, g));
      batch.images.push({ productId: id, type: 'image', thumbnail: file, url: file, position: g });
    }
    if (id % 25 === 1) {
      batch.images.push({ productId: id, type: 'video', thumbnail, url: 'https://videos.marketly.example/product-demo.mp4', position: galleryCount });
    }
    if (batch.products.length === options.batchSize) {
      yield batch;
      batch = { products: [], sizes: [], colors: [], images: [], reviews: [] };
    }
  }
  if (batch.products.length > 0) yield batch;
}
