/**
 * The caller's AI agents: create (with an optional knowledge file), list, get, update and delete,
 * under the plan rules of SPEC section 6. Every refusal happens before anything is written, and a
 * create writes the agent, its knowledge chunks and its stored file together or not at all.
 */
import { randomUUID } from 'node:crypto';
import {
  agentAllowances,
  checkAgentFields,
  mayDeleteAgents,
  FREE_PLAN_AGENT_LIMIT_MESSAGE,
  FREE_PLAN_DELETE_MESSAGE,
  type AgentAccount,
  type AgentAllowances,
  type AgentFields,
} from '@convene/domain/agents';
import { DomainError } from '@convene/domain/errors';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Schemas } from '../contract/schemas.js';
import type { Upload } from '../contract/upload.js';
import type { ChangeChannel } from '../db/changes.js';
import type { Database } from '../db/index.js';
import { lockNamed } from '../db/locks.js';
import { ReadCache } from '../db/read-cache.js';
import { isUuid } from '../db/uuid.js';
import { queueKnowledgeEmbedding } from '../embeddings/queue.js';
import type { Embeddings } from '../providers/embeddings/index.js';
import type { Jobs } from '../providers/jobs/port.js';
import type { StoragePort } from '../providers/storage/index.js';
import { NO_ACCOUNT, readAccount } from '../users/account.js';
import { ownedWorkflowSelection } from '../workflows/workflows.js';
import { parseWorkflowSelection } from './fields.js';
import type { KnowledgeChunk } from './knowledge/chunk.js';
import { prepareKnowledgeFile } from './knowledge/prepare.js';
import { enqueueKnowledgeFileRemoval } from './knowledge/removal.js';
import { knowledgeChunk } from './knowledge/schema.js';
import { knowledgeOf, replaceKnowledgeChunks } from './knowledge/search.js';
import type { KnowledgeFileKind } from './knowledge/validate.js';
import { aiAgent } from './schema.js';

const AGENT_ERRORS = {
  notFound: 'AI agent not found',
  freePlanLimit: FREE_PLAN_AGENT_LIMIT_MESSAGE,
  freePlanDelete: FREE_PLAN_DELETE_MESSAGE,
  replaceOrRemove: 'Choose a new knowledge file or remove the current one, not both.',
} as const;

export interface AgentServices {
  db: Database;
  storage: StoragePort;
  log: FastifyBaseLogger;
  /** Agent writes are announced here, so every server process forgets its cached agent lists. */
  changes: ChangeChannel;
  /** Removes stored files no agent refers to any more, and embeds saved knowledge. */
  jobs: Jobs;
  /** Saved knowledge chunks are queued for embedding when configured (null: not). */
  embeddings: Embeddings | null;
}

/** Announced after any agent is created, changed or deleted. */
const AGENTS_CHANGED = 'agents';

/** The users' agent lists kept between requests, forgotten everywhere on any agent write. */
export type AgentLists = ReadCache<Schemas['AiAgent'][]>;

export function agentListCache(changes: ChangeChannel): AgentLists {
  const lists = new ReadCache<Schemas['AiAgent'][]>();
  changes.listen(AGENTS_CHANGED, () => lists.forgetAll());
  return lists;
}

export type AgentRow = typeof aiAgent.$inferSelect;

/** The type stored with each kind, whatever the browser declared (Windows calls CSV Excel). */
const STORED_CONTENT_TYPES: Record<KnowledgeFileKind, string> = {
  txt: 'text/plain',
  pdf: 'application/pdf',
  json: 'application/json',
  csv: 'text/csv',
};

function agentToWire(row: AgentRow): Schemas['AiAgent'] {
  return {
    _id: row.id,
    agentId: row.id,
    agentName: row.name,
    greetingMsg: row.greetingMessage,
    prompt: row.prompt,
    mode: row.mode,
    voice: row.voice,
    createdAt: row.createdAt.toISOString(),
    wakeWords: row.wakeWords,
    workflows: row.workflows,
    knowledgeFile:
      row.knowledgeFileName !== null &&
      row.knowledgeFileSize !== null &&
      row.knowledgeFileContentType !== null
        ? {
            name: row.knowledgeFileName,
            size: row.knowledgeFileSize,
            contentType: row.knowledgeFileContentType,
          }
        : null,
  };
}

