import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { getMaster } from '@/lib/api/server';
import { shopOrigin } from './origin';
import { pageMetadata, type PageCard } from './page-metadata';

/** pageMetadata with the shop's name, logo and public origin: for a public page's generateMetadata. */
export async function publicPageMetadata(card: PageCard): Promise<Metadata> {
  const [master, t] = await Promise.all([getMaster(), getTranslations({ locale: card.locale, namespace: 'Seo' })]);
  return pageMetadata(card, { origin: shopOrigin(), siteName: master.app_name, logo: master.web_logo, pageLabel: (page) => t('page', { page }) });
}
