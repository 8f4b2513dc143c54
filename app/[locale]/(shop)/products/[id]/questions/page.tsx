// A product's answered questions, all of them: newest or most helpful first, searched, a page at
// a time. Rendered by the server and cached per cleaned query (lib/query-route.ts), the same for
// every visitor; its "Ask a question" and "Helpful" buttons load their code late, as on the
// product page.
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { QuestionList } from '@/components/product/question-list';
import { QuestionSearch, QuestionsFrame, questionsHref } from '@/components/product/product-questions';
import { Pagination } from '@/components/ui/pagination';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { unlessMissing } from '@/lib/api/missing';
import { getApi, getMaster } from '@/lib/api/server';
import { productHref } from '@/lib/catalog-links';
import { contentKey } from '@/lib/content-key';
import { offers } from '@/lib/features';
import { Link } from '@/lib/i18n/navigation';
import { queryOf } from '@/lib/query-route';
import { routeId } from '@/lib/route-params';
import { firstParam, pageParam, textParam } from '@/lib/search-params';
import { publicPageMetadata } from '@/lib/seo/public-metadata';

type Props = { params: Promise<{ locale: string; id: string; query?: string }> };

// Served from the page cache (docs/adr/0013); an answer or a hide expires its product's tag, a
// vote shows at the next timed render.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const PER_PAGE = 10;

async function load(rawId: string, token: string | undefined) {
  const id = routeId(rawId);
  if (id === null || !offers(await getMaster(), 'questions')) return null;
  const query = queryOf({ query: token });
  const sort = firstParam(query, 'sort') === 'newest' ? 'newest' : 'helpful';
  const search = textParam(query, 'q');
  const page = pageParam(query);
  const api = await getApi();
  const details = await unlessMissing(() => api.productDetails(id));
  if (!details) return null;
  const questions = await api.productQuestions({ product_id: id, sort, search: search || undefined, page, per_page: PER_PAGE });
  return { product: details.product, questions, sort, search, page, query };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, id, query } = await params;
  setRequestLocale(locale);
  const loaded = await load(id, query);
  if (!loaded) return {};
  const t = await getTranslations('QuestionList');
  const title = t('pageTitle', { product: loaded.product.name });
  return {
    ...(await publicPageMetadata({ locale, path: questionsHref(loaded.product.id), query: queryOf({ query }), title, description: `${title}: ${t('title')}` })),
    // The product page shows the same answers first; a search result is no page of its own.
    robots: { index: !loaded.search, follow: true },
  };
}

export default async function ProductQuestionsPage({ params }: Props) {
  const { locale, id, query: token } = await params;
  setRequestLocale(locale);
  const loaded = await load(id, token);
  if (!loaded) notFound();
  const { product, questions, sort, search, page } = loaded;
  const t = await getTranslations('QuestionList');
  const pathname = questionsHref(product.id);
  const sortLink = (value: 'helpful' | 'newest', label: string) => (
    <Link
      href={{ pathname, query: { ...(value === 'newest' ? { sort: value } : {}), ...(search ? { q: search } : {}) } }}
      aria-current={sort === value ? 'true' : undefined}
      className="rounded-md border border-slate-300 px-3 py-2 aria-[current=true]:border-primary-600 aria-[current=true]:bg-primary-50 aria-[current=true]:text-primary-800"
    >
      {label}
    </Link>
  );
  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-1">
        <Link href={productHref(product.id)} className="text-sm text-primary-700 hover:underline">
          {t('back')}
        </Link>
        <h1 className="text-2xl font-bold">{t('pageTitle', { product: product.name })}</h1>
      </div>
      <section id="product-questions" aria-labelledby="product-questions-title">
        <QuestionsFrame productId={product.id} title={t('title')}>
          <QuestionSearch productId={product.id} search={search} />
          <nav aria-label={t('sort')} className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t('sort')}</span>
            {sortLink('helpful', t('mostHelpful'))}
            {sortLink('newest', t('newest'))}
          </nav>
          <KeptMarkup inputs={[contentKey(questions)]}>
            {questions.questions.length > 0 ? (
              <QuestionList questions={questions.questions} />
            ) : (
              <p className="text-sm text-slate-600">{search ? t('noMatch', { search }) : t('none')}</p>
            )}
          </KeptMarkup>
          <Pagination page={page} total={questions.total} perPage={PER_PAGE} pathname={pathname} query={{ ...(sort === 'newest' ? { sort } : {}), ...(search ? { q: search } : {}) }} />
        </QuestionsFrame>
      </section>
    </main>
  );
}
