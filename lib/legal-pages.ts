import 'server-only';
// Policy pages: the fixed routes below and /page/{slug}, all from GET /legal-pages/{slug}.
import { cache } from 'react';
import { unlessMissing } from '@/lib/api/missing';
import { getApi } from '@/lib/api/server';

/** The storefront's route → the contract's page slug. */
export const LEGAL_ROUTES = {
  '/terms-and-conditions': 'terms-and-conditions',
  '/privacy-policy': 'privacy-policy',
  '/return-policy': 'return-and-refund-policy',
  '/about-us': 'about-us',
} as const;

export const loadLegalPage = cache(async (slug: string) => {
  if (!/^[a-z0-9-]{1,100}$/i.test(slug)) return null;
  const api = await getApi();
  const content = (await unlessMissing(() => api.legalPage(slug)))?.content;
  // The original answers a page it does not have with a null title instead of a 404.
  return content && content.title !== null ? { ...content, title: content.title } : null;
});
