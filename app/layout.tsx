import type { ReactNode } from 'react';

// The real root layout (html, body, lang, dir) is app/[locale]/layout.tsx; this one only exists
// so that app/not-found.tsx can catch paths outside the locale segment.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
