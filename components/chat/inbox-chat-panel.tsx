'use client';
import type { ChatShop } from '@/lib/api/schemas/chat';
import { ChatConversation } from './chat-conversation';
import { OnlineStatus } from './online-status';
import { ShopLogo } from './shop-logo';

/** In the inbox the older page is read under 300 px from the top. */
export const INBOX_THRESHOLD_PX = 300;

/** The selected shop's conversation in the inbox. */
export function InboxChatPanel({ shop }: { shop: ChatShop }) {
  return (
    <section aria-labelledby="inbox-chat-heading" className="flex min-h-0 flex-col max-md:h-[32rem]">
      <div className="flex items-center gap-3 border-b border-slate-200 p-3">
        <ShopLogo logo={shop.logo} />
        <div className="min-w-0">
          <h2 id="inbox-chat-heading" className="truncate font-semibold">
            {shop.name}
          </h2>
          <OnlineStatus shopId={shop.id} />
        </div>
      </div>
      <ChatConversation shop={shop} threshold={INBOX_THRESHOLD_PX} debounceMs={0} />
    </section>
  );
}
