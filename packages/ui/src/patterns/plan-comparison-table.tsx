import type { ReactNode } from 'react';
import { PLANS, formatRupees, type PlanDefinition, type PlanFeature } from '@convene/domain/plans';

import { Badge } from '../components/badge';
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from '../components/table';

export interface PlanFeatureRow {
  title: string;
  /** One cell per plan, in plan order; null when the plan does not list the feature at all. */
  cells: (PlanFeature | null)[];
}

/** Features as rows, plans as columns: every feature title any plan lists, in first-seen order. */
export function planFeatureRows(plans: readonly PlanDefinition[]): PlanFeatureRow[] {
  const titles = [
    ...new Set(plans.flatMap((plan) => plan.features.map((feature) => feature.title))),
  ];
  return titles.map((title) => ({
    title,
    cells: plans.map((plan) => plan.features.find((feature) => feature.title === title) ?? null),
  }));
}

/** The popular plan stands out: its column is tinted, its badge is blue and its button is filled. */
export function isPopularPlan(plan: PlanDefinition): boolean {
  return plan.badge === 'POPULAR';
}

function FeatureValue({ feature }: { feature: PlanFeature | null }) {
  if (feature?.value == null) {
    return (
      <>
        <span aria-hidden="true" className="text-muted-foreground">
          —
        </span>
        <span className="sr-only">Not included</span>
      </>
    );
  }
  return (
    <>
      <span className="font-medium">{feature.value}</span>
      {feature.subtext ? (
        <span className="text-muted-foreground block text-xs">{feature.subtext}</span>
      ) : null}
    </>
  );
}

/** The feature column stays in view while a phone scrolls the plans sideways inside the table. */
const featureColumn = 'bg-card sticky left-0 z-10';

/**
 * Plans as columns and their features as rows, each plan's price and badge on top. Use it wherever
 * plans are compared (Pricing, Billing); each page puts its own button under each plan through
 * renderAction.
 */
export function PlanComparisonTable({
  plans = PLANS,
  renderAction,
}: {
  plans?: readonly PlanDefinition[];
  renderAction?: (plan: PlanDefinition) => ReactNode;
}) {
  const rows = planFeatureRows(plans);
  return (
    <div
      data-slot="plan-comparison"
      className="bg-card overflow-hidden rounded-xl border shadow-sm"
    >
      <Table className="min-w-[40rem] table-fixed" scrollLabel="Plan comparison">
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead className={`${featureColumn} w-1/4 p-4 align-bottom`}>
              <span className="text-muted-foreground">Features</span>
            </TableHead>
            {plans.map((plan) => (
              <TableHead
                key={plan.id}
                scope="col"
                data-highlighted={isPopularPlan(plan) || undefined}
                className="data-[highlighted]:bg-muted/60 h-auto p-4 align-top whitespace-normal"
              >
                <span className="flex flex-wrap items-center gap-2">
                  <span className="text-lg font-semibold">{plan.name}</span>
                  {plan.badge ? (
                    <Badge variant={isPopularPlan(plan) ? 'info' : 'success'}>{plan.badge}</Badge>
                  ) : null}
                </span>
                <span className="mt-3 block text-3xl font-bold tracking-tight">
                  {formatRupees(plan.price)}
                </span>
                <span className="text-muted-foreground block text-sm font-normal">
                  {plan.billingNote}
                </span>
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.title}>
              <TableHead scope="row" className={`${featureColumn} h-auto p-4 whitespace-normal`}>
                {row.title}
              </TableHead>
              {plans.map((plan, index) => (
                <TableCell
                  key={plan.id}
                  data-highlighted={isPopularPlan(plan) || undefined}
                  className="data-[highlighted]:bg-muted/60 p-4 whitespace-normal"
                >
                  <FeatureValue feature={row.cells[index] ?? null} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        {renderAction ? (
          <TableFooter className="bg-transparent">
            <TableRow className="hover:bg-transparent">
              <TableCell className={`${featureColumn} p-4`}>
                <span className="sr-only">Choose a plan</span>
              </TableCell>
              {plans.map((plan) => (
                <TableCell key={plan.id} className="p-4">
                  {renderAction(plan)}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        ) : null}
      </Table>
    </div>
  );
}
