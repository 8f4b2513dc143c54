'use client';
import { useTranslations } from 'next-intl';
import { LoaderCircle, MessageCircle } from 'lucide-react';
import { toastFailure } from '@/lib/toast';
import { ApiError } from '@/lib/api/core';
import type { ChatShop } from '@/lib/api/schemas/chat';
import { useChatStore } from '@/stores/chat';
import { useUiStore } from '@/stores/ui';

/**
 * Chat with a shop: starts the conversation (with the product's card on a product page) and
 * opens the chat drawer. Guests are asked to sign in first.
 */
export function ChatButton({ shop, productId, className }: { shop: ChatShop; productId?: number; className?: string }) {
  const t = useTranslations('Catalog');
  const tc = useTranslations('Chat');
  const openDialog = useUiStore((state) => state.open);
  const userId = useChatStore((state) => state.userId);
  const starting = useChatStore((state) => state.starting === shop.id);
  const openDrawer = useChatStore((state) => state.openDrawer);

  async function click() {
    if (!userId) {
      openDialog('login');
      return;
    }
    try {
      await openDrawer(shop, productId);
    } catch (error) {
      // A 401 has ended the session already (browserApi); anything else is told.
      if (error instanceof ApiError && error.status === 401) return;
      toastFailure(error, tc('startFailed'));
    }
  }

  return (
    <button
      type="button"
      onClick={() => void click()}
      // Until the page knows who is here, a click would guess wrong.
      disabled={userId === undefined || starting}
      aria-busy={starting}
      className={`inline-flex items-center gap-1.5 rounded-md border border-primary-600 px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-primary-50 disabled:opacity-60 ${className ?? ''}`}
    >
      {starting ? <LoaderCircle aria-hidden className="size-4 animate-spin" /> : <MessageCircle aria-hidden className="size-4" />}
      {t('chat')}
      <span className="sr-only"> {shop.name}</span>
    </button>
  );
}
