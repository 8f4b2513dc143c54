'use client';
// The working part of a product page's questions (./questions-trigger.tsx loads it): reads the
// shopper's own questions on the product and their helpful votes after the page is interactive,
// shows the questions still waiting for an answer (only their asker sees them), asks a new one,
// and counts "Helpful" taps. The list is the server's kept markup, so a vote updates its button in
// place. A tap made before it loaded is carried out once the shopper's votes are known.
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChatText } from '@/components/chat/chat-text';
import { QueryIsland } from '@/components/providers/query-island';
import { productQuestionsQuery } from '@/lib/account/queries';
import { accountKeys } from '@/lib/account/query-keys';
import { browserApi } from '@/lib/api/browser';
import { toast, toastFailure } from '@/lib/toast';
import { useUiStore } from '@/stores/ui';
import { useWishlistStore } from '@/stores/wishlist';
import type { QuestionsIslandProps, QuestionsTap } from './questions-trigger';

const MIN = 10;
const MAX = 500;

/** The server-rendered "Helpful" button of a question, if it is on the page. */
const helpfulButton = (id: number) => document.querySelector<HTMLButtonElement>(`button.question-helpful[value="helpful:${id}"]`);

function showVote(id: number, helpful: boolean, count?: number) {
  const button = helpfulButton(id);
  if (!button) return;
  button.setAttribute('aria-pressed', String(helpful));
  const shown = button.querySelector('span');
  if (shown && count !== undefined) shown.textContent = String(count);
}

function Questions({ productId, tap }: QuestionsIslandProps) {
  const t = useTranslations('Questions');
  const client = useQueryClient();
  const signedIn = useWishlistStore((state) => state.signedIn);
  const openDialog = useUiStore((state) => state.open);
  const mine = useQuery({ ...productQuestionsQuery(productId), enabled: signedIn === true });
  const [asking, setAsking] = useState(false);
  const [text, setText] = useState('');
  const voted = new Set(mine.data?.helpful_ids ?? []);

  useEffect(() => {
    for (const id of mine.data?.helpful_ids ?? []) showVote(id, true);
  }, [mine.data]);

  const ask = useMutation({
    mutationFn: async (question: string) => (await browserApi()).askQuestion(productId, question),
    onSuccess: () => {
      toast.success(t('sent'), { duration: 5000 });
      setText('');
      setAsking(false);
      void client.invalidateQueries({ queryKey: accountKeys.questions(productId) });
    },
    onError: (error) => toastFailure(error, t('failed')),
  });
  const vote = useMutation({
    mutationFn: async (id: number) => (await (await browserApi()).voteHelpful(id, !voted.has(id))).data,
    onSuccess: (result) => {
      showVote(result.question_id, result.helpful, result.helpful_count);
      client.setQueryData(accountKeys.questions(productId), (data: typeof mine.data) =>
        data && { ...data, helpful_ids: result.helpful ? [...data.helpful_ids, result.question_id] : data.helpful_ids.filter((id) => id !== result.question_id) },
      );
    },
    onError: (error) => toastFailure(error, t('voteFailed')),
  });

  // Each tap once: a guest's opens the login dialog; a shopper's is carried out once their votes are known.
  const done = useRef(0);
  const act = (current: QuestionsTap) => {
    if (signedIn === false) {
      done.current = current.n;
      openDialog('login');
      return;
    }
    if (signedIn !== true || !mine.isSuccess) return;
    done.current = current.n;
    if (current.value === 'ask') setAsking(true);
    const helpful = /^helpful:(\d+)$/.exec(current.value);
    if (helpful && !vote.isPending) vote.mutate(Number(helpful[1]));
  };
  useEffect(() => {
    if (tap && tap.n > done.current) act(tap);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tap, signedIn, mine.isSuccess]);

  const pending = (mine.data?.questions ?? []).filter((question) => question.state === 'pending');
  const length = text.trim().length;
  return (
    <>
      {asking ? (
        <form
          className="flex flex-col gap-2 rounded-md border border-slate-200 p-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (length >= MIN && length <= MAX) ask.mutate(text.trim());
          }}
        >
          <label htmlFor="question-text" className="text-sm font-semibold">
            {t('question')}
          </label>
          <textarea
            id="question-text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            minLength={MIN}
            maxLength={MAX}
            required
            rows={3}
            aria-describedby="question-hint"
            className="rounded-md border border-slate-300 p-2"
          />
          <p id="question-hint" className="text-xs text-slate-600">
            {t('questionHint')}
          </p>
          <div className="flex gap-2">
            <button type="submit" disabled={ask.isPending || length < MIN} className="alert-button">
              {t('send')}
            </button>
            <button type="button" onClick={() => setAsking(false)} className="alert-button">
              {t('cancel')}
            </button>
          </div>
        </form>
      ) : null}
      {pending.length > 0 ? (
        <section aria-labelledby="my-pending-questions" className="rounded-md bg-slate-50 p-3">
          <h3 id="my-pending-questions" className="mb-2 text-sm font-semibold">
            {t('yours')}
          </h3>
          <ul className="flex flex-col gap-2">
            {pending.map((question) => (
              <li key={question.id} className="flex flex-col gap-1 text-sm">
                <span className="break-words">
                  <ChatText text={question.question} />
                </span>
                <span className="text-slate-600">{t('pending')}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

export function QuestionsIsland(props: QuestionsIslandProps) {
  return (
    <QueryIsland>
      <Questions {...props} />
    </QueryIsland>
  );
}
