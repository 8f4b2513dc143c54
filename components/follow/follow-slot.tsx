'use client';
// Where a shop's Follow button goes on pages cached for everyone (the shop page, the followed
// shops' list). Whether the shopper follows the shop is theirs alone, so the button's code and its
// data are fetched in the browser; until then a "Follow" of the same size stands in. This module is
// all the first load carries.
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Later } from '@/components/ui/later';
import { loadWhenOnline } from '@/lib/load-when-online';
import { toastFailure } from '@/lib/toast';

export const followButtonClass = (following: boolean, extra = '') =>
  `inline-flex min-h-9 min-w-28 items-center justify-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium disabled:opacity-60 ${
    following ? 'border-slate-300 bg-slate-100 text-slate-700 hover:bg-slate-200' : 'border-primary-600 bg-primary-600 text-white hover:bg-primary-700'
  } ${extra}`;

export function FollowPlaceholder() {
  const t = useTranslations('Follow');
  return (
    <button type="button" disabled className={followButtonClass(false)}>
      {/* The real button's icon takes this place: nothing moves when it arrives. */}
      <span aria-hidden className="size-4" />
      {t('follow')}
    </button>
  );
}

export const FollowButton = dynamic(() => loadWhenOnline(() => import('./follow-button')).then((module) => module.FollowButton), { ssr: false, loading: FollowPlaceholder });

const load = () => import('./follow-button').then((module) => module.FollowButton);

/**
 * The shop page's follower count and Follow button. The button's code loads when a signed-in
 * shopper's page is idle (to say "Following"), or at the first tap, which it then carries out (a
 * guest's opens the login dialog): a visitor who never taps it downloads none of it. The count the
 * cached page has is refreshed by the button.
 */
export function ShopFollow({ shopId, name, followers }: { shopId: number; name: string; followers: number }) {
  const t = useTranslations('Follow');
  const [count, setCount] = useState(followers);
  return (
    <div className="flex items-center gap-3">
      <span className="text-sm text-slate-600" data-testid="follower-count">
        {t('followers', { count })}
      </span>
      <Later
        as="button"
        when="signed-in-idle"
        tap="button"
        busy
        load={load}
        failed={(error) => toastFailure(error, t('failed'))}
        show={(Button, tapped) => <Button shopId={shopId} name={name} onCount={setCount} tapped={tapped !== undefined} />}
        className={followButtonClass(false)}
      >
        {/* The real button's icon takes this place: nothing moves when it arrives. */}
        <span aria-hidden className="size-4 leading-4">
          +
        </span>
        {t('follow')}
      </Later>
    </div>
  );
}
