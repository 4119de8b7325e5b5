/** The payment adapter the configuration names: Razorpay with keys, else the embedded sandbox. */
import type { Database } from '../../db/index.js';
import type { PaymentsConfig } from './config.js';
import type { PaymentProvider } from './port.js';
import { createRazorpayProvider } from './razorpay.js';
import { createSandboxPayments, type SandboxCheckout } from './sandbox.js';

export type { PaymentsConfig } from './config.js';
export type { PaymentProvider } from './port.js';
export type { SandboxCheckout } from './sandbox.js';

export interface Payments {
  provider: PaymentProvider;
  /** The sandbox checkout's Pay and Fail; null while a real provider takes payments. */
  sandboxCheckout: SandboxCheckout | null;
}

export function createPayments(
  config: PaymentsConfig,
  deps: { db: Database; clock: () => Date },
): Payments {
  if (config.kind === 'razorpay')
    return { provider: createRazorpayProvider(config), sandboxCheckout: null };
  const { provider, checkout } = createSandboxPayments(config, deps);
  return { provider, sandboxCheckout: checkout };
}
