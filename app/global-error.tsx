'use client';
// The root layout itself failed (app/[locale]/layout.tsx, which reads the shop's settings): this
// replaces it, document and all, so it relies on none of its providers. The language comes from
// the URL's locale prefix, the words from a small module of their own.
import { usePathname } from 'next/navigation';
import { ErrorContent } from '@/components/layout/error-content';
import { errorPageDirection, errorPageHome, errorPageLocaleOf, errorPageText } from '@/lib/errors/error-page-text';
import './globals.css';

export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  const { locale, words } = errorPageLocaleOf(usePathname());
  const text = errorPageText(words);
  return (
    <html lang={words} dir={errorPageDirection(words)}>
      <body className="bg-white text-slate-900 antialiased">
        <title>{text.title}</title>
        <ErrorContent text={text} homeHref={errorPageHome(locale)} error={error} onRetry={retry} />
      </body>
    </html>
  );
}
