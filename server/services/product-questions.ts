// Questions and answers on a product (ours; docs/contract.md "Questions and answers (ours)"). A
// signed-in shopper asks; the product's shop answers through the shop side; the asker hears of it
// by e-mail (a job of alert_jobs, sent by the alert worker, ./alerts-worker.ts) and in the account.
// Others see a question once it is answered and neither it nor its answer is hidden by the
// operator; a question others may not see is, to them, missing.
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { cacheTags } from '@/lib/cache-tags';
import type { HelpfulVote, MyQuestion, MyQuestions, ProductQuestion, ProductQuestionPage } from '@/lib/api/schemas/questions';
import type { z } from 'zod';
import type { shopQuestionSchema } from '@/lib/api/schemas/shop-side';
import { expireAfterRequest } from '@/server/cache/revalidate';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { wordsFor } from '@/server/words';
import { likePattern } from './chat';
import type { Mail } from './delivery/mailer';
import { NotFound, Refused } from './errors';
import { dateTime } from './format';
import { UNPAGED_CAP } from './limits';
import { tr } from './translate';

export const QUESTION_MIN = 10;
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 2000;
export const QUESTIONS_PER_PAGE = 5;
export type QuestionSort = 'newest' | 'helpful';

type ShopQuestion = z.output<typeof shopQuestionSchema>;

const missing = () => new NotFound('Question not found.');

/** Answered, and neither the question nor its answer hidden: what everyone may see. */
const publicQuestion = and(isNotNull(s.productQuestions.answeredAt), eq(s.productQuestions.questionHidden, false), eq(s.productQuestions.answerHidden, false));

/** The first name only: others see who asked, not their full name. */
const askerName = (name: string) => name.trim().split(/\s+/)[0] || name;

const columns = {
  id: s.productQuestions.id,
  productId: s.productQuestions.productId,
  question: s.productQuestions.question,
  answer: s.productQuestions.answer,
  answeredAt: s.productQuestions.answeredAt,
  answerHidden: s.productQuestions.answerHidden,
  helpfulCount: s.productQuestions.helpfulCount,
  createdAt: s.productQuestions.createdAt,
  userName: s.users.name,
};
type Row = { id: number; productId: number; question: string; answer: string | null; answeredAt: Date | null; answerHidden: boolean; helpfulCount: number; createdAt: Date; userName: string };

function payload(row: Row): ProductQuestion {
  // A hidden answer is no answer: its asker sees the question as waiting.
  const answered = row.answeredAt !== null && !row.answerHidden;
  return {
    id: row.id,
    product_id: row.productId,
    question: row.question,
    answer: answered ? row.answer : null,
    state: answered ? 'answered' : 'pending',
    helpful_count: row.helpfulCount,
    asked_by: askerName(row.userName),
    created_at: dateTime(row.createdAt),
    answered_at: answered && row.answeredAt ? dateTime(row.answeredAt) : null,
  };
}

/** A product that exists and is shown; with its shop. */
async function shownProduct(db: Db, productId: number): Promise<{ shopId: number }> {
  const [product] = await db.select({ shopId: s.products.shopId }).from(s.products).where(and(eq(s.products.id, productId), eq(s.products.isActive, true)));
  if (!product) throw new NotFound('Product not found.');
  return product;
}

