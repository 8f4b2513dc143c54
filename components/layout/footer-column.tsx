'use client';
// Footer: below 640 px a column's title toggles it; at 640 px and above every
// column is open and the title is a plain heading. CSS keeps wide screens right before hydration.
import { useId, useState, type ReactNode } from 'react';
import { useMediaQuery } from '@/lib/hooks/use-media-query';

export const FOOTER_BREAKPOINT = '(min-width: 640px)';

export function FooterColumn({ title, children }: { title: string | null; children: ReactNode }) {
  const wide = useMediaQuery(FOOTER_BREAKPOINT);
  const [open, setOpen] = useState(false);
  const contentId = useId();
  if (!title) return <section>{children}</section>;
  if (wide) {
    return (
      <section>
        <h2 className="mb-3 text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
        <div>{children}</div>
      </section>
    );
  }
  return (
    <section className="border-b border-white/10 sm:border-0">
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={contentId}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between py-3 text-start uppercase sm:pointer-events-none sm:mb-3 sm:py-0"
        >
          {title}
          <span aria-hidden className={`icon-chevron-down size-4 transition-transform sm:hidden ${open ? 'rotate-180' : ''}`} />
        </button>
      </h2>
      <div id={contentId} className={open ? 'pb-4 sm:pb-0' : 'hidden sm:block'}>
        {children}
      </div>
    </section>
  );
}
