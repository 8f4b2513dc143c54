// The answers of the operator's calls (ours, docs/contract.md "Settings and language"): search
// synonyms, a language's texts and the demo reset; PATCH /admin/settings answers /master's data
// (settings.ts). The storefront never makes these calls: only the server (its routes answer
// through these schemas, server/http/respond.ts) and tests import this module, so no browser
// downloads it (scripts/structure.ts).
import * as z from 'zod';

/** What a word or phrase of a search also means (GET and POST /admin/search-synonyms). */
export const searchSynonymSchema = z.object({
  id: z.number().int(),
  /** Lower case, single spaces. */
  term: z.string(),
  alternatives: z.array(z.string()),
  /** ISO 8601. */
  updated_at: z.string(),
});
export type SearchSynonym = z.infer<typeof searchSynonymSchema>;

/** GET /admin/search-synonyms, by term. */
export const searchSynonymsSchema = z.object({ synonyms: z.array(searchSynonymSchema) });

/** PUT /admin/lang/{locale}: the locale and how many texts it now has stored. */
export const languageSavedSchema = z.object({ locale: z.string(), count: z.number().int().min(0) });

/** `data: {}`: DELETE /admin/search-synonyms/{id} and POST /admin/demo-reset. */
export const emptySchema = z.strictObject({});

/** POST /admin/question-hide: what of a product question is hidden now. */
export const questionModerationSchema = z.object({
  question_id: z.number().int(),
  question_hidden: z.boolean(),
  answer_hidden: z.boolean(),
});
