'use client';
// Where the order goes: the shopper's addresses to choose from (the default one, else the first,
// is chosen at first), Edit beside each, and Add New Address. Both open the address form modal.
import { useTranslations } from 'next-intl';
import { MapPin, Plus } from 'lucide-react';
import { AddressBlock } from '@/components/orders/address-block';
import type { Address } from '@/lib/api/schemas/profile';
import { emptyState } from '@/components/ui/empty-state';

export interface ShippingAddressProps {
  addresses: Address[];
  value: number | null;
  onChange(id: number): void;
  onAdd(): void;
  onEdit(address: Address): void;
  error?: string;
}

export function ShippingAddress({ addresses, value, onChange, onAdd, onEdit, error }: ShippingAddressProps) {
  const t = useTranslations('Checkout');
  const ta = useTranslations('Address');
  return (
    <section aria-labelledby="checkout-address" className={`rounded-md border bg-white p-4 ${error ? 'border-red-600' : 'border-slate-200'}`}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id="checkout-address" className="text-lg font-semibold">
          {t('shippingAddress')}
        </h2>
        <button type="button" onClick={onAdd} className="inline-flex items-center gap-1 rounded-md border border-primary-600 px-3 py-1.5 text-sm font-semibold text-primary-700 hover:bg-primary-50">
          <Plus aria-hidden className="size-4" />
          {ta('add')}
        </button>
      </div>
      {addresses.length === 0 ? (
        <div className={emptyState('flex flex-col items-center gap-2 p-6')}>
          <MapPin aria-hidden className="size-8 text-slate-400" />
          <p className="text-sm text-slate-700">{t('noAddress')}</p>
        </div>
      ) : (
        <fieldset aria-describedby={error ? 'checkout-address-error' : undefined}>
          <legend className="sr-only">{t('chooseAddress')}</legend>
          <ul className="grid gap-3 md:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className="relative">
                <label className="flex h-full cursor-pointer gap-3 rounded-md border border-slate-300 p-3 pe-16 has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:ring-2 has-focus-visible:ring-primary-600">
                  <input type="radio" name="address_id" value={address.id} checked={value === address.id} onChange={() => onChange(address.id)} className="mt-1 accent-primary-600" />
                  <span className="flex min-w-0 flex-col gap-1">
                    <span className="flex flex-wrap gap-1.5">
                      <span className="rounded bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{ta(address.address_type === 'office' || address.address_type === 'other' ? address.address_type : 'home')}</span>
                      {address.is_default ? <span className="rounded bg-primary-600 px-2 py-0.5 text-xs font-semibold text-white">{ta('default')}</span> : null}
                    </span>
                    <AddressBlock address={address} empty={address.name} />
                  </span>
                </label>
                <button
                  type="button"
                  onClick={() => onEdit(address)}
                  aria-label={ta('editNamed', { line: address.address_line })}
                  className="absolute end-2 top-2 rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-medium hover:bg-slate-50"
                >
                  {ta('edit')}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {error ? (
        <p id="checkout-address-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
