'use client';
// The product page's "Questions and answers" controls ("Ask a question", each "Helpful"), when the
// backend offers them. The page is cached, the same for everyone and at its script budget: the
// page renders the section and its buttons, and this part only loads their code
// (./questions-island.tsx): when a signed-in shopper's page is idle, or on the first tap, which the
// island then carries out (a guest's opens the login dialog). Every later tap is passed on to it.
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadWhenOnline } from '@/lib/load-when-online';
import { whenIdle } from '@/lib/when-idle';

export interface QuestionsTap {
  /** The tapped button's value: `ask` or `helpful:{id}`. */
  value: string;
  /** Counts taps, so that the same button tapped again is a new tap. */
  n: number;
}

export interface QuestionsIslandProps {
  productId: number;
  tap?: QuestionsTap;
}

export function QuestionsTrigger({ productId, ask, children }: { productId: number; ask: ReactNode; children: ReactNode }) {
  const [Island, setIsland] = useState<ComponentType<QuestionsIslandProps> | null>(null);
  const [tap, setTap] = useState<QuestionsTap>();
  const load = () => void loadWhenOnline(() => import('./questions-island')).then((module) => setIsland(() => module.QuestionsIsland));
  useEffect(() => {
    // The session hint of the boot script (lib/boot-script.ts): a guest loads nothing until a tap.
    if (document.documentElement.dataset.viewer === 'user') return whenIdle(load);
  }, []);
  return (
    <div
      className="flex flex-col gap-3"
      onClick={(event) => {
        const value = (event.target as HTMLElement).closest('button[value]')?.getAttribute('value');
        if (!value) return;
        setTap((last) => ({ value, n: (last?.n ?? 0) + 1 }));
        if (!Island) load();
      }}
    >
      {ask}
      {Island ? <Island productId={productId} tap={tap} /> : null}
      {children}
    </div>
  );
}
