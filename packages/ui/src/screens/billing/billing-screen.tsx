import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CalendarIcon, InfoIcon, ShoppingCartIcon, ZapIcon } from 'lucide-react';
import {
  isCreditCount,
  MAX_CREDIT_PURCHASE,
  workflowExecutionsFor,
  type PaidPlanId,
  type PlanAction,
} from '@convene/domain/billing';
import { creditsTone, formatCredits } from '@convene/domain/credits';
import {
  formatRupees,
  planById,
  WORKFLOW_ACTIONS_PER_CREDIT,
  type PlanDefinition,
  type PlanId,
} from '@convene/domain/plans';

import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/dialog';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Skeleton } from '../../components/skeleton';
import { Spinner } from '../../components/spinner';
import { ErrorAlert } from '../../patterns/error-alert';
import { PageHeader } from '../../patterns/page-header';
import { PlanComparisonTable } from '../marketing/pricing-screen';
import { formatBillingDate, formatCount, formatWorkflowCredits } from './billing-format';
import type {
  BillingAccount,
  BillingBusy,
  CreditChangeReason,
  CreditHistoryEntry,
} from './billing-types';
import { CreditHistory, type CreditHistoryState } from './credit-history';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type {
  BillingAccount,
  BillingBusy,
  CreditChangeReason,
  CreditHistoryEntry,
  CreditHistoryState,
  PaidPlanId,
  PlanAction,
};

export const BILLING_LOAD_ERROR = 'Failed to load billing details.';
export const ADMIN_MANAGES_PLAN = 'Your organisation admin manages your plan and billing.';
export const NOT_ENOUGH_CREDITS = 'Not enough credits';

export interface BillingScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** null unless ready. */
  account: BillingAccount | null;
  /** What each plan's button does, computed by the container with the domain's planAction. */
  planActions: Record<PlanId, PlanAction>;
  /**
   * false for Teams-plan organisation members: buy-credits, workflow purchase and subscribe/change
   * controls are hidden (not disabled), with one line saying their organisation admin manages the plan.
   */
  canPay: boolean;
  busy: BillingBusy;
  onBuyCredits: (credits: number) => void;
  onBuyWorkflowCredits: (credits: number) => void;
  /** For the 'subscribe' and 'change' actions. */
  onSubscribe: (plan: PaidPlanId) => void;
  /** Called after the user confirms in the confirm dialog. */
  onCancel: () => void;
  history: CreditHistoryState;
}

/** Billing (/billing): credits, workflow executions, the plans and the credit history. */
export function BillingScreen({ status, account, history, ...details }: BillingScreenProps) {
  return (
    <div
      data-slot="billing-screen"
      className="space-y-8"
    >
      <PageHeader title="Billing" description="Credits, workflow executions and your plan" />
      {status === 'loading' ? (
        <BillingLoading />
      ) : status === 'ready' && account ? (
        <BillingDetails account={account} {...details} />
      ) : (
        <ErrorAlert error={BILLING_LOAD_ERROR} />
      )}
      <CreditHistory history={history} />
    </div>
  );
}

type DetailsProps = Omit<BillingScreenProps, 'status' | 'account' | 'history'> & {
  account: BillingAccount;
};

