// A product page's "Questions and answers" section, rendered by the server into the cached page
// (the same for everyone): the most helpful answered questions, a search among them when there
// are many (on the questions page, ../../app/[locale]/(shop)/products/[id]/questions), and the
// buttons whose code ./questions-trigger.tsx loads late.
import { getLocale, getTranslations } from 'next-intl/server';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { IslandMessages } from '@/components/providers/island-messages';
import type { ProductQuestionPage } from '@/lib/api/schemas/questions';
import { contentKey } from '@/lib/content-key';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/locales';
import { QuestionList } from './question-list';
import { QuestionsTrigger } from './questions-trigger';

/** More answered questions than this and the section offers a search among them. */
export const SEARCH_FROM = 5;

export const questionsHref = (productId: number) => `/products/${productId}/questions`;

/** The search among a product's answered questions: a plain form to its questions page. */
export async function QuestionSearch({ productId, search = '' }: { productId: number; search?: string }) {
  const [t, locale] = await Promise.all([getTranslations('QuestionList'), getLocale()]);
  return (
    <form role="search" action={localizedPath(locale, questionsHref(productId))} method="get" className="flex flex-wrap gap-2">
      <input
        type="search"
        name="q"
        defaultValue={search}
        maxLength={200}
        aria-label={t('search')}
        placeholder={t('search')}
        className="min-h-11 min-w-0 flex-1 rounded-md border border-slate-300 px-3"
      />
      <button type="submit" className="alert-button">
        {t('searchButton')}
      </button>
    </form>
  );
}

/** The section's frame: heading, the Ask button, then `children` (the list) under the late controls. */
export async function QuestionsFrame({ productId, title, children }: { productId: number; title: string; children: React.ReactNode }) {
  const t = await getTranslations('QuestionList');
  return (
    <IslandMessages set="product">
      <QuestionsTrigger
        productId={productId}
        ask={
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="product-questions-title" className="text-xl font-bold">
              {title}
            </h2>
            <button type="button" value="ask" className="alert-button">
              {t('ask')}
            </button>
          </div>
        }
      >
        {children}
      </QuestionsTrigger>
    </IslandMessages>
  );
}

export async function ProductQuestions({ productId, page }: { productId: number; page: ProductQuestionPage }) {
  const t = await getTranslations('QuestionList');
  return (
    <section id="product-questions" aria-labelledby="product-questions-title">
      <QuestionsFrame productId={productId} title={t('title')}>
        <KeptMarkup inputs={[contentKey(page)]} className="flex flex-col gap-3">
          {page.answered > SEARCH_FROM ? <QuestionSearch productId={productId} /> : null}
          {page.questions.length > 0 ? <QuestionList questions={page.questions} /> : <p className="text-sm text-slate-600">{t('none')}</p>}
          {page.answered > page.questions.length ? (
            <Link href={questionsHref(productId)} className="font-semibold text-primary-700 hover:underline">
              {t('seeAll', { count: page.answered })}
            </Link>
          ) : null}
        </KeptMarkup>
      </QuestionsFrame>
    </section>
  );
}