/** A product's answered questions, a page at a time, newest or most helpful first, optionally searched. */
export async function productQuestions(
  db: Db,
  query: { productId: number; sort: QuestionSort; search?: string; page: number; perPage: number },
): Promise<ProductQuestionPage> {
  await shownProduct(db, query.productId);
  const ofProduct = and(eq(s.productQuestions.productId, query.productId), publicQuestion);
  const search = query.search?.trim();
  const where = search
    ? and(ofProduct, or(sql`${s.productQuestions.question} ilike ${likePattern(search)}`, sql`${s.productQuestions.answer} ilike ${likePattern(search)}`))
    : ofProduct;
  const order: SQL[] =
    query.sort === 'helpful'
      ? [desc(s.productQuestions.helpfulCount), desc(s.productQuestions.answeredAt), desc(s.productQuestions.id)]
      : [desc(s.productQuestions.answeredAt), desc(s.productQuestions.id)];
  const count = sql<number>`count(*)::int`.mapWith(Number);
  const [[{ total }], [{ answered }], rows] = await Promise.all([
    db.select({ total: count }).from(s.productQuestions).where(where),
    db.select({ answered: count }).from(s.productQuestions).where(ofProduct),
    db
      .select(columns)
      .from(s.productQuestions)
      .innerJoin(s.users, eq(s.users.id, s.productQuestions.userId))
      .where(where)
      .orderBy(...order)
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
  ]);
  return { total, answered, current_page: query.page, last_page: Math.max(1, Math.ceil(total / query.perPage)), questions: rows.map(payload) };
}

/** The shopper's questions (of one product, or all), newest first, and their helpful votes on that product. */
export async function myQuestions(db: Db, locale: string, userId: number, productId?: number): Promise<MyQuestions> {
  const rows = await db
    .select({ ...columns, productName: tr(s.products.i18n, s.products.name, locale, 'name'), thumbnail: s.products.thumbnail })
    .from(s.productQuestions)
    .innerJoin(s.users, eq(s.users.id, s.productQuestions.userId))
    .innerJoin(s.products, eq(s.products.id, s.productQuestions.productId))
    .where(
      and(
        eq(s.productQuestions.userId, userId),
        eq(s.productQuestions.questionHidden, false),
        productId === undefined ? undefined : eq(s.productQuestions.productId, productId),
      ),
    )
    .orderBy(desc(s.productQuestions.createdAt), desc(s.productQuestions.id))
    .limit(UNPAGED_CAP);
  const votes =
    productId === undefined
      ? []
      : await db
          .select({ id: s.productQuestionVotes.questionId })
          .from(s.productQuestionVotes)
          .innerJoin(s.productQuestions, eq(s.productQuestions.id, s.productQuestionVotes.questionId))
          .where(and(eq(s.productQuestionVotes.userId, userId), eq(s.productQuestions.productId, productId)));
  return {
    questions: rows.map((row): MyQuestion => ({ ...payload(row), product_name: row.productName, thumbnail: row.thumbnail, editable: row.answeredAt === null })),
    helpful_ids: votes.map((vote) => vote.id),
  };
}

async function myQuestion(db: Db, locale: string, userId: number, questionId: number): Promise<MyQuestion> {
  const [row] = (await myQuestions(db, locale, userId)).questions.filter((question) => question.id === questionId);
  if (!row) throw missing();
  return row;
}

/** Asks a question on a shown product. */
export async function askQuestion(db: Db, input: { userId: number; productId: number; question: string; locale: string }): Promise<MyQuestion> {
  const { shopId } = await shownProduct(db, input.productId);
  const [row] = await db
    .insert(s.productQuestions)
    .values({ productId: input.productId, shopId, userId: input.userId, question: input.question, locale: input.locale })
    .returning({ id: s.productQuestions.id });
  return myQuestion(db, input.locale, input.userId, row.id);
}

/** The shopper's own question while unanswered; another's, a hidden or an unknown one is missing. */
async function ownUnanswered(db: Db, userId: number, questionId: number) {
  const [row] = await db
    .select({ answeredAt: s.productQuestions.answeredAt })
    .from(s.productQuestions)
    .where(and(eq(s.productQuestions.id, questionId), eq(s.productQuestions.userId, userId), eq(s.productQuestions.questionHidden, false)));
  if (!row) throw missing();
  if (row.answeredAt !== null) throw new Refused('An answered question can no longer be changed.');
}

const stillMine = (userId: number, questionId: number) =>
  and(eq(s.productQuestions.id, questionId), eq(s.productQuestions.userId, userId), isNull(s.productQuestions.answeredAt), eq(s.productQuestions.questionHidden, false));

