import { DomainError } from '@convene/domain/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseWorkflowSelection } from '../../src/agents/fields.js';

const selection = {
  id: 'wf-1',
  name: 'Create a ticket',
  description: 'Opens a ticket',
  key: 'create-ticket',
  conditions: ['A bug is reported'],
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the create form's workflows text", () => {
  it('reads a JSON list of workflows, and none from a blank field', () => {
    expect(parseWorkflowSelection(JSON.stringify([selection]))).toEqual([selection]);
    expect(parseWorkflowSelection('  ')).toEqual([]);
  });

  it('refuses text nested deeper than a list of workflows without building it', () => {
    const parse = vi.spyOn(JSON, 'parse');
    for (const text of ['['.repeat(500_000), `[${JSON.stringify({ ...selection, key: [[1]] })}]`])
      expect(() => parseWorkflowSelection(text)).toThrow(DomainError);
    expect(parse).not.toHaveBeenCalled();
  });
});
