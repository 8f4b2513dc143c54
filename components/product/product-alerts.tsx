'use client';
// "Notify me when available" (on a sold-out product) and "Tell me if the price drops" on a product
// page, when the backend offers alerts. The page is cached and the same for everyone, and at its
// script budget: this first-load part is only the buttons. Their code (the shopper's alerts, the
// calls) loads when a signed-in shopper's page is idle, or on the first tap; a guest's tap opens the
// login dialog, as the wishlist's heart does.
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslations } from 'next-intl';
import { loadWhenOnline } from '@/lib/load-when-online';
import type { AlertKind } from '@/lib/api/schemas/alerts';
import { useUiStore } from '@/stores/ui';
import { useWishlistStore } from '@/stores/wishlist';

export interface ProductAlertsProps {
  productId: number;
  soldOut: boolean;
}

export type AlertsIsland = ComponentType<ProductAlertsProps & { tapped: AlertKind | null }>;

export const alertButton = 'min-h-11 rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60 aria-pressed:border-primary-600 aria-pressed:bg-primary-50 aria-pressed:text-primary-800';

export function ProductAlerts({ productId, soldOut }: ProductAlertsProps) {
  const t = useTranslations('Product');
  const signedIn = useWishlistStore((state) => state.signedIn);
  const openDialog = useUiStore((state) => state.open);
  const [island, setIsland] = useState<{ Island: AlertsIsland } | null>(null);
  const [tapped, setTapped] = useState<AlertKind | null>(null);

  const load = () => void loadWhenOnline(() => import('./product-alerts-island')).then((module) => setIsland({ Island: module.ProductAlertsIsland }));

  useEffect(() => {
    if (!signedIn) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(load);
  }, [signedIn]);

  if (island) return <island.Island productId={productId} soldOut={soldOut} tapped={tapped} />;

  const tap = (kind: AlertKind) => {
    if (!signedIn) return openDialog('login');
    setTapped(kind);
    load();
  };
  return (
    <div className="flex flex-wrap gap-2">
      {soldOut ? (
        <button type="button" className={alertButton} aria-pressed={false} disabled={signedIn === null || tapped !== null} onClick={() => tap('stock')}>
          {t('notifyMe')}
        </button>
      ) : null}
      <button type="button" className={alertButton} aria-pressed={false} disabled={signedIn === null || tapped !== null} onClick={() => tap('price')}>
        {t('priceAlert')}
      </button>
    </div>
  );
}
