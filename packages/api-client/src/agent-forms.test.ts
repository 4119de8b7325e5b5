import { describe, expect, test } from 'vitest';
import { createAiAgentFormData, multipart, updateAiAgentFormData } from './agent-forms';
import { BASE_URL, fakeClient, sampleAgent } from './testing/fake-fetch';
import type { CreateAiAgentForm, UpdateAiAgentForm } from './types';

/** Every request is answered with `{ success: true, agent }`. */
const setup = () => fakeClient(() => Response.json({ success: true, agent: sampleAgent }));

describe('multipart agent creation', () => {
  test('the FormData goes out untouched as multipart/form-data', async () => {
    const { client, requests } = setup();
    const file = new File(['meeting rules'], 'rules.txt', { type: 'text/plain' });
    const form = createAiAgentFormData({
      name: 'Scrum master',
      greetingMessage: 'Hi all',
      prompt: 'Keep it short.',
      voice: 'female',
      mode: 'passive',
      wakeWords: 'hey convene, scrum',
      workflows: [
        {
          id: 'w1',
          key: 'create-ticket',
          name: 'Create ticket',
          description: 'Opens a ticket',
          conditions: ['a bug'],
        },
      ],
      file,
    });

    const { data } = await client.POST('/ai-agent/create', multipart<CreateAiAgentForm>(form));

    expect(data).toEqual({ success: true, agent: sampleAgent });
    const request = requests[0];
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe(`${BASE_URL}/ai-agent/create`);
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await request?.formData();
    expect(
      Object.fromEntries([...(sent?.entries() ?? [])].filter(([, v]) => typeof v === 'string')),
    ).toEqual({
      name: 'Scrum master',
      greetingMessage: 'Hi all',
      prompt: 'Keep it short.',
      type: 'audio-agent',
      voice: 'female',
      mode: 'passive',
      wakeWords: 'hey convene, scrum',
      workflows: JSON.stringify([
        {
          id: 'w1',
          key: 'create-ticket',
          name: 'Create ticket',
          description: 'Opens a ticket',
          conditions: ['a bug'],
        },
      ]),
    });
    const sentFile = sent?.get('file');
    expect(sentFile).toBeInstanceOf(File);
    expect((sentFile as File).name).toBe('rules.txt');
    expect(await (sentFile as File).text()).toBe('meeting rules');
  });

  test('the agent update sends the edit form as multipart: a new file, or the removal of the current one', async () => {
    const { client, requests } = setup();
    const base = {
      name: 'Retro host',
      greetingMessage: 'Hi all',
      prompt: 'Keep it short.',
      voice: 'male' as const,
      mode: 'active' as const,
      wakeWords: '',
    };
    const byId = { params: { path: { id: 'a1' } } };
    await client.PUT('/ai-agent/update/{id}', {
      ...byId,
      ...multipart<UpdateAiAgentForm>(
        updateAiAgentFormData({ ...base, workflows: [], removeKnowledgeFile: true }),
      ),
    });
    await client.PUT('/ai-agent/update/{id}', {
      ...byId,
      ...multipart<UpdateAiAgentForm>(
        updateAiAgentFormData({
          ...base,
          file: new File(['notes'], 'notes.txt', { type: 'text/plain' }),
        }),
      ),
    });

    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      `PUT ${BASE_URL}/ai-agent/update/a1`,
      `PUT ${BASE_URL}/ai-agent/update/a1`,
    ]);
    const removal = await requests[0]?.formData();
    expect(removal?.get('removeKnowledgeFile')).toBe('true');
    expect(removal?.get('workflows')).toBe('[]');
    expect(removal?.get('file')).toBeNull();
    const replacement = await requests[1]?.formData();
    expect(replacement?.get('removeKnowledgeFile')).toBeNull();
    expect(replacement?.get('workflows')).toBeNull();
    expect((replacement?.get('file') as File | null)?.name).toBe('notes.txt');
  });

  test('optional workflows and file are left out when absent', () => {
    const form = createAiAgentFormData({
      name: 'A',
      greetingMessage: 'B',
      prompt: 'C',
      voice: 'male',
      mode: 'active',
      wakeWords: '',
    });
    expect(form.has('workflows')).toBe(false);
    expect(form.has('file')).toBe(false);
  });
});
