'use client';
// Best vouchers at checkout (with the voucher centre): for each shop with collected vouchers that
// apply, the one applied (its best, preselected by the server) with what it saves, and a choice
// of another or none. The totals below come from the server for the choice.
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { TicketPercent } from 'lucide-react';
import { Amount } from '@/components/ui/amount';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import type { CartGroup, ShopVouchers as ShopVouchersAnswer } from '@/lib/api/schemas/cart';
import { formatPrice } from '@/lib/money';

export interface ShopVouchersProps {
  entries: ShopVouchersAnswer[];
  groups: CartGroup[];
  busy: boolean;
  onChoose(shopId: number, couponId: number): void;
}

export function ShopVouchers({ entries, groups, busy, onChoose }: ShopVouchersProps) {
  const shown = entries.filter((entry) => entry.options.length > 0);
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-3">
      {shown.map((entry) => (
        <ShopVoucher key={entry.shop_id} entry={entry} shopName={groups.find((group) => group.shop_id === entry.shop_id)?.shop_name ?? ''} busy={busy} onChoose={onChoose} />
      ))}
    </div>
  );
}

function ShopVoucher({ entry, shopName, busy, onChoose }: { entry: ShopVouchersAnswer; shopName: string; busy: boolean; onChoose(shopId: number, couponId: number): void }) {
  const t = useTranslations('Checkout');
  const tc = useTranslations('Cart');
  const currency = useDisplayCurrency();
  const id = useId();
  const applied = entry.options.find((option) => option.coupon.id === entry.coupon_id) ?? null;
  const discountOf = (option: ShopVouchersAnswer['options'][number]) =>
    option.coupon.discount_type === 'Percentage' ? tc('percentOff', { percent: Number(option.coupon.discount) }) : tc('amountOff', { amount: formatPrice(option.coupon.discount, currency) });
  // A code typed below gave this shop its voucher: it is not one of the choices.
  const byCode = entry.coupon_id !== null && applied === null;
  return (
    <div className="flex flex-col gap-1 rounded-md border border-dashed border-primary-300 bg-primary-50 p-3 text-sm" data-testid={`shop-vouchers-${entry.shop_id}`}>
      <label htmlFor={id} className="font-medium">
        {t('voucherFor', { shop: shopName })}
      </label>
      <select
        id={id}
        value={byCode ? '' : String(entry.coupon_id ?? 0)}
        disabled={busy || byCode}
        onChange={(event) => onChoose(entry.shop_id, Number(event.target.value))}
        className="min-h-11 w-full rounded-md border border-slate-300 bg-white px-2 py-2 text-sm"
      >
        {byCode ? <option value="">{t('couponLabel')}</option> : null}
        {entry.options.map((option) => (
          <option key={option.coupon.id} value={option.coupon.id}>
            {`${discountOf(option)} · ${t('saves', { amount: formatPrice(option.saving, currency) })}${option.coupon.id === entry.best_coupon_id ? ` · ${t('bestVoucher')}` : ''}`}
          </option>
        ))}
        <option value="0">{t('noVoucher')}</option>
      </select>
      {applied ? (
        <p role="status" className="inline-flex items-center gap-1.5 text-emerald-800">
          <TicketPercent aria-hidden className="size-4 shrink-0" />
          <span>
            {applied.coupon.id === entry.best_coupon_id ? t('bestVoucher') : applied.coupon.code}
            {': '}
            <Amount value={applied.saving} negative />
          </span>
        </p>
      ) : null}
    </div>
  );
}
