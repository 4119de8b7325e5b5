import type { PlanDefinition } from '@convene/domain/plans';

import { ButtonLink } from '../../components/button';
import { isPopularPlan, PlanComparisonTable } from '../../patterns/plan-comparison-table';

function GetStarted({ plan }: { plan: PlanDefinition }) {
  return (
    <ButtonLink
      href="/dashboard"
      aria-label={`Get started with ${plan.name}`}
      variant={isPopularPlan(plan) ? 'default' : 'outline'}
      className="w-full"
    >
      Get Started
    </ButtonLink>
  );
}

function PricingScreen() {
  return (
    <div data-slot="pricing" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Choose Your Perfect Plan</h1>
        <p className="text-muted-foreground mt-4 text-lg">
          Simple, transparent pricing that grows with you. Compare features and find the right fit.
        </p>
      </header>
      <div className="mt-12">
        <PlanComparisonTable renderAction={(plan) => <GetStarted plan={plan} />} />
      </div>
    </div>
  );
}

export { PricingScreen };
