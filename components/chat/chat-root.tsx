'use client';
// Keeps chat in step with the session: reads the stored chat state back, tells the store who is
// signed in (another shopper's state is dropped, a guest's is cleared), reads the unread count,
// subscribes to realtime messages while signed in and hosts the chat drawer. The drawer's code,
// the query code that handles events (lib/chat/queries.ts) and pusher-js are fetched only when a
// signed-in shopper needs them.
import { useEffect, useRef, useState } from 'react';
import dynamic from 'next/dynamic';
import { SESSION_ENDED_EVENT } from '@/lib/api/browser';
import { subscribeToChat } from '@/lib/chat/realtime';
import type { RealtimeSettings } from '@/lib/chat/types';
import { usePathname } from '@/lib/i18n/navigation';
import { chatHydrated, loadChatQueries, useChatStore } from '@/stores/chat';
import { useViewer } from '@/stores/viewer';
import { loadWhenOnline } from '@/lib/load-when-online';

const ChatDrawer = dynamic(() => loadWhenOnline(() => import('./chat-drawer')).then((module) => module.ChatDrawer), { ssr: false });

/** Whether a path (without its locale prefix) is the inbox. */
export const isInboxPath = (pathname: string) => /^\/massages\/?$/.test(pathname);

export function ChatRoot({ realtime }: { realtime: RealtimeSettings | null }) {
  const { known, user } = useViewer();
  const userId = user?.id ?? null;
  const pathname = usePathname();
  const drawerOpen = useChatStore((state) => state.drawerShop !== null);
  const [opened, setOpened] = useState(false);
  if (drawerOpen && !opened) setOpened(true);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    // Until the session is known the stored chat state stays as it is.
    if (!known) return;
    let cancelled = false;
    void chatHydrated().then(() => {
      if (cancelled) return;
      useChatStore.getState().setUser(userId);
      if (userId) void loadChatQueries().then((chat) => chat.refreshUnread());
      setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [known, userId]);

  useEffect(() => {
    const ended = () => useChatStore.getState().reset();
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, []);

  // Realtime: where the shopper is counts when a message arrives, not when subscribing.
  const onInbox = useRef(false);
  useEffect(() => {
    onInbox.current = isInboxPath(pathname);
  }, [pathname]);
  // The settings come from the server on every render: subscribe again only when they change.
  const settings = realtime?.key ? JSON.stringify(realtime) : null;
  useEffect(() => {
    if (!ready || !userId || !settings) return;
    // Answers sent before the subscription was listening count too: read the count again once it is.
    return subscribeToChat(
      JSON.parse(settings) as RealtimeSettings,
      userId,
      (message) => void loadChatQueries().then((chat) => chat.receive(message, onInbox.current)),
      () => void loadChatQueries().then((chat) => chat.refreshUnread()),
    );
  }, [ready, userId, settings]);

  return opened && userId ? <ChatDrawer /> : null;
}
