// The sandbox's payment page: amount, orders and three buttons in one plain form (no script, no
// external file), in the shopper's language (the catalogues' `PaymentPage` words). Served with a
// Content-Security-Policy that allows only its own stylesheet (by hash) and posting the form back
// to the shop.
import { createHash } from 'node:crypto';
import { escapeHtml, htmlPage } from '@/server/html-page';
import type { WordName, Words } from '@/server/words';

const STYLE = [
  'body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f4f4f5;color:#18181b}',
  'main{max-inline-size:28rem;margin:3rem auto;padding:1.5rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px #0002}',
  'h1{margin:0 0 .25rem;font-size:1.375rem}',
  '.notice{margin:0 0 1rem;color:#52525b}',
  'dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:0 0 1.5rem}',
  'dt{color:#52525b}dd{margin:0;font-weight:600}',
  '.actions{display:flex;gap:.5rem;flex-wrap:wrap}',
  'button,a.back{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:1px solid #d4d4d8;background:#fff;color:#18181b;cursor:pointer;text-decoration:none}',
  'button.pay{background:#15803d;border-color:#15803d;color:#fff}',
  'button:focus-visible,a.back:focus-visible{outline:3px solid #2563eb;outline-offset:2px}',
].join('');

/** The page's CSP: nothing loads, only this stylesheet applies, and forms go to the shop only. */
export const SANDBOX_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export interface SandboxPageData {
  paymentId: number;
  signature: string;
  /** Formatted with the currency, e.g. "$12.50". */
  amount: string;
  orderCodes: string[];
  status: string;
  /** The words of the language the shopper ordered in. */
  words: Words;
  /** Where "Back to your order" goes once the payment is decided. */
  backPath: string;
  appName: string;
}

export function sandboxPage(data: SandboxPageData): string {
  const { words } = data;
  const t = (name: WordName<'PaymentPage'>) => escapeHtml(words.text(`PaymentPage.${name}`));
  const decided = data.status === 'Paid' ? t('paid') : data.status === 'Failed' ? t('failed') : null;
  const action = decided
    ? `<p role="status">${decided}</p><p><a class="back" href="${escapeHtml(data.backPath)}">${t('back')}</a></p>`
    : `<form method="post" action="/api/payments/sandbox/${data.paymentId}">
<input type="hidden" name="sig" value="${escapeHtml(data.signature)}">
<div class="actions">
<button class="pay" type="submit" name="outcome" value="paid">${t('pay')}</button>
<button type="submit" name="outcome" value="failed">${t('fail')}</button>
<button type="submit" name="outcome" value="cancelled">${t('cancel')}</button>
</div>
</form>`;
  return htmlPage({
    language: words,
    title: `${words.text('PaymentPage.title')} - ${data.appName}`,
    style: STYLE,
    body: `<main>
<h1>${t('title')}</h1>
<p class="notice">${t('notice')}</p>
<dl>
<dt>${t('amount')}</dt><dd>${escapeHtml(data.amount)}</dd>
<dt>${t('orders')}</dt><dd>${escapeHtml(data.orderCodes.join(', '))}</dd>
</dl>
${action}
</main>`,
  });
}
