import { PLANS, type PlanDefinition as DomainPlanDefinition } from '@convene/domain/plans';
import { expect, expectTypeOf, test } from 'vitest';
import type { PlanDefinition, PlanListResponse } from './types';

test("the contract's PlanDefinition is @convene/domain's, so GET /plans can serve the catalogue as is", () => {
  expectTypeOf<PlanDefinition>().toEqualTypeOf<DomainPlanDefinition>();
  const body: PlanListResponse = { success: true, plans: [...PLANS] };
  expect(body.plans.map((plan) => plan.id)).toEqual(['free', 'pro', 'teams']);
});
