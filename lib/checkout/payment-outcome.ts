// The way back from a payment page: /order-history/{id}?payment=paid|failed|cancelled|pending
// (where the backend's payment return sends the shopper).

export type PaymentOutcome = 'paid' | 'failed' | 'cancelled' | 'pending';

const OUTCOMES: readonly PaymentOutcome[] = ['paid', 'failed', 'cancelled', 'pending'];

/** The outcome named by the `payment` query value, or null for anything else. */
export function paymentOutcomeOf(value: string | string[] | undefined): PaymentOutcome | null {
  const text = Array.isArray(value) ? value[0] : value;
  return OUTCOMES.find((outcome) => outcome === text) ?? null;
}
