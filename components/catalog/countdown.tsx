'use client';
// A live countdown to a flash sale's start or end. The server renders the time left when the
// page was made; the browser ticks every second (the digits are allowed to differ at hydration).
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { parseSaleTime, remainingUntil } from '@/lib/flash-sale-time';

const pad = (value: number) => String(value).padStart(2, '0');

export function Countdown({ until, label, onDoneText }: { until: string; label: string; onDoneText?: string }) {
  const t = useTranslations('Catalog');
  const target = parseSaleTime(until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = remainingUntil(target, now);
  if (left.done && onDoneText) return <p className="text-sm font-medium">{onDoneText}</p>;
  const parts = [
    [left.days, t('days')],
    [left.hours, t('hours')],
    [left.minutes, t('minutes')],
    [left.seconds, t('seconds')],
  ] as const;
  return (
    <div role="timer" aria-label={label} className="flex items-center gap-1.5" dir="ltr">
      {parts.map(([value, unit]) => (
        <span key={unit} className="flex min-w-11 flex-col items-center rounded bg-slate-900 px-1.5 py-1 text-white">
          <span className="text-base leading-tight font-bold tabular-nums" suppressHydrationWarning>
            {pad(value)}
          </span>
          <span className="text-[10px] uppercase opacity-80">{unit}</span>
        </span>
      ))}
    </div>
  );
}
