import { getFormatter, getTranslations } from 'next-intl/server';
import { Paperclip, Star } from 'lucide-react';
import type { TicketMessage as Message } from '@/lib/api/schemas/tickets';
import { shownDate } from '@/lib/format-date';

/** Only web links and paths of this shop are linked; anything else (javascript:, data:) is not. */
const linkable = (url: string) => /^(https?:\/\/|\/(?!\/))/i.test(url);

/**
 * One message of a ticket thread: the shopper's on the end side, support's on the start side,
 * a highlighted answer ringed and labelled. The text is rendered as text (React escapes it).
 */
export async function TicketMessage({ message }: { message: Message }) {
  const [t, format] = await Promise.all([getTranslations('Tickets'), getFormatter()]);
  const mine = message.type === 'user';
  // The original sends the day only ("05 March, 2024"); an instant also shows its time.
  const date = shownDate(format, message.created_at, true);
  return (
    <article
      aria-label={mine ? t('you') : t('staff')}
      className={`max-w-[85%] rounded-lg border p-3 text-sm ${mine ? 'ms-auto border-primary-200 bg-primary-50' : 'me-auto border-slate-200 bg-white'} ${message.is_highlighted ? 'ring-2 ring-amber-400' : ''}`}
    >
      <header className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600">
        <span className="font-semibold text-slate-900">{mine ? t('you') : t('staff')}</span>
        <time dateTime={date.iso}>{date.text}</time>
        {message.is_highlighted ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 font-semibold text-amber-900">
            <Star aria-hidden className="size-3" />
            {t('highlightedBadge')}
          </span>
        ) : null}
      </header>
      <p className="whitespace-pre-wrap break-words" dir="auto">
        {message.message}
      </p>
      {message.attachments.length > 0 ? (
        <ul className="mt-2 space-y-1">
          {message.attachments.filter((file) => linkable(file.url)).map((file, index) => (
            <li key={file.url}>
              <a href={file.url} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1.5 text-primary-700 hover:underline">
                <Paperclip aria-hidden className="size-3.5 shrink-0" />
                {file.name ?? `${t('attachment')} ${index + 1}`}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
