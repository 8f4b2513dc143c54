'use client';
import { useMutation } from '@tanstack/react-query';
import { sendMessageOptions } from '@/lib/chat/queries';
import { ChatComposer } from './chat-composer';
import { ChatThread, type ChatThreadProps } from './chat-thread';

/** A conversation with a shop: its messages and the box to write the next one. */
export function ChatConversation({ shop, ...paging }: ChatThreadProps) {
  const { mutateAsync } = useMutation(sendMessageOptions(shop));
  return (
    <>
      <ChatThread shop={shop} {...paging} />
      <ChatComposer
        shopId={shop.id}
        onSend={async (message) => {
          // Shown at once; a failure takes the message back and rejects (lib/chat/queries.ts).
          await mutateAsync(message.trim());
        }}
      />
    </>
  );
}
