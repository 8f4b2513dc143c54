// One interface for every way an order set is paid: cash on delivery, the built-in sandbox and
// Stripe Checkout. Placement and /order-payment only ever talk to a PaymentGateway; the
// provider-specific callbacks (the sandbox form, the Stripe webhook) end in settle.ts.

/** What a gateway needs to know to take one payment. */
export interface PaymentToStart {
  /** order_payments.id: the gateway sends it back, so the callback finds the payment. */
  id: number;
  /** Cents of the shop's default currency. */
  amount: number;
  /** ISO 4217 code of the default currency, e.g. "USD". */
  currency: string;
  /** Codes of the orders paid, e.g. ["#RC000015", "#RC000016"]: shown on the payment page. */
  orderCodes: string[];
  /** Language of the shopper (payment pages that can speak it do). */
  locale: string;
  email?: string | null;
}

export interface StartContext {
  /** The shop's origin, for the absolute addresses a provider needs. */
  origin: string;
  /** Where the shopper lands after paying, failing or giving up (a path under the origin). */
  returnPath(outcome: PaymentOutcome): string;
}

export type PaymentOutcome = 'paid' | 'failed' | 'cancelled' | 'pending';

export interface StartedPayment {
  /** Where the shopper pays; null when nothing is paid online (cash on delivery). */
  url: string | null;
  /** The provider's id of this attempt (a Checkout Session id), kept for support and callbacks. */
  reference?: string;
  /** After this the url no longer works and a new attempt must be started. */
  expiresAt?: Date;
}

export interface PaymentGateway {
  /** The name used as payment_method and in payment_gateways. */
  readonly name: string;
  /** False when this deployment lacks what the gateway needs (keys, or the sandbox is off). */
  available(): boolean;
  start(payment: PaymentToStart, context: StartContext): Promise<StartedPayment>;
}
