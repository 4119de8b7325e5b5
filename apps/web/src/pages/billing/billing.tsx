import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@convene/api-client';
import {
  isTeamsPlanMember,
  planAction,
  pricePerCredit,
  type PaidPlanId,
  type PlanAction,
} from '@convene/domain/billing';
import { formatCredits } from '@convene/domain/credits';
import { livePlan, PLAN_IDS, planById, type PlanId } from '@convene/domain/plans';
import { BillingScreen } from '@convene/ui/screens/billing/billing-screen';
import type { BillingAccount, BillingBusy } from '@convene/ui/screens/billing/billing-types';
import { useAuth } from '../../auth/context';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { pageTitle } from '../../lib/page-title';
import { toast } from '../../lib/toasts';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';
import { BILLING_MESSAGES, buyCredits, cancelSubscription, failureMessage } from './billing-flows';
import { reload, useCheckout, wait } from './use-checkout';

const LOAD_ERROR = 'Failed to load billing details.';
const IDLE: BillingBusy = {
  buyingCredits: false,
  buyingWorkflowCredits: false,
  subscribing: null,
  cancelling: false,
};

function billingAccount(user: User, now: Date): BillingAccount {
  const metadata = user.publicMetadata;
  const plan = livePlan(metadata, now);
  return {
    credits: metadata.credits,
    workflowCredits: metadata.workflowCredits,
    plan,
    pricePerCredit: pricePerCredit(metadata, now),
    validUntil: plan === 'free' ? null : metadata.validUntil,
    cancelAtPeriodEnd: user.subscription.cancelAtPeriodEnd,
    scheduledPlan: user.subscription.scheduledPlan ?? null,
    workflowActions: user.credits.workflowActions,
  };
}

/** SPEC section 2's per-plan buttons, from the domain's rule. */
function planActions(user: User, now: Date): Record<PlanId, PlanAction> {
  const state = { ...user.publicMetadata, cancelAtPeriodEnd: user.subscription.cancelAtPeriodEnd };
  return Object.fromEntries(PLAN_IDS.map((plan) => [plan, planAction(plan, state, now)])) as Record<
    PlanId,
    PlanAction
  >;
}

/** Keeps the page from being closed or reloaded while a payment is being recorded. */
function useLeaveWarning(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}

/** /billing: credits, workflow executions, plans and the credit history (SPEC sections 2 and 4). */
export default function BillingPage() {
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const { state } = useAuth();
  const userDetails = useUserDetails();
  const history = hooks.useQuery('get', '/credits/history', { params: { query: { limit: 50 } } });
  const [busy, setBusy] = useState<BillingBusy>(IDLE);
  useLeaveWarning(busy.subscribing !== null || busy.buyingCredits);
  useLoadErrorToast(userDetails.isError, LOAD_ERROR);

  const changePlan = hooks.useMutation('get', '/subscription/update');
  const cancel = hooks.useMutation('get', '/subscription/cancel');
  const createOrder = hooks.useMutation('post', '/credits/create-order');
  const updateCredit = hooks.useMutation('get', '/credits/update-credit');
  const buyWorkflow = hooks.useMutation('post', '/credits/buy-workflow');

  const user = userDetails.data?.user;
  const { openCheckout, subscribeTo, dialog } = useCheckout({
    name: user?.userName ?? undefined,
    email: user?.email,
  });
  const now = new Date();
  const session = state.status === 'signed-in' ? state : null;
  const canPay = user ? !isTeamsPlanMember(user.publicMetadata, session?.orgRole, now) : false;

  /** The balance, plan and history as the server has them after a change. */
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: hooks.queryOptions('get', '/user').queryKey }),
      queryClient.invalidateQueries({
        queryKey: hooks.queryOptions('get', '/credits/history', {
          params: { query: { limit: 50 } },
        }).queryKey,
      }),
    ]);

  const during = async (change: Partial<BillingBusy>, work: () => Promise<unknown>) => {
    setBusy((current) => ({ ...current, ...change }));
    try {
      await work();
    } finally {
      setBusy(IDLE);
    }
  };

  const onSubscribe = (plan: PaidPlanId) => {
    if (!user) return;
    const action = planAction(plan, user.publicMetadata, new Date());
    void during({ subscribing: plan }, async () => {
      if (action.kind === 'change') {
        try {
          await changePlan.mutateAsync({ params: { query: { plan } } });
          toast.success(`Your plan moves to ${planById(plan).name} when this period ends.`);
          await refresh();
        } catch (error) {
          toast.error(
            failureMessage(error, 'Failed to change your plan', 'Error changing your plan'),
          );
        }
        return;
      }
      await subscribeTo(plan, user.id);
    });
  };

  const onCancel = () =>
    void during({ cancelling: true }, () =>
      cancelSubscription({ cancel: () => cancel.mutateAsync({}), wait, reload, toast }),
    );

  const onBuyCredits = (credits: number) => {
    void during({ buyingCredits: true }, async () => {
      await buyCredits({
        createOrder: () => createOrder.mutateAsync({ body: { credits } }),
        checkout: ({ orderId, amount, keyId, checkout }) =>
          openCheckout({
            checkout,
            keyId,
            target: { orderId, amountPaise: amount },
            title: formatCredits(credits),
            amount: amount / 100,
          }),
        updateCredits: (paymentId) =>
          updateCredit.mutateAsync({ params: { query: { paymentId } } }),
        toast,
      });
      await refresh();
    });
  };

  const onBuyWorkflowCredits = (creditAmount: number) => {
    // One key per purchase: a request retried after a lost answer spends once.
    const purchase = crypto.randomUUID();
    void during({ buyingWorkflowCredits: true }, async () => {
      try {
        const bought = await buyWorkflow.mutateAsync({
          body: { creditAmount },
          params: { header: { 'Idempotency-Key': purchase } },
        });
        toast.success(
          `You now have ${formatCredits(bought.totalWorkflowCredits).replace('credit', 'workflow credit')}`,
        );
      } catch (error) {
        toast.error(
          failureMessage(error, BILLING_MESSAGES.workflowFailed, BILLING_MESSAGES.workflowFailed),
        );
      }
      await refresh();
    });
  };

  return (
    <>
      <title>{pageTitle('Billing')}</title>
      <BillingScreen
        status={userDetails.isPending ? 'loading' : user ? 'ready' : 'error'}
        account={user ? billingAccount(user, now) : null}
        planActions={
          user
            ? planActions(user, now)
            : { free: { kind: 'current' }, pro: { kind: 'current' }, teams: { kind: 'current' } }
        }
        canPay={canPay}
        busy={busy}
        onBuyCredits={onBuyCredits}
        onBuyWorkflowCredits={onBuyWorkflowCredits}
        onSubscribe={onSubscribe}
        onCancel={onCancel}
        history={{
          status: history.isPending ? 'loading' : history.isError ? 'error' : 'ready',
          entries: history.data?.entries ?? [],
        }}
      />
      {dialog}
    </>
  );
}
