import { getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { primaryButton } from '@/components/ui/button';

/** The not-found page's text and its link home, in the locale the layout set. */
export async function NotFoundContent() {
  const t = await getTranslations('NotFound');
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p>{t('text')}</p>
      <Link className={primaryButton('px-4 py-2')} href="/">
        {t('home')}
      </Link>
    </main>
  );
}
