'use client';
// The message box: Enter sends, Shift+Enter adds a newline, an empty message
// is ignored. The box empties as the message is sent and gets the text back if sending fails,
// with the reason under it (offline: nothing was sent).
// What is typed is kept per shop in the chat store, so closing the drawer or picking another
// shop in the inbox loses nothing.
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SendHorizontal } from 'lucide-react';
import { useChatStore } from '@/stores/chat';
import { ApiError } from '@/lib/api/core';
import { primaryButton } from '@/components/ui/button';

export function ChatComposer({ shopId, onSend }: { shopId: number; onSend(message: string): Promise<void> }) {
  const t = useTranslations('Chat');
  const id = useId();
  const text = useChatStore((state) => state.drafts[shopId] ?? '');
  const setDraft = useChatStore((state) => state.setDraft);

  const [failure, setFailure] = useState<string | null>(null);

  function send() {
    const message = text;
    if (message.trim() === '') return;
    setDraft(shopId, '');
    setFailure(null);
    onSend(message).catch((error: unknown) => {
      // The shopper keeps what they typed (unless they have started a new message meanwhile),
      // and is told why it was not sent.
      setDraft(shopId, (current) => (current === '' ? message : current));
      setFailure(error instanceof ApiError ? error.message : t('sendFailed'));
    });
  }

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // While an input method composes a word, Enter confirms the word, not the message.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  return (
    <form
      className="flex flex-wrap items-end gap-2 border-t border-slate-200 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('typeMessage')}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setDraft(shopId, event.target.value)}
        onKeyDown={keyDown}
        placeholder={t('typeMessage')}
        rows={2}
        maxLength={2000}
        className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-primary-500"
      />
      <button type="submit" aria-label={t('send')} className={primaryButton('p-2.5')}>
        <SendHorizontal aria-hidden className="size-5 rtl:-scale-x-100" />
      </button>
      {failure ? (
        <p role="alert" className="w-full text-sm text-red-700">
          {failure}
        </p>
      ) : null}
    </form>
  );
}
