import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CopyLinkButton } from '@/components/affiliations/copy-link-button';
import { ReferralTable } from '@/components/affiliations/referral-table';
import { DEFAULT_PER_PAGE, Pagination } from '@/components/ui/pagination';
import { Price } from '@/components/ui/price';
import { accountCall } from '@/lib/auth/account-api';
import { referralLink } from '@/lib/referral-link';
import { pageParam, type SearchParams } from '@/lib/search-params';
import { requestOrigin } from '@/lib/seo/origin';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Affiliations');
  return { title: t('title'), robots: { index: false } };
}

const LINK_INPUT_ID = 'referral-link';

export default async function AffiliationsPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const page = pageParam(await searchParams);
  const [t, data, origin] = await Promise.all([
    getTranslations('Affiliations'),
    accountCall((api) => api.affiliations({ page, per_page: DEFAULT_PER_PAGE })),
    requestOrigin(),
  ]);
  // The link leads to this storefront, which keeps the code for the registration: it is built on
  // the origin the shopper is using (the backend, called in process, cannot see that host).
  const link = referralLink(origin, data.referral_code);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">{t('title')}</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <section aria-labelledby="balance-heading" className="rounded-md border border-slate-200 bg-white p-4">
          <h2 id="balance-heading" className="text-sm text-slate-600">
            {t('balance')}
          </h2>
          <p className="mt-1 text-2xl" data-testid="affiliation-balance">
            <Price price={Number(data.balance)} />
          </p>
          <p className="mt-1 text-xs text-slate-600">{t('balanceHint')}</p>
        </section>
        <section aria-labelledby="code-heading" className="rounded-md border border-slate-200 bg-white p-4">
          <h2 id="code-heading" className="text-sm text-slate-600">
            {t('referralCode')}
          </h2>
          <p className="mt-1 font-mono text-2xl font-semibold">
            <bdi>{data.referral_code}</bdi>
          </p>
        </section>
      </div>
      <section className="mt-4 rounded-md border border-slate-200 bg-white p-4">
        <label htmlFor={LINK_INPUT_ID} className="mb-1 block text-sm font-medium">
          {t('referralLink')}
        </label>
        <div className="flex flex-wrap gap-2 sm:flex-nowrap">
          <input
            id={LINK_INPUT_ID}
            type="text"
            readOnly
            value={link}
            dir="ltr"
            aria-describedby={`${LINK_INPUT_ID}-hint`}
            className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-sm"
          />
          <CopyLinkButton link={link} inputId={LINK_INPUT_ID} />
        </div>
        <p id={`${LINK_INPUT_ID}-hint`} className="mt-1 text-xs text-slate-600">
          {t('linkHint')}
        </p>
      </section>
      <section aria-labelledby="referrals-heading" className="mt-6">
        <h2 id="referrals-heading" className="mb-3 text-lg font-semibold">
          {t('referrals')} <span className="text-sm font-normal text-slate-600">({data.total})</span>
        </h2>
        <ReferralTable referrals={data.referrals} />
        <Pagination page={page} total={data.total} pathname="/affiliations" />
      </section>
    </>
  );
}
