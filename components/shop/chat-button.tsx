'use client';
import { useTranslations } from 'next-intl';
import { MessageCircle } from 'lucide-react';
import { useUiStore } from '@/stores/ui';

/** Chat with a shop. Guests are asked to sign in first (SPEC.md section 6). */
export function ChatButton({ shopName, className }: { shopName: string; className?: string }) {
  const t = useTranslations('Catalog');
  const open = useUiStore((state) => state.open);
  return (
    <button
      type="button"
      onClick={() => open('login')}
      className={`inline-flex items-center gap-1.5 rounded-md border border-primary-600 px-3 py-1.5 text-sm font-medium text-primary-700 hover:bg-primary-50 ${className ?? ''}`}
    >
      <MessageCircle aria-hidden className="size-4" />
      {t('chat')}
      <span className="sr-only"> {shopName}</span>
    </button>
  );
}
