import { useTranslations } from 'next-intl';
import { MessagesSquare } from 'lucide-react';

/** The chat panel while no shop is selected. */
export function InboxNoSelection() {
  const t = useTranslations('Inbox');
  return (
    <div className="flex flex-col items-center justify-center gap-2 p-10 text-center">
      <MessagesSquare aria-hidden className="size-12 text-slate-300" />
      <p className="text-lg font-semibold">{t('noUserSelected')}</p>
      <p className="text-sm text-slate-600">{t('selectUser')}</p>
    </div>
  );
}
