/**
 * What the embeddings suites share: whether the Postgres server offers pgvector, the server's
 * configuration and an adapter for the fake, and a meeting and a knowledge file to embed.
 */
import { count, eq } from 'drizzle-orm';
import pg from 'pg';
import { expect } from 'vitest';
import type { knowledgeChunk } from '../../src/agents/knowledge/schema.js';
import type { AppConfig } from '../../src/config.js';
import type { Schemas } from '../../src/contract/schemas.js';
import type { Database } from '../../src/db/index.js';
import { transcriptSegmentEmbedding } from '../../src/embeddings/schema.js';
import type { transcriptSegment } from '../../src/meeting-bots/schema.js';
import { OpenAiCompatibleEmbeddings } from '../../src/providers/embeddings/index.js';
import type { Account } from './accounts.js';
import type { FakeEmbeddings } from './fake-embeddings.js';
import type { Client } from './server.js';

type Bot = Schemas['MeetingBot'];
type Agent = Schemas['AiAgent'];

export const MEETING_VTT = `WEBVTT

00:00:02.000 --> 00:00:08.000
<v Priya Raman>Welcome everyone, this is the weekly product review.

00:00:09.000 --> 00:00:16.000
<v Tom Becker>The dashboard export to spreadsheets works again after the weekend.

00:00:17.000 --> 00:00:25.000
<v Aisha Khan>Let's postpone the release until finance approves the budget.

00:00:26.000 --> 00:00:27.000
<v Tom Becker>Agreed.

00:00:28.000 --> 00:00:36.000
<v Priya Raman>I will invite the design team to the retrospective on Thursday.
`;
/** Said in none of the meeting's words: only the release segment (2) means it. */
export const PARAPHRASE = 'Was the launch delayed until the money came through?';

export const KNOWLEDGE = [
  'Refund policy. A customer may ask for a refund within thirty days of purchase. '.repeat(10),
  'Office hours. Our support desk answers calls on weekdays from nine to six. '.repeat(10),
  'Pricing. The standard plan charges a monthly fee per seat, billed in rupees. '.repeat(10),
].join('\n\n');

/** The Postgres server the suite runs on has pgvector to offer (this machine's does not). */
async function postgresHasPgvector(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    const found = await connection.query(
      "select 1 from pg_available_extensions where name = 'vector'",
    );
    return found.rowCount === 1;
  } finally {
    await connection.end();
  }
}

/** Whether the suites' Postgres server (TEST_DATABASE_URL) offers pgvector. */
export const pgvectorOnPostgres = await postgresHasPgvector(process.env.TEST_DATABASE_URL);
/** The name of a Postgres variant skipped for want of pgvector: it says why. */
export const NO_PGVECTOR_SKIP =
  "skipped: this Postgres server has no pgvector extension (pg_available_extensions has no 'vector')";

export const embeddingsOf = (fake: FakeEmbeddings): AppConfig['embeddings'] => ({
  kind: 'openai-compatible',
  baseUrl: fake.baseUrl,
  apiKey: fake.apiKey ?? undefined,
  model: fake.model,
  timeoutMs: 5_000,
});

export const adapterOf = (fake: FakeEmbeddings) =>
  new OpenAiCompatibleEmbeddings({
    baseUrl: fake.baseUrl,
    apiKey: fake.apiKey ?? undefined,
    model: fake.model,
  });

/** A log for semanticRanking that keeps its warnings to itself. */
export const quiet = { warn: () => undefined };

export async function importMeeting(api: Client, owner: Account): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([MEETING_VTT]), 'Product review.vtt');
  const response = await api<{ success: true; bot: Bot }>('/api/meeting-bot/import', {
    token: owner.token,
    form,
  });
  expect(response.status).toBe(201);
  return response.body.bot.botId;
}

export function knowledgeForm(text: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  const values = {
    name: 'Support helper',
    greetingMessage: 'Hello, how can I help?',
    prompt: 'Answer questions from the knowledge file.',
    type: 'audio-agent',
    voice: 'female',
    mode: 'active',
    wakeWords: '',
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  form.set('file', new Blob([text], { type: 'text/plain' }), 'support.txt');
  return form;
}

export async function createAgent(api: Client, owner: Account): Promise<string> {
  const response = await api<{ success: true; agent: Agent }>('/api/ai-agent/create', {
    token: owner.token,
    form: knowledgeForm(KNOWLEDGE),
  });
  expect(response.status).toBe(201);
  return response.body.agent.agentId;
}

/** The meeting's vectors by ordinal, with their model. */
export async function segmentVectors(db: Database, botId: string) {
  return db
    .select({
      ordinal: transcriptSegmentEmbedding.ordinal,
      model: transcriptSegmentEmbedding.model,
    })
    .from(transcriptSegmentEmbedding)
    .where(eq(transcriptSegmentEmbedding.scopeId, botId))
    .orderBy(transcriptSegmentEmbedding.ordinal);
}

/** How many rows the table holds. */
export async function rows(db: Database, table: typeof transcriptSegment | typeof knowledgeChunk) {
  const [row] = await db.select({ rows: count() }).from(table);
  return row!.rows;
}
