// Questions and answers on a product (ours; docs/contract.md "Questions and answers (ours)").
import * as z from 'zod';
import { flag, id, list, num, text } from './common';

export const questionStateSchema = z.enum(['pending', 'answered']);

/** A question as others see it once answered, and as its asker sees it before. */
export const productQuestionSchema = z.object({
  id,
  product_id: id,
  question: z.string(),
  answer: text,
  state: questionStateSchema,
  helpful_count: num,
  asked_by: z.string(),
  created_at: z.string(),
  answered_at: text,
});

/** GET /product-questions: one page of a product's answered questions. */
export const productQuestionPageSchema = z.object({
  /** Answered questions matching the search. */
  total: num,
  /** Every answered question of the product, whatever the search. */
  answered: num,
  current_page: num,
  last_page: num,
  questions: list(productQuestionSchema),
});

/** The asker's own question, with the product it is on. */
export const myQuestionSchema = productQuestionSchema.extend({
  product_name: z.string(),
  thumbnail: z.string(),
  /** Unanswered: its asker may still change or delete it. */
  editable: flag,
});

/** GET /my-questions: the shopper's questions (of one product with product_id), and their helpful votes there. */
export const myQuestionsSchema = z.object({
  questions: list(myQuestionSchema),
  helpful_ids: list(id),
});

export const myQuestionSavedSchema = z.object({ question: myQuestionSchema });

/** POST /product-question-helpful: the shopper's vote and the question's count. */
export const helpfulVoteSchema = z.object({ question_id: id, helpful: flag, helpful_count: num });

export type ProductQuestion = z.output<typeof productQuestionSchema>;
export type ProductQuestionPage = z.output<typeof productQuestionPageSchema>;
export type MyQuestion = z.output<typeof myQuestionSchema>;
export type MyQuestions = z.output<typeof myQuestionsSchema>;
export type HelpfulVote = z.output<typeof helpfulVoteSchema>;
