'use client';
// The chat drawer a shop's chat button opens: the shop's logo, name and
// Online or Offline, the messages (older ones above, 50 px from the top after 500 ms), and the
// message box. A side panel at the end edge, on the native modal dialog (keyboard and focus).
import { useTranslations } from 'next-intl';
import { FollowButton } from '@/components/follow/follow-button';
import { QueryIsland } from '@/components/providers/query-island';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { offeredOnPage } from '@/lib/features';
import { useChatStore } from '@/stores/chat';
import { ChatConversation } from './chat-conversation';
import { OnlineStatus } from './online-status';
import { ShopLogo } from './shop-logo';

export const DRAWER_THRESHOLD_PX = 50;
export const DRAWER_DEBOUNCE_MS = 500;

export function ChatDrawer() {
  const t = useTranslations('Chat');
  const shop = useChatStore((state) => state.drawerShop);
  const close = useChatStore((state) => state.closeDrawer);
  const follow = offeredOnPage('follow');
  return (
    // Loaded lazily (chat root): the query cache's code comes with the drawer.
    <QueryIsland>
      <ModalSheet
        open={shop !== null}
        onClose={close}
        title={shop?.name ?? ''}
        closeLabel={t('close')}
        placement="end"
        leading={shop ? <ShopLogo logo={shop.logo} /> : null}
        subtitle={shop ? <OnlineStatus shopId={shop.id} /> : null}
        actions={shop && follow ? <FollowButton key={shop.id} shopId={shop.id} name={shop.name} /> : null}
      >
        {shop ? (
          <ChatConversation key={shop.id} shop={shop} threshold={DRAWER_THRESHOLD_PX} debounceMs={DRAWER_DEBOUNCE_MS} />
        ) : null}
      </ModalSheet>
    </QueryIsland>
  );
}
