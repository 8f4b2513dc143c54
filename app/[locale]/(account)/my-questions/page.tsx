import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { MessageCircleQuestion } from 'lucide-react';
import { QuestionActions } from '@/components/account/question-actions';
import { ChatText } from '@/components/chat/chat-text';
import { ShopImage } from '@/components/ui/shop-image';
import { getMaster } from '@/lib/api/server';
import { accountCall } from '@/lib/auth/account-api';
import { productHref } from '@/lib/catalog-links';
import { offers } from '@/lib/features';
import { Link } from '@/lib/i18n/navigation';
import { primaryButton } from '@/components/ui/button';
import { emptyState } from '@/components/ui/empty-state';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Account');
  return { title: t('questions'), robots: { index: false } };
}

/** The shopper's questions on products: waiting or answered, with the answer; a waiting one can be changed or deleted. */
export default async function MyQuestionsPage() {
  if (!offers(await getMaster(), 'questions')) notFound();
  const [t, { questions }] = await Promise.all([getTranslations('MyQuestions'), accountCall((api) => api.myQuestions())]);
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h1 className="text-2xl font-bold">{t('title')}</h1>
        <p className="text-sm text-slate-600">{t('intro')}</p>
      </div>
      {questions.length === 0 ? (
        <div className={emptyState('flex flex-col items-center gap-2 bg-white p-10 text-center')}>
          <MessageCircleQuestion aria-hidden className="size-10 text-slate-400" />
          <p className="font-medium">{t('empty')}</p>
          <p className="text-sm text-slate-600">{t('emptyHint')}</p>
          <Link href="/products" className={primaryButton('mt-2 px-4 py-2 text-sm')}>
            {t('browse')}
          </Link>
        </div>
      ) : (
        <ul aria-label={t('title')} className="flex flex-col gap-2">
          {questions.map((question) => (
            <li key={question.id} className="flex flex-wrap items-start gap-3 rounded-md border border-slate-200 bg-white p-3">
              <ShopImage src={question.thumbnail} alt="" width={56} height={56} className="size-14 shrink-0 rounded object-cover" />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <Link href={productHref(question.product_id)} className="line-clamp-2 text-sm font-semibold hover:underline">
                  {question.product_name}
                </Link>
                <p className="break-words">
                  <ChatText text={question.question} />
                </p>
                <p className={question.state === 'answered' ? 'text-sm font-medium text-green-800' : 'text-sm font-medium text-amber-800'}>
                  {t(question.state)}
                </p>
                {question.answer ? (
                  <p className="whitespace-pre-line break-words text-sm text-slate-800">
                    <ChatText text={t('answer', { answer: question.answer })} />
                  </p>
                ) : null}
              </div>
              {question.editable ? <QuestionActions questionId={question.id} question={question.question} /> : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
