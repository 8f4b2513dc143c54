'use client';
// A shop card's Follow button. Cards are kept markup (components/ui/kept-markup.tsx) on pages
// cached for everyone, so the card carries only this placeholder, the same for every visitor; the
// first tap loads the real button (./follow-button.tsx), which then does what the tap asked:
// the login dialog for a guest, following for a shopper.
import { useState, type ComponentType } from 'react';
import { loadWhenOnline } from '@/lib/load-when-online';
import { toastFailure } from '@/lib/toast';
import type { FollowButtonProps } from './follow-button';

/** The class the card's KeptMarkup names as a control, so a tap before hydration is kept. */
export const CARD_FOLLOW_CONTROL = '.follow-fab';

const placement = 'follow-fab';

export function CardFollow({ shopId, name, label, failed }: { shopId: number; name: string; label: string; failed: string }) {
  const [Real, setReal] = useState<ComponentType<FollowButtonProps> | null>(null);
  const [loading, setLoading] = useState(false);
  if (Real) return <Real shopId={shopId} name={name} named tapped className={placement} />;
  function tap() {
    if (loading) return;
    setLoading(true);
    loadWhenOnline(() => import('./follow-button'))
      .then((module) => setReal(() => module.FollowButton))
      .catch((error: unknown) => toastFailure(error, failed))
      .finally(() => setLoading(false));
  }
  return (
    <button type="button" onClick={tap} aria-busy={loading} className={placement}>
      <span aria-hidden className="size-4 leading-4">+</span>
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
}
