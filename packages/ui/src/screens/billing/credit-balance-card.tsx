import { CalendarIcon, ShoppingCartIcon } from 'lucide-react';
import { isCreditCount, MAX_CREDIT_PURCHASE } from '@convene/domain/billing';
import { creditsTone, formatCredits } from '@convene/domain/credits';
import { formatRupees, planById, type PlanId } from '@convene/domain/plans';

import { Badge } from '../../components/badge';
import { BalanceCard, type BillingCardProps } from './balance-card';
import { formatBillingDate } from '../../lib/format';
import { useTimeZone } from '../../lib/time-zone';
import type { BillingAccount } from './billing-types';

function PlanBadge({ plan }: { plan: PlanId }) {
  // Highlighted blue only for Pro (SPEC section 4).
  return (
    <Badge data-slot="plan-badge" variant={plan === 'pro' ? 'info' : 'secondary'}>
      {planById(plan).name} Plan
    </Badge>
  );
}

/** When the paid period ends and what happens then; nothing on Free. */
function planRenewal(account: BillingAccount, timeZone: string): string | null {
  if (account.plan === 'free' || !account.validUntil) return null;
  const date = formatBillingDate(account.validUntil, timeZone);
  if (account.cancelAtPeriodEnd) return `Ends on ${date}`;
  if (account.scheduledPlan) return `Changes to ${planById(account.scheduledPlan).name} on ${date}`;
  return `Renews on ${date}`;
}

/** The credits left, their price on the plan and when it renews; buying more when the user pays. */
export function CreditBalanceCard({ account, ...purchase }: BillingCardProps) {
  const renewal = planRenewal(account, useTimeZone());
  return (
    <BalanceCard
      {...purchase}
      slot="credit-balance-card"
      title="Credit Balance"
      description="Each credit = 1 hour of usage"
      badge={<PlanBadge plan={account.plan} />}
      balance={{
        slot: 'credit-balance',
        value: formatCredits(account.credits),
        tone: creditsTone(account.credits),
      }}
      form={{
        slot: 'buy-credits',
        label: 'Credits to buy',
        max: MAX_CREDIT_PURCHASE,
        problemOf: (credits) =>
          isCreditCount(credits, MAX_CREDIT_PURCHASE)
            ? null
            : `Enter a whole number from 1 to ${MAX_CREDIT_PURCHASE}`,
        previewOf: (credits) =>
          isCreditCount(credits, MAX_CREDIT_PURCHASE)
            ? `Total: ${formatRupees(credits * account.pricePerCredit)}`
            : null,
        icon: <ShoppingCartIcon aria-hidden />,
        submitLabel: purchase.busy ? 'Opening checkout...' : 'Buy credits',
      }}
    >
      <p className="text-sm text-muted-foreground">
        <span data-slot="price-per-credit">{formatRupees(account.pricePerCredit)} per credit</span>{' '}
        on the {planById(account.plan).name} plan
      </p>
      {renewal && (
        <p data-slot="plan-renewal" className="flex items-center gap-1.5 text-sm">
          <CalendarIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {renewal}
        </p>
      )}
    </BalanceCard>
  );
}
