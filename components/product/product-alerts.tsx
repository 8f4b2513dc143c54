'use client';
// "Notify me when available" (on a sold-out product) and "Tell me if the price drops" on a product
// page, when the backend offers alerts. The page is cached, the same for everyone and at its script
// budget: the page renders the buttons (`children`, each with its kind as `value`), and this part
// only loads their code (./product-alerts-island.tsx): when a signed-in shopper's page is idle, or
// on the first tap, which the island then carries out (a guest's opens the login dialog).
import type { ReactNode } from 'react';
import { Later } from '@/components/ui/later';

export interface ProductAlertsProps {
  productId: number;
  soldOut: boolean;
}

const load = () => import('./product-alerts-island').then((module) => module.ProductAlertsIsland);

export function ProductAlerts({ productId, soldOut, children }: ProductAlertsProps & { children: ReactNode }) {
  return (
    <Later
      when="signed-in-idle"
      tap="button[value]"
      load={load}
      show={(Island, tapped) => <Island productId={productId} soldOut={soldOut} tapped={tapped} />}
      className="alert-buttons"
    >
      {children}
    </Later>
  );
}
