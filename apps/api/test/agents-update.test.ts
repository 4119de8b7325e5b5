/**
 * Updating AI agents over HTTP on each test database: their fields under the create rules, and
 * replacing or removing the knowledge file (its chunks and stored object with it, or none of them).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { knowledgeChunk } from '../src/agents/knowledge/schema.js';
import { signUp, type Account } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import {
  agentCalls,
  agentForm,
  notesFile,
  PNG_BYTES,
  type Agent,
  type Failure,
  type FilePart,
} from './support/agent-forms.js';
import { serverPerSuite } from './support/server.js';

describe.each(testDatabases)('AI agents on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;
  const { create, createdAgent, listOf, written, workflowsOf, selection } = agentCalls(suite);

  it('updates an agent under the same rules', async () => {
    const account = await signUp(api, 'Jon');
    const [workflow] = await workflowsOf(account);
    const created = createdAgent(await create(account, agentForm({}, null)));
    const url = `/api/ai-agent/update/${created.agentId}`;
    const update = (json: unknown) =>
      api<{ success: true; agent: Agent } | Failure>(url, {
        method: 'PUT',
        token: account.token,
        json,
      });

    const passiveWithout = await update({ mode: 'passive' });
    expect(passiveWithout.status).toBe(400);
    expect(passiveWithout.body).toEqual({
      success: false,
      error: 'Wake words are required in passive mode',
    });
    const blankName = await update({ name: '  ' });
    expect(blankName.body).toEqual({ success: false, error: 'Agent name is required' });
    const foreign = await update({
      workflows: [{ ...selection(workflow!), id: '00000000-0000-4000-8000-000000000000' }],
    });
    expect(foreign.status).toBe(422);
    expect(await listOf(account)).toEqual([created]);

    const updated = await update({
      name: ' Retro host ',
      mode: 'passive',
      wakeWords: [' retro ', 'host'],
      voice: 'female',
      workflows: [selection(workflow!)],
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      success: true,
      agent: {
        agentName: 'Retro host',
        mode: 'passive',
        wakeWords: ['retro', 'host'],
        voice: 'female',
        workflows: [selection(workflow!)],
        prompt: created.prompt,
      },
    });
  });

  describe('replacing and removing the knowledge file', () => {
    const updateForm = (account: Account, agentId: string, form: FormData) =>
      api<{ success: true; agent: Agent } | Failure>(`/api/ai-agent/update/${agentId}`, {
        method: 'PUT',
        token: account.token,
        form,
      });
    const formOf = (fields: Record<string, string>, file?: FilePart) => {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(key, value);
      if (file) form.set('file', new Blob([file.bytes], { type: file.type }), file.name);
      return form;
    };
    const chunkTexts = async (account: Account) =>
      (
        await suite.server.app.db
          .select({ content: knowledgeChunk.content })
          .from(knowledgeChunk)
          .where(eq(knowledgeChunk.userId, account.id))
      ).map((row) => row.content);

    it('replaces the file, its chunks and the stored object in one change', async () => {
      const account = await signUp(api, 'Rhea');
      const created = createdAgent(await create(account, agentForm()));
      const before = await written(account);
      expect(before.files).toHaveLength(2);

      const replaced = await updateForm(
        account,
        created.agentId,
        formOf(
          { name: 'Retro helper' },
          {
            bytes: 'Retros happen on Fridays in the Heron room.',
            name: 'retro.txt',
            type: 'text/plain',
          },
        ),
      );
      expect(replaced.status).toBe(200);
      if (!replaced.body.success) throw new Error(replaced.body.error);
      expect(replaced.body.agent).toMatchObject({
        agentName: 'Retro helper',
        knowledgeFile: { name: 'retro.txt', contentType: 'text/plain' },
      });
      const texts = await chunkTexts(account);
      expect(texts.join(' ')).toContain('Heron room');
      expect(texts.join(' ')).not.toContain('Falcon room');
      const after = await written(account);
      expect(after.files).toHaveLength(2);
      expect(after.files.some((file) => before.files.includes(file))).toBe(false);
    });

    it('removes the file and its chunks', async () => {
      const account = await signUp(api, 'Sana');
      const created = createdAgent(await create(account, agentForm()));
      const removed = await updateForm(
        account,
        created.agentId,
        formOf({ removeKnowledgeFile: 'true' }),
      );
      expect(removed.status).toBe(200);
      if (!removed.body.success) throw new Error(removed.body.error);
      expect(removed.body.agent.knowledgeFile).toBeNull();
      expect(await written(account)).toEqual({ agents: 1, chunks: 0, files: [] });
    });

    it('leaves the agent, its chunks and its file as they were when the new file is refused', async () => {
      const account = await signUp(api, 'Tara');
      const created = createdAgent(await create(account, agentForm()));
      const before = await written(account);
      const refused = await updateForm(
        account,
        created.agentId,
        formOf({ name: 'Renamed' }, { bytes: PNG_BYTES, name: 'logo.png', type: 'image/png' }),
      );
      expect(refused.status).toBe(422);
      expect(await written(account)).toEqual(before);
      expect(await listOf(account)).toEqual([created]);

      const both = await updateForm(
        account,
        created.agentId,
        formOf({ removeKnowledgeFile: 'true' }, notesFile()),
      );
      expect(both.status).toBe(400);
      expect(await written(account)).toEqual(before);
    });

    it("answers 404 for another user's agent and touches nothing", async () => {
      const owner = await signUp(api, 'Uma');
      const stranger = await signUp(api, 'Vik');
      const created = createdAgent(await create(owner, agentForm()));
      const before = await written(owner);
      const answer = await updateForm(
        stranger,
        created.agentId,
        formOf({ removeKnowledgeFile: 'true' }),
      );
      expect(answer.status).toBe(404);
      expect(await written(owner)).toEqual(before);
    });
  });
});
