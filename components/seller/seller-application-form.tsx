'use client';
// The "Become a Seller" form: a seller application (POST /seller/registration). Field errors from
// the server show under their fields and nothing typed is lost; once sent, the form gives way to
// what happens next. The terms must be accepted, and the passwords must match, before it is sent.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { toast } from '@/lib/toast';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { primaryButton } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'password', 'password_confirmation', 'shop_name', 'description'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;
const EMPTY: Values = { first_name: '', last_name: '', email: '', phone: '', password: '', password_confirmation: '', shop_name: '', description: '' };

const INPUTS: Record<Field, { type: string; autoComplete: string; maxLength: number; required: boolean }> = {
  first_name: { type: 'text', autoComplete: 'given-name', maxLength: 255, required: true },
  last_name: { type: 'text', autoComplete: 'family-name', maxLength: 255, required: false },
  email: { type: 'email', autoComplete: 'email', maxLength: 255, required: true },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 32, required: true },
  password: { type: 'password', autoComplete: 'new-password', maxLength: 128, required: true },
  password_confirmation: { type: 'password', autoComplete: 'new-password', maxLength: 128, required: true },
  shop_name: { type: 'text', autoComplete: 'organization', maxLength: 100, required: true },
  description: { type: 'text', autoComplete: 'off', maxLength: 200, required: false },
};

export function SellerApplicationForm() {
  const t = useTranslations('SellerApplication');
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [accepted, setAccepted] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field | 'terms', string>>>({});
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<{ email: string; shop: string } | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local: Partial<Record<Field | 'terms', string>> = {};
    if (values.password !== values.password_confirmation) local.password_confirmation = t('mismatch');
    if (!accepted) local.terms = t('termsRequired');
    setErrors(local);
    if (Object.keys(local).length > 0) {
      document.getElementById(`${id}-${Object.keys(local)[0]}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const { last_name, description, ...required } = values;
      await (await browserApi()).sellerRegistration({ ...required, ...(last_name.trim() ? { last_name } : {}), ...(description.trim() ? { description } : {}) });
      setDone({ email: values.email.trim(), shop: values.shop_name.trim() });
    } catch (error) {
      if (error instanceof ApiError) {
        const fieldErrors = Object.fromEntries(FIELDS.map((field) => [field, error.fieldError(field)]).filter(([, message]) => message));
        setErrors(fieldErrors);
        const first = FIELDS.find((field) => fieldErrors[field]);
        if (first) document.getElementById(`${id}-${first}`)?.focus();
        else toast.error(error.message);
      } else {
        toast.error(t('failed'));
      }
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <div role="status" className="rounded-lg border border-emerald-300 bg-emerald-50 p-6">
        <h2 className="mb-2 text-xl font-semibold text-emerald-900">{t('doneTitle')}</h2>
        <p className="mb-4 text-emerald-900">{t('done', { email: done.email, shop: done.shop })}</p>
        <Link href="/" className="font-medium text-primary-700 underline underline-offset-2">
          {t('backHome')}
        </Link>
      </div>
    );
  }

  const field = (name: Field, label: string = t(name === 'description' ? 'shop_description' : name), hint?: string) => {
    const error = errors[name];
    const input = INPUTS[name];
    const described = [error ? `${id}-${name}-error` : null, hint ? `${id}-${name}-hint` : null].filter(Boolean).join(' ') || undefined;
    return (
      <div className={name === 'description' ? 'sm:col-span-2' : undefined}>
        <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
          {label}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          type={input.type}
          autoComplete={input.autoComplete}
          maxLength={input.maxLength}
          required={input.required}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          dir={input.type === 'email' || input.type === 'tel' ? 'ltr' : undefined}
          className={`w-full rounded-md border px-3 py-2 text-sm ${error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
        />
        {hint && !error ? (
          <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
        <FieldError id={`${id}-${name}-error`}>{error}</FieldError>
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={sending} className="grid gap-6">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('you')}</legend>
        {field('first_name')}
        {field('last_name')}
        {field('email')}
        {field('phone')}
        {field('password', t('password'), t('passwordHint'))}
        {field('password_confirmation')}
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('yourShop')}</legend>
        {field('shop_name')}
        {field('description')}
      </fieldset>
      <div>
        <label className="flex items-start gap-2 text-sm">
          <input
            id={`${id}-terms`}
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            aria-invalid={errors.terms ? true : undefined}
            aria-describedby={errors.terms ? `${id}-terms-error` : undefined}
            className="mt-0.5 size-4"
          />
          <span>
            {t.rich('terms', {
              link: (chunks: ReactNode) => (
                <Link href="/terms-and-conditions" className="text-primary-700 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </span>
        </label>
        <FieldError id={`${id}-terms-error`}>{errors.terms}</FieldError>
      </div>
      <div>
        <button type="submit" disabled={sending} className={primaryButton('px-6 py-2.5')}>
          {sending ? t('sending') : t('submit')}
        </button>
      </div>
    </form>
  );
}
