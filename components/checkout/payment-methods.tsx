'use client';
// The payment methods the shop takes (cash on delivery and its active online gateways).
import { useTranslations } from 'next-intl';
import { Banknote, CreditCard } from 'lucide-react';
import { ShopImage } from '@/components/ui/shop-image';
import { CASH, type PaymentOption } from '@/lib/checkout/payment-methods';

export interface PaymentMethodsProps {
  options: PaymentOption[];
  value: string | null;
  onChange(name: string): void;
  error?: string;
}

export function PaymentMethods({ options, value, onChange, error }: PaymentMethodsProps) {
  const t = useTranslations('Checkout');
  return (
    <section aria-labelledby="checkout-payment" className="rounded-md border border-slate-200 bg-white p-4">
      <h2 id="checkout-payment" className="mb-3 text-lg font-semibold">
        {t('paymentMethod')}
      </h2>
      {options.length === 0 ? (
        <p className="text-sm text-slate-600">{t('noPaymentMethods')}</p>
      ) : (
        <fieldset aria-describedby={error ? 'checkout-payment-error' : undefined}>
          <legend className="sr-only">{t('choosePayment')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {options.map((option) => (
              <label
                key={option.name}
                className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-300 p-3 text-sm has-checked:border-primary-600 has-checked:bg-primary-50 has-focus-visible:ring-2 has-focus-visible:ring-primary-600"
              >
                <input type="radio" name="payment_method" value={option.name} checked={value === option.name} onChange={() => onChange(option.name)} className="accent-primary-600" />
                {option.logo ? (
                  <ShopImage src={option.logo} alt="" width={32} height={32} className="size-8 object-contain" />
                ) : option.name === CASH ? (
                  <Banknote aria-hidden className="size-6 text-emerald-700" />
                ) : (
                  <CreditCard aria-hidden className="size-6 text-slate-600" />
                )}
                <span className="font-medium">{option.name === CASH ? t('cash') : option.title}</span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {error ? (
        <p id="checkout-payment-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
