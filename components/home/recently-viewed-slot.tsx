'use client';
// Where the home page shows a signed-in shopper's recently viewed products. The page's HTML is
// cached and the same for everyone, so this renders nothing on the server and for guests; for a
// shopper the rail's code is fetched once the browser is idle, and it appears below everything
// else (docs/adr/0017).
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { useViewer } from '@/stores/viewer';
import { loadWhenOnline } from '@/lib/load-when-online';
import { whenIdle } from '@/lib/when-idle';

const RecentlyViewedRail = dynamic(() => loadWhenOnline(() => import('./recently-viewed-rail')).then((module) => module.RecentlyViewedRail), { ssr: false });
const FollowedRail = dynamic(() => loadWhenOnline(() => import('@/components/follow/followed-rail')).then((module) => module.FollowedRail), { ssr: false });

/**
 * The signed-in shopper's rails: "New from shops you follow" (when the backend offers following,
 * `followed`; the same for every visitor) and the recently viewed products.
 */
export function RecentlyViewedSlot({ followed = false }: { followed?: boolean }) {
  const { user } = useViewer();
  const [idle, setIdle] = useState(false);
  const signedIn = user !== null;
  useEffect(() => {
    if (signedIn) return whenIdle(() => setIdle(true));
  }, [signedIn]);
  if (!signedIn || !idle) return null;
  return (
    <>
      {followed ? <FollowedRail /> : null}
      <RecentlyViewedRail />
    </>
  );
}
