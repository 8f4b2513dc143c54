// The answered questions of a product as the server renders them (the product page's section and
// its questions page): the same for every visitor, cached with the page. Texts are shown as typed,
// with http(s) addresses as links, as in chat. Each "Helpful" button carries its question's id as
// its value; ./questions-trigger.tsx loads the code that counts a tap.
import { getTranslations } from 'next-intl/server';
import { ChatText } from '@/components/chat/chat-text';
import type { ProductQuestion } from '@/lib/api/schemas/questions';

export async function QuestionList({ questions }: { questions: readonly ProductQuestion[] }) {
  const t = await getTranslations('QuestionList');
  return (
    <ul className="flex flex-col divide-y divide-slate-200">
      {questions.map((question) => (
        <li key={question.id} className="flex flex-col gap-2 py-4">
          <p className="flex gap-2 font-semibold">
            <span aria-hidden className="shrink-0 text-primary-700">{t('q')}:</span>
            <span className="min-w-0 break-words">
              <ChatText text={question.question} />
            </span>
          </p>
          {question.answer ? (
            <p className="flex gap-2 text-slate-800">
              <span aria-hidden className="shrink-0 font-semibold text-slate-500">{t('a')}:</span>
              <span className="min-w-0 whitespace-pre-line break-words">
                <ChatText text={question.answer} />
              </span>
            </p>
          ) : null}
          <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
            <span>{t('askedBy', { name: question.asked_by })}</span>
            <button type="button" value={`helpful:${question.id}`} aria-pressed="false" className="question-helpful">
              {t('helpful')} (<span>{question.helpful_count}</span>)
            </button>
          </div>
        </li>
      ))}
    </ul>
  );
}
