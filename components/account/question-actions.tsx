'use client';
// Changes or deletes one of the shopper's questions while it is unanswered, on the /my-questions
// page, then reads the page's list again.
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { browserApi } from '@/lib/api/browser';
import { useRouter } from '@/lib/i18n/navigation';
import { toast, toastFailure } from '@/lib/toast';

const MIN = 10;
const MAX = 500;
const button = 'min-h-11 rounded-md border border-slate-300 px-3 py-2 text-sm font-semibold hover:bg-slate-50 disabled:opacity-60';

export function QuestionActions({ questionId, question }: { questionId: number; question: string }) {
  const t = useTranslations('MyQuestions');
  const router = useRouter();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(question);
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      toast.success(done, { duration: 3000 });
      setEditing(false);
      router.refresh();
    } catch (error) {
      toastFailure(error, t('changeFailed'));
    } finally {
      setBusy(false);
    }
  }

  if (editing) {
    const length = text.trim().length;
    return (
      <form
        className="flex w-full flex-col gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => (await browserApi()).updateQuestion(questionId, text.trim()), t('updated'));
        }}
      >
        <label htmlFor={`question-${questionId}`} className="text-sm font-semibold">
          {t('question')}
        </label>
        <textarea id={`question-${questionId}`} value={text} onChange={(event) => setText(event.target.value)} minLength={MIN} maxLength={MAX} required rows={3} className="rounded-md border border-slate-300 p-2" />
        <div className="flex gap-2">
          <button type="submit" disabled={busy || length < MIN} className={button}>
            {t('save')}
          </button>
          <button type="button" onClick={() => setEditing(false)} className={button}>
            {t('cancel')}
          </button>
        </div>
      </form>
    );
  }
  return (
    <div className="flex gap-2">
      <button type="button" onClick={() => setEditing(true)} className={button}>
        {t('edit')}
      </button>
      <button type="button" disabled={busy} onClick={() => void run(async () => (await browserApi()).deleteQuestion(questionId), t('deleted'))} className={`${button} text-red-700`}>
        {t('delete')}
      </button>
    </div>
  );
}
