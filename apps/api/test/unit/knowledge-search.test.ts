import { PGlite } from '@electric-sql/pglite';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { chunkKnowledgeText } from '../../src/agents/knowledge/chunk.js';
import { knowledgeChunk } from '../../src/agents/knowledge/schema.js';
import {
  readKnowledgeChunks,
  replaceKnowledgeChunks,
  searchKnowledge,
} from '../../src/agents/knowledge/search.js';
import { CREATE_KNOWLEDGE_CHUNK_TABLE } from './fixtures/knowledge-table.js';

const chunks = (...contents: string[]) =>
  contents.map((content, ordinal) => ({ ordinal, content }));

describe('knowledge full-text search', () => {
  let client: PGlite;
  let db: ReturnType<typeof drizzle>;

  beforeAll(async () => {
    client = new PGlite();
    await client.exec(CREATE_KNOWLEDGE_CHUNK_TABLE);
    db = drizzle(client);
  });
  afterAll(() => client.close());
  beforeEach(() => client.exec('DELETE FROM knowledge_chunk'));

  it('defines the same table, columns and indexes as the documented SQL', async () => {
    const config = getTableConfig(knowledgeChunk);
    expect(config.name).toBe('knowledge_chunk');
    expect(
      config.columns.map((column) => [column.name, column.getSQLType(), column.notNull]),
    ).toEqual([
      ['id', 'uuid', true],
      ['agent_id', 'text', true],
      ['user_id', 'text', true],
      ['ordinal', 'integer', true],
      ['content', 'text', true],
      ['language', 'regconfig', true],
      ['tsv', 'tsvector', false],
    ]);
    expect(config.indexes.map((index) => index.config.name).sort()).toEqual([
      'knowledge_chunk_agent_ordinal_idx',
      'knowledge_chunk_tsv_idx',
      'knowledge_chunk_user_idx',
    ]);
    const { rows } = await client.query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE indexname = 'knowledge_chunk_tsv_idx'",
    );
    expect(rows[0]?.indexdef).toContain('USING gin (tsv)');
  });

  it('finds chunks by stemmed words and ranks the better match first', async () => {
    await replaceKnowledgeChunks(
      db,
      { userId: 'u1', agentId: 'a1' },
      chunks(
        'Refunds are issued within 14 days of a return.',
        'Our office opens at 9am. Parking is free.',
        'Refund requests need the order number. A refund is paid to the original card; refunds over 500 need approval.',
      ),
    );
    const hits = await searchKnowledge(db, {
      userId: 'u1',
      agentId: 'a1',
      query: 'refunding',
      limit: 5,
    });
    expect(hits.map((hit) => hit.ordinal)).toEqual([2, 0]);
    expect(hits[0]!.rank).toBeGreaterThan(hits[1]!.rank);
    expect(hits[0]).toMatchObject({
      agentId: 'a1',
      content: expect.stringContaining('order number'),
    });
  });

  it('reads web-search syntax: quoted phrases and exclusions', async () => {
    await replaceKnowledgeChunks(
      db,
      { userId: 'u1', agentId: 'a1' },
      chunks('The free plan allows two agents.', 'Plans are free to try; agents allowed vary.'),
    );
    expect(
      (await searchKnowledge(db, { userId: 'u1', query: '"free plan"' })).map((hit) => hit.ordinal),
    ).toEqual([0]);
    expect(
      (await searchKnowledge(db, { userId: 'u1', query: 'agents -try' })).map((hit) => hit.ordinal),
    ).toEqual([0]);
  });

  it("never returns another user's chunks, and narrows to one agent when asked", async () => {
    await replaceKnowledgeChunks(
      db,
      { userId: 'u1', agentId: 'a1' },
      chunks('Pricing starts at 10 dollars.'),
    );
    await replaceKnowledgeChunks(
      db,
      { userId: 'u1', agentId: 'a2' },
      chunks('Pricing for teams is per seat.'),
    );
    await replaceKnowledgeChunks(
      db,
      { userId: 'u2', agentId: 'b1' },
      chunks('Secret pricing of another user.'),
    );
    const all = await searchKnowledge(db, { userId: 'u1', query: 'pricing' });
    expect(all.map((hit) => hit.agentId).sort()).toEqual(['a1', 'a2']);
    expect(await searchKnowledge(db, { userId: 'u1', agentId: 'a2', query: 'pricing' })).toEqual([
      expect.objectContaining({ agentId: 'a2', ordinal: 0 }),
    ]);
    expect(await searchKnowledge(db, { userId: 'u1', agentId: 'b1', query: 'pricing' })).toEqual(
      [],
    );
  });

  it('returns nothing for blank queries, stop words only, or no match', async () => {
    await replaceKnowledgeChunks(
      db,
      { userId: 'u1', agentId: 'a1' },
      chunks('The meeting starts at noon.'),
    );
    expect(await searchKnowledge(db, { userId: 'u1', query: '   ' })).toEqual([]);
    expect(await searchKnowledge(db, { userId: 'u1', query: 'the and of' })).toEqual([]);
    expect(await searchKnowledge(db, { userId: 'u1', query: 'volcano' })).toEqual([]);
    expect(await searchKnowledge(db, { userId: 'u1', query: 'unbalanced "quote -' })).toEqual([]);
  });

  it('honours the limit, clamped to 1..50', async () => {
    await replaceKnowledgeChunks(
      db,
      { userId: 'u1', agentId: 'a1' },
      chunks(...Array.from({ length: 60 }, (_, index) => `Invoice number ${index} is due.`)),
    );
    expect(await searchKnowledge(db, { userId: 'u1', query: 'invoice', limit: 3 })).toHaveLength(3);
    expect(await searchKnowledge(db, { userId: 'u1', query: 'invoice', limit: 0 })).toHaveLength(1);
    expect(await searchKnowledge(db, { userId: 'u1', query: 'invoice', limit: 500 })).toHaveLength(
      50,
    );
  });

  it("replaces an agent's chunks in batches without touching other agents", async () => {
    const text = Array.from(
      { length: 1500 },
      (_, index) => `Paragraph ${index} mentions widget${index}.`,
    ).join('\n\n');
    const many = await chunkKnowledgeText(text, { size: 50, overlap: 0 });
    expect(many.length).toBeGreaterThan(1000);
    await replaceKnowledgeChunks(
      db,
      { userId: 'u1', agentId: 'a2' },
      chunks('Other agent keeps this.'),
    );
    await replaceKnowledgeChunks(db, { userId: 'u1', agentId: 'a1' }, many);
    await replaceKnowledgeChunks(db, { userId: 'u1', agentId: 'a1' }, many);
    const { rows } = await client.query<{ agent_id: string; count: number }>(
      'SELECT agent_id, count(*)::int AS count FROM knowledge_chunk GROUP BY agent_id ORDER BY agent_id',
    );
    expect(rows).toEqual([
      { agent_id: 'a1', count: many.length },
      { agent_id: 'a2', count: 1 },
    ]);
    expect(await searchKnowledge(db, { userId: 'u1', agentId: 'a1', query: 'widget1099' })).toEqual(
      [expect.objectContaining({ content: 'Paragraph 1099 mentions widget1099.' })],
    );
    await replaceKnowledgeChunks(db, { userId: 'u1', agentId: 'a1' }, []);
    expect(await searchKnowledge(db, { userId: 'u1', agentId: 'a1', query: 'widget1099' })).toEqual(
      [],
    );
  });

  it("reads only the owner's agent's chunks, in order, whole or a page after an ordinal", async () => {
    await replaceKnowledgeChunks(
      db,
      { userId: 'u1', agentId: 'a1' },
      chunks('one', 'two', 'three'),
    );
    await replaceKnowledgeChunks(db, { userId: 'u1', agentId: 'a2' }, chunks('other agent'));
    const owner = { userId: 'u1', agentId: 'a1' };
    expect(await readKnowledgeChunks(db, owner)).toEqual([
      { ordinal: 0, content: 'one' },
      { ordinal: 1, content: 'two' },
      { ordinal: 2, content: 'three' },
    ]);
    expect(await readKnowledgeChunks(db, owner, { after: 0, limit: 1 })).toEqual([
      { ordinal: 1, content: 'two' },
    ]);
    expect(await readKnowledgeChunks(db, owner, { after: 2, limit: 5 })).toEqual([]);
    // Another user naming the agent gets nothing.
    expect(await readKnowledgeChunks(db, { userId: 'u2', agentId: 'a1' })).toEqual([]);
  });
});
