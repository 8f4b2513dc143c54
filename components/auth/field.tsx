'use client';
import { useState, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useTranslations } from 'next-intl';
import { Eye, EyeOff } from 'lucide-react';
import { FieldError } from '@/components/ui/field-error';

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'prefix'> {
  id: string;
  label: string;
  error?: string;
  /** Shown before the input inside its border (the phone's country code). */
  prefix?: ReactNode;
  /** A password field gets a show/hide button. */
  revealable?: boolean;
}

/** A labelled input; a server error shows under it with a red border. */
export function Field({ id, label, error, prefix, revealable, type, className, ...input }: FieldProps) {
  const t = useTranslations('Auth');
  const [shown, setShown] = useState(false);
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className={`flex items-stretch overflow-hidden rounded-md border ${error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}>
        {prefix ? <span className="flex items-center bg-slate-100 px-2 text-sm text-slate-700">{prefix}</span> : null}
        <input
          id={id}
          type={revealable ? (shown ? 'text' : 'password') : type}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="min-w-0 flex-1 px-3 py-2 text-sm outline-none"
          {...input}
        />
        {revealable ? (
          <button type="button" onClick={() => setShown((value) => !value)} aria-label={shown ? t('hidePassword') : t('showPassword')} aria-pressed={shown} className="flex w-10 items-center justify-center text-slate-500">
            {shown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </button>
        ) : null}
      </div>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  error?: string;
}

/** A labelled native select; a server error shows under it with a red border. */
export function SelectField({ id, label, error, className, children, ...select }: SelectFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`w-full rounded-md border bg-white px-3 py-2 text-sm ${error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
        {...select}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
