'use client';
// My Profile: name, email, phone with the country's code (as in the register dialog), gender,
// date of birth, country and a photo with a preview. Sent as multipart to /update-profile; then
// the session's copy of the profile is refreshed so the header and the sidebar show the change.
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { UserRound } from 'lucide-react';
import { toast, toastFailure } from '@/lib/toast';
import type { AuthSettings } from '@/components/auth/auth-settings';
import { Field } from '@/components/auth/field';
import { browserApi } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/core';
import type { User } from '@/lib/api/schemas/account';
import type { Country } from '@/lib/api/schemas/settings';
import { useRouter } from '@/lib/i18n/navigation';
import { useViewerStore } from '@/stores/viewer';
import { dialCodeLabel, sameDialCode } from '@/lib/dial-code';
import { primaryButton } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';

const FIELDS = ['name', 'email', 'phone', 'country', 'gender', 'date_of_birth', 'profile_photo'] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<Exclude<FieldName, 'profile_photo'>, string>;

/** What the backend accepts (server/services/uploads.ts); checked here to answer at once. */
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

function initialCountry(user: User, countries: Country[]): string {
  const byName = countries.find((country) => country.name === user.country);
  const byCode = countries.find((country) => sameDialCode(country.phone_code, user.phone_code));
  return (byName ?? byCode ?? countries[0])?.name ?? user.country ?? '';
}

export interface ProfileFormProps {
  user: User;
  countries: Country[];
  phone: Pick<AuthSettings, 'phoneRequired' | 'phoneMin' | 'phoneMax'>;
  /** Today as YYYY-MM-DD, from the server, so both renders agree on the date picker's limit. */
  today: string;
}

