import { setRequestLocale } from 'next-intl/server';
import { LegalPage, legalMetadata } from '@/components/content/legal-page';
import { LEGAL_ROUTES } from '@/lib/legal-pages';

const slug = LEGAL_ROUTES['/return-policy'];

export function generateMetadata() {
  return legalMetadata(slug);
}

export default async function ReturnPolicyPage({ params }: { params: Promise<{ locale: string }> }) {
  setRequestLocale((await params).locale);
  return <LegalPage slug={slug} />;
}
