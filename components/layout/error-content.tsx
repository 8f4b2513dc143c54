'use client';
// What both error boundaries show (app/[locale]/error.tsx, app/global-error.tsx): what happened
// in plain words, a way forward (try again, go home) and a reference the shopper can quote to
// support, which the server's log line carries too. Never the error's message or stack, but in
// development.
import type { ErrorPageText } from '@/lib/errors/error-page-text';
import { useRequestId } from '@/lib/hooks/use-request-id';
import { primaryButton } from '@/components/ui/button';

type Props = { text: ErrorPageText; homeHref: string; error: unknown; onRetry: () => void };

export function ErrorContent({ text, homeHref, error, onRetry }: Props) {
  const requestId = useRequestId();
  // A failed client-side navigation has no document of its own, so no request id: Next.js's
  // digest of the server's error is what its log can be searched for then.
  const digest = error instanceof Error ? (error as Error & { digest?: string }).digest : undefined;
  const reference = requestId ?? digest ?? null;
  const detail = process.env.NODE_ENV === 'development' && error instanceof Error ? error.stack ?? error.message : null;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-3xl font-bold">{text.title}</h1>
      <p>{text.text}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={primaryButton('px-4 py-2')} onClick={onRetry}>
          {text.retry}
        </button>
        {/* A whole new document: whatever broke this one is left behind. */}
        <a className="rounded border border-slate-300 px-4 py-2" href={homeHref}>
          {text.home}
        </a>
      </div>
      {reference ? (
        <p className="text-sm text-slate-600">
          {text.reference}{' '}
          <code dir="ltr" className="select-all font-mono">
            {reference}
          </code>
        </p>
      ) : null}
      {detail ? (
        <pre dir="ltr" className="max-w-full overflow-auto text-start text-xs">
          {detail}
        </pre>
      ) : null}
    </main>
  );
}
