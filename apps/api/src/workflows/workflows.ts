/**
 * The caller's workflows: listed (GET /user/workflows), created, read, replaced and deleted, and
 * the check that an agent's chosen workflows are the caller's own. A user starts with a small set
 * of starter workflows, given once on first read: one deleted is not given again.
 */
import type { WorkflowSelection } from '@convene/domain/agents';
import { DomainError } from '@convene/domain/errors';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Schemas } from '../contract/schemas.js';
import type { Database } from '../db/index.js';
import { isUuid } from '../db/uuid.js';
import { lockBalance } from '../credits/ledger.js';
import { profile } from '../db/schema.js';
import { workflow } from './schema.js';
import { isJsonTemplate } from './templates.js';
import { STARTER_WORKFLOWS } from '@convene/domain/starter-workflows';
import { ACTION_ADDRESS_PROBLEM, isActionAddress } from '@convene/domain/workflow-templates';

type Workflow = typeof workflow.$inferSelect;

export function toWire(row: Workflow): Schemas['Workflow'] {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    description: row.description,
    trigger_conditions: { conditions: row.conditions },
    actions: row.actions,
  };
}

async function ownWorkflows(db: Database, userId: string): Promise<Workflow[]> {
  return db
    .select()
    .from(workflow)
    .where(eq(workflow.userId, userId))
    .orderBy(asc(workflow.createdAt), asc(workflow.key));
}

/** The starter set, once: under the profile's lock, so concurrent first reads insert it once. */
async function giveStarters(db: Database, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBalance(tx, userId);
    const [owner] = await tx
      .select({ seeded: profile.workflowsSeeded })
      .from(profile)
      .where(eq(profile.userId, userId));
    if (owner?.seeded) return;
    await tx
      .insert(workflow)
      .values(
        STARTER_WORKFLOWS.map((starter) => ({
          ...starter,
          conditions: [...starter.conditions],
          userId,
        })),
      )
      .onConflictDoNothing({ target: [workflow.userId, workflow.key] });
    await tx.update(profile).set({ workflowsSeeded: true }).where(eq(profile.userId, userId));
  });
}

/** The user's workflows; the starter set is given on the first read, once. */
export async function listWorkflows(db: Database, userId: string): Promise<Schemas['Workflow'][]> {
  // Every read after the first finds the starters given: only the first takes the lock.
  const [owner] = await db
    .select({ seeded: profile.workflowsSeeded })
    .from(profile)
    .where(eq(profile.userId, userId));
  if (!owner?.seeded) await giveStarters(db, userId);
  return (await ownWorkflows(db, userId)).map(toWire);
}

/** A workflow of the caller's own; another user's, or a malformed id, is not found. */
export async function ownWorkflow(db: Database, userId: string, id: string): Promise<Workflow> {
  const [row] = isUuid(id)
    ? await db
        .select()
        .from(workflow)
        .where(and(eq(workflow.userId, userId), eq(workflow.id, id)))
    : [];
  if (!row) throw new DomainError('not_found', 'Workflow not found');
  return row;
}

/** A key from the name, unique among the user's workflows (`open-a-ticket`, `open-a-ticket-2`). */
async function freeKey(db: Database, userId: string, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 48) || 'workflow';
  const taken = new Set(
    (await db.select({ key: workflow.key }).from(workflow).where(eq(workflow.userId, userId))).map(
      (row) => row.key,
    ),
  );
  for (let suffix = 1; ; suffix += 1) {
    const key = suffix === 1 ? base : `${base}-${suffix}`;
    if (!taken.has(key)) return key;
  }
}

function cleanDraft(draft: Schemas['WorkflowDraft']) {
  const conditions = draft.conditions.map((condition) => condition.trim()).filter(Boolean);
  if (conditions.length === 0)
    throw new DomainError('invalid', 'A workflow needs at least one trigger condition.');
  for (const action of draft.actions) {
    if (action.type === 'webhook' && !isJsonTemplate(action.bodyTemplate))
      throw new DomainError('invalid', 'The webhook body must be JSON (template fields included).');
    if (action.type !== 'email') {
      const url = action.type === 'webhook' ? action.url : action.webhookUrl;
      if (!isActionAddress(url)) throw new DomainError('invalid', `${ACTION_ADDRESS_PROBLEM}.`);
    }
  }
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    conditions,
    actions: draft.actions,
  };
}

export async function createWorkflow(
  db: Database,
  userId: string,
  draft: Schemas['WorkflowDraft'],
): Promise<Schemas['Workflow']> {
  const clean = cleanDraft(draft);
  // The starter set first, so a new user's first workflow joins it rather than replacing it.
  await listWorkflows(db, userId);
  for (let attempt = 0; ; attempt += 1) {
    const key = await freeKey(db, userId, clean.name);
    const [row] = await db
      .insert(workflow)
      .values({ ...clean, userId, key })
      .onConflictDoNothing({ target: [workflow.userId, workflow.key] })
      .returning();
    if (row) return toWire(row);
    // Another request took the key in between: choose again.
    if (attempt >= 5) throw new DomainError('conflict', 'Could not name the workflow; try again.');
  }
}

export async function updateWorkflow(
  db: Database,
  userId: string,
  id: string,
  draft: Schemas['WorkflowDraft'],
): Promise<Schemas['Workflow']> {
  await ownWorkflow(db, userId, id);
  const [row] = await db
    .update(workflow)
    .set({ ...cleanDraft(draft), updatedAt: new Date() })
    .where(and(eq(workflow.userId, userId), eq(workflow.id, id)))
    .returning();
  if (!row) throw new DomainError('not_found', 'Workflow not found');
  return toWire(row);
}

export async function deleteWorkflow(db: Database, userId: string, id: string): Promise<void> {
  await ownWorkflow(db, userId, id);
  await db.delete(workflow).where(and(eq(workflow.userId, userId), eq(workflow.id, id)));
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
