'use client';
// The reply box under a ticket's thread. A closed ticket takes no replies: the box is disabled and
// says why. After sending, the page is refreshed so the thread shows the reply.
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { useRouter } from '@/lib/i18n/navigation';
import { primaryButton } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';

export function TicketReplyForm({ ticketNumber, closed }: { ticketNumber: string; closed: boolean }) {
  const t = useTranslations('Tickets');
  const router = useRouter();
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await (await browserApi()).sendTicketMessage({ ticket_number: ticketNumber, message });
      setMessage('');
      toast.success(t('sent'));
      router.refresh();
    } catch (failure) {
      if (failure instanceof ApiError) {
        const field = failure.fieldError('message');
        setError(field);
        if (!field) toast.error(failure.message);
      } else {
        toast.error(t('failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  const describedBy = [closed ? `${id}-closed` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <form onSubmit={submit} noValidate aria-busy={busy} className="mt-6 rounded-md border border-slate-200 bg-white p-4">
      <label htmlFor={`${id}-message`} className="mb-1 block text-sm font-medium">
        {t('replyLabel')}
      </label>
      {closed ? (
        <p id={`${id}-closed`} className="mb-2 rounded-md bg-slate-100 p-3 text-sm text-slate-700">
          {t('closedNotice')}
        </p>
      ) : null}
      <textarea
        id={`${id}-message`}
        name="message"
        rows={3}
        maxLength={5000}
        value={message}
        disabled={closed}
        onChange={(event) => setMessage(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={`w-full rounded-md border px-3 py-2 text-sm disabled:cursor-not-allowed disabled:bg-slate-50 ${error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
      />
      <FieldError id={`${id}-error`}>{error}</FieldError>
      <div className="mt-3 flex justify-end">
        <button type="submit" disabled={closed || busy} className={primaryButton('px-4 py-2 text-sm disabled:cursor-not-allowed')}>
          {busy ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
