// A printable invoice of one order (GET /orders/{id}/invoice, ours): a self-contained HTML page
// with no scripts, in the shopper's language (the catalogues' `Invoice` words). Every value from
// the database, and every word (an operator may store any text), is escaped.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import * as s from '@/server/db/schema';
import { escapeHtml, htmlPage } from '@/server/html-page';
import type { WordName, Words } from '@/server/words';
import { orderDetails } from './orders';

type Details = Awaited<ReturnType<typeof orderDetails>>;

export interface InvoiceShop {
  appName: string;
  /** The default currency: amounts are stored in it. */
  symbol: string;
  position: string;
}

function addressLines(address: unknown): string[] {
  if (!address || typeof address !== 'object') return [];
  const a = address as Record<string, unknown>;
  return [a.name, a.phone, [a.flat_no, a.address_line].filter(Boolean).join(', '), a.address_line2, [a.area, a.post_code].filter(Boolean).join(' ')]
    .map((line) => (typeof line === 'string' ? line.trim() : ''))
    .filter(Boolean);
}

export function invoiceHtml(order: Details, words: Words, { appName, symbol, position }: InvoiceShop): string {
  const word = (name: WordName<'Invoice'>) => words.text(`Invoice.${name}`);
  const t = (name: WordName<'Invoice'>) => escapeHtml(word(name));
  const amount = (value: number) => (position === 'suffix' ? `${value.toFixed(2)}${symbol}` : `${symbol}${value.toFixed(2)}`);
  const rows = order.products
    .map((p) => {
      const unit = p.discount_price > 0 ? p.discount_price : p.price;
      const variant = [p.color, p.size].filter(Boolean).join(' / ');
      return `<tr><td>${escapeHtml(p.name)}${variant ? `<br><small>${escapeHtml(variant)}</small>` : ''}</td><td class="n">${escapeHtml(amount(unit))}</td><td class="n">${p.order_qty}</td><td class="n">${escapeHtml(amount(unit * p.order_qty))}</td></tr>`;
    })
    .join('');
  const totals: [string, string][] = [
    [word('subtotal'), amount(order.total_amount)],
    [word('delivery'), amount(order.delivery_charge)],
    ...order.all_vat_taxes.map((vat): [string, string] => [`${vat.name} (${vat.percentage}%)`, amount(vat.amount)]),
    ...(order.coupon_discount > 0 ? [[word('coupon'), `-${amount(order.coupon_discount)}`] as [string, string]] : []),
    [word('payable'), amount(order.payable_amount)],
  ];
  return htmlPage({
    language: words,
    title: `${word('invoice')} ${order.order_code} - ${appName}`,
    style: `body{font-family:system-ui,sans-serif;color:#0f172a;max-width:48rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem;margin:0 0 .25rem}
table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:start;vertical-align:top}
.n{text-align:end;white-space:nowrap}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;margin:0}
dt{color:#475569}
.grid{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
tfoot tr:last-child td{font-weight:700}
small,.muted{color:#64748b}
@media print{.muted{display:none}}`,
    body: `<header><p>${escapeHtml(appName)}</p><h1>${t('invoice')} ${escapeHtml(order.order_code)}</h1></header>
<div class="grid">
<dl>
<dt>${t('placed')}</dt><dd>${escapeHtml(order.placed_at)}</dd>
<dt>${t('status')}</dt><dd>${escapeHtml(order.order_status)}</dd>
<dt>${t('payment')}</dt><dd>${order.payment_method === 'cash' ? t('cash') : escapeHtml(order.payment_method)} · ${escapeHtml(order.payment_status)}</dd>
<dt>${t('shop')}</dt><dd>${escapeHtml(order.shop?.name ?? '')}</dd>
</dl>
<div><strong>${t('shipTo')}</strong><br>${addressLines(order.address).map(escapeHtml).join('<br>')}</div>
</div>
<table>
<thead><tr><th>${t('product')}</th><th class="n">${t('unitPrice')}</th><th class="n">${t('quantity')}</th><th class="n">${t('lineTotal')}</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot>${totals.map(([label, value]) => `<tr><td colspan="3">${escapeHtml(label)}</td><td class="n">${escapeHtml(value)}</td></tr>`).join('')}</tfoot>
</table>
<p class="muted">${t('print')}</p>`,
  });
}

/** The invoice of one of the shopper's orders, with the shop's name and default currency. */
export async function orderInvoice(db: Db, words: Words, userId: number, orderId: number): Promise<string> {
  const [order, settings, [currency]] = await Promise.all([
    orderDetails(db, words.locale, userId, orderId),
    db.select().from(s.settings).where(inArray(s.settings.key, ['app_name'])),
    db.select({ symbol: s.currencies.symbol, position: s.currencies.position }).from(s.currencies).where(eq(s.currencies.isDefault, true)).limit(1),
  ]);
  const appName = typeof settings[0]?.value === 'string' ? settings[0].value : 'Shop';
  return invoiceHtml(order, words, { appName, symbol: currency?.symbol ?? '$', position: currency?.position ?? 'prefix' });
}