/** Changes the text of the shopper's unanswered question. */
export async function updateQuestion(db: Db, input: { userId: number; questionId: number; question: string; locale: string }): Promise<MyQuestion> {
  await ownUnanswered(db, input.userId, input.questionId);
  // Conditional: an answer that came in meanwhile wins.
  const changed = await db
    .update(s.productQuestions)
    .set({ question: input.question, locale: input.locale, updatedAt: sql`now()` })
    .where(stillMine(input.userId, input.questionId))
    .returning({ id: s.productQuestions.id });
  if (changed.length === 0) throw new Refused('An answered question can no longer be changed.');
  return myQuestion(db, input.locale, input.userId, input.questionId);
}

/** Deletes the shopper's unanswered question. */
export async function deleteQuestion(db: Db, userId: number, questionId: number): Promise<void> {
  await ownUnanswered(db, userId, questionId);
  const gone = await db.delete(s.productQuestions).where(stillMine(userId, questionId)).returning({ id: s.productQuestions.id });
  if (gone.length === 0) throw new Refused('An answered question can no longer be changed.');
}

/**
 * Sets (or takes back) the shopper's "helpful" vote on a question everyone may see: one vote per
 * shopper (the vote's key), the count read back from the votes in the same statement's transaction.
 */
export async function voteHelpful(db: Db, userId: number, questionId: number, helpful: boolean): Promise<HelpfulVote> {
  return db.transaction(async (tx) => {
    const [question] = await tx
      .select({ id: s.productQuestions.id, productId: s.productQuestions.productId })
      .from(s.productQuestions)
      .where(and(eq(s.productQuestions.id, questionId), publicQuestion))
      .for('update');
    if (!question) throw missing();
    if (helpful) await tx.insert(s.productQuestionVotes).values({ questionId, userId }).onConflictDoNothing();
    else await tx.delete(s.productQuestionVotes).where(and(eq(s.productQuestionVotes.questionId, questionId), eq(s.productQuestionVotes.userId, userId)));
    const [row] = await tx
      .update(s.productQuestions)
      .set({ helpfulCount: sql`(select count(*)::int from ${s.productQuestionVotes} where ${s.productQuestionVotes.questionId} = ${questionId})` })
      .where(eq(s.productQuestions.id, questionId))
      .returning({ count: s.productQuestions.helpfulCount });
    // The page's count follows at its next timed render (a minute): a vote does not expire it,
    // so a popular product's votes do not render its page again and again.
    return { question_id: questionId, helpful, helpful_count: row.count };
  });
}

// ---------------------------------------------------------------- the shop side

const shopColumns = { ...columns, productName: s.products.name };

function shopPayload(row: Row & { productName: string }): ShopQuestion {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    question: row.question,
    answer: row.answer,
    asked_by: askerName(row.userName),
    created_at: dateTime(row.createdAt),
    answered_at: row.answeredAt ? dateTime(row.answeredAt) : null,
  };
}

/** The questions on the shop's products, unanswered first (oldest first), then the answered newest first. */
export async function shopQuestions(db: Db, shopId: number): Promise<ShopQuestion[]> {
  const rows = await db
    .select(shopColumns)
    .from(s.productQuestions)
    .innerJoin(s.users, eq(s.users.id, s.productQuestions.userId))
    .innerJoin(s.products, eq(s.products.id, s.productQuestions.productId))
    .where(and(eq(s.productQuestions.shopId, shopId), eq(s.productQuestions.questionHidden, false)))
    .orderBy(sql`${s.productQuestions.answeredAt} is not null`, asc(sql`coalesce(${s.productQuestions.answeredAt}, ${s.productQuestions.createdAt})`), desc(s.productQuestions.id))
    .limit(UNPAGED_CAP);
  const waiting = rows.filter((row) => row.answeredAt === null);
  const answered = rows.filter((row) => row.answeredAt !== null).reverse();
  return [...waiting, ...answered].map(shopPayload);
}

