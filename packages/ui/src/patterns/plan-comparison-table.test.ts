import { describe, expect, it } from 'vitest';
import { PLANS, type PlanDefinition } from '@convene/domain/plans';

import { planFeatureRows } from './plan-comparison-table';

describe('plan feature rows', () => {
  it('has one row per feature and one cell per plan, a lacking plan holding a null value', () => {
    const rows = planFeatureRows(PLANS);
    const organisations = rows.find((row) => row.title === 'Organisations with admins and members');
    expect(organisations?.cells.map((cell) => cell?.value ?? null)).toEqual([
      null,
      null,
      'Included',
    ]);
    expect(rows.every((row) => row.cells.length === PLANS.length)).toBe(true);
  });

  it('leaves a cell empty when a plan does not list the feature at all', () => {
    const [free, pro] = PLANS as [PlanDefinition, PlanDefinition];
    const rows = planFeatureRows([{ ...free, features: [] }, pro]);
    expect(rows[0]?.cells[0]).toBeNull();
    expect(rows.map((row) => row.title)).toEqual(pro.features.map((feature) => feature.title));
  });
});
