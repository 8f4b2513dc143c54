'use client';
// Follow / Following for one shop. Guests get the login dialog, as the wishlist's heart does. A
// signed-in shopper's state is read from GET /shop-follow-status once the button is on the page
// (cached pages are the same for everyone); a tap flips it at once and flips it back with the
// server's message when the server refuses. Loaded lazily (./follow-slot.tsx).
import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { Check, LoaderCircle, Plus } from 'lucide-react';
import { QueryIsland } from '@/components/providers/query-island';
import { ApiError } from '@/lib/api/core';
import { followStatusQuery, useSetFollowing } from '@/lib/follow/queries';
import { toast, toastFailure } from '@/lib/toast';
import { useUiStore } from '@/stores/ui';
import { useViewer } from '@/stores/viewer';
import { followButtonClass } from './follow-slot';

export interface FollowButtonProps {
  shopId: number;
  name: string;
  /** Told the current follower count whenever it is known (the page shows the cached one until then). */
  onCount?: (count: number) => void;
  className?: string;
  /** Says the shop's name to screen readers too ("Follow Nova Electronics"), where many shops are listed. */
  named?: boolean;
  /** Loaded by a tap on a placeholder (a shop card): does what the tap asked once it can. */
  tapped?: boolean;
}

/** "Follow" or "Following", with the shop's name for screen readers when asked. */
function Label({ text, name, named }: { text: string; name: string; named?: boolean }) {
  return (
    <>
      {text}
      {named ? <span className="sr-only"> {name}</span> : null}
    </>
  );
}

export function FollowButton(props: FollowButtonProps) {
  return (
    <QueryIsland>
      <Follow {...props} />
    </QueryIsland>
  );
}

function Follow(props: FollowButtonProps) {
  const t = useTranslations('Follow');
  const { known, user } = useViewer();
  const openDialog = useUiStore((state) => state.open);
  const guest = known && !user;
  const asked = useRef(false);
  useEffect(() => {
    // A guest's tap on the placeholder that loaded this button asks them to sign in.
    if (!props.tapped || !guest || asked.current) return;
    asked.current = true;
    openDialog('login');
  }, [props.tapped, guest, openDialog]);
  if (!known) {
    return (
      <button type="button" disabled className={followButtonClass(false, props.className)}>
        <Plus aria-hidden className="size-4" />
        <Label text={t('follow')} name={props.name} named={props.named} />
      </button>
    );
  }
  if (!user) {
    return (
      <button type="button" onClick={() => openDialog('login')} className={followButtonClass(false, props.className)}>
        <Plus aria-hidden className="size-4" />
        <Label text={t('follow')} name={props.name} named={props.named} />
      </button>
    );
  }
  return <SignedInFollow {...props} />;
}

function SignedInFollow({ shopId, name, onCount, className, named, tapped }: FollowButtonProps) {
  const t = useTranslations('Follow');
  const status = useQuery(followStatusQuery(shopId));
  const setFollowing = useSetFollowing(shopId);
  const count = status.data?.total_followers;
  useEffect(() => {
    if (count !== undefined) onCount?.(count);
  }, [count, onCount]);
  const following = status.data?.is_following ?? false;
  const busy = setFollowing.isPending;

  function change(follow: boolean) {
    setFollowing.mutate(follow, {
      onSuccess: (state) => toast.success(state.is_following ? t('followed', { name }) : t('unfollowed', { name }), { duration: 3000 }),
      onError: (error) => {
        // A 401 has ended the session already (browserApi).
        if (error instanceof ApiError && error.status === 401) return;
        toastFailure(error, t('failed'));
      },
    });
  }

  // The placeholder's tap meant "Follow": once the state is known, follow unless already following.
  const done = useRef(false);
  const known = !status.isPending;
  useEffect(() => {
    if (!tapped || done.current || !known) return;
    done.current = true;
    if (!following) change(true);
    // Once, when the state first arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tapped, known]);

  return (
    <button
      type="button"
      onClick={() => change(!following)}
      // Until the shopper's state has arrived, a tap would guess which way to go. When it could
      // not be read, a tap follows: following twice is following, so nothing is lost.
      disabled={status.isPending || busy}
      aria-busy={busy || status.isPending}
      className={followButtonClass(following, className)}
    >
      {busy ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : following ? <Check aria-hidden className="size-4" /> : <Plus aria-hidden className="size-4" />}
      <Label text={following ? t('following') : t('follow')} name={name} named={named} />
    </button>
  );
}
