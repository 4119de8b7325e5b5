/** The contract's workflow, as the workflow screens read it. */
import type { Workflow } from '@convene/api-client';
import type { WorkflowSummary } from '@convene/ui/screens/workflows/workflow-types';

export function workflowSummary(workflow: Workflow): WorkflowSummary {
  return {
    id: workflow.id,
    key: workflow.key,
    name: workflow.name,
    description: workflow.description,
    conditions: workflow.trigger_conditions.conditions,
    actions: workflow.actions,
  };
}
