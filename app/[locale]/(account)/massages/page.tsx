import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Inbox } from '@/components/chat/inbox';
import { textParam, type SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Inbox');
  return { title: t('title'), robots: { index: false } };
}

// The message inbox (/massages: the spelling is part of the contract): the shop list and the
// selected shop's conversation, a browser island that follows realtime messages. A ?search=
// from the address fills the search box.
export default async function MessagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations('Inbox'), searchParams]);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('title')}</h1>
      <Inbox initialSearch={textParam(query, 'search')} />
    </>
  );
}
