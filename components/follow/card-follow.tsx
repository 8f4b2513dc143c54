'use client';
// A shop card's Follow button. Cards are kept markup (components/ui/kept-markup.tsx) on pages
// cached for everyone, so the card carries only this placeholder, the same for every visitor; the
// first tap loads the real button (./follow-button.tsx), which then does what the tap asked:
// the login dialog for a guest, following for a shopper.
import { useTranslations } from 'next-intl';
import { Later } from '@/components/ui/later';
import { toastFailure } from '@/lib/toast';

/** The class the card's KeptMarkup names as a control, so a tap before hydration is kept. */
export const CARD_FOLLOW_CONTROL = '.follow-fab';

const placement = 'follow-fab';

const load = () => import('./follow-button').then((module) => module.FollowButton);

export function CardFollow({ shopId, name }: { shopId: number; name: string }) {
  const t = useTranslations('Follow');
  return (
    <Later
      as="button"
      tap="button"
      busy
      load={load}
      failed={(error) => toastFailure(error, t('failed'))}
      show={(FollowButton) => <FollowButton shopId={shopId} name={name} named tapped className={placement} />}
      className={placement}
    >
      <span aria-hidden className="size-4 leading-4">+</span>
      {t('follow')}
      <span className="sr-only">{` ${name}`}</span>
    </Later>
  );
}
