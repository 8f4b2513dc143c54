import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getFormatter, getTranslations, setRequestLocale } from 'next-intl/server';
import { BlogCard } from '@/components/blog/blog-card';
import { ProductGrid } from '@/components/catalog/product-grid';
import { ShopImage } from '@/components/ui/shop-image';
import { unlessMissing } from '@/lib/api/missing';
import { getApi, getMaster } from '@/lib/api/server';
import { Link } from '@/lib/i18n/navigation';
import { sanitize } from '@/lib/sanitize';
import { decodedSegment } from '@/lib/route-param';
import { isoOf, shownDate } from '@/lib/format-date';
import { publicPageMetadata } from '@/lib/seo/public-metadata';
import { JsonLd } from '@/lib/seo/json-ld';
import { localizedPath } from '@/lib/i18n/locales';
import { shopOrigin } from '@/lib/seo/origin';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export function generateStaticParams() {
  return [];
}

const loadPost = cache(async (slug: string) => {
  const key = slug.length > 200 ? null : decodedSegment(slug);
  if (key === null) return null;
  const api = await getApi();
  // The original answers an unknown post with 400 "The selected blog id or slug is invalid".
  return unlessMissing(() => api.blogDetails(key), [400]);
});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const post = await loadPost(slug);
  if (!post) return {};
  const { blog } = post;
  // The share picture is drawn by opengraph-image.tsx beside this page.
  return publicPageMetadata({
    locale,
    path: `/blog/${encodeURIComponent(slug)}`,
    title: blog.title,
    description: blog.description,
    image: 'generated',
    type: 'article',
    publishedTime: isoOf(blog.created_at) ?? undefined,
  });
}

export default async function BlogPostPage({ params }: Props) {
  const { locale, slug } = await params;
  setRequestLocale(locale);
  const post = await loadPost(slug);
  if (!post) notFound();
  const [t, master, format] = await Promise.all([getTranslations('Blog'), getMaster(), getFormatter()]);
  const { blog } = post;
  const published = shownDate(format, blog.created_at);
  const origin = shopOrigin();
  return (
    <main className="mx-auto grid max-w-7xl gap-10 px-4 py-8 lg:grid-cols-[1fr_20rem]">
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: blog.title,
          mainEntityOfPage: { '@type': 'WebPage', '@id': origin + localizedPath(locale, `/blog/${encodeURIComponent(slug)}`) },
          datePublished: published.iso,
          // The contract gives a post no update time, and the shop has no way to edit one: its
          // last change is its publication.
          dateModified: published.iso,
          image: blog.thumbnail ? new URL(blog.thumbnail, origin).toString() : undefined,
          author: blog.post_by ? { '@type': 'Person', name: blog.post_by.name } : { '@type': 'Organization', name: master.app_name },
          publisher: {
            '@type': 'Organization',
            name: master.app_name,
            logo: master.web_logo ? { '@type': 'ImageObject', url: new URL(master.web_logo, origin).toString() } : undefined,
          },
          keywords: blog.tags.map((tag) => tag.name).join(', ') || undefined,
        }}
      />
      <article>
        {blog.category ? (
          <Link href={{ pathname: '/blogs', query: { category: String(blog.category.id) } }} className="text-sm font-medium text-primary-700 hover:underline">
            {blog.category.name}
          </Link>
        ) : null}
        <h1 className="mt-1 mb-2 text-3xl font-bold">{blog.title}</h1>
        <p className="mb-4 text-sm text-slate-500">
          <time dateTime={published.iso}>{published.text}</time>
          {blog.post_by ? ` · ${blog.post_by.name}` : ''} · {t('views', { count: blog.total_views })}
        </p>
        {blog.thumbnail ? (
          <div className="relative mb-6 aspect-[16/9] overflow-hidden rounded-lg bg-slate-100">
            <ShopImage src={blog.thumbnail} alt="" fill priority sizes="(min-width: 1024px) 800px, 100vw" widths={[640, 1080, 1920]} className="object-cover" />
          </div>
        ) : null}
        <div className="prose-shop" dangerouslySetInnerHTML={{ __html: sanitize(blog.description) }} />
        {blog.tags.length > 0 ? (
          <ul aria-label={t('tags')} className="mt-6 flex flex-wrap gap-2">
            {blog.tags.map((tag) => (
              <li key={tag.id} className="rounded-full bg-slate-100 px-3 py-1 text-sm">#{tag.name}</li>
            ))}
          </ul>
        ) : null}
        {post.related_products.length > 0 ? (
          <section aria-labelledby="post-products" className="mt-10">
            <h2 id="post-products" className="mb-4 text-xl font-bold">{t('relatedProducts')}</h2>
            <ProductGrid products={post.related_products} label={t('relatedProducts')} />
          </section>
        ) : null}
      </article>
      <aside className="flex flex-col gap-8">
        {post.related_blogs.length > 0 ? (
          <section aria-labelledby="related-posts">
            <h2 id="related-posts" className="mb-3 text-lg font-bold">{t('related')}</h2>
            <ul className="flex flex-col gap-3">
              {post.related_blogs.map((item) => (
                <li key={item.id}><BlogCard blog={item} compact /></li>
              ))}
            </ul>
          </section>
        ) : null}
        {post.popular_blogs.length > 0 ? (
          <section aria-labelledby="popular-posts">
            <h2 id="popular-posts" className="mb-3 text-lg font-bold">{t('popular')}</h2>
            <ul className="flex flex-col gap-3">
              {post.popular_blogs.map((item) => (
                <li key={item.id}><BlogCard blog={item} compact /></li>
              ))}
            </ul>
          </section>
        ) : null}
      </aside>
    </main>
  );
}
