'use client';
// A wishlist item's price-drop opt-in: on, the shopper gets an e-mail when its price falls.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { browserApi } from '@/lib/api/browser';
import { toast, toastFailure } from '@/lib/toast';

export function WishlistPriceAlert({ productId, name, alertId }: { productId: number; name: string; alertId: number | null }) {
  const t = useTranslations('Alerts');
  const [current, setCurrent] = useState(alertId);
  const [busy, setBusy] = useState(false);

  async function toggle() {
    setBusy(true);
    try {
      const api = await browserApi();
      if (current === null) {
        setCurrent((await api.addAlert(productId, 'price')).data.alert.id);
        toast.success(t('saved'), { duration: 3000 });
      } else {
        await api.removeAlert(current);
        setCurrent(null);
        toast.success(t('stopped'), { duration: 3000 });
      }
    } catch (error) {
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  const on = current !== null;
  return (
    <button
      type="button"
      onClick={() => void toggle()}
      disabled={busy}
      aria-pressed={on}
      aria-label={t('wishlistPrice', { name })}
      className={`min-h-11 rounded-md border px-3 py-2 text-sm font-semibold disabled:opacity-60 ${on ? 'border-primary-600 bg-primary-50 text-primary-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50'}`}
    >
      <span aria-hidden className="me-1">{on ? '✓' : '+'}</span>
      {t('wishlistPriceShort')}
    </button>
  );
}
