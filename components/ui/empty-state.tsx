// The box an empty list shows instead of its items ("No orders yet"), written once: a dashed
// frame with centred text. `emptyState(layout)` gives its classes (`layout`: padding, and how it
// stacks an icon or a button); <EmptyState> the common one, a title with a hint and an action.
import type { ReactNode } from 'react';

const EMPTY = 'rounded-md border border-dashed border-slate-300 text-center';

export const emptyState = (layout = 'p-10'): string => `${EMPTY} ${layout}`;

export function EmptyState({ title, hint, children, layout, role }: { title: ReactNode; hint?: ReactNode; children?: ReactNode; layout?: string; role?: 'status' }) {
  return (
    <div role={role} className={emptyState(layout)}>
      <p className="font-medium">{title}</p>
      {hint ? <p className="mt-1 text-sm text-slate-600">{hint}</p> : null}
      {children}
    </div>
  );
}