/** The user's plan state and credits, read once per request. */
async function agentAccount(db: Database, userId: string): Promise<AgentAccount> {
  return (await readAccount(db, userId)) ?? NO_ACCOUNT;
}

/** What the account allows with agents, given how many the user has now. */
async function allowances(
  db: Database,
  userId: string,
  account: AgentAccount,
): Promise<AgentAllowances> {
  const [row] = await db
    .select({ agents: count() })
    .from(aiAgent)
    .where(eq(aiAgent.userId, userId));
  return agentAllowances(account, row?.agents ?? 0);
}

/** Refuses a free-plan user who already has the most agents the plan allows. */
async function assertMayAddAgent(db: Database, userId: string, account: AgentAccount) {
  if (!(await allowances(db, userId, account)).mayCreate)
    throw new DomainError('forbidden', AGENT_ERRORS.freePlanLimit);
}

export async function findOwnAgent(
  db: Database,
  userId: string,
  agentId: string,
): Promise<AgentRow> {
  const [row] = isUuid(agentId)
    ? await db
        .select()
        .from(aiAgent)
        .where(and(eq(aiAgent.id, agentId), eq(aiAgent.userId, userId)))
    : [];
  if (!row) throw new DomainError('not_found', AGENT_ERRORS.notFound);
  return row;
}

/** The form's file part; a browser's empty file input (no name, no bytes) means no file. */
function knowledgeUpload(uploads: readonly Upload[] | null): Upload | null {
  const upload = uploads?.find((part) => part.field === 'file');
  if (!upload || (upload.filename === '' && upload.content.byteLength === 0)) return null;
  return upload;
}

interface PreparedKnowledgeFile {
  name: string;
  size: number;
  contentType: string;
  key: string;
  chunks: KnowledgeChunk[];
  /** Writes the file; call it last inside the transaction that records it. */
  store(): Promise<void>;
}

/** Checks, extracts and chunks an upload (refused with the create's 413 and 422 messages). */
async function preparedKnowledgeFile(
  userId: string,
  agentId: string,
  upload: Upload,
  replacing: boolean,
): Promise<Omit<PreparedKnowledgeFile, 'store'> & { bytes: Uint8Array }> {
  const knowledge = await prepareKnowledgeFile({
    name: upload.filename,
    contentType: upload.mimetype,
    bytes: upload.content,
  });
  if (!knowledge.ok) throw new DomainError(knowledge.code, knowledge.error);
  return {
    name: upload.filename,
    size: upload.content.byteLength,
    bytes: upload.content,
    chunks: knowledge.chunks,
    // A replacement gets a key of its own, so it never overwrites the file it replaces before the
    // change has committed.
    key: `agents/${userId}/${agentId}/knowledge${replacing ? `-${randomUUID()}` : ''}.${knowledge.kind}`,
    contentType: STORED_CONTENT_TYPES[knowledge.kind],
  };
}

/**
 * Runs a change that records a knowledge file. The file is written last inside the change (a
 * refusal or a failed insert never leaves a file behind) and removed again if the write itself or
 * the commit fails.
 */
async function withKnowledgeFile<T>(
  { storage, log }: Pick<AgentServices, 'storage' | 'log'>,
  file: (Omit<PreparedKnowledgeFile, 'store'> & { bytes: Uint8Array }) | null,
  change: string,
  work: (file: PreparedKnowledgeFile | null) => Promise<T>,
): Promise<T> {
  let written = false;
  const stored = file && {
    ...file,
    async store() {
      written = true;
      await storage.put(file.key, file.bytes, file.contentType);
    },
  };
  try {
    return await work(stored);
  } catch (error) {
    if (file && written) {
      await storage.delete(file.key).catch((cleanup: unknown) => {
        log.error(
          { err: cleanup, key: file.key },
          `could not remove the knowledge file of a failed ${change}`,
        );
      });
    }
    throw error;
  }
}

