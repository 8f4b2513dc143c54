// The amounts of a checkout or an order the way shoppers read a receipt: the items at the prices
// they were shown (VAT included), delivery, the voucher, what is payable, and under it the VAT
// that payable amount includes. Item prices include VAT everywhere in the shop, so the subtotal
// here is the same amount the cart tab and the cart panel show for the same items.
import { Amount } from '@/components/ui/amount';

export interface Totals {
  /** The items before VAT (the contract's total_amount). */
  items: number;
  /** The VAT of those items (order_tax_amount / tax_amount). */
  tax: number;
  vatLines: { name: string; percentage?: number | null; amount: number }[];
  delivery: number;
  coupon: number;
  payable: number;
}

export interface TotalsLabels {
  subtotal: string;
  delivery: string;
  coupon: string;
  payable: string;
  /** "Includes VAT" when the tax comes as one amount without lines. */
  includesVat: string;
  includesVatLine(line: { name: string; percentage: number }): string;
}

export function TotalsList({ totals, labels, payableTestId }: { totals: Totals; labels: TotalsLabels; payableTestId?: string }) {
  const rows: { key: string; label: string; value: number; negative?: boolean }[] = [
    { key: 'subtotal', label: labels.subtotal, value: totals.items + totals.tax },
    { key: 'delivery', label: labels.delivery, value: totals.delivery },
    ...(totals.coupon > 0 ? [{ key: 'coupon', label: labels.coupon, value: totals.coupon, negative: true }] : []),
  ];
  const vat =
    totals.vatLines.length > 0
      ? totals.vatLines.map((line, index) => ({ key: `vat-${index}`, label: labels.includesVatLine({ name: line.name, percentage: line.percentage ?? 0 }), value: line.amount }))
      : totals.tax > 0
        ? [{ key: 'vat', label: labels.includesVat, value: totals.tax }]
        : [];
  return (
    <dl className="flex flex-col gap-2 text-sm">
      {rows.map((row) => (
        <div key={row.key} className="flex justify-between gap-4">
          <dt className="text-slate-600">{row.label}</dt>
          <dd className={row.negative ? 'text-emerald-700' : undefined}>
            <Amount value={row.value} negative={row.negative} />
          </dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base font-semibold">
        <dt>{labels.payable}</dt>
        <dd data-testid={payableTestId}>
          <Amount value={totals.payable} />
        </dd>
      </div>
      {vat.map((row) => (
        <div key={row.key} className="flex justify-between gap-4 text-xs text-slate-500">
          <dt>{row.label}</dt>
          <dd>
            <Amount value={row.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
