'use client';
// Reads the signed-in shopper's collected vouchers once the page is interactive and again after
// they sign in, so the cached voucher centre shows Collected for their own.
import { useEffect } from 'react';
import { useViewer } from '@/stores/viewer';
import { useVoucherCentreStore } from '@/stores/voucher-centre';
import { loadCollected } from './collect';

export function CollectedLoader() {
  const { known, user } = useViewer();
  const userId = user?.id ?? null;
  useEffect(() => {
    if (!known) return;
    if (userId === null) useVoucherCentreStore.getState().setCollected([]);
    else void loadCollected();
  }, [known, userId]);
  return null;
}
