'use client';
// Forgot password: country and email or phone, with the exact
// required messages; a code is sent and the OTP dialog opens.
import { useId, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { toast, toastFailure } from '@/lib/toast';
import { ModalSheet } from '@/components/ui/modal-sheet';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import { useUiStore } from '@/stores/ui';
import { Field, SelectField } from './field';
import { useCountries } from './use-countries';
import { dialCodeLabel } from '@/lib/dial-code';
import { primaryButton } from '@/components/ui/button';

export function ForgotDialog() {
  const t = useTranslations('Auth');
  const tc = useTranslations('Chrome');
  const overlay = useUiStore((state) => state.overlay);
  const open = useUiStore((state) => state.open);
  const openOtp = useUiStore((state) => state.openOtp);
  const close = useUiStore((state) => state.close);
  const id = useId();
  const countries = useCountries(overlay === 'forgot', t('failed'));
  const [country, setCountry] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<{ country?: string; phone?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = { country: country ? undefined : t('countryRequired'), phone: phone.trim() ? undefined : t('phoneOrEmailRequired') };
    setErrors(found);
    if (found.country || found.phone) return;
    setBusy(true);
    try {
      const phoneCode = countries.find((item) => item.name === country)?.phone_code ?? null;
      const answer = await (await browserApi()).sendOtp({ phone: phone.trim(), phone_code: phoneCode, country, forgot_password: 1 });
      toast.success(answer.message, { duration: 3000 });
      openOtp(phone.trim(), 'forgot');
    } catch (error) {
      if (error instanceof ApiError) setErrors({ phone: error.fieldError('phone') });
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <ModalSheet open={overlay === 'forgot'} onClose={close} title={t('forgotTitle')} closeLabel={tc('close')} placement="center">
      <form onSubmit={submit} noValidate className="flex flex-col gap-3 p-5">
        <SelectField id={`${id}-country`} label={t('country')} value={country} onChange={(event) => setCountry(event.target.value)} error={errors.country}>
          <option value="">{t('chooseCountry')}</option>
          {countries.map((item) => (
            <option key={`${item.name}-${item.phone_code}`} value={item.name}>
              {item.name} ({dialCodeLabel(item.phone_code)})
            </option>
          ))}
        </SelectField>
        <Field id={`${id}-phone`} label={t('emailOrPhone')} autoComplete="username" value={phone} onChange={(event) => setPhone(event.target.value)} error={errors.phone} />
        <button type="submit" disabled={busy} className={primaryButton('px-4 py-2.5')}>
          {t('sendCode')}
        </button>
        <button type="button" onClick={() => open('login')} className="text-sm font-medium text-primary-700 hover:underline">
          {t('backToLogin')}
        </button>
      </form>
    </ModalSheet>
  );
}
