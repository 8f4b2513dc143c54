import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContactDetails } from '@/components/content/contact-details';
import { ContactForm } from '@/components/content/contact-form';
import { IslandMessages } from '@/components/providers/island-messages';
import { getApi } from '@/lib/api/server';
import { Link } from '@/lib/i18n/navigation';
import { publicPageMetadata } from '@/lib/seo/public-metadata';

type Props = { params: Promise<{ locale: string }> };

// Served from the page cache (docs/adr/0013); the backend's tags expire it sooner.
export const revalidate = 60;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('Contact');
  return publicPageMetadata({ locale, path: '/support', title: t('supportTitle'), description: t('supportIntro') });
}

/** Help: the policies a shopper usually looks for, the shop's contact channels and a form. */
export default async function SupportPage({ params }: Props) {
  setRequestLocale((await params).locale);
  const [t, api] = await Promise.all([getTranslations('Contact'), getApi()]);
  const contact = await api.contactUs();
  const links = [
    ['/return-policy', t('returns')],
    ['/page/shipping-and-delivery-policy', t('shipping')],
    ['/terms-and-conditions', t('terms')],
    ['/privacy-policy', t('privacy')],
  ] as const;
  return (
    <main className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8">
      <div>
        <h1 className="mb-2 text-3xl font-bold">{t('supportTitle')}</h1>
        <p className="text-slate-600">{t('supportIntro')}</p>
      </div>
      <nav aria-label={t('helpTopics')}>
        <ul className="grid gap-3 sm:grid-cols-2">
          {links.map(([href, label]) => (
            <li key={href}>
              <Link href={href} className="block rounded-md border border-slate-200 p-4 font-medium hover:border-primary-600 hover:text-primary-700">
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="grid gap-10 md:grid-cols-[1fr_2fr]">
        <section aria-labelledby="support-contact">
          <h2 id="support-contact" className="mb-4 text-xl font-semibold">{t('reachUs')}</h2>
          <ContactDetails contact={contact} />
        </section>
        <section aria-labelledby="support-form">
          <h2 id="support-form" className="mb-4 text-xl font-semibold">{t('formTitle')}</h2>
          <IslandMessages set="contact">
            <ContactForm />
          </IslandMessages>
        </section>
      </div>
    </main>
  );
}
