'use client';
// The address form: name, phone, type (home, office, other), area, flat no, address lines, post
// code, country (named in the page's language) and region, default flag and optional coordinates. It only saves and reports back (onSaved), so the
// address pages and a checkout modal can both use it. Saving is a mutation of the cached address
// list (lib/account/addresses.ts), so a list on screen follows. What was typed stays on an error
// (the values are this form's own state); the server's field errors show under the fields.
import { useId, useMemo, useState, useSyncExternalStore, type ChangeEvent, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { COUNTRY_CODES } from '@/lib/countries';
import { offeredOnPage } from '@/lib/features';
import { toastFailure } from '@/lib/toast';
import { Field, SelectField } from '@/components/auth/field';
import { QueryIsland } from '@/components/providers/query-island';
import { useSaveAddress } from '@/lib/account/addresses';
import { ApiError } from '@/lib/api/core';
import type { Address, AddressType } from '@/lib/api/schemas/profile';
import { primaryButton } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';

/** Whether the backend keeps a country and region with an address (not known on the server, so asked after hydration). */
const noChange = () => () => undefined;
const useCountryField = () => useSyncExternalStore(noChange, () => offeredOnPage('address_country'), () => false);

// Only types come from the schema module: the browser bundle stays free of zod.
const ADDRESS_TYPES: readonly AddressType[] = ['home', 'office', 'other'];

const TEXT_FIELDS = ['name', 'phone', 'area', 'flat_no', 'address_line', 'address_line2', 'post_code', 'region', 'latitude', 'longitude'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type FieldName = TextField | 'address_type' | 'country' | 'is_default';
/** country: '' leaves it to the shop's default country. */
type Values = Record<TextField, string> & { address_type: AddressType; country: string; is_default: boolean };

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

function valuesOf(address: Partial<Address> | undefined): Values {
  const type = ADDRESS_TYPES.find((item) => item === address?.address_type?.toLowerCase()) ?? 'home';
  return {
    name: text(address?.name),
    phone: text(address?.phone),
    area: text(address?.area),
    flat_no: text(address?.flat_no),
    address_line: text(address?.address_line),
    address_line2: text(address?.address_line2),
    post_code: text(address?.post_code),
    country: text(address?.country).toUpperCase(),
    region: text(address?.region),
    latitude: text(address?.latitude),
    longitude: text(address?.longitude),
    address_type: type,
    is_default: address?.is_default ?? false,
  };
}

export interface AddressFormProps {
  /** The address being edited; without an id a new one is stored (name and phone may be pre-filled). */
  address?: Partial<Address>;
  onSaved(address: Address): void;
  onCancel?(): void;
  cancelLabel?: string;
}

export function AddressForm(props: AddressFormProps) {
  return (
    <QueryIsland>
      <AddressFields {...props} />
    </QueryIsland>
  );
}

function AddressFields({ address, onSaved, onCancel, cancelLabel }: AddressFormProps) {
  const t = useTranslations('Address');
  const id = useId();
  const editing = address?.id !== undefined;
  // The default cannot be switched off by itself: another address has to become the default.
  const defaultLocked = editing && address?.is_default === true;
  const [values, setValues] = useState<Values>(() => valuesOf(address));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const save = useSaveAddress(editing ? address?.id : undefined);
  const busy = save.isPending;

  const change = (name: TextField) => (event: ChangeEvent<HTMLInputElement>) => setValues((current) => ({ ...current, [name]: event.target.value }));
  const locale = useLocale();
  const withCountry = useCountryField();
  // Every country by its name in the page's language, in that language's order.
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => a.name.localeCompare(b.name, locale));
  }, [locale]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    const coordinate = (value: string) => (value.trim() === '' ? null : value.trim());
    const { country, region, ...rest } = values;
    const body = { ...rest, ...(withCountry ? { region, ...(country ? { country } : {}) } : {}), latitude: coordinate(values.latitude), longitude: coordinate(values.longitude) };
    try {
      onSaved(await save.mutateAsync(body));
    } catch (error) {
      if (error instanceof ApiError) {
        const fields: FieldName[] = [...TEXT_FIELDS, 'address_type', 'country', 'is_default'];
        setErrors(Object.fromEntries(fields.map((field) => [field, error.fieldError(field)]).filter(([, message]) => message)));
      }
      toastFailure(error, t('failed'));
    }
  }

  const optional = (label: string) => `${label} ${t('optional')}`;

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-name`} label={t('name')} name="name" autoComplete="name" value={values.name} onChange={change('name')} error={errors.name} />
        <Field id={`${id}-phone`} label={t('phone')} name="phone" type="tel" autoComplete="tel" dir="ltr" value={values.phone} onChange={change('phone')} error={errors.phone} />
      </div>
      <fieldset aria-describedby={errors.address_type ? `${id}-type-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('type')}</legend>
        <div className="flex flex-wrap gap-2">
          {ADDRESS_TYPES.map((type) => (
            <label
              key={type}
              className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:ring-2 has-focus-visible:ring-primary-600"
            >
              <input
                type="radio"
                name={`${id}-address_type`}
                value={type}
                checked={values.address_type === type}
                onChange={() => setValues((current) => ({ ...current, address_type: type }))}
                className="accent-primary-600"
              />
              {t(type)}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-type-error`}>{errors.address_type}</FieldError>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <Field id={`${id}-area`} label={optional(t('area'))} name="area" autoComplete="address-level2" value={values.area} onChange={change('area')} error={errors.area} />
        <Field id={`${id}-flat`} label={optional(t('flatNo'))} name="flat_no" value={values.flat_no} onChange={change('flat_no')} error={errors.flat_no} />
      </div>
      <Field id={`${id}-line1`} label={t('addressLine')} name="address_line" autoComplete="address-line1" value={values.address_line} onChange={change('address_line')} error={errors.address_line} />
      <Field id={`${id}-line2`} label={optional(t('addressLine2'))} name="address_line2" autoComplete="address-line2" value={values.address_line2} onChange={change('address_line2')} error={errors.address_line2} />
      {withCountry ? (
        <div className="grid gap-4 md:grid-cols-2">
          <SelectField
            id={`${id}-country`}
            label={t('country')}
            name="country"
            autoComplete="country"
            value={values.country}
            onChange={(event) => setValues((current) => ({ ...current, country: event.target.value }))}
            error={errors.country}
          >
            {values.country ? null : <option value="">{t('chooseCountry')}</option>}
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <Field id={`${id}-region`} label={optional(t('region'))} name="region" autoComplete="address-level1" value={values.region} onChange={change('region')} error={errors.region} />
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        <Field id={`${id}-post`} label={optional(t('postCode'))} name="post_code" autoComplete="postal-code" value={values.post_code} onChange={change('post_code')} error={errors.post_code} />
        <Field id={`${id}-lat`} label={optional(t('latitude'))} name="latitude" inputMode="decimal" dir="ltr" value={values.latitude} onChange={change('latitude')} error={errors.latitude} />
        <Field id={`${id}-lng`} label={optional(t('longitude'))} name="longitude" inputMode="decimal" dir="ltr" value={values.longitude} onChange={change('longitude')} error={errors.longitude} />
      </div>
      <div>
        <label className="inline-flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            name="is_default"
            checked={values.is_default}
            disabled={defaultLocked}
            aria-describedby={defaultLocked ? `${id}-default-note` : undefined}
            onChange={(event) => setValues((current) => ({ ...current, is_default: event.target.checked }))}
            className="size-4 accent-primary-600"
          />
          {t('makeDefault')}
        </label>
        {defaultLocked ? (
          <p id={`${id}-default-note`} className="mt-1 text-xs text-slate-600">
            {t('isDefault')}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButton('px-5 py-2.5')}>
          {busy ? t('saving') : t('save')}
        </button>
        {onCancel ? (
          <button type="button" onClick={onCancel} className="rounded-md border border-slate-300 px-5 py-2.5 font-medium hover:bg-slate-50">
            {cancelLabel ?? t('cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
