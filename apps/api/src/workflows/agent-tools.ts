/** An agent's workflows as the tools its language model may call while it talks. */
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { AgentTool } from '../providers/llm/index.js';
import { workflow } from './schema.js';

export type WorkflowRow = typeof workflow.$inferSelect;

/** The chosen workflows that can run (they exist, are the user's and have actions), as tools. */
export async function agentTools(
  db: Database,
  userId: string,
  chosen: readonly { id: string }[],
): Promise<{ tools: AgentTool[]; byId: Map<string, WorkflowRow> }> {
  const ids = chosen.map((item) => item.id);
  const rows =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(workflow)
          .where(and(eq(workflow.userId, userId), inArray(workflow.id, ids)));
  const runnable = rows.filter((row) => row.actions.length > 0);
  return {
    tools: runnable.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      conditions: row.conditions,
    })),
    byId: new Map(runnable.map((row) => [row.id, row])),
  };
}
