'use client';
// The Login dialog (SPEC.md section 2): Welcome!, 'Please Login to continue', email or phone,
// password with show/hide, Forgot Password and Sign Up, demo credentials pre-filled when the
// shop runs in the local environment. Server field errors show under the field.
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Eye, EyeOff } from 'lucide-react';
import { toast } from 'sonner';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserRequest } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { demoCustomer } from '@/lib/demo-credentials';
import { useRouter } from '@/lib/i18n/navigation';
import { useUiStore } from '@/stores/ui';

type Field = 'phone' | 'password';

export function LoginDialog({ demo }: { demo: boolean }) {
  const t = useTranslations('Auth');
  const tc = useTranslations('Chrome');
  const router = useRouter();
  const overlay = useUiStore((state) => state.overlay);
  const close = useUiStore((state) => state.close);
  const id = useId();
  const [values, setValues] = useState({ phone: demo ? demoCustomer.email : '', password: demo ? demoCustomer.password : '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [shown, setShown] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await browserRequest({ method: 'POST', path: '/session', body: values });
      close();
      toast.success(t('loginSuccess'), { description: t('loginSuccessText'), duration: 3000 });
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) {
        setErrors({ phone: error.fieldError('phone'), password: error.fieldError('password') });
        toast.error(error.message);
      } else {
        toast.error(t('failed'));
      }
    } finally {
      setBusy(false);
    }
  }

  const input = (name: Field, label: string, type: string, autoComplete: string) => (
    <div>
      <label htmlFor={`${id}-${name}`} className="mb-1 block text-sm font-medium">
        {label}
      </label>
      <div className="relative">
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          value={values[name]}
          autoComplete={autoComplete}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
          className={`w-full rounded-md border px-3 py-2 pe-10 text-sm ${errors[name] ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`}
        />
        {name === 'password' ? (
          <button type="button" onClick={() => setShown((value) => !value)} aria-label={shown ? t('hidePassword') : t('showPassword')} aria-pressed={shown} className="absolute inset-y-0 end-0 flex w-10 items-center justify-center text-slate-500">
            {shown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
          </button>
        ) : null}
      </div>
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <ModalSheet open={overlay === 'login'} onClose={close} title={t('welcome')} closeLabel={tc('close')} placement="center">
      <form onSubmit={submit} noValidate className="flex flex-col gap-4 p-5">
        <p className="text-sm text-slate-600">{t('pleaseLogin')}</p>
        {input('phone', t('emailOrPhone'), 'text', 'username')}
        {input('password', t('password'), shown ? 'text' : 'password', 'current-password')}
        <div className="flex justify-between text-sm">
          <button type="button" className="text-primary-700 hover:underline" onClick={() => toast.info(t('comingSoon'))}>
            {t('forgotPassword')}
          </button>
          <button type="button" className="text-primary-700 hover:underline" onClick={() => toast.info(t('comingSoon'))}>
            {t('signUp')}
          </button>
        </div>
        <button type="submit" disabled={busy} className="rounded-md bg-primary-600 px-4 py-2.5 font-semibold text-white hover:bg-primary-700 disabled:opacity-60">
          {busy ? t('signingIn') : t('login')}
        </button>
      </form>
    </ModalSheet>
  );
}
