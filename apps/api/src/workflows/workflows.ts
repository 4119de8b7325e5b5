/**
 * The caller's workflows (GET /user/workflows) and the check that an agent's chosen workflows are
 * the caller's own. A user starts with a small set of starter workflows, given on first read; the
 * workflow-builder issue adds the editor.
 */
import type { WorkflowSelection } from '@convene/domain/agents';
import { DomainError } from '@convene/domain/errors';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Schemas } from '../contract/schemas.js';
import type { Database } from '../db/index.js';
import { isUuid } from '../db/uuid.js';
import { workflow } from './schema.js';

type Workflow = typeof workflow.$inferSelect;

export const STARTER_WORKFLOWS: ReadonlyArray<
  Pick<Workflow, 'key' | 'name' | 'description' | 'conditions'>
> = [
  {
    key: 'create-ticket',
    name: 'Create a ticket',
    description:
      'Opens a ticket in the team tracker with a title, description, owner and priority taken from the conversation.',
    conditions: [
      'Someone asks to log a bug, task or follow-up',
      'A blocker is raised that nobody can resolve in the meeting',
    ],
  },
  {
    key: 'send-meeting-summary',
    name: 'Send the meeting summary by e-mail',
    description:
      'E-mails the participants a summary of the meeting: decisions, action items with owners, and open questions.',
    conditions: ['The meeting ends', 'Someone asks for the notes or a recap to be sent'],
  },
  {
    key: 'update-notes-document',
    name: 'Update the notes document',
    description:
      'Appends the decisions and action items to the shared notes document under a dated heading.',
    conditions: ['A decision is agreed', 'Someone asks to add something to the notes'],
  },
  {
    key: 'post-chat-message',
    name: 'Post to the team chat channel',
    description:
      'Posts a short message to the team chat channel: an announcement, a status update or a reminder.',
    conditions: [
      'Someone asks to tell the team or the channel',
      'A status update is agreed that others outside the meeting need',
    ],
  },
];

function toWire(row: Workflow): Schemas['Workflow'] {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    trigger_conditions: { conditions: row.conditions },
  };
}

async function ownWorkflows(db: Database, userId: string): Promise<Workflow[]> {
  return db
    .select()
    .from(workflow)
    .where(eq(workflow.userId, userId))
    .orderBy(asc(workflow.createdAt), asc(workflow.key));
}

/** The user's workflows; a user who has none yet is given the starter set (concurrent first reads insert it once). */
export async function listWorkflows(db: Database, userId: string): Promise<Schemas['Workflow'][]> {
  const rows = await ownWorkflows(db, userId);
  if (rows.length > 0) return rows.map(toWire);
  await db
    .insert(workflow)
    .values(STARTER_WORKFLOWS.map((starter) => ({ ...starter, userId })))
    .onConflictDoNothing({ target: [workflow.userId, workflow.key] });
  return (await ownWorkflows(db, userId)).map(toWire);
}

/**
 * The chosen workflows as the user's own records say (so an agent never stores a name or key the
 * client made up), in the order chosen, each once. An id that is not one of the user's workflows
 * is refused as unprocessable.
 */
export async function ownedWorkflowSelection(
  db: Database,
  userId: string,
  chosen: readonly Pick<WorkflowSelection, 'id'>[],
): Promise<WorkflowSelection[]> {
  const ids = [...new Set(chosen.map((item) => item.id))];
  if (ids.length === 0) return [];
  const uuids = ids.filter(isUuid);
  const rows = uuids.length
    ? await db
        .select()
        .from(workflow)
        .where(and(eq(workflow.userId, userId), inArray(workflow.id, uuids)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new DomainError('unprocessable', `Workflow not found: ${id}`);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      key: row.key,
      conditions: row.conditions,
    };
  });
}
