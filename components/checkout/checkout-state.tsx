'use client';
// What the checkout shows when there is nothing to order yet: while the order is being put
// together, an empty cart, no shop selected, an empty buy-now basket, or a checkout the server
// could not compute (a product sold out meanwhile, for example).
import { useTranslations } from 'next-intl';
import { PackageOpen } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { useUiStore } from '@/stores/ui';
import type { BasketStatus } from './use-checkout-basket';
import { primaryButton } from '@/components/ui/button';
import { emptyState } from '@/components/ui/empty-state';

export function CheckoutLoading() {
  const t = useTranslations('Checkout');
  return (
    <div role="status" aria-live="polite" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">{t('loading')}</span>
      <div className="flex flex-col gap-6" aria-hidden>
        <div className="h-40 animate-pulse rounded-md bg-slate-100" />
        <div className="h-56 animate-pulse rounded-md bg-slate-100" />
        <div className="h-32 animate-pulse rounded-md bg-slate-100" />
      </div>
      <div className="h-80 animate-pulse rounded-md bg-slate-100" aria-hidden />
    </div>
  );
}

export function CheckoutUnavailable({ status, error, fromCart, onRetry }: { status: Exclude<BasketStatus, 'loading' | 'ready'>; error: string | null; fromCart: boolean; onRetry(): void }) {
  const t = useTranslations('Checkout');
  const openCart = useUiStore((state) => state.open);
  const text = {
    'empty-cart': [t('emptyCart'), t('emptyCartHint')],
    'no-selection': [t('noSelection'), t('noSelectionHint')],
    'empty-buy-now': [t('emptyBuyNow'), t('emptyBuyNowHint')],
    failed: [t('loadFailed'), error ?? t('failed')],
  }[status];
  const button = 'rounded-md px-4 py-2 text-sm font-semibold';
  return (
    <div className={emptyState('flex flex-col items-center gap-3 bg-white p-10')}>
      <PackageOpen aria-hidden className="size-12 text-slate-300" />
      <h2 className="text-lg font-semibold">{text[0]}</h2>
      <p className="text-sm text-slate-600">{text[1]}</p>
      <div className="flex flex-wrap justify-center gap-3">
        {status === 'no-selection' || (status === 'failed' && fromCart) ? (
          <button type="button" onClick={() => openCart('cart')} className={primaryButton('px-4 py-2 text-sm')}>
            {t('openCart')}
          </button>
        ) : null}
        {status === 'failed' ? (
          <button type="button" onClick={onRetry} className={`${button} border border-slate-300 hover:bg-slate-50`}>
            {t('retry')}
          </button>
        ) : null}
        <Link href="/products" className={`${button} border border-primary-600 text-primary-700 hover:bg-primary-50`}>
          {t('continueShopping')}
        </Link>
      </div>
    </div>
  );
}
