/** Action templates filled from a run's meeting data (the rule is @convene/domain's). */
import { fillJsonTemplate, fillTextTemplate } from '@convene/domain/workflow-templates';
import type { RunContext } from './schema.js';

export { isJsonTemplate } from '@convene/domain/workflow-templates';

export function fillTemplate(template: string, context: RunContext, json = false): string {
  return json ? fillJsonTemplate(template, context) : fillTextTemplate(template, context);
}
