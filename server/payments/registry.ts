// Which payment methods exist: cash on delivery, and the online gateways this shop has code for.
// An operator turns gateways on and off in payment_gateways; a gateway is usable when it is on
// there and this deployment can run it (its keys are set, or the sandbox is allowed).
import { and, eq } from 'drizzle-orm';
import * as s from '@/server/db/schema';
import type { DbOrTx } from '@/server/services/cart-lines';
import { sandboxGateway } from './sandbox';
import { stripeGateway } from './stripe';
import type { PaymentGateway } from './types';

export const CASH = 'cash';

/** Cash on delivery: nothing to pay online, the courier collects it. */
export const cashGateway: PaymentGateway = {
  name: CASH,
  available: () => true,
  start: async () => ({ url: null }),
};

const online = new Map<string, PaymentGateway>([sandboxGateway, stripeGateway].map((gateway) => [gateway.name, gateway]));

/** The gateway of a payment method name, whether or not it is switched on. */
export const gatewayNamed = (name: string): PaymentGateway | null => (name === CASH ? cashGateway : (online.get(name) ?? null));

/** True when this deployment can take payments through the named online gateway. */
export const canRun = (name: string): boolean => online.get(name)?.available() ?? false;

/** An online gateway switched on in payment_gateways that this deployment can run, else null. */
export async function activeGateway(db: DbOrTx, name: string): Promise<PaymentGateway | null> {
  const gateway = online.get(name);
  if (!gateway?.available()) return null;
  const [row] = await db
    .select({ name: s.paymentGateways.name })
    .from(s.paymentGateways)
    .where(and(eq(s.paymentGateways.name, name), eq(s.paymentGateways.isActive, true)))
    .limit(1);
  return row ? gateway : null;
}
