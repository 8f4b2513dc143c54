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
import { useUiStore } from '@/stores/ui';
import { useWishlistStore } from '@/stores/wishlist';
import type { ProductAlertsProps } from './product-alerts';

type IslandProps = ProductAlertsProps & { tapped?: string };

function Buttons({ productId, soldOut, tapped }: IslandProps) {
  const t = useTranslations('Product');
  const client = useQueryClient();
  const signedIn = useWishlistStore((state) => state.signedIn);
  const openDialog = useUiStore((state) => state.open);
  const alerts = useQuery({ ...alertsQuery(), enabled: signedIn === true });
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

  // The tap that loaded this code: a guest's opens the login dialog; a shopper's (also one who
  // signs in from that dialog) is carried out once their alerts are known.
  const done = useRef(false);
  const tappedKind = tapped === 'stock' || tapped === 'price' ? tapped : null;
  useEffect(() => {
    if (done.current || !tappedKind) return;
    if (signedIn === false) openDialog('login');
    if (!alerts.isSuccess) return;
    done.current = true;
    if (!mine(tappedKind)) change.mutate(tappedKind);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tappedKind, signedIn, alerts.isSuccess]);

  const button = (kind: AlertKind, label: string) => (
    <button
      type="button"
      className="alert-button"
      aria-pressed={Boolean(mine(kind))}
      disabled={signedIn === null || (signedIn && !alerts.isSuccess) || change.isPending}
      onClick={() => (signedIn ? change.mutate(kind) : openDialog('login'))}
    >
      {label}
    </button>
  );
  const on = (soldOut && mine('stock')) || mine('price');
  return (
    <div className="flex flex-col gap-1">
      <div className="alert-buttons">
        {soldOut ? button('stock', t('notifyMe')) : null}
        {button('price', t('priceAlert'))}
      </div>
      <p role="status" className="text-sm text-slate-600">
        {on ? [soldOut && mine('stock') ? t('notifyOn') : null, mine('price') ? t('priceAlertOn') : null].filter(Boolean).join(' ') : null}
      </p>
    </div>
  );
}

export function ProductAlertsIsland(props: IslandProps) {
  return (
    <QueryIsland>
      <Buttons {...props} />
    </QueryIsland>
  );
}
