'use client';
import { useId } from 'react';

export interface NativeSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange(value: string): void;
}

/**
 * A labelled native select styled for the dark top bar: accessible and usable on every device
 * without shipping a menu library.
 */
export function NativeSelect({ label, value, options, onChange }: NativeSelectProps) {
  const id = useId();
  return (
    <span className="relative inline-flex items-center">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="cursor-pointer appearance-none rounded bg-transparent py-1 ps-2 pe-6 text-xs text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white [&>option]:text-slate-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <span aria-hidden className="icon-chevron-down pointer-events-none absolute end-1 size-3.5" />
    </span>
  );
}
