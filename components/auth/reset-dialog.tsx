'use client';
// Reset Password: the new password twice; they must match ('Confirm
// Password does not match.'); on success the login dialog opens.
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast, toastFailure } from '@/lib/toast';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { useUiStore } from '@/stores/ui';
import { Field } from './field';
import { primaryButton } from '@/components/ui/button';

export function ResetDialog() {
  const t = useTranslations('Auth');
  const tc = useTranslations('Chrome');
  const overlay = useUiStore((state) => state.overlay);
  const token = useUiStore((state) => state.resetToken);
  const open = useUiStore((state) => state.open);
  const close = useUiStore((state) => state.close);
  const id = useId();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (password !== confirmation) {
      setErrors({ confirmation: t('confirmMismatch') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const answer = await (await browserApi()).resetPassword({ token, password, password_confirmation: confirmation });
      toast.success(answer.message, { duration: 3000 });
      open('login');
    } catch (error) {
      if (error instanceof ApiError) setErrors({ password: error.fieldError('password') });
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalSheet open={overlay === 'reset'} onClose={close} title={t('resetTitle')} closeLabel={tc('close')} placement="center">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5">
        <Field id={`${id}-password`} label={t('newPassword')} autoComplete="new-password" revealable value={password} onChange={(event) => setPassword(event.target.value)} error={errors.password} />
        <Field id={`${id}-confirmation`} label={t('confirmPassword')} autoComplete="new-password" revealable value={confirmation} onChange={(event) => setConfirmation(event.target.value)} error={errors.confirmation} />
        <button type="submit" disabled={busy} className={primaryButton('px-4 py-2.5')}>
          {t('resetPassword')}
        </button>
      </form>
    </ModalSheet>
  );
}
