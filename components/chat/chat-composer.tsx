'use client';
// The message box: Enter sends, Shift+Enter adds a newline, an empty message
// is ignored. The box empties as the message is sent and gets the text back if sending fails.
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SendHorizontal } from 'lucide-react';

export function ChatComposer({ onSend }: { onSend(message: string): Promise<void> }) {
  const t = useTranslations('Chat');
  const id = useId();
  const [text, setText] = useState('');

  function send() {
    const message = text;
    if (message.trim() === '') return;
    setText('');
    onSend(message).catch(() => {
      // Failures are logged by the store; the shopper keeps what they typed (unless they have
      // started a new message meanwhile).
      setText((current) => (current === '' ? message : current));
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
      className="flex items-end gap-2 border-t border-slate-200 p-3"
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
        onChange={(event) => setText(event.target.value)}
        onKeyDown={keyDown}
        placeholder={t('typeMessage')}
        rows={2}
        maxLength={2000}
        className="max-h-32 min-h-10 flex-1 resize-none rounded-md border border-slate-300 px-3 py-2 text-sm outline-none focus:ring-2 focus:ring-primary-500"
      />
      <button type="submit" aria-label={t('send')} className="rounded-md bg-primary-600 p-2.5 text-white hover:bg-primary-700">
        <SendHorizontal aria-hidden className="size-5 rtl:-scale-x-100" />
      </button>
    </form>
  );
}
