// The shell of the account area's tables (orders, returns, tickets, referrals): a scrolling frame,
// a caption for screen readers, one header row of column names, and the rows the caller gives.
import type { ReactNode } from 'react';

export function DataTable({ caption, columns, children }: { caption?: string; columns: ReactNode[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200 bg-white">
      <table className="w-full text-sm">
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column, k) => (
              <th key={k} scope="col" className="px-3 py-2 text-start font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
      </table>
    </div>
  );
}
