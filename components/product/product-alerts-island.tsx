'use client';
// The working part of a product page's alert buttons (./product-alerts.tsx loads it): reads the
// shopper's alerts after the page is interactive, and sets or stops one per tap. A tap made before
// it loaded is carried out once the alerts are known.
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QueryIsland } from '@/components/providers/query-island';
import { alertsQuery } from '@/lib/account/queries';
import { accountKeys } from '@/lib/account/query-keys';
import { browserApi } from '@/lib/api/browser';
import type { Alert, AlertKind } from '@/lib/api/schemas/alerts';
import { toast, toastFailure } from '@/lib/toast';
import { alertButton, type ProductAlertsProps } from './product-alerts';

function Buttons({ productId, soldOut, tapped }: ProductAlertsProps & { tapped: AlertKind | null }) {
  const t = useTranslations('Product');
  const client = useQueryClient();
  const alerts = useQuery(alertsQuery());
  const mine = (kind: AlertKind): Alert | undefined => alerts.data?.find((alert) => alert.product_id === productId && alert.kind === kind && !alert.notified);
  const change = useMutation({
    mutationFn: async (kind: AlertKind) => {
      const api = await browserApi();
      const current = mine(kind);
      if (current) {
        await api.removeAlert(current.id);
        return { kind, on: false };
      }
      await api.addAlert(productId, kind);
      return { kind, on: true };
    },
    onSuccess: ({ kind, on }) => {
      toast.success(on ? t(kind === 'stock' ? 'notifyOn' : 'priceAlertOn') : t('alertStopped'), { duration: 4000 });
      void client.invalidateQueries({ queryKey: accountKeys.alerts });
    },
    onError: (error) => toastFailure(error, t('alertFailed')),
  });

  // The tap that loaded this code, once the shopper's alerts are known.
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !tapped || !alerts.isSuccess) return;
    done.current = true;
    if (!mine(tapped)) change.mutate(tapped);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tapped, alerts.isSuccess]);

  const button = (kind: AlertKind, label: string) => (
    <button
      type="button"
      className={alertButton}
      aria-pressed={Boolean(mine(kind))}
      disabled={!alerts.isSuccess || change.isPending}
      onClick={() => change.mutate(kind)}
    >
      {label}
    </button>
  );
  const on = (soldOut && mine('stock')) || mine('price');
  return (
    <div className="flex flex-col gap-1">
      <div className="flex flex-wrap gap-2">
        {soldOut ? button('stock', t('notifyMe')) : null}
        {button('price', t('priceAlert'))}
      </div>
      <p role="status" className="text-sm text-slate-600">
        {on ? [soldOut && mine('stock') ? t('notifyOn') : null, mine('price') ? t('priceAlertOn') : null].filter(Boolean).join(' ') : null}
      </p>
    </div>
  );
}

export function ProductAlertsIsland(props: ProductAlertsProps & { tapped: AlertKind | null }) {
  return (
    <QueryIsland>
      <Buttons {...props} />
    </QueryIsland>
  );
}
