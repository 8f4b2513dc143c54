import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadLegalPage } from '@/lib/legal-pages';
import { setRequestLocale } from 'next-intl/server';
import { sanitize } from '@/lib/sanitize';
import { publicPageMetadata } from '@/lib/seo/public-metadata';

/** `path` is the page's own locale-free path (policy pages have two: their route and /page/{slug}). */
export async function legalMetadata(slug: string, locale: string, path: string): Promise<Metadata> {
  setRequestLocale(locale);
  const page = await loadLegalPage(slug);
  if (!page) return {};
  // The description is the page's first words, after a heading that repeats its title.
  const text = page.description?.replace(/^\s*<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/i, '');
  return publicPageMetadata({ locale, path, title: page.title, description: text });
}

/** A policy page: its title as the h1 and the sanitised text. */
export async function LegalPage({ slug }: { slug: string }) {
  const page = await loadLegalPage(slug);
  if (!page) notFound();
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="mb-4 text-3xl font-bold">{page.title}</h1>
      <div className="prose-shop" dangerouslySetInnerHTML={{ __html: sanitize(page.description) }} />
    </main>
  );
}