/**
 * The shop answers (or changes its answer to) a question on one of its products; another shop's
 * question, a hidden or an unknown one is missing. The first answer queues the asker's e-mail.
 */
export async function answerQuestion(db: Db, shopId: number, questionId: number, answer: string): Promise<ShopQuestion> {
  const result = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(s.productQuestions)
      .set({ answer, answeredAt: sql`coalesce(${s.productQuestions.answeredAt}, now())`, updatedAt: sql`now()` })
      .where(and(eq(s.productQuestions.id, questionId), eq(s.productQuestions.shopId, shopId), eq(s.productQuestions.questionHidden, false)))
      .returning({ id: s.productQuestions.id, productId: s.productQuestions.productId });
    if (!row) throw missing();
    const queued = await tx.insert(s.alertJobs).values({ questionId, eventKey: 'answered', price: 0 }).onConflictDoNothing().returning({ id: s.alertJobs.id });
    return { productId: row.productId, queued: queued.length };
  });
  expireAfterRequest([cacheTags.product(result.productId)]);
  const [row] = await db
    .select(shopColumns)
    .from(s.productQuestions)
    .innerJoin(s.users, eq(s.users.id, s.productQuestions.userId))
    .innerJoin(s.products, eq(s.products.id, s.productQuestions.productId))
    .where(eq(s.productQuestions.id, questionId));
  return shopPayload(row);
}

// ---------------------------------------------------------------- the operator

/** Hides or shows a question or its answer again; an unknown one is missing. */
export async function moderateQuestion(db: Db, questionId: number, change: { question_hidden?: boolean; answer_hidden?: boolean }) {
  const [row] = await db
    .update(s.productQuestions)
    .set({
      ...(change.question_hidden === undefined ? {} : { questionHidden: change.question_hidden }),
      ...(change.answer_hidden === undefined ? {} : { answerHidden: change.answer_hidden }),
      updatedAt: sql`now()`,
    })
    .where(eq(s.productQuestions.id, questionId))
    .returning({ productId: s.productQuestions.productId, questionHidden: s.productQuestions.questionHidden, answerHidden: s.productQuestions.answerHidden });
  if (!row) throw missing();
  expireAfterRequest([cacheTags.product(row.productId)]);
  return { question_id: questionId, question_hidden: row.questionHidden, answer_hidden: row.answerHidden };
}

// ---------------------------------------------------------------- the e-mail

/** The e-mail telling the asker their question was answered, in their language; null when it is gone or hidden. */
export async function answeredQuestionMail(db: Db, questionId: number, origin: string): Promise<Mail | null> {
  const [row] = await db
    .select({
      email: s.users.email,
      locale: s.productQuestions.locale,
      question: s.productQuestions.question,
      answer: s.productQuestions.answer,
      hidden: sql<boolean>`${s.productQuestions.questionHidden} or ${s.productQuestions.answerHidden}`,
      productId: s.products.id,
      name: s.products.name,
      i18n: s.products.i18n,
    })
    .from(s.productQuestions)
    .innerJoin(s.users, eq(s.users.id, s.productQuestions.userId))
    .innerJoin(s.products, eq(s.products.id, s.productQuestions.productId))
    .where(eq(s.productQuestions.id, questionId));
  if (!row?.email || row.answer === null || row.hidden) return null;
  const [words, [setting]] = await Promise.all([wordsFor(db, row.locale), db.select().from(s.settings).where(inArray(s.settings.key, ['app_name']))]);
  const shop = typeof setting?.value === 'string' ? setting.value : 'Shop';
  const product = row.i18n[words.locale]?.name || row.name;
  const link = `${origin}${words.locale === 'en' ? '' : `/${words.locale}`}/my-questions`;
  return {
    to: row.email,
    subject: `${shop}: ${words.text('QuestionMail.subject', { product })}`,
    text: [words.text('QuestionMail.body', { product }), '', row.question, '', row.answer, '', words.text('QuestionMail.view', { link })].join('\n'),
  };
}
