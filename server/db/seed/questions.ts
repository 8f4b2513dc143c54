// Answered questions on two demo products, in English and Arabic, with "helpful" votes: product 12
// has more than five (so its page shows the search among them), product 5 a few. Fixed texts and
// times (no random draws), on products every seed has (tests seed 40). The demo customer (user 1)
// has asked none and voted on none, so every flow starts from nothing.
import type { Db } from '../client';
import * as s from '../schema';

const HOUR = 3_600_000;

interface SeedQuestion {
  productId: number;
  userId: number;
  locale: 'en' | 'ar';
  question: string;
  answer: string;
  /** Votes from users 2, 3, … (at most 6). */
  helpful: number;
}

export const SEEDED_QUESTIONS: readonly SeedQuestion[] = [
  { productId: 12, userId: 2, locale: 'en', question: 'Does this come with a warranty, and for how long?', answer: 'Yes, a one-year warranty from the day of delivery.', helpful: 5 },
  { productId: 12, userId: 3, locale: 'en', question: 'Is the colour in the pictures accurate?', answer: 'The pictures are taken in daylight; the colour is very close to them.', helpful: 3 },
  { productId: 12, userId: 4, locale: 'ar', question: 'هل يمكن إرجاع المنتج إذا لم يناسبني؟', answer: 'نعم، يمكنك إرجاعه خلال سبعة أيام من الاستلام.', helpful: 4 },
  { productId: 12, userId: 5, locale: 'en', question: 'How long does delivery usually take?', answer: 'Two to four working days in most cities.', helpful: 2 },
  { productId: 12, userId: 6, locale: 'ar', question: 'هل المنتج أصلي ومن الشركة المصنعة؟', answer: 'نعم، جميع منتجاتنا أصلية ومعها فاتورة.', helpful: 6 },
  { productId: 12, userId: 7, locale: 'en', question: 'Can I pay cash on delivery for this item?', answer: 'Yes, cash on delivery is available at checkout.', helpful: 1 },
  { productId: 12, userId: 3, locale: 'en', question: 'Is there a user manual in the box?', answer: 'Yes, a printed manual in English and Arabic.', helpful: 0 },
  { productId: 5, userId: 2, locale: 'en', question: 'What are the exact dimensions of this product?', answer: 'The dimensions are listed in the description; the box adds about 2 cm on each side.', helpful: 2 },
  { productId: 5, userId: 4, locale: 'ar', question: 'هل يتوفر هذا المنتج بألوان أخرى؟', answer: 'حالياً يتوفر باللون المعروض فقط، وسنضيف ألواناً قريباً.', helpful: 1 },
];

export async function seedQuestions(db: Db, now: number): Promise<void> {
  const products = await db.select({ id: s.products.id, shopId: s.products.shopId }).from(s.products);
  const shopOf = new Map(products.map((product) => [product.id, product.shopId]));
  const rows = SEEDED_QUESTIONS.filter((question) => shopOf.has(question.productId));
  if (rows.length === 0) return;
  const inserted = await db
    .insert(s.productQuestions)
    .values(
      rows.map((question, index) => ({
        productId: question.productId,
        shopId: shopOf.get(question.productId)!,
        userId: question.userId,
        locale: question.locale,
        question: question.question,
        answer: question.answer,
        helpfulCount: question.helpful,
        createdAt: new Date(now - (index + 2) * 24 * HOUR),
        answeredAt: new Date(now - (index + 1) * 24 * HOUR),
      })),
    )
    .returning({ id: s.productQuestions.id });
  const votes = rows.flatMap((question, index) => Array.from({ length: question.helpful }, (_, voter) => ({ questionId: inserted[index].id, userId: voter + 2 })));
  if (votes.length > 0) await db.insert(s.productQuestionVotes).values(votes);
}
