'use client';
// The place of the arrival day on a product page. Its code loads when the place comes near the
// screen: a phone that never scrolls down to the seller's box never downloads it. Until then, and
// if the code cannot be had, the server's estimate shows, in the same space.
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { DeliveryPlan } from '@/lib/delivery-promise';

type Props = { plan: DeliveryPlan; children: ReactNode };

export function ArrivalPromiseSlot({ plan, children }: Props) {
  const place = useRef<HTMLDivElement>(null);
  const [Island, setIsland] = useState<ComponentType<Props> | null>(null);
  useEffect(() => {
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) return;
        observer.disconnect();
        import('./arrival-promise').then((module) => setIsland(() => module.ArrivalPromise), () => undefined);
      },
      { rootMargin: '200px' },
    );
    observer.observe(place.current!);
    return () => observer.disconnect();
  }, []);
  return Island ? (
    <Island plan={plan}>{children}</Island>
  ) : (
    <div ref={place} className="min-h-16">
      {children}
    </div>
  );
}
