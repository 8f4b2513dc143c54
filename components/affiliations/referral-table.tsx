import { getFormatter, getTranslations } from 'next-intl/server';
import { Price } from '@/components/ui/price';
import type { Referral } from '@/lib/api/schemas/affiliations';
import { dateOf } from '@/lib/format-date';
import { EmptyState } from '@/components/ui/empty-state';
import { DataTable } from '@/components/ui/data-table';

/** The people who signed up with the shopper's code: when, how many orders, what they earned. */
export async function ReferralTable({ referrals }: { referrals: Referral[] }) {
  const [t, format] = await Promise.all([getTranslations('Affiliations'), getFormatter()]);
  if (referrals.length === 0) {
    return (
      <EmptyState title={t('empty')} hint={t('emptyHint')} />
    );
  }
  return (
    <DataTable columns={[t('name'), t('joined'), t('orders'), t('earned')]}>
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
    </DataTable>
  );
}
