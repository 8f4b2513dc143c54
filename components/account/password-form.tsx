'use client';
// Change Password: current, new and confirmation. The confirmation is checked here first with
// the reset dialog's message; the server's field errors show under the
// fields. On success the fields are cleared; the backend has signed out the other devices.
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast, toastFailure } from '@/lib/toast';
import { Field } from '@/components/auth/field';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { primaryButton } from '@/components/ui/button';

const EMPTY = { current_password: '', password: '', password_confirmation: '' };
type FieldName = keyof typeof EMPTY;

export function PasswordForm() {
  const t = useTranslations('Profile');
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (values.password !== values.password_confirmation) {
      setErrors({ password_confirmation: t('confirmMismatch') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      await (await browserApi()).changePassword(values);
      toast.success(t('passwordChanged'), { duration: 3000 });
      setValues(EMPTY);
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({
          current_password: error.fieldError('current_password'),
          password: error.fieldError('password'),
          password_confirmation: error.fieldError('password_confirmation'),
        });
      }
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  const change = (name: FieldName) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <form onSubmit={submit} noValidate className="flex max-w-md flex-col gap-4 rounded-md border border-slate-200 bg-white p-5">
      <Field id={`${id}-current`} label={t('currentPassword')} name="current_password" autoComplete="current-password" revealable value={values.current_password} onChange={change('current_password')} error={errors.current_password} />
      <Field id={`${id}-new`} label={t('newPassword')} name="password" autoComplete="new-password" revealable value={values.password} onChange={change('password')} error={errors.password} />
      <Field id={`${id}-confirm`} label={t('confirmPassword')} name="password_confirmation" autoComplete="new-password" revealable value={values.password_confirmation} onChange={change('password_confirmation')} error={errors.password_confirmation} />
      <div>
        <button type="submit" disabled={busy} className={primaryButton('px-5 py-2.5')}>
          {busy ? t('changing') : t('changePassword')}
        </button>
      </div>
    </form>
  );
}
