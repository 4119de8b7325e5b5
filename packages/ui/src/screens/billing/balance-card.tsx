import type { ReactNode } from 'react';
import type { CreditsTone } from '@convene/domain/credits';

import { CardFooter } from '../../components/card';
import { SectionCard } from '../../patterns/section-card';
import type { BillingAccount } from './billing-types';
import { CreditCountForm } from './credit-count-form';

type CreditCountFormProps = Parameters<typeof CreditCountForm>[0];

/**
 * A billing card around one balance: its title, the balance in large figures with what it means
 * under it, and, when the user pays, the credit-count form that buys or spends credits for it.
 */
export function BalanceCard({
  slot,
  title,
  description,
  badge,
  balance,
  children,
  form,
  canPay,
  busy,
  onBuy,
}: Omit<BillingCardProps, 'account'> & {
  slot: string;
  title: string;
  description: ReactNode;
  badge?: ReactNode;
  /** The figure, its data-slot and, for a coloured figure, its tone. */
  balance: { slot: string; value: string; tone?: CreditsTone };
  /** Lines under the figure. */
  children: ReactNode;
  /** The footer's form, shown only when the user pays; it submits to `onBuy`. */
  form: Omit<CreditCountFormProps, 'busy' | 'onSubmit'>;
}) {
  return (
    <SectionCard
      data-slot={slot}
      title={title}
      description={description}
      actions={badge}
      layout="figure"
      footer={
        canPay && (
          <CardFooter className="border-t">
            <CreditCountForm {...form} busy={busy} onSubmit={onBuy} />
          </CardFooter>
        )
      }
    >
      <p
        data-slot={balance.slot}
        data-tone={balance.tone}
        className="text-3xl font-bold tracking-tight tabular-nums sm:text-4xl data-[tone=empty]:text-destructive data-[tone=positive]:text-success dark:data-[tone=empty]:text-red-300 dark:data-[tone=positive]:text-green-400"
      >
        {balance.value}
      </p>
      {children}
    </SectionCard>
  );
}

/** What the billing screen gives each balance card: the account, whether the user pays, the purchase. */
export interface BillingCardProps {
  account: BillingAccount;
  canPay: boolean;
  busy: boolean;
  onBuy: (credits: number) => void;
}
