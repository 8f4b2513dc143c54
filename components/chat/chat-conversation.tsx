'use client';
import { useChatStore } from '@/stores/chat';
import { ChatComposer } from './chat-composer';
import { ChatThread, type ChatThreadProps } from './chat-thread';

/** A conversation with a shop: its messages and the box to write the next one. */
export function ChatConversation({ shop, ...paging }: ChatThreadProps) {
  const send = useChatStore((state) => state.send);
  return (
    <>
      <ChatThread shop={shop} {...paging} />
      <ChatComposer onSend={(message) => send(shop, message)} />
    </>
  );
}
