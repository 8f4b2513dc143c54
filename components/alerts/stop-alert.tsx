'use client';
// Stops one alert on the /alerts page, then reads the page's list again.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { browserApi } from '@/lib/api/browser';
import { useRouter } from '@/lib/i18n/navigation';
import { toast, toastFailure } from '@/lib/toast';

export function StopAlert({ alertId, name }: { alertId: number; name: string }) {
  const t = useTranslations('Alerts');
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  async function stop() {
    setBusy(true);
    try {
      await (await browserApi()).removeAlert(alertId);
      toast.success(t('stopped'), { duration: 3000 });
      router.refresh();
    } catch (error) {
      toastFailure(error, t('failed'));
      setBusy(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void stop()}
      disabled={busy}
      aria-label={t('stop', { name })}
      className="min-h-11 shrink-0 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:opacity-60"
    >
      {t('stopButton')}
    </button>
  );
}
