'use client';
// A modal panel on the native <dialog>: the browser keeps focus inside, closes it on Escape and
// makes the page behind inert, with no dialog library in the first load.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { X } from 'lucide-react';

export interface ModalSheetProps {
  open: boolean;
  onClose(): void;
  title: string;
  closeLabel: string;
  /**
   * Where the panel sits: a side drawer at the start or end edge, a bar across the top, centred,
   * or a sheet at the bottom of a phone that is centred on wider screens.
   */
  placement: 'start' | 'end' | 'top' | 'center' | 'sheet';
  /** Shown before the title (e.g. a logo) and under it (e.g. a status line). */
  leading?: ReactNode;
  subtitle?: ReactNode;
  /** Controls of the header, before the close button. */
  actions?: ReactNode;
  children: ReactNode;
}

export function ModalSheet({ open, onClose, title, closeLabel, placement, leading, subtitle, actions, children }: ModalSheetProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const position = {
    start: 'm-0 end-auto h-dvh max-h-none w-[min(20rem,85vw)]',
    end: 'm-0 start-auto h-dvh max-h-none w-[min(28rem,92vw)]',
    top: 'm-0 bottom-auto w-full max-w-none',
    // The reset stylesheet zeroes margins; m-auto gives back the native modal's centring.
    center: 'm-auto w-[min(26rem,calc(100vw-2rem))] rounded-lg',
    sheet: 'mx-0 mt-auto mb-0 max-h-[85dvh] w-full max-w-none rounded-t-lg sm:m-auto sm:w-[26rem] sm:rounded-lg',
  }[placement];
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === ref.current) onClose();
      }}
      className={`${position} bg-white p-0 text-slate-900 shadow-xl backdrop:bg-black/40`}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 p-4">
          {leading || subtitle ? (
            <div className="flex min-w-0 items-center gap-3">
              {leading}
              <div className="min-w-0">
                <h2 id={titleId} className="truncate text-base font-semibold">
                  {title}
                </h2>
                {subtitle}
              </div>
            </div>
          ) : (
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
          )}
          <div className="flex shrink-0 items-center gap-2">
            {actions}
            <button type="button" onClick={onClose} aria-label={closeLabel} className="-m-2 rounded p-3 hover:bg-slate-100">
              <X aria-hidden className="size-5" />
            </button>
          </div>
        </div>
        {open ? children : null}
      </div>
    </dialog>
  );
}
