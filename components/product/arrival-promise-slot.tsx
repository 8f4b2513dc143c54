'use client';
// The place of the arrival day on a product page. Its code loads when the place comes into view
// (at once where the browser cannot tell): a phone that never scrolls down to the seller's box
// never downloads it. Until then the server's estimate shows, in the same space.
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { DeliveryPlan } from '@/lib/delivery-promise';
import { loadWhenOnline } from '@/lib/load-when-online';

type Island = ComponentType<{ plan: DeliveryPlan; children: ReactNode }>;

export function ArrivalPromiseSlot({ plan, children }: { plan: DeliveryPlan; children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [island, setIsland] = useState<{ Island: Island } | null>(null);
  useEffect(() => {
    let gone = false;
    const load = () =>
      void loadWhenOnline(() => import('./arrival-promise')).then(
        (module) => gone || setIsland({ Island: module.ArrivalPromise }),
        // Without its code the estimate stays, which is still true.
        () => undefined,
      );
    const node = place.current;
    if (!node || typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (gone = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        load();
      },
      { rootMargin: '200px' },
    );
    observer.observe(node);
    return () => {
      gone = true;
      observer.disconnect();
    };
  }, []);
  if (island) return <island.Island plan={plan}>{children}</island.Island>;
  return (
    <div ref={place} className="min-h-16">
      {children}
    </div>
  );
}
