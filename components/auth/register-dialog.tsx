'use client';
// The Register dialog: full name, country, phone with the country
// code before it and digits only, email, password with show/hide; terms and privacy links close
// the dialog first; with register_otp_verify a code is sent and the OTP dialog opens.
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast, toastFailure } from '@/lib/toast';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useUiStore } from '@/stores/ui';
import { useViewerStore } from '@/stores/viewer';
import type { AuthSettings } from './auth-settings';
import { Field } from './field';
import { useCountries } from './use-countries';
import { dialCodeLabel } from '@/lib/dial-code';
import { primaryButton } from '@/components/ui/button';

const FIELDS = ['name', 'country', 'phone', 'email', 'password'] as const;
type FieldName = (typeof FIELDS)[number];
const EMPTY: Record<FieldName, string> = { name: '', country: '', phone: '', email: '', password: '' };
export const REF_STORAGE_KEY = 'ref';

export function RegisterDialog({ settings }: { settings: AuthSettings }) {
  const t = useTranslations('Auth');
  const tc = useTranslations('Chrome');
  const router = useRouter();
  const overlay = useUiStore((state) => state.overlay);
  const open = useUiStore((state) => state.open);
  const openOtp = useUiStore((state) => state.openOtp);
  const close = useUiStore((state) => state.close);
  const id = useId();
  const countries = useCountries(overlay === 'register', t('failed'));
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  // Until the shopper picks one, the first country of the list is chosen.
  const country = values.country || countries[0]?.name || '';
  const phoneCode = countries.find((item) => item.name === country)?.phone_code ?? '';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phoneError =
      settings.phoneRequired && values.phone === ''
        ? t('phoneRequired')
        : values.phone !== '' && (values.phone.length < settings.phoneMin || values.phone.length > settings.phoneMax)
          ? t('phoneLength', { min: settings.phoneMin, max: settings.phoneMax })
          : undefined;
    if (phoneError) {
      setErrors({ phone: phoneError });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const refId = localStorage.getItem(REF_STORAGE_KEY);
      const api = await browserApi();
      await api.registerSession({ ...values, country, phone_code: phoneCode, ref_id: refId });
      await useViewerStore.getState().load();
      close();
      toast.success(t('registerSuccess'), { description: t('registerSuccessText'), duration: 3000 });
      const target = settings.otpChannel === 'phone' ? values.phone : values.email;
      setValues(EMPTY);
      if (settings.otpOnRegister) {
        await api
          .sendOtp({ phone: target, phone_code: phoneCode })
          .then(() => openOtp(target, 'register'))
          .catch((error: unknown) => toastFailure(error, t('failed')));
      }
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(FIELDS.map((field) => [field, error.fieldError(field)]).filter(([, message]) => message)));
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  const change = (name: FieldName) => (event: { target: { value: string } }) => {
    // The phone keeps digits only.
    const value = name === 'phone' ? event.target.value.replace(/\D/g, '') : event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  return (
    <ModalSheet open={overlay === 'register'} onClose={close} title={t('createAccount')} closeLabel={tc('close')} placement="center">
      <form onSubmit={submit} noValidate className="flex max-h-[80dvh] flex-col gap-3 overflow-y-auto p-5">
        <Field id={`${id}-name`} label={t('fullName')} name="name" autoComplete="name" value={values.name} onChange={change('name')} error={errors.name} />
        <div>
          <label htmlFor={`${id}-country`} className="mb-1 block text-sm font-medium">
            {t('country')}
          </label>
          <select id={`${id}-country`} name="country" value={country} onChange={change('country')} className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm">
            {countries.map((country) => (
              <option key={`${country.name}-${country.phone_code}`} value={country.name}>
                {country.name} ({dialCodeLabel(country.phone_code)})
              </option>
            ))}
          </select>
        </div>
        <Field id={`${id}-phone`} label={t('phone')} name="phone" type="tel" inputMode="numeric" autoComplete="tel-national" prefix={<span dir="ltr">{dialCodeLabel(phoneCode)}</span>} value={values.phone} onChange={change('phone')} error={errors.phone} />
        <Field id={`${id}-email`} label={t('email')} name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} error={errors.email} />
        <Field id={`${id}-password`} label={t('password')} name="password" autoComplete="new-password" revealable value={values.password} onChange={change('password')} error={errors.password} />
        <p className="text-xs text-slate-600">
          {t.rich('agree', {
            terms: (chunks) => (
              <Link href="/terms-and-conditions" onClick={close} className="text-primary-700 underline">
                {chunks}
              </Link>
            ),
            privacy: (chunks) => (
              <Link href="/privacy-policy" onClick={close} className="text-primary-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </p>
        <button type="submit" disabled={busy} className={primaryButton('px-4 py-2.5')}>
          {busy ? t('signingUp') : t('signUp')}
        </button>
        <p className="text-center text-sm">
          {t('haveAccount')}{' '}
          <button type="button" onClick={() => open('login')} className="font-medium text-primary-700 hover:underline">
            {t('login')}
          </button>
        </p>
      </form>
    </ModalSheet>
  );
}
