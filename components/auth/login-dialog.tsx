'use client';
// The Login dialog: Welcome!, 'Please Login to continue', email or phone,
// password with show/hide, Forgot Password and Sign Up, demo credentials pre-filled when the
// shop runs in the local environment. Server field errors show under the field. Social
// sign-in buttons for the providers that are active and configured.
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast, toastFailure } from '@/lib/toast';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { demoCustomer } from '@/lib/demo-credentials';
import { useRouter } from '@/lib/i18n/navigation';
import type { SocialProviderId } from '@/lib/auth/social-providers';
import { useUiStore } from '@/stores/ui';
import { useViewerStore } from '@/stores/viewer';
import { Field } from './field';
import { SocialButtons } from './social-buttons';
import { primaryButton } from '@/components/ui/button';

type FieldName = 'phone' | 'password';

export function LoginDialog({ demo, social = [] }: { demo: boolean; social?: SocialProviderId[] }) {
  const t = useTranslations('Auth');
  const tc = useTranslations('Chrome');
  const router = useRouter();
  const overlay = useUiStore((state) => state.overlay);
  const open = useUiStore((state) => state.open);
  const close = useUiStore((state) => state.close);
  const id = useId();
  const [values, setValues] = useState({ phone: demo ? demoCustomer.email : '', password: demo ? demoCustomer.password : '' });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await (await browserApi()).openSession(values);
      await useViewerStore.getState().load();
      close();
      toast.success(t('loginSuccess'), { description: t('loginSuccessText'), duration: 3000 });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors({ phone: error.fieldError('phone'), password: error.fieldError('password') });
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  const change = (name: FieldName) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: event.target.value }));

  return (
    <ModalSheet open={overlay === 'login'} onClose={close} title={t('welcome')} closeLabel={tc('close')} placement="center">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
        <p className="text-sm text-slate-600">{t('pleaseLogin')}</p>
        <Field id={`${id}-phone`} label={t('emailOrPhone')} name="phone" autoComplete="username" value={values.phone} onChange={change('phone')} error={errors.phone} />
        <Field id={`${id}-password`} label={t('password')} name="password" autoComplete="current-password" revealable value={values.password} onChange={change('password')} error={errors.password} />
        <div className="flex justify-between text-sm">
          <button type="button" className="text-primary-700 hover:underline" onClick={() => open('forgot')}>
            {t('forgotPassword')}
          </button>
          <button type="button" className="text-primary-700 hover:underline" onClick={() => open('register')}>
            {t('signUp')}
          </button>
        </div>
        <button type="submit" disabled={busy} className={primaryButton('px-4 py-2.5')}>
          {busy ? t('signingIn') : t('login')}
        </button>
        <SocialButtons providers={social} />
      </form>
    </ModalSheet>
  );
}
