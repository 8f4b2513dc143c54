'use client';
// The place of the arrival day on a product page. Its code loads when the place comes near the
// screen: a phone that never scrolls down to the seller's box never downloads it. Until then, and
// if the code cannot be had, the server's estimate shows, in the same space.
import type { ReactNode } from 'react';
import { Later } from '@/components/ui/later';
import type { DeliveryPlan } from '@/lib/delivery-promise';

const load = () => import('./arrival-promise').then((module) => module.ArrivalPromise);

export function ArrivalPromiseSlot({ plan, children }: { plan: DeliveryPlan; children: ReactNode }) {
  return (
    <Later when="visible" load={load} show={(ArrivalPromise) => <ArrivalPromise plan={plan}>{children}</ArrivalPromise>} className="min-h-16">
      {children}
    </Later>
  );
}
