'use client';
import { useTranslations } from 'next-intl';
import { isShopOnline } from '@/lib/chat/conversation';
import { useMessages } from './use-conversation';

/**
 * Online or Offline under a shop's name: online when any loaded message says so. Shown by the
 * drawer and the inbox only, which load the query cache's code anyway.
 */
export function OnlineStatus({ shopId }: { shopId: number }) {
  const t = useTranslations('Chat');
  const { data } = useMessages(shopId);
  const online = isShopOnline(data?.pages.flat() ?? []);
  return (
    <p className="flex items-center gap-1.5 text-xs text-slate-600">
      <span aria-hidden className={`size-2 rounded-full ${online ? 'bg-green-500' : 'bg-slate-400'}`} />
      {online ? t('online') : t('offline')}
    </p>
  );
}
