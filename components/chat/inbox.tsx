'use client';
// The message inbox (/massages): the shop list beside the selected shop's
// conversation. Opening a shop reads its page 1 (which marks its messages seen), clears its
// unread badge and refreshes the unread count; with none selected the panel says so. An account
// page, not a catalogue one: its island reads the query cache directly.
import { useEffect, useState } from 'react';
import { QueryIsland } from '@/components/providers/query-island';
import { useChatStore } from '@/stores/chat';
import { InboxChatPanel } from './inbox-chat-panel';
import { InboxNoSelection } from './inbox-no-selection';
import { InboxShopList } from './inbox-shop-list';
import { useInboxShops } from './use-inbox-shops';

export function Inbox({ initialSearch }: { initialSearch: string }) {
  return (
    <QueryIsland>
      <InboxView initialSearch={initialSearch} />
    </QueryIsland>
  );
}

function InboxView({ initialSearch }: { initialSearch: string }) {
  const [search, setSearch] = useState(initialSearch);
  const shops = useInboxShops(search);
  const activeShop = useChatStore((state) => state.activeShop);
  const selectShop = useChatStore((state) => state.selectShop);
  const userId = useChatStore((state) => state.userId);

  // The shop selected on an earlier visit opens again, read afresh, once the shopper is known.
  useEffect(() => {
    if (!userId) return;
    const { activeShop: stored } = useChatStore.getState();
    if (stored) void selectShop(stored);
  }, [userId, selectShop]);

  return (
    <div className="grid h-[min(40rem,calc(100dvh-8rem))] min-h-[28rem] overflow-hidden rounded-md border border-slate-200 bg-white max-md:h-auto md:grid-cols-[18rem_1fr]">
      <InboxShopList
        search={search}
        onSearch={setSearch}
        shops={shops}
        activeShopId={activeShop?.id ?? null}
        onSelect={(shop, entry) => {
          shops.markRead(entry.id);
          void selectShop(shop);
        }}
      />
      {activeShop ? <InboxChatPanel key={activeShop.id} shop={activeShop} /> : <InboxNoSelection />}
    </div>
  );
}
