import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogCard, blogHref } from '@/components/blog/blog-card';
import { Pagination } from '@/components/ui/pagination';
import { getApi, getMaster } from '@/lib/api/server';
import { Link } from '@/lib/i18n/navigation';
import { queryOf } from '@/lib/query-route';
import { idParam, pageParam } from '@/lib/search-params';
import { publicPageMetadata } from '@/lib/seo/public-metadata';
import { JsonLd } from '@/lib/seo/json-ld';
import { itemListJsonLd } from '@/lib/seo/item-list';
import { shopOrigin } from '@/lib/seo/origin';
import { localizedPath } from '@/lib/i18n/locales';
import { emptyState } from '@/components/ui/empty-state';

const PER_PAGE = 9;

type Props = { params: Promise<{ locale: string; query?: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, query } = await params;
  setRequestLocale(locale);
  const [t, seo, master] = await Promise.all([getTranslations('Blog'), getTranslations('Seo'), getMaster()]);
  return publicPageMetadata({ locale, path: '/blogs', query: queryOf({ query }), title: t('title'), description: seo('blogs', { app: master.app_name }) });
}

export default async function BlogsPage({ params }: Props) {
  const { locale, query: token } = await params;
  setRequestLocale(locale);
  const query = queryOf({ query: token });
  const page = pageParam(query);
  const categoryId = idParam(query, 'category');
  const [t, api] = await Promise.all([getTranslations('Blog'), getApi()]);
  const result = await api.blogs({ page, per_page: PER_PAGE, category_id: categoryId });
  const chip = (active: boolean) => `inline-block rounded-full border px-3 py-1 text-sm ${active ? 'border-primary-600 bg-primary-600 text-white' : 'border-slate-300 hover:border-primary-600'}`;
  return (
    <main className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="mb-4 text-3xl font-bold">{t('title')}</h1>
      <nav aria-label={t('categories')} className="mb-6">
        <ul className="flex flex-wrap gap-2">
          <li>
            <Link href="/blogs" aria-current={categoryId === undefined ? 'true' : undefined} className={chip(categoryId === undefined)}>
              {t('all')}
            </Link>
          </li>
          {result.categories.map((category) => (
            <li key={category.id}>
              <Link href={{ pathname: '/blogs', query: { category: String(category.id) } }} aria-current={categoryId === category.id ? 'true' : undefined} className={chip(categoryId === category.id)}>
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 className="sr-only">{t('posts')}</h2>
      <JsonLd data={itemListJsonLd(t('posts'), result.blogs.map((blog) => ({ url: shopOrigin() + localizedPath(locale, blogHref(blog)), name: blog.title })), { offset: (page - 1) * PER_PAGE, total: result.total })} />
      {result.blogs.length > 0 ? (
        <ul aria-label={t('posts')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {result.blogs.map((blog, n) => (
            <li key={blog.id} className="flex">
              <BlogCard blog={blog} priority={n === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={emptyState()}>{t('empty')}</p>
      )}
      <Pagination page={page} total={result.total} perPage={PER_PAGE} pathname="/blogs" query={categoryId ? { category: String(categoryId) } : {}} />
    </main>
  );
}