function knowledgeFileColumns(file: Omit<PreparedKnowledgeFile, 'store'> | null) {
  return {
    knowledgeFileName: file?.name ?? null,
    knowledgeFileSize: file?.size ?? null,
    knowledgeFileContentType: file?.contentType ?? null,
    knowledgeFileKey: file?.key ?? null,
  };
}

export async function createAgent(
  { db, storage, log, changes, jobs, embeddings }: AgentServices,
  userId: string,
  form: Schemas['CreateAiAgentForm'],
  uploads: readonly Upload[] | null,
): Promise<Schemas['AiAgent']> {
  const fields = checkAgentFields({ ...form, wakeWords: [form.wakeWords] });
  const selection = parseWorkflowSelection(form.workflows);
  // Checked early so a user at the limit is not kept waiting while a large file is read; the count
  // is checked again under the lock below, which is what holds under concurrent requests.
  const account = await agentAccount(db, userId);
  await assertMayAddAgent(db, userId, account);

  const agentId = randomUUID();
  const upload = knowledgeUpload(uploads);
  const file = upload ? await preparedKnowledgeFile(userId, agentId, upload, false) : null;
  const row = await withKnowledgeFile({ storage, log }, file, 'create', (stored) =>
    db.transaction(async (tx) => {
      // One create at a time per user, so concurrent requests cannot all pass the free-plan count.
      await lockNamed(tx, `ai_agent:${userId}`);
      await assertMayAddAgent(tx, userId, account);
      const workflows = await ownedWorkflowSelection(tx, userId, selection);
      const [inserted] = await tx
        .insert(aiAgent)
        .values({
          id: agentId,
          userId,
          ...fields,
          workflows,
          ...knowledgeFileColumns(stored),
        })
        .returning();
      if (stored) {
        await replaceKnowledgeChunks(tx, { userId, agentId }, stored.chunks);
        await queueKnowledgeEmbedding({ jobs, embeddings }, tx, { userId, agentId });
        await stored.store();
      }
      return inserted!;
    }),
  );
  await changes.announce(AGENTS_CHANGED);
  return agentToWire(row);
}

/** The user's agents, newest first; a list already in the cache comes at once, without a promise. */
export function listAgents(
  db: Database,
  lists: AgentLists,
  userId: string,
): Schemas['AiAgent'][] | Promise<Schemas['AiAgent'][]> {
  return lists.get(userId, async () => {
    const rows = await db
      .select()
      .from(aiAgent)
      .where(eq(aiAgent.userId, userId))
      .orderBy(desc(aiAgent.createdAt), desc(aiAgent.id));
    return rows.map(agentToWire);
  });
}

export async function getAgent(
  db: Database,
  userId: string,
  agentId: string,
): Promise<Schemas['AiAgent']> {
  return agentToWire(await findOwnAgent(db, userId, agentId));
}

/** What an update does to the knowledge file. */
type KnowledgeChange = { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; upload: Upload };

/**
 * Changes the given fields (and the knowledge file); the result must pass the same rules as a new
 * agent. A replaced or removed file and its chunks go in the same transaction as the fields, and
 * so does the job that removes the old stored object.
 */
