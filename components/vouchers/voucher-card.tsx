'use client';
// A voucher of the voucher centre: its shop, what it takes off, its Minimum Spend, the most it
// saves, the uses left and 'Validity till', with Collect or Collected. The card is the same for
// every visitor as the server writes it (kept markup); whether the signed-in shopper has collected
// it comes from the voucher centre's store, filled after the page is interactive.
import { useTranslations } from 'next-intl';
import { TicketPercent } from 'lucide-react';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import { KeptMarkup } from '@/components/ui/kept-markup';
import { ShopImage } from '@/components/ui/shop-image';
import { formatPrice } from '@/lib/money';
import { useVoucherCentreStore } from '@/stores/voucher-centre';
import { collectFromCentre } from './collect';

/** What a card shows, worked out on the server. */
export interface VoucherView {
  id: number;
  shopId: number;
  shopName: string;
  shopLogo: string | null;
  /** The shop's page, with the locale's prefix. */
  shopHref: string;
  percent: number | null;
  amount: number | null;
  minSpend: number;
  /** The most it saves; null for a percentage without a cap. */
  maxSaving: number | null;
  usesLeft: number | null;
  started: boolean;
  validity: string;
}

export function VoucherCard({ voucher }: { voucher: VoucherView }) {
  const t = useTranslations('Vouchers');
  const tc = useTranslations('Cart');
  const currency = useDisplayCurrency();
  const collected = useVoucherCentreStore((state) => state.collected.includes(voucher.id));
  const busy = useVoucherCentreStore((state) => state.collecting === voucher.id);
  const discount = voucher.percent !== null ? tc('percentOff', { percent: voucher.percent }) : tc('amountOff', { amount: formatPrice(voucher.amount ?? 0, currency) });
  return (
    <KeptMarkup as="article" inputs={[voucher, currency, collected, busy]} controls="button[data-collect]" className="flex h-full flex-col gap-3 rounded-lg border border-dashed border-primary-300 bg-primary-50 p-4">
      <a href={voucher.shopHref} data-nav="" className="flex min-w-0 items-center gap-2 text-sm font-medium text-slate-700 hover:underline">
        {voucher.shopLogo ? <ShopImage src={voucher.shopLogo} alt="" width={28} height={28} className="size-7 shrink-0 rounded-full object-cover" /> : null}
        <span className="truncate">{t('fromShop', { shop: voucher.shopName })}</span>
      </a>
      <div className="flex items-start gap-3">
        <TicketPercent aria-hidden className="size-8 shrink-0 text-primary-600" />
        <div className="min-w-0 flex-1 text-sm">
          <h3 className="text-lg font-bold text-primary-800">{discount}</h3>
          <p>
            {tc('minimumSpend')} <bdi dir="ltr">{formatPrice(voucher.minSpend, currency)}</bdi>
          </p>
          <p className="text-slate-700">{voucher.maxSaving !== null ? t('upTo', { amount: formatPrice(voucher.maxSaving, currency) }) : t('noCap')}</p>
          {voucher.usesLeft !== null ? <p className="font-medium text-amber-700">{t('usesLeft', { count: voucher.usesLeft })}</p> : null}
          {voucher.started ? null : <p className="text-slate-600">{t('startsSoon')}</p>}
          <p className="text-xs text-slate-600">{tc('validityTill', { date: voucher.validity })}</p>
        </div>
      </div>
      <button
        type="button"
        data-collect=""
        disabled={collected || busy}
        aria-label={collected ? undefined : t('collectFrom', { discount, shop: voucher.shopName })}
        onClick={() => void collectFromCentre(voucher.id, { failed: tc('failed') })}
        className={`mt-auto min-h-11 rounded-md px-4 py-2 text-sm font-semibold ${collected ? 'bg-slate-200 text-slate-700' : 'bg-primary-600 text-white hover:bg-primary-700 disabled:opacity-60'}`}
      >
        {collected ? tc('collected') : busy ? t('collecting') : tc('collect')}
      </button>
    </KeptMarkup>
  );
}
