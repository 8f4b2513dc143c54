import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';

// A missing page's own title and text in the page's language. Next.js takes a not-found
// render's metadata from the layouts and this file only, not from the page that was not found,
// so no canonical or hreflang link names the missing address; Next.js adds robots "noindex" itself.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('NotFound');
  return { title: t('title'), description: t('text') };
}

export default async function NotFound() {
  const t = await getTranslations('NotFound');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p>{t('text')}</p>
      <Link className="rounded bg-primary px-4 py-2 text-white" href="/">
        {t('home')}
      </Link>
    </main>
  );
}
