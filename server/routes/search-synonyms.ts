// The operator's synonyms of the search (ours, docs/contract.md): GET /admin/search-synonyms lists
// them, POST stores what a word or phrase also means, DELETE /admin/search-synonyms/{id} removes
// one. They exist only when the shop is started with ADMIN_API_TOKEN, and take that token.
import { Hono } from 'hono';
import { z } from 'zod';
import { cacheTags } from '@/lib/cache-tags';
import { revalidateTags } from '@/server/cache/revalidate';
import { authorizeAdmin } from '@/server/http/admin';
import type { AppEnv } from '@/server/http/context';
import { notFound } from '@/server/http/errors';
import { idParam } from '@/server/http/params';
import { readBodyAs } from '@/server/http/request';
import { answer } from '@/server/http/respond';
import { emptySchema, searchSynonymSchema, searchSynonymsSchema } from '@/lib/api/schemas/admin';
import { parseOrThrow } from '@/server/http/validation';
import { requiredText } from '@/server/http/text-fields';
import { wordsOf } from '@/server/services/search/text';
import { deleteSynonym, listSynonyms, saveSynonym, storedTerm } from '@/server/services/search-synonyms';

const hasWord = (value: string) => wordsOf(value).length > 0;
const phrase = () => requiredText(100).refine(hasWord, { error: 'The :attribute field must contain a word.' });

const synonymBody = z
  .object({
    term: phrase(),
    alternatives: z.array(phrase(), { error: 'The :attribute field must be a list of words or phrases.' }).min(1).max(20),
  })
  .refine((body) => !body.alternatives.some((alternative) => storedTerm(alternative) === storedTerm(body.term)), {
    path: ['alternatives'],
    error: 'The :attribute field must not repeat the term.',
  });

export const searchSynonymRoutes = new Hono<AppEnv>();

searchSynonymRoutes.get('/admin/search-synonyms', async (c) => {
  authorizeAdmin(c);
  return answer(c, 'Search synonyms', searchSynonymsSchema, { synonyms: await listSynonyms(c.get('db')) });
});

searchSynonymRoutes.post('/admin/search-synonyms', async (c) => {
  authorizeAdmin(c);
  const body = await readBodyAs(c, synonymBody);
  const saved = await saveSynonym(c.get('db'), body.term, body.alternatives);
  // Search results are cached with the catalogue.
  revalidateTags([cacheTags.catalog]);
  return answer(c, 'Search synonym saved', searchSynonymSchema, saved);
});

searchSynonymRoutes.delete('/admin/search-synonyms/:id', async (c) => {
  authorizeAdmin(c);
  const { id } = parseOrThrow(z.object({ id: idParam() }), { id: c.req.param('id') });
  if (!(await deleteSynonym(c.get('db'), id))) throw notFound('Search synonym not found.');
  revalidateTags([cacheTags.catalog]);
  return answer(c, 'Search synonym deleted', emptySchema, {});
});
