import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/not-found-content';

type Props = { params: Promise<{ locale: string }> };

// The not-found page as a document of its own, one per locale, served from the page cache (docs/adr/0013).
// Next.js answers a notFound() with an empty error page whose content only the browser's
// JavaScript draws; the web server answers the 404 with this document instead
// (server/web/not-found-page.ts), and never lets a visitor reach this address with a 200.
export const revalidate = 300;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  // No canonical or alternates: the missing address is not this page's.
  return { title: t('title'), description: t('text'), robots: { index: false } };
}

export default async function NotFoundDocument({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <NotFoundContent />;
}
