'use client';
// The contact form: posts to /support, shows the server's field errors under each field with a
// red border, keeps what was typed when sending fails, and clears it once the message is sent.
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast } from '@/lib/toast';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { primaryButton } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';

const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { name: '', email: '', phone: '', subject: '', message: '' };

export function ContactForm() {
  const t = useTranslations('Contact');
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [sending, setSending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    setErrors({});
    try {
      const answer = await (await browserApi()).support(values);
      toast.success(answer.message || t('sent'));
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = Object.fromEntries(FIELDS.map((field) => [field, error.fieldError(field)]).filter(([, message]) => message));
        setErrors(fieldErrors);
        if (Object.keys(fieldErrors).length === 0) toast.error(error.message);
      } else {
        toast.error(t('failed'));
      }
    } finally {
      setSending(false);
    }
  }

  const field = (name: Field, type: string, autoComplete: string) => {
    const error = errors[name];
    const common = {
      id: `${id}-${name}`,
      name,
      value: values[name],
      onChange: (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value })),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-${name}-error` : undefined,
      className: `w-full rounded-md border px-3 py-2 text-sm ${error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`,
    };
    return (
      <div className={name === 'message' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={common.id} className="mb-1 block text-sm font-medium">
          {t(name)}
        </label>
        {name === 'message' ? <textarea {...common} rows={5} maxLength={5000} /> : <input {...common} type={type} autoComplete={autoComplete} maxLength={255} />}
        <FieldError id={`${id}-${name}-error`}>{error}</FieldError>
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" aria-busy={sending}>
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      {field('phone', 'tel', 'tel')}
      {field('subject', 'text', 'off')}
      {field('message', 'text', 'off')}
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className={primaryButton('px-6 py-2.5')}>
          {sending ? t('sending') : t('send')}
        </button>
      </div>
    </form>
  );
}
