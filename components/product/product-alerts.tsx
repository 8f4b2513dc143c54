'use client';
// "Notify me when available" (on a sold-out product) and "Tell me if the price drops" on a product
// page, when the backend offers alerts. The page is cached, the same for everyone and at its script
// budget: the page renders the buttons (`children`, each with its kind as `value`), and this part
// only loads their code (./product-alerts-island.tsx): when a signed-in shopper's page is idle, or
// on the first tap, which the island then carries out (a guest's opens the login dialog).
import { useEffect, useState, type ReactNode } from 'react';
import { loadWhenOnline } from '@/lib/load-when-online';

export interface ProductAlertsProps {
  productId: number;
  soldOut: boolean;
}

export function ProductAlerts({ productId, soldOut, children }: ProductAlertsProps & { children: ReactNode }) {
  const [island, setIsland] = useState<ReactNode>(null);
  const load = (tapped?: string) =>
    void loadWhenOnline(() => import('./product-alerts-island')).then(({ ProductAlertsIsland: Island }) =>
      setIsland(<Island productId={productId} soldOut={soldOut} tapped={tapped} />),
    );
  useEffect(() => {
    // The session hint of the boot script (lib/boot-script.ts): a guest loads nothing until a tap.
    if (document.documentElement.dataset.viewer === 'user') (window.requestIdleCallback ?? setTimeout)(() => load());
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    island ?? (
      <div
        className="alert-buttons"
        onClick={(event) => {
          const kind = (event.target as HTMLElement).closest('button')?.value;
          if (kind) load(kind);
        }}
      >
        {children}
      </div>
    )
  );
}
