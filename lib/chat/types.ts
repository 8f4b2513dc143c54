// What chat keeps beside the contract's answers. The answers themselves (Chat, ChatShop,
// ChatProduct, InboxEntry) are the parsed types of lib/api/schemas/chat.ts.
import type { Chat } from '@/lib/api/schemas/chat';

/** A message as the thread shows it: stored, or an optimistic copy still being sent. */
export type ShownChat = Chat & {
  /** Shown before the server has stored it (an optimistic copy). Never sent by the backend. */
  pending?: boolean;
};

/** Realtime settings from /master: the chat subscribes only when a key is set. */
export interface RealtimeSettings {
  key: string;
  cluster: string | null;
  host: string | null;
  port: number | null;
  forceTls: boolean;
  /**
   * Which channel carries the shopper's messages: the private one (default), authorised by the
   * shop's /api/pusher/auth, or the public one of a backend that publishes only there
   * (CHAT_REALTIME_CHANNEL=public; docs/adr/0012).
   */
  channel: 'private' | 'public';
}
