import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { clientMessages } from '@/lib/i18n/client-messages';

/** The catalogues of the account's and checkout's forms, on top of the public pages' ones. */
export async function PersonalMessages({ children }: { children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={clientMessages(messages, 'personal')}>{children}</NextIntlClientProvider>;
}
