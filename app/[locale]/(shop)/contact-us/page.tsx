import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactDetails } from '@/components/content/contact-details';
import { ContactForm } from '@/components/content/contact-form';
import { IslandMessages } from '@/components/providers/island-messages';
import { getApi } from '@/lib/api/server';
import { publicPageMetadata } from '@/lib/seo/public-metadata';

type Props = { params: Promise<{ locale: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Contact');
  return publicPageMetadata({ locale, path: '/contact-us', title: t('title'), description: t('intro') });
}

export default async function ContactUsPage({ params }: Props) {
  setRequestLocale((await params).locale);
  const [t, api] = await Promise.all([getTranslations('Contact'), getApi()]);
  const contact = await api.contactUs();
  return (
    <main className="mx-auto grid max-w-5xl gap-10 px-4 py-8 md:grid-cols-[1fr_2fr]">
      <div>
        <h1 className="mb-4 text-3xl font-bold">{t('title')}</h1>
        <p className="mb-6 text-slate-600">{t('intro')}</p>
        <ContactDetails contact={contact} />
      </div>
      <section aria-labelledby="contact-form">
        <h2 id="contact-form" className="mb-4 text-xl font-semibold">{t('formTitle')}</h2>
        <IslandMessages set="contact">
          <ContactForm />
        </IslandMessages>
      </section>
    </main>
  );
}
