import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { InboxNoSelection } from '@/components/chat/inbox-no-selection';
import { InboxShopList } from '@/components/chat/inbox-shop-list';
import { textParam, type SearchParams } from '@/lib/search-params';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Inbox');
  return { title: t('title'), robots: { index: false } };
}

// The message inbox (/massages: the spelling is part of the contract). The shop list and the
// chat panel are the places the chat feature fills; with no conversation selected the panel
// says so.
export default async function MessagesPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [t, query] = await Promise.all([getTranslations('Inbox'), searchParams]);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('title')}</h1>
      <div className="grid min-h-[28rem] overflow-hidden rounded-md border border-slate-200 bg-white md:grid-cols-[18rem_1fr]">
        <InboxShopList search={textParam(query, 'search')} />
        <InboxNoSelection />
      </div>
    </>
  );
}
