'use client';
import { useLocale, useTranslations } from 'next-intl';
import { formatChatTime } from '@/lib/chat/format-time';
import type { ShownChat } from '@/lib/chat/types';
import { ChatProductCard } from './chat-product-card';
import { ChatText } from './chat-text';
import { ShopLogo } from './shop-logo';

/**
 * One message: the shopper's own at the end side, the shop's at the start side with its logo; its
 * text with clickable links, or the product card when it has no text; and its time.
 */
export function ChatMessage({ chat, shopLogo }: { chat: ShownChat; shopLogo: string | null }) {
  const t = useTranslations('Chat');
  const locale = useLocale();
  const mine = chat.type === 'user';
  const text = chat.message?.trim() ? chat.message : null;
  return (
    <li className={`flex items-end gap-2 ${mine ? 'justify-end' : 'justify-start'}`}>
      {mine ? null : <ShopLogo logo={chat.shop.logo ?? shopLogo} size={32} />}
      <div className={`flex max-w-[80%] flex-col gap-1 ${mine ? 'items-end' : 'items-start'}`}>
        <p className="sr-only">{mine ? t('you') : t('shop')}</p>
        {text ? (
          <p
            className={`rounded-2xl px-3 py-2 text-sm break-words whitespace-pre-wrap ${
              mine ? 'rounded-ee-sm bg-primary-600 text-white' : 'rounded-es-sm bg-slate-100 text-slate-900'
            } ${chat.pending ? 'opacity-70' : ''}`}
            dir="auto"
          >
            <ChatText text={text} />
          </p>
        ) : chat.product ? (
          <ChatProductCard product={chat.product} />
        ) : null}
        <p className="text-[11px] text-slate-500">
          {chat.pending ? t('sending') : <time dateTime={chat.created_at}>{formatChatTime(chat.created_at, locale)}</time>}
        </p>
      </div>
    </li>
  );
}
