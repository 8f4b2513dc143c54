'use client';
// A part of a cached page whose code loads later, in its placeholder's place: when the placeholder
// comes near the screen, when a signed-in shopper's page is idle, or at the first tap on one of
// its controls, which the part then carries out. The page renders the placeholder (the same for
// every visitor, and all the first load carries); the part replaces it once its code is here. A
// shopper gone offline keeps the placeholder until the connection is back (loadWhenOnline); any
// other failure leaves the placeholder too, and the next tap tries again.
import { useEffect, useRef, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { loadWhenOnline } from '@/lib/load-when-online';
import { whenIdle } from '@/lib/when-idle';

export interface LaterProps<T> extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onClick'> {
  /** The placeholder's element. */
  as?: 'div' | 'button';
  /** The part's code, as `import()` gives it. */
  load: () => Promise<T>;
  /**
   * What loads it besides a tap: its place coming within 200 px of the screen, or the page being
   * idle for a shopper the boot script found signed in (lib/boot-script.ts).
   */
  when?: 'visible' | 'signed-in-idle';
  /** The controls of the placeholder (a CSS selector) whose tap loads the part. */
  tap?: string;
  /** The part in the placeholder's place; `tapped` is the tapped control's value ('' for none), when a tap loaded it. */
  show: (part: T, tapped: string | undefined) => ReactNode;
  /** Says the placeholder is busy (`aria-busy`) while a tap waits for the code. */
  busy?: boolean;
  /** Told when the code could not be had after a tap. */
  failed?: (error: unknown) => void;
  children: ReactNode;
}

export function Later<T>({ as: Tag = 'div', load, when, tap, show, busy, failed, children, ...rest }: LaterProps<T>) {
  const place = useRef<HTMLDivElement & HTMLButtonElement>(null);
  const [part, setPart] = useState<{ value: T } | null>(null);
  const [tapped, setTapped] = useState<string>();
  const loading = useRef(false);

  const fetchPart = (byTap: boolean) => {
    if (loading.current) return;
    loading.current = true;
    loadWhenOnline(load).then(
      (value) => setPart({ value }),
      (error: unknown) => {
        loading.current = false;
        setTapped(undefined);
        if (byTap) failed?.(error);
      },
    );
  };

  useEffect(() => {
    if (when === 'visible') {
      const observer = new IntersectionObserver(
        ([entry]) => {
          if (!entry.isIntersecting) return;
          observer.disconnect();
          fetchPart(false);
        },
        { rootMargin: '200px' },
      );
      observer.observe(place.current!);
      return () => observer.disconnect();
    }
    if (when === 'signed-in-idle' && document.documentElement.dataset.viewer === 'user') return whenIdle(() => fetchPart(false));
    // Once, when the placeholder is first on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (part) return show(part.value, tapped);
  const onTap = (event: MouseEvent<HTMLElement>) => {
    const control = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(tap!) : null;
    if (!control || !event.currentTarget.contains(control)) return;
    setTapped(control.value ?? '');
    fetchPart(true);
  };
  return (
    <Tag ref={place} type={Tag === 'button' ? 'button' : undefined} {...rest} onClick={tap ? onTap : undefined} aria-busy={busy && tapped !== undefined ? true : undefined}>
      {children}
    </Tag>
  );
}
