// Which payment methods the checkout offers: cash on delivery when
// the shop's cash_on_delivery switch is on, and each active gateway of payment_gateways when
// online_payment is on. The backend checks the choice again when the order is placed.

export const CASH = 'cash';

export interface PaymentOption {
  /** What POST /place-order takes as payment_method: "cash" or the gateway's name. */
  name: string;
  /** The gateway's title; null for cash, whose label is translated by the page. */
  title: string | null;
  logo: string | null;
}

interface PaymentSettings {
  cash_on_delivery: boolean;
  online_payment: boolean;
  payment_gateways: readonly { name: string; title: string | null; logo: string | null; is_active: boolean }[];
}

export function paymentOptionsOf(settings: PaymentSettings): PaymentOption[] {
  const options: PaymentOption[] = settings.cash_on_delivery ? [{ name: CASH, title: null, logo: null }] : [];
  if (!settings.online_payment) return options;
  const seen = new Set(options.map((option) => option.name));
  for (const gateway of settings.payment_gateways) {
    if (!gateway.is_active || gateway.name === '' || seen.has(gateway.name)) continue;
    seen.add(gateway.name);
    options.push({ name: gateway.name, title: gateway.title || gateway.name, logo: gateway.logo || null });
  }
  return options;
}
