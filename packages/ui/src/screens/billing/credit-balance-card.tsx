import { useId } from 'react';
import { CalendarIcon, ShoppingCartIcon } from 'lucide-react';
import { isCreditCount, MAX_CREDIT_PURCHASE } from '@convene/domain/billing';
import { creditsTone, formatCredits } from '@convene/domain/credits';
import { formatRupees, planById, type PlanId } from '@convene/domain/plans';

import { Badge } from '../../components/badge';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/card';
import { formatBillingDate } from '../../lib/format';
import type { BillingAccount } from './billing-types';
import { CreditCountForm } from './credit-count-form';
import { useTimeZone } from '../../lib/time-zone';

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
export function CreditBalanceCard({
  account,
  canPay,
  busy,
  onBuy,
}: {
  account: BillingAccount;
  canPay: boolean;
  busy: boolean;
  onBuy: (credits: number) => void;
}) {
  const timeZone = useTimeZone();
  const titleId = useId();
  const renewal = planRenewal(account, timeZone);
  return (
    <Card data-slot="credit-balance-card" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>Credit Balance</h2>
        </CardTitle>
        <CardDescription>Each credit = 1 hour of usage</CardDescription>
        <CardAction>
          <PlanBadge plan={account.plan} />
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2">
        <p
          data-slot="credit-balance"
          data-tone={creditsTone(account.credits)}
          className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl data-[tone=empty]:text-destructive data-[tone=positive]:text-success dark:data-[tone=empty]:text-red-300 dark:data-[tone=positive]:text-green-400"
        >
          {formatCredits(account.credits)}
        </p>
        <p className="text-sm text-muted-foreground">
          <span data-slot="price-per-credit">
            {formatRupees(account.pricePerCredit)} per credit
          </span>{' '}
          on the {planById(account.plan).name} plan
        </p>
        {renewal && (
          <p data-slot="plan-renewal" className="flex items-center gap-1.5 text-sm">
            <CalendarIcon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
            {renewal}
          </p>
        )}
      </CardContent>
      {canPay && (
        <CardFooter className="border-t">
          <CreditCountForm
            slot="buy-credits"
            label="Credits to buy"
            max={MAX_CREDIT_PURCHASE}
            problemOf={(credits) =>
              isCreditCount(credits, MAX_CREDIT_PURCHASE)
                ? null
                : `Enter a whole number from 1 to ${MAX_CREDIT_PURCHASE}`
            }
            previewOf={(credits) =>
              isCreditCount(credits, MAX_CREDIT_PURCHASE)
                ? `Total: ${formatRupees(credits * account.pricePerCredit)}`
                : null
            }
            icon={<ShoppingCartIcon aria-hidden />}
            submitLabel={busy ? 'Opening checkout...' : 'Buy credits'}
            busy={busy}
            onSubmit={onBuy}
          />
        </CardFooter>
      )}
    </Card>
  );
}
