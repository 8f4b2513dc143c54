// The shop side of chat (ours, docs/contract.md "Chat and realtime"): POST /seller/login. A shop
// reads and sends messages in the shapes of chat.ts (messagePageSchema, sentMessageSchema). The
// storefront has no seller screens: only the server (its routes answer through these schemas,
// server/http/respond.ts) and tests import this module, so no browser downloads it
// (scripts/structure.ts).
import * as z from 'zod';
import { accessSchema } from './account';
import { deliveryPlanSchema } from './delivery';

/** POST /seller/login: the shop and a shop token for the calls under /seller. */
export const shopSignedInSchema = z.object({
  shop: z.object({ id: z.number().int(), name: z.string(), logo: z.string().nullable(), email: z.string() }),
  access: accessSchema,
});
export type ShopSignedIn = z.infer<typeof shopSignedInSchema>;

/** A question on one of the shop's products, as the shop reads it (GET /seller/questions). */
export const shopQuestionSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product_name: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  asked_by: z.string(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});

/** GET /seller/questions: the shop's questions, unanswered first. */
export const shopQuestionsSchema = z.object({ questions: z.array(shopQuestionSchema) });

/** POST /seller/answer-question: the question with its answer. */
export const shopAnsweredSchema = z.object({ question: shopQuestionSchema });

/**
 * GET and POST /seller/delivery-calendar (ours): the shop's delivery calendar as the storefront
 * reads it (docs/contract.md "Delivery promise"); `destinations` is every zone, also when there
 * is none (then the shop delivers nowhere and its products carry no calendar).
 */
export const shopDeliveryCalendarSchema = z.object({ calendar: deliveryPlanSchema });
export type ShopDeliveryCalendar = z.infer<typeof shopDeliveryCalendarSchema>;
