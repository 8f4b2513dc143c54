// Questions and answers on a product (ours; docs/contract.md "Questions and answers (ours)"): the
// answered questions of a product for everyone, and a signed-in shopper's asking, changing,
// deleting and "helpful" votes. The shop answers through the shop side (./seller.ts), the
// operator hides through POST /admin/question-hide (below).
import { Hono } from 'hono';
import { z } from 'zod';
import { questionModerationSchema } from '@/lib/api/schemas/admin';
import { helpfulVoteSchema, myQuestionSavedSchema, myQuestionsSchema, productQuestionPageSchema } from '@/lib/api/schemas/questions';
import { authorizeAdmin } from '@/server/http/admin';
import { requireUser } from '@/server/http/auth';
import type { AppEnv } from '@/server/http/context';
import { idParam, intParam, SEARCH_MAX, textParam } from '@/server/http/params';
import { createLimiter } from '@/server/http/rate-limit';
import { readBodyAs, readQuery } from '@/server/http/request';
import { answer, ok } from '@/server/http/respond';
import { requiredText } from '@/server/http/text-fields';
import {
  askQuestion,
  deleteQuestion,
  moderateQuestion,
  myQuestions,
  productQuestions,
  QUESTION_MAX,
  QUESTION_MIN,
  QUESTIONS_PER_PAGE,
  updateQuestion,
  voteHelpful,
} from '@/server/services/product-questions';
import { idValue } from './cart-input';

export const productQuestionRoutes = new Hono<AppEnv>();

const asksPerUser = createLimiter('questions.asksPerUser', 10, 600);
const changesPerUser = createLimiter('questions.changesPerUser', 30, 600);
const votesPerUser = createLimiter('questions.votesPerUser', 60, 60);

/** A question's text: 10 to 500 characters once trimmed. */
export const questionText = requiredText(QUESTION_MAX).refine((value) => value.length >= QUESTION_MIN, {
  error: `The :attribute field must be at least ${QUESTION_MIN} characters.`,
});
const flagValue = z.preprocess((value) => (value === 'true' || value === '1' || value === 1 ? true : value === 'false' || value === '0' || value === 0 ? false : value), z.boolean());

productQuestionRoutes.get('/product-questions', async (c) => {
  const query = readQuery(
    c,
    z.object({
      product_id: idParam(),
      sort: z.enum(['newest', 'helpful'], { error: 'The selected sort is invalid.' }).optional(),
      search: textParam(SEARCH_MAX).optional(),
      page: intParam(1, 1_000_000).optional(),
      per_page: intParam(1, 50).optional(),
    }),
  );
  return answer(
    c,
    'Questions',
    productQuestionPageSchema,
    await productQuestions(c.get('db'), {
      productId: query.product_id,
      sort: query.sort ?? 'newest',
      search: query.search || undefined,
      page: query.page ?? 1,
      perPage: query.per_page ?? QUESTIONS_PER_PAGE,
    }),
  );
});

productQuestionRoutes.get('/my-questions', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const query = readQuery(c, z.object({ product_id: idParam().optional() }));
  return answer(c, 'Your questions', myQuestionsSchema, await myQuestions(db, c.get('locale'), user.id, query.product_id));
});

productQuestionRoutes.post('/product-question-add', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, z.object({ product_id: idValue, question: questionText }));
  await asksPerUser(c, [String(user.id)], 'questions');
  const question = await askQuestion(db, { userId: user.id, productId: body.product_id, question: body.question, locale: c.get('locale') });
  return answer(c, 'Question sent', myQuestionSavedSchema, { question });
});

productQuestionRoutes.post('/product-question-update', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, z.object({ question_id: idValue, question: questionText }));
  await changesPerUser(c, [String(user.id)], 'changes');
  const question = await updateQuestion(db, { userId: user.id, questionId: body.question_id, question: body.question, locale: c.get('locale') });
  return answer(c, 'Question updated', myQuestionSavedSchema, { question });
});

productQuestionRoutes.post('/product-question-delete', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, z.object({ question_id: idValue }));
  await changesPerUser(c, [String(user.id)], 'changes');
  await deleteQuestion(db, user.id, body.question_id);
  return ok(c, 'Question deleted');
});

productQuestionRoutes.post('/product-question-helpful', async (c) => {
  const db = c.get('db');
  const { user } = await requireUser(c, db);
  const body = await readBodyAs(c, z.object({ question_id: idValue, helpful: flagValue.optional() }));
  await votesPerUser(c, [String(user.id)], 'votes');
  return answer(c, body.helpful === false ? 'Vote removed' : 'Marked helpful', helpfulVoteSchema, await voteHelpful(db, user.id, body.question_id, body.helpful ?? true));
});

// ---------------------------------------------------------------- the operator

productQuestionRoutes.post('/admin/question-hide', async (c) => {
  authorizeAdmin(c);
  const body = await readBodyAs(
    c,
    z
      .object({ question_id: idValue, question_hidden: z.boolean().optional(), answer_hidden: z.boolean().optional() })
      .refine((value) => value.question_hidden !== undefined || value.answer_hidden !== undefined, {
        path: ['question_hidden'],
        error: 'The question hidden field is required when answer hidden is not present.',
      }),
  );
  return answer(c, 'Question updated', questionModerationSchema, await moderateQuestion(c.get('db'), body.question_id, body));
});
