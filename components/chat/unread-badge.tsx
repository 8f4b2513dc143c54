'use client';
import { useTranslations } from 'next-intl';
import { useChatStore } from '@/stores/chat';

/** The unread-message count beside the Message link, shown only above 0. */
export function UnreadBadge() {
  const t = useTranslations('Chat');
  const count = useChatStore((state) => (state.userId ? state.unreadMessages : 0));
  if (count <= 0) return null;
  return (
    <span className="ms-auto min-w-5 rounded-full bg-primary-600 px-1.5 text-center text-[11px] leading-5 font-semibold text-white">
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{t('unread', { count })}</span>
    </span>
  );
}
