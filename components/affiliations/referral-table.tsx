import { getFormatter, getTranslations } from 'next-intl/server';
import { Price } from '@/components/ui/price';
import type { Referral } from '@/lib/api/schemas/affiliations';
import { dateOf } from '@/lib/format-date';

/** The people who signed up with the shopper's code: when, how many orders, what they earned. */
export async function ReferralTable({ referrals }: { referrals: Referral[] }) {
  const [t, format] = await Promise.all([getTranslations('Affiliations'), getFormatter()]);
  if (referrals.length === 0) {
    return (
      <div className="rounded-md border border-dashed border-slate-300 p-10 text-center">
        <p className="font-medium">{t('empty')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('emptyHint')}</p>
      </div>
    );
  }
  const head = 'px-3 py-2 text-start font-semibold';
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-sm">
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            <th scope="col" className={head}>{t('name')}</th>
            <th scope="col" className={head}>{t('joined')}</th>
            <th scope="col" className={head}>{t('orders')}</th>
            <th scope="col" className={head}>{t('earned')}</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {referrals.map((referral, index) => {
            const joined = dateOf(referral.joined_at);
            return (
              <tr key={`${referral.joined_at}-${index}`}>
                <td className="px-3 py-2 font-medium">{referral.name}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  <time dateTime={referral.joined_at}>{joined ? format.dateTime(joined, { dateStyle: 'medium' }) : referral.joined_at}</time>
                </td>
                <td className="px-3 py-2">{format.number(referral.orders)}</td>
                <td className="px-3 py-2">
                  <Price price={Number(referral.earned)} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
