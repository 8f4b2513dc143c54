'use client';
import { useId } from 'react';
import { useDisplayCurrency } from '@/components/providers/shop-provider';
import { formatPrice } from '@/lib/money';

export interface VariantOption {
  id: number;
  name: string;
  /** Surcharge in the default currency. */
  price: number;
  color_code?: string | null;
}

/** One choice of a product's colours or sizes, as radios; a surcharge shows in the chosen currency. */
export function VariantPicker({ legend, options, value, onChange }: { legend: string; options: VariantOption[]; value: number | null; onChange(id: number): void }) {
  const group = useId();
  const currency = useDisplayCurrency();
  if (options.length === 0) return null;
  const chosen = options.find((option) => option.id === value);
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-semibold">
        {legend}: <span className="font-normal">{chosen?.name}</span>
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label key={option.id} className="block cursor-pointer">
            <input type="radio" name={group} value={option.id} checked={option.id === value} onChange={() => onChange(option.id)} className="peer sr-only" />
            <span className="flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm peer-checked:border-primary-600 peer-checked:ring-2 peer-checked:ring-primary-200 peer-focus-visible:outline-2 peer-focus-visible:outline-primary-600">
              {option.color_code ? <span aria-hidden className="size-4 rounded-full border border-slate-300" style={{ backgroundColor: option.color_code }} /> : null}
              {option.name}
              {option.price > 0 ? <span data-price className="text-xs text-slate-500">+{formatPrice(option.price, currency)}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
