import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages, type IslandSet } from '@/lib/i18n/client-messages';

/**
 * The catalogues of islands that only some pages have (a listing's sort menu, a product's
 * purchase box, the contact form, the account's and checkout's forms), on top of the ones every
 * page sends. The catalogues are the same objects as the page's own, so the RSC payload refers
 * to those it already holds instead of writing them again.
 */
export async function IslandMessages({ set, children }: { set: IslandSet; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, set)}>{children}</NextIntlClientProvider>;
}
