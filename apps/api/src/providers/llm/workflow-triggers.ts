/** What a chat model is asked about workflow triggers, and how its answer is read. */
import type { WorkflowTrigger, WorkflowTriggerInput } from './port.js';

export const WORKFLOW_TRIGGER_INSTRUCTIONS = `You decide which of an assistant's workflows a meeting triggered.
Each workflow lists its trigger conditions. A workflow is triggered when someone in the meeting says
something that meets one of its conditions (a request, an agreement, an intent), not when the words
merely appear. Answer with JSON only, in this shape:
{"triggers": [{"workflow": "<workflow id>", "line": <number of the transcript line>, "words": "<the words said that met it>"}]}
List each triggered workflow once, at the first line that met it. Answer {"triggers": []} when none was.`;

interface TriggerAnswer {
  triggers?: { workflow?: unknown; line?: unknown; words?: unknown }[];
}

/** The model's JSON (fenced or not), keeping only known workflows and real lines, each once. */
export function readWorkflowTriggers(
  answer: string,
  workflows: WorkflowTriggerInput['workflows'],
  lineCount: number,
): WorkflowTrigger[] {
  const json = /\{[\s\S]*\}/.exec(answer)?.[0];
  if (!json) return [];
  let parsed: TriggerAnswer;
  try {
    parsed = JSON.parse(json) as TriggerAnswer;
  } catch {
    return [];
  }
  const known = new Set(workflows.map((workflow) => workflow.id));
  const found = new Map<string, WorkflowTrigger>();
  for (const trigger of Array.isArray(parsed.triggers) ? parsed.triggers : []) {
    const { workflow, line, words } = trigger;
    if (typeof workflow !== 'string' || !known.has(workflow) || found.has(workflow)) continue;
    if (typeof line !== 'number' || !Number.isInteger(line) || line < 1 || line > lineCount)
      continue;
    found.set(workflow, {
      workflowId: workflow,
      line: line - 1,
      words: typeof words === 'string' ? words.slice(0, 200) : '',
    });
  }
  return [...found.values()];
}