function BillingDetails({
  account,
  planActions,
  canPay,
  busy,
  onBuyCredits,
  onBuyWorkflowCredits,
  onSubscribe,
  onCancel,
}: DetailsProps) {
  const plansId = useId();
  return (
    <>
      {!canPay && (
        <p
          data-slot="billing-admin-note"
          className="flex items-start gap-2 rounded-md border border-info/40 bg-info/10 px-3 py-2 text-sm"
        >
          <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-info dark:text-blue-300" />
          {ADMIN_MANAGES_PLAN}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-2">
        <CreditBalanceCard
          account={account}
          canPay={canPay}
          busy={busy.buyingCredits}
          onBuy={onBuyCredits}
        />
        <WorkflowExecutionsCard
          account={account}
          canPay={canPay}
          busy={busy.buyingWorkflowCredits}
          onBuy={onBuyWorkflowCredits}
        />
      </div>

      <section aria-labelledby={plansId} data-slot="billing-plans" className="space-y-4">
        <div className="space-y-1">
          <h2 id={plansId} className="text-xl font-semibold tracking-tight">
            Plans
          </h2>
          <p className="text-sm text-muted-foreground">What each plan includes and costs.</p>
        </div>
        <PlanComparisonTable
          renderAction={(plan) => (
            <PlanActionControl
              plan={plan}
              action={planActions[plan.id]}
              validUntil={account.validUntil}
              canPay={canPay}
              busy={busy}
              onSubscribe={onSubscribe}
              onCancel={onCancel}
            />
          )}
        />
      </section>
    </>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Credit Balance
 * ---------------------------------------------------------------------------------------------- */

function PlanBadge({ plan }: { plan: PlanId }) {
  // Highlighted blue only for Pro (SPEC section 4).
  return (
    <Badge data-slot="plan-badge" variant={plan === 'pro' ? 'info' : 'secondary'}>
      {planById(plan).name} Plan
    </Badge>
  );
}

/** When the paid period ends and what happens then; nothing on Free. */
function planRenewal(account: BillingAccount): string | null {
  if (account.plan === 'free' || !account.validUntil) return null;
  const date = formatBillingDate(account.validUntil);
  if (account.cancelAtPeriodEnd) return `Ends on ${date}`;
  if (account.scheduledPlan) return `Changes to ${planById(account.scheduledPlan).name} on ${date}`;
  return `Renews on ${date}`;
}

function CreditBalanceCard({
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
  const titleId = useId();
  const renewal = planRenewal(account);
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

/**
 * A whole number of credits to buy or spend: its input, its button (disabled while the value has
 * a problem or a request is in flight), and the live lines under it.
 */
function CreditCountForm({
  slot,
  label,
  max,
  problemOf,
  previewOf,
  icon,
  submitLabel,
  busy,
  onSubmit,
}: {
  slot: string;
  label: string;
  max?: number;
  problemOf: (credits: number) => string | null;
  previewOf: (credits: number) => string | null;
  icon: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: (credits: number) => void;
}) {
  const inputId = useId();
  const noteId = useId();
  const [value, setValue] = useState('1');
  const credits = Number(value);
  const problem = problemOf(credits);
  const preview = previewOf(credits);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!problem && !busy) onSubmit(credits);
  }

  return (
    <form data-slot={slot} className="flex w-full flex-col gap-2" onSubmit={submit}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={noteId}
          className="w-28"
        />
        <Button type="submit" disabled={problem !== null || busy} aria-busy={busy || undefined}>
          {busy ? <Spinner aria-hidden /> : icon}
          {submitLabel}
        </Button>
      </div>
      <div id={noteId} className="space-y-1">
        {preview !== null && <FormNote problem={false}>{preview}</FormNote>}
        {problem !== null && <FormNote problem>{problem}</FormNote>}
      </div>
    </form>
  );
}

/** A form's live line under its input: the total or preview, or what is wrong with the value. */
function FormNote({ problem, children }: { problem: boolean; children: ReactNode }) {
  return (
    <p
      aria-live="polite"
      data-problem={problem || undefined}
      className="text-sm font-medium tabular-nums data-[problem]:font-normal data-[problem]:text-destructive dark:data-[problem]:text-red-300"
    >
      {children}
    </p>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Workflow Executions
 * ---------------------------------------------------------------------------------------------- */

function WorkflowExecutionsCard({
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
  const titleId = useId();
  const { used, included } = account.workflowActions;
  const usedShare = included > 0 ? Math.min(1, used / included) : 1;
  return (
    <Card data-slot="workflow-executions-card" role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle>
          <h2 id={titleId}>Workflow Executions</h2>
        </CardTitle>
        <CardDescription>
          1 workflow credit = {formatCount(WORKFLOW_ACTIONS_PER_CREDIT)} workflow actions
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-2">
        <p
          data-slot="workflow-credit-balance"
          className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl"
        >
          {formatWorkflowCredits(account.workflowCredits)}
        </p>
        <p className="text-sm text-muted-foreground">
          Workflow actions this period: {formatCount(used)} of {formatCount(included)} used
        </p>
        <div aria-hidden className="h-2 overflow-hidden rounded-full bg-muted">
          <div className="h-full rounded-full bg-info" style={{ width: `${usedShare * 100}%` }} />
        </div>
      </CardContent>
      {canPay && (
        <CardFooter className="border-t">
          <CreditCountForm
            slot="buy-workflow-credits"
            label="Credits to spend"
            problemOf={(credits) =>
              !isCreditCount(credits)
                ? 'Enter a whole number of credits, 1 or more'
                : credits > account.credits
                  ? NOT_ENOUGH_CREDITS
                  : null
            }
            previewOf={(credits) =>
              `You'll get ${formatCount(workflowExecutionsFor(credits))} executions`
            }
            icon={<ZapIcon aria-hidden />}
            submitLabel="Buy"
            busy={busy}
            onSubmit={onBuy}
          />
        </CardFooter>
      )}
    </Card>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Plans
 * ---------------------------------------------------------------------------------------------- */

function PlanActionControl({
  plan,
  action,
  validUntil,
  canPay,
  busy,
  onSubscribe,
  onCancel,
}: {
  plan: PlanDefinition;
  action: PlanAction;
  validUntil: string | null;
  canPay: boolean;
  busy: BillingBusy;
  onSubscribe: (plan: PaidPlanId) => void;
  onCancel: () => void;
}) {
  switch (action.kind) {
    case 'free-forever':
      return <PlanState>Free Forever</PlanState>;
    case 'current':
      return <PlanState>Current Plan</PlanState>;
    case 'cancelling':
      return <PlanState>Ends on {formatBillingDate(action.until)}</PlanState>;
    case 'cancel':
      // An organisation member's Teams plan is their admin's subscription, not theirs to cancel.
      return canPay ? (
        <CancelSubscription
          planName={plan.name}
          validUntil={validUntil}
          cancelling={busy.cancelling}
          onCancel={onCancel}
        />
      ) : (
        <PlanState>Current Plan</PlanState>
      );
    case 'subscribe':
    case 'change': {
      if (!canPay) return null;
      const inFlight = busy.subscribing === action.plan;
      const target = planById(action.plan).name;
      return (
        <Button
          className="w-full"
          disabled={busy.subscribing !== null}
          aria-busy={inFlight || undefined}
          // The name keeps the visible word (WCAG 2.5.3, label in name) and says which plan it leads to.
          aria-label={
            action.kind === 'subscribe'
              ? `Subscribe to ${target}`
              : `Subscribe and switch to ${target}`
          }
          onClick={() => onSubscribe(action.plan)}
        >
          {inFlight && <Spinner aria-hidden />}
          Subscribe
        </Button>
      );
    }
  }
}

/** A plan's state where its button would be: the plan the user is on, or one nothing can be done with. */
function PlanState({ children }: { children: ReactNode }) {
  return (
    <Button variant="outline" className="w-full" disabled>
      {children}
    </Button>
  );
}

function CancelSubscription({
  planName,
  validUntil,
  cancelling,
  onCancel,
}: {
  planName: string;
  validUntil: string | null;
  cancelling: boolean;
  onCancel: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          variant="outline"
          className="w-full text-destructive hover:bg-destructive/10 hover:text-destructive dark:text-red-300 dark:hover:text-red-300"
          disabled={cancelling}
          aria-busy={cancelling || undefined}
        >
          {cancelling && <Spinner aria-hidden />}
          Cancel Subscription
        </Button>
      </DialogTrigger>
      <DialogContent showCloseButton={false}>
        <DialogHeader>
          <DialogTitle>Cancel your {planName} subscription?</DialogTitle>
          <DialogDescription>
            {planName} stays active until {formatBillingDate(validUntil)}; you will not be charged
            again.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Keep subscription</Button>
          </DialogClose>
          <Button
            variant="destructive"
            onClick={() => {
              setOpen(false);
              onCancel();
            }}
          >
            Cancel subscription
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Loading
 * ---------------------------------------------------------------------------------------------- */

function BillingLoading() {
  return (
    <div data-slot="billing-loading" className="space-y-8">
      <p role="status" className="sr-only">
        Loading billing details...
      </p>
      <div aria-hidden className="grid gap-6 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <Card key={card}>
            <CardHeader>
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-52 max-w-full" />
            </CardHeader>
            <CardContent className="space-y-3">
              <Skeleton className="h-10 w-44" />
              <Skeleton className="h-4 w-56 max-w-full" />
            </CardContent>
            <CardFooter className="gap-2 border-t">
              <Skeleton className="h-9 w-28" />
              <Skeleton className="h-9 w-32" />
            </CardFooter>
          </Card>
        ))}
      </div>
      <div aria-hidden className="space-y-4">
        <Skeleton className="h-6 w-24" />
        <Skeleton className="h-96 w-full rounded-xl" />
      </div>
    </div>
  );
}
