/**
 * Which payment provider takes payments: Razorpay when RAZORPAY_KEY_ID is set, else the embedded
 * sandbox, whose checkout moves no money.
 */
import type { PlanIds } from './razorpay-shapes.js';

export interface SandboxPaymentsConfig {
  kind: 'sandbox';
  /** Signs the sandbox checkout's handler fields, as Razorpay's key secret signs Checkout's. */
  keySecret: string;
  /** Signs webhooks sent to /api/webhooks/razorpay in sandbox mode (tests, local trials). */
  webhookSecret: string;
}

export interface RazorpayPaymentsConfig {
  kind: 'razorpay';
  keyId: string;
  keySecret: string;
  /** The Dashboard's webhook secret; without it webhooks are refused. */
  webhookSecret: string | null;
  /** RAZORPAY_PLAN_PRO and RAZORPAY_PLAN_TEAMS: the Razorpay plans the subscriptions are for. */
  planIds: PlanIds;
  /** https://api.razorpay.com, or RAZORPAY_BASE_URL (a local fake in tests). */
  baseUrl: string;
}

export type PaymentsConfig = SandboxPaymentsConfig | RazorpayPaymentsConfig;

export class PaymentsConfigError extends Error {
  override name = 'PaymentsConfigError';
}

export const SANDBOX_PLAN_IDS: PlanIds = { pro: 'plan_sandbox_pro', teams: 'plan_sandbox_teams' };
export const SANDBOX_KEY_ID = 'rzp_sandbox_convene';

/** `sandboxSecret` is the secret kept beside the data when none is configured. */
export function paymentsConfigFromEnv(
  env: NodeJS.ProcessEnv,
  sandboxSecret: () => string,
): PaymentsConfig {
  if (env.RAZORPAY_KEY_ID) {
    const {
      RAZORPAY_KEY_SECRET: keySecret,
      RAZORPAY_PLAN_PRO: pro,
      RAZORPAY_PLAN_TEAMS: teams,
    } = env;
    if (!keySecret || !pro || !teams) {
      const missing = Object.entries({
        RAZORPAY_KEY_SECRET: keySecret,
        RAZORPAY_PLAN_PRO: pro,
        RAZORPAY_PLAN_TEAMS: teams,
      })
        .filter(([, value]) => !value)
        .map(([name]) => name);
      throw new PaymentsConfigError(
        `RAZORPAY_KEY_ID is set but ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not`,
      );
    }
    return {
      kind: 'razorpay',
      keyId: env.RAZORPAY_KEY_ID,
      keySecret,
      webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || null,
      planIds: { pro, teams },
      baseUrl: (env.RAZORPAY_BASE_URL || 'https://api.razorpay.com').replace(/\/$/, ''),
    };
  }
  // Razorpay settings without its key id would silently leave payments in the sandbox.
  const stray = ['RAZORPAY_KEY_SECRET', 'RAZORPAY_PLAN_PRO', 'RAZORPAY_PLAN_TEAMS'].filter(
    (name) => env[name],
  );
  if (stray.length > 0)
    throw new PaymentsConfigError(
      `${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but RAZORPAY_KEY_ID is not`,
    );
  const secret = env.PAYMENTS_SANDBOX_SECRET || sandboxSecret();
  return { kind: 'sandbox', keySecret: `${secret}:key`, webhookSecret: `${secret}:webhook` };
}