export function ProfileForm({ user, countries, phone, today }: ProfileFormProps) {
  const t = useTranslations('Profile');
  const router = useRouter();
  const id = useId();
  const [values, setValues] = useState<Values>({
    name: user.name,
    email: user.email ?? '',
    phone: (user.phone ?? '').replace(/\D/g, ''),
    country: initialCountry(user, countries),
    gender: user.gender ?? '',
    date_of_birth: user.date_of_birth ?? '',
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [photoInput, setPhotoInput] = useState(0);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);

  const phoneCode = countries.find((country) => country.name === values.country)?.phone_code ?? user.phone_code ?? '';

  // The preview is a blob URL: released when replaced or when the page goes.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const change = (name: keyof Values) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    // The phone keeps digits only.
    const value = name === 'phone' ? event.target.value.replace(/\D/g, '') : event.target.value;
    setValues((current) => ({ ...current, [name]: value }));
  };

  function choosePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0] ?? null;
    const problem = !file ? undefined : !PHOTO_TYPES.includes(file.type) ? t('photoType') : file.size > MAX_PHOTO_BYTES ? t('photoTooLarge') : undefined;
    setErrors((current) => ({ ...current, profile_photo: problem }));
    if (!file || problem) {
      setPhoto(null);
      setPreview(null);
      return;
    }
    setPhoto(file);
    setPreview(URL.createObjectURL(file));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const phoneError =
      phone.phoneRequired && values.phone === ''
        ? t('phoneRequired')
        : values.phone !== '' && (values.phone.length < phone.phoneMin || values.phone.length > phone.phoneMax)
          ? t('phoneLength', { min: phone.phoneMin, max: phone.phoneMax })
          : undefined;
    if (phoneError) {
      setErrors({ phone: phoneError });
      return;
    }
    setBusy(true);
    setErrors({});
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    form.set('phone_code', phoneCode);
    if (photo) form.set('profile_photo', photo);
    try {
      const api = await browserApi();
      await api.updateProfile(form);
      // The header and the sidebar read the session's copy: refresh it, then the page.
      await api.refreshSessionProfile().catch(() => undefined);
      await useViewerStore.getState().load();
      toast.success(t('saved'), { duration: 3000 });
      // The preview stays: it is the photo now saved, and it avoids a flash of the old one.
      setPhoto(null);
      setPhotoInput((key) => key + 1);
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) setErrors(Object.fromEntries(FIELDS.map((field) => [field, error.fieldError(field)]).filter(([, message]) => message)));
      toastFailure(error, t('failed'));
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? user.profile_photo;
  const selectClass = (error?: string) => `w-full rounded-md border px-3 py-2 text-sm ${error ? 'border-red-600 ring-1 ring-red-600' : 'border-slate-300'}`;
  const errorLine = (name: FieldName) => <FieldError id={`${id}-${name}-error`}>{errors[name]}</FieldError>;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5 rounded-md border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-center gap-4">
        {shown ? (
          // Plain img: a blob preview and uploaded files are not for the image optimiser.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={shown} alt={preview ? t('photoPreview') : t('photoAlt')} width={80} height={80} className="size-20 rounded-full border border-slate-200 object-cover" />
        ) : (
          <UserRound aria-hidden className="size-20 rounded-full bg-slate-100 p-4 text-slate-500" />
        )}
        <div>
          <label htmlFor={`${id}-photo`} className="mb-1 block text-sm font-medium">
            {t('photo')}
          </label>
          <input
            key={photoInput}
            id={`${id}-photo`}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            onChange={choosePhoto}
            aria-invalid={errors.profile_photo ? true : undefined}
            aria-describedby={`${id}-photo-hint${errors.profile_photo ? ` ${id}-profile_photo-error` : ''}`}
            className="block text-sm file:me-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5 file:text-sm file:font-medium hover:file:bg-slate-50"
          />
          <p id={`${id}-photo-hint`} className="mt-1 text-xs text-slate-600">
            {t('photoHint')}
          </p>
          {errorLine('profile_photo')}
        </div>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-name`} label={t('name')} name="name" autoComplete="name" value={values.name} onChange={change('name')} error={errors.name} />
        <Field id={`${id}-email`} label={t('email')} name="email" type="email" autoComplete="email" value={values.email} onChange={change('email')} error={errors.email} />
        <div>
          <label htmlFor={`${id}-country`} className="mb-1 block text-sm font-medium">
            {t('country')}
          </label>
          <select id={`${id}-country`} name="country" value={values.country} onChange={change('country')} aria-invalid={errors.country ? true : undefined} aria-describedby={errors.country ? `${id}-country-error` : undefined} className={selectClass(errors.country)}>
            {values.country && !countries.some((country) => country.name === values.country) ? <option value={values.country}>{values.country}</option> : null}
            {countries.map((country) => (
              <option key={`${country.name}-${country.phone_code}`} value={country.name}>
                {country.name} ({dialCodeLabel(country.phone_code)})
              </option>
            ))}
          </select>
          {errorLine('country')}
        </div>
        <Field
          id={`${id}-phone`}
          label={t('phone')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          prefix={<span dir="ltr">{dialCodeLabel(phoneCode)}</span>}
          value={values.phone}
          onChange={change('phone')}
          error={errors.phone}
        />
        <div>
          <label htmlFor={`${id}-gender`} className="mb-1 block text-sm font-medium">
            {t('gender')}
          </label>
          <select id={`${id}-gender`} name="gender" value={values.gender} onChange={change('gender')} aria-invalid={errors.gender ? true : undefined} aria-describedby={errors.gender ? `${id}-gender-error` : undefined} className={selectClass(errors.gender)}>
            <option value="">{t('genderUnset')}</option>
            <option value="male">{t('male')}</option>
            <option value="female">{t('female')}</option>
            <option value="other">{t('other')}</option>
          </select>
          {errorLine('gender')}
        </div>
        <Field id={`${id}-dob`} label={t('dateOfBirth')} name="date_of_birth" type="date" max={today} autoComplete="bday" value={values.date_of_birth} onChange={change('date_of_birth')} error={errors.date_of_birth} />
      </div>
      <div>
        <button type="submit" disabled={busy} className={primaryButton('px-5 py-2.5')}>
          {busy ? t('saving') : t('save')}
        </button>
      </div>
    </form>
  );
}