export async function updateAgent(
  services: AgentServices,
  userId: string,
  agentId: string,
  changes: Schemas['UpdateAiAgentRequest'],
  knowledge: KnowledgeChange = { kind: 'keep' },
): Promise<Schemas['AiAgent']> {
  const { db } = services;
  const current = await findOwnAgent(db, userId, agentId);
  const merged: AgentFields = {
    name: changes.name ?? current.name,
    greetingMessage: changes.greetingMessage ?? current.greetingMessage,
    prompt: changes.prompt ?? current.prompt,
    voice: changes.voice ?? current.voice,
    mode: changes.mode ?? current.mode,
    wakeWords: changes.wakeWords ?? current.wakeWords,
  };
  const fields = checkAgentFields(merged);
  const workflows =
    changes.workflows === undefined
      ? current.workflows
      : await ownedWorkflowSelection(db, userId, changes.workflows);
  const file =
    knowledge.kind === 'replace'
      ? await preparedKnowledgeFile(userId, current.id, knowledge.upload, true)
      : null;
  const row = await withKnowledgeFile(services, file, 'update', (stored) =>
    db.transaction(async (tx) => {
      // Read again under the row lock: a concurrent replacement may have changed the stored file.
      const [before] = await tx
        .select({ knowledgeFileKey: aiAgent.knowledgeFileKey })
        .from(aiAgent)
        .where(and(eq(aiAgent.id, current.id), eq(aiAgent.userId, userId)))
        .for('update');
      const [updated] = await tx
        .update(aiAgent)
        .set({
          ...fields,
          workflows,
          ...(knowledge.kind === 'keep' ? {} : knowledgeFileColumns(stored)),
          updatedAt: new Date(),
        })
        .where(and(eq(aiAgent.id, current.id), eq(aiAgent.userId, userId)))
        .returning();
      if (!updated) throw new DomainError('not_found', AGENT_ERRORS.notFound);
      if (knowledge.kind !== 'keep') {
        await replaceKnowledgeChunks(tx, { userId, agentId: current.id }, stored?.chunks ?? []);
        if (stored) await queueKnowledgeEmbedding(services, tx, { userId, agentId: current.id });
        await stored?.store();
        await enqueueKnowledgeFileRemoval(services.jobs, tx, before?.knowledgeFileKey ?? null);
      }
      return updated;
    }),
  );
  await services.changes.announce(AGENTS_CHANGED);
  return agentToWire(row);
}

/** The multipart update: the create form's text fields, plus a new file or its removal. */
export async function updateAgentFromForm(
  services: AgentServices,
  userId: string,
  agentId: string,
  form: Schemas['UpdateAiAgentForm'],
  uploads: readonly Upload[] | null,
): Promise<Schemas['AiAgent']> {
  const upload = knowledgeUpload(uploads);
  const remove = form.removeKnowledgeFile === 'true';
  if (upload && remove) throw new DomainError('invalid', AGENT_ERRORS.replaceOrRemove);
  const changes: Schemas['UpdateAiAgentRequest'] = {
    name: form.name,
    greetingMessage: form.greetingMessage,
    prompt: form.prompt,
    voice: form.voice,
    mode: form.mode,
    // The form sends the typed text; the field rules parse it as the create form's.
    wakeWords: form.wakeWords === undefined ? undefined : [form.wakeWords],
    workflows: form.workflows === undefined ? undefined : parseWorkflowSelection(form.workflows),
  };
  const knowledge: KnowledgeChange = upload
    ? { kind: 'replace', upload }
    : remove
      ? { kind: 'remove' }
      : { kind: 'keep' };
  return updateAgent(services, userId, agentId, changes, knowledge);
}

/** Paid plans only: removes the agent and its knowledge chunks, and has its stored file removed. */
export async function deleteAgent(
  { db, changes, jobs }: AgentServices,
  userId: string,
  agentId: string,
): Promise<void> {
  const agent = await findOwnAgent(db, userId, agentId);
  if (!mayDeleteAgents(await agentAccount(db, userId)))
    throw new DomainError('forbidden', AGENT_ERRORS.freePlanDelete);
  await db.transaction(async (tx) => {
    await tx.delete(knowledgeChunk).where(knowledgeOf({ userId, agentId: agent.id }));
    const deleted = await tx
      .delete(aiAgent)
      .where(and(eq(aiAgent.id, agent.id), eq(aiAgent.userId, userId)))
      .returning({ knowledgeFileKey: aiAgent.knowledgeFileKey });
    for (const { knowledgeFileKey } of deleted)
      await enqueueKnowledgeFileRemoval(jobs, tx, knowledgeFileKey);
  });
  await changes.announce(AGENTS_CHANGED);
}
