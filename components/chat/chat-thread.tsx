'use client';
// A conversation's messages, oldest at the top, scrolled to the newest. Scrolling near the top
// reads the older page (under 50 px in the drawer with a 500 ms debounce,
// under 300 px in the inbox); a button does the same for keyboards and for lists too short to
// scroll. The view stays on the message the shopper was reading when older ones are added above.
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { LoaderCircle } from 'lucide-react';
import type { ChatShop } from '@/lib/api/schemas/chat';
import { ChatMessage } from './chat-message';
import { useConversation } from './use-conversation';

export interface ChatThreadProps {
  shop: ChatShop;
  /** Distance from the top, in px, under which the older page is read. */
  threshold: number;
  /** Wait after the last scroll before reading it, in ms (0: at once). */
  debounceMs: number;
}

export function ChatThread({ shop, threshold, debounceMs }: ChatThreadProps) {
  const t = useTranslations('Chat');
  const { chats, hasMore, loadingOlder, loadOlder } = useConversation(shop.id);
  const list = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);

  // Where the list was before the last change: tells an older page (keep the view) from a new
  // message (go to the bottom).
  const before = useRef<{ firstId: number | null; lastId: number | null; height: number; top: number }>({ firstId: null, lastId: null, height: 0, top: 0 });
  const toBottomWhenShown = useRef(false);
  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const firstId = chats[0]?.id ?? null;
    const lastId = chats[chats.length - 1]?.id ?? null;
    const previous = before.current;
    if (previous.firstId !== null && firstId !== previous.firstId && lastId === previous.lastId) {
      element.scrollTop = previous.top + (element.scrollHeight - previous.height);
    } else if (lastId !== previous.lastId) {
      element.scrollTop = element.scrollHeight;
      // A list not laid out yet (its dialog opens after this runs) cannot scroll: it goes to the
      // newest message as soon as it has a size.
      toBottomWhenShown.current = element.clientHeight === 0;
    }
    before.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop };
  }, [chats]);

  useEffect(() => {
    const element = list.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!toBottomWhenShown.current || element.clientHeight === 0) return;
      toBottomWhenShown.current = false;
      element.scrollTop = element.scrollHeight;
      before.current = { ...before.current, height: element.scrollHeight, top: element.scrollTop };
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function scrolled() {
    const element = list.current;
    if (!element) return;
    before.current.top = element.scrollTop;
    if (element.scrollTop >= threshold) return;
    window.clearTimeout(timer.current);
    const read = () => {
      // Still near the top when the wait is over.
      if (list.current && list.current.scrollTop < threshold) loadOlder();
    };
    if (debounceMs > 0) timer.current = window.setTimeout(read, debounceMs);
    else read();
  }

  return (
    <div
      ref={list}
      onScroll={scrolled}
      role="log"
      aria-label={t('conversationWith', { shop: shop.name })}
      aria-busy={loadingOlder}
      // Focusable, so the keyboard can scroll it.
      tabIndex={0}
      className="min-h-0 flex-1 overflow-y-auto p-3 focus-visible:outline-2 focus-visible:outline-primary-600"
    >
      {hasMore ? (
        <div className="mb-3 flex justify-center">
          <button
            type="button"
            onClick={loadOlder}
            disabled={loadingOlder}
            className="inline-flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1 text-xs font-medium hover:bg-slate-50 disabled:opacity-60"
          >
            {loadingOlder ? <LoaderCircle aria-hidden className="size-3.5 animate-spin" /> : null}
            {t('olderMessages')}
          </button>
        </div>
      ) : null}
      {chats.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-600">{t('noMessages')}</p>
      ) : (
        <ol className="flex flex-col gap-3">
          {chats.map((chat) => (
            <ChatMessage key={chat.id} chat={chat} shopLogo={shop.logo} />
          ))}
        </ol>
      )}
    </div>
  );
}
