/** A model behind an OpenAI-compatible API (OpenAiCompatibleLlm), against a local stand-in server. */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WORKFLOW_TRIGGER_INSTRUCTIONS } from '../../src/providers/llm/workflow-triggers.js';
import { agentBrief } from '../../src/agents/brief.js';
import {
  type AgentReplyEvent,
  LanguageModelError,
  OpenAiCompatibleLlm,
  PromptValidationError,
} from '../../src/providers/llm/index.js';
import {
  EMPTY_NOTES_SECTION,
  MEETING_NOTES_SECTIONS,
  meetingNotesInstructions,
  noteClock,
} from '../../src/providers/llm/meeting-notes.js';
import { collect, replyInput } from './llm-support.js';

interface Captured {
  url: string;
  authorization: string | undefined;
  body: { model: string; messages: Array<{ role: string; content: string }> };
}

const readJson = async (request: IncomingMessage) => {
  const parts: Buffer[] = [];
  for await (const part of request) parts.push(part as Buffer);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as Captured['body'];
};

describe('OpenAiCompatibleLlm', () => {
  let server: Server;
  let base: string;
  let captured: Captured[];
  let reply: { status: number; body: string; delayMs?: number };

  beforeAll(async () => {
    server = createServer(async (request, response) => {
      captured.push({
        url: request.url!,
        authorization: request.headers.authorization,
        body: await readJson(request),
      });
      setTimeout(() => {
        if (!response.destroyed)
          response.writeHead(reply.status, { 'content-type': 'application/json' }).end(reply.body);
      }, reply.delayMs ?? 0);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    captured = [];
    reply = {
      status: 200,
      body: JSON.stringify({
        choices: [{ message: { role: 'assistant', content: '  ## Role\n- Sales agent.  ' } }],
      }),
    };
  });

  it('posts the model, the instructions and the prompt to {base}/chat/completions with the bearer key', async () => {
    const llm = new OpenAiCompatibleLlm({
      baseUrl: `${base}/`,
      apiKey: 'sk-test',
      model: 'llama3.1:8b',
    });
    await expect(llm.improvePrompt('  sell solar panels  ', agentBrief)).resolves.toBe(
      '## Role\n- Sales agent.',
    );
    expect(captured).toHaveLength(1);
    const [request] = captured;
    expect(request!.url).toBe('/v1/chat/completions');
    expect(request!.authorization).toBe('Bearer sk-test');
    expect(request!.body.model).toBe('llama3.1:8b');
    expect(request!.body.messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(request!.body.messages[0]!.content).toContain('Using tools and workflows');
    expect(request!.body.messages[1]!.content).toBe('sell solar panels');
  });

  it('sends no authorization header without a key (Ollama, llama.cpp)', async () => {
    await new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' }).improvePrompt('x', agentBrief);
    expect(captured[0]!.authorization).toBeUndefined();
  });

  /** A streamed completion as server-sent events, one `data:` line per chunk. */
  const streamed = (...chunks: unknown[]) =>
    [...chunks.map((chunk) => `data: ${JSON.stringify(chunk)}\n\n`), 'data: [DONE]\n\n'].join('');
  const words = (content: string) => ({ choices: [{ delta: { content } }] });

  it('streams an agent reply with the prompt, the knowledge, the history and the workflows as a tool', async () => {
    reply.body = streamed(words('Five '), words('days'), words('.'));
    const llm = new OpenAiCompatibleLlm({ baseUrl: base, model: 'gpt-4o-mini', apiKey: 'k' });
    const result = await collect(
      llm.agentReply({
        ...replyInput(
          'And to Europe?',
          ['Shipping to Europe takes 5 days.'],
          [
            {
              id: 'wf-1',
              name: 'Create ticket',
              description: 'Files a ticket.',
              conditions: ['a ticket is asked for'],
            },
          ],
        ),
        history: [
          { role: 'user', content: 'How long is shipping?' },
          { role: 'assistant', content: 'It depends on the region.' },
        ],
      }),
    );
    expect(result).toEqual({ text: 'Five days.', pieces: 3, tools: [] });
    const body = captured[0]!.body as Captured['body'] & {
      stream?: boolean;
      tools?: {
        function: { name: string; parameters: { properties: { workflow_id: { enum: string[] } } } };
      }[];
    };
    expect(body.stream).toBe(true);
    expect(body.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(body.messages[0]!.content).toContain('You answer questions about our shop.');
    expect(body.messages[0]!.content).toContain('[1] Shipping to Europe takes 5 days.');
    expect(body.messages.at(-1)!.content).toBe('And to Europe?');
    expect(body.tools?.[0]?.function.name).toBe('run_workflow');
    expect(body.tools?.[0]?.function.parameters.properties.workflow_id.enum).toEqual(['wf-1']);
  });

  it('runs a workflow the model called in streamed pieces, then asks for what the agent says about it', async () => {
    const call = (args: string, first = false) => ({
      choices: [
        {
          delta: {
            tool_calls: [
              {
                index: 0,
                ...(first
                  ? { id: 'call-1', function: { name: 'run_workflow', arguments: args } }
                  : { function: { arguments: args } }),
              },
            ],
          },
        },
      ],
    });
    const bodies = [
      streamed(call('{"workflow_id":"wf', true), call('-1","words":"open a ticket"}')),
      streamed(words('I opened a ticket.')),
    ];
    const llm = new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' });
    reply.body = bodies[0]!;
    const events: AgentReplyEvent[] = [];
    for await (const event of llm.agentReply(
      replyInput(
        'Please open a ticket',
        [],
        [
          {
            id: 'wf-1',
            name: 'Create ticket',
            description: '',
            conditions: ['a ticket is asked for'],
          },
        ],
      ),
    )) {
      events.push(event);
      reply.body = bodies[1]!;
    }
    expect(events).toEqual([
      { type: 'tool', toolId: 'wf-1', words: 'open a ticket' },
      { type: 'text', text: 'I opened a ticket.' },
    ]);
    expect(captured).toHaveLength(2);
    expect(captured[1]!.body.messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'tool',
    ]);
  });

  it('keeps only workflows the agent has, each once', async () => {
    const call = (id: string, index: number) => ({
      choices: [
        {
          delta: {
            tool_calls: [
              {
                index,
                id: `c${index}`,
                function: { name: 'run_workflow', arguments: JSON.stringify({ workflow_id: id }) },
              },
            ],
          },
        },
      ],
    });
    reply.body = streamed(words('Done.'), call('wf-1', 0), call('wf-unknown', 1), call('wf-1', 2));
    const llm = new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' });
    const result = await collect(
      llm.agentReply(
        replyInput(
          'ticket please',
          [],
          [{ id: 'wf-1', name: 'Create ticket', description: '', conditions: ['ticket'] }],
        ),
      ),
    );
    expect(result.tools).toEqual([{ toolId: 'wf-1', words: 'ticket please' }]);
    expect(captured).toHaveLength(1);
  });

  it('fails a reply with the model error when the server refuses', async () => {
    reply = { status: 500, body: JSON.stringify({ error: { message: 'overloaded' } }) };
    const llm = new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' });
    await expect(collect(llm.agentReply(replyInput('hi', [])))).rejects.toThrow(
      new LanguageModelError('The language model answered HTTP 500: overloaded'),
    );
  });

  it('answers over numbered passages alone, keeping the [n] that are passages', async () => {
    reply.body = JSON.stringify({
      choices: [
        { message: { content: 'The launch moved to March [2]. Budget is $40k [1, 7]. [0]' } },
      ],
    });
    const llm = new OpenAiCompatibleLlm({ baseUrl: base, model: 'gpt-4o-mini' });
    const answer = await llm.answerFromPassages({
      question: 'What changed?',
      summary: false,
      passages: [
        {
          speaker: 'Tom',
          at: '2026-11-25T14:20:30.000+05:30',
          text: 'Forty thousand dollars.',
          followsPrevious: false,
          moment: 1,
        },
        {
          speaker: 'Priya',
          at: '2026-11-25T14:03:10.000+05:30',
          text: 'We move the launch to March.',
          followsPrevious: false,
          moment: null,
        },
      ],
      history: [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Ask me about the meeting.' },
      ],
      nothingFound: 'Not covered.',
      timeZone: 'Asia/Kolkata',
    });
    expect(answer).toEqual({
      text: 'The launch moved to March [2]. Budget is $40k [1].',
      citations: [
        { passage: 2, quote: 'We move the launch to March.' },
        { passage: 1, quote: 'Forty thousand dollars.' },
      ],
    });
    const messages = captured[0]!.body.messages;
    expect(messages.map((message) => message.role)).toEqual([
      'system',
      'user',
      'assistant',
      'user',
    ]);
    expect(messages[0]!.content).toContain('only the numbered passages');
    expect(messages[0]!.content).toContain('answer exactly: Not covered.');
    expect(messages[0]!.content).toContain(
      'Passages:\n[1]* [14:20] Tom: Forty thousand dollars.\n\n[2] [14:03] Priya: We move the launch to March.',
    );
    expect(messages[0]!.content).toContain('times in 24-hour IST');
    expect(messages[0]!.content).not.toContain('writing the zone after a time');
    expect(messages.at(-1)!.content).toBe('What changed?');
  });

  it('answers "nothing found" without a call when there are no passages, and fails like every call', async () => {
    const llm = new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' });
    const input = {
      question: 'q',
      summary: false,
      passages: [],
      history: [],
      nothingFound: 'Not covered.',
      timeZone: 'Asia/Kolkata',
    };
    await expect(llm.answerFromPassages(input)).resolves.toEqual({
      text: 'Not covered.',
      citations: [],
    });
    expect(captured).toHaveLength(0);
    reply = { status: 503, body: 'busy' };
    await expect(
      llm.answerFromPassages({
        ...input,
        passages: [{ speaker: null, at: null, text: 'x', followsPrevious: false, moment: 0 }],
      }),
    ).rejects.toBeInstanceOf(LanguageModelError);
  });

  it('asks for the notes in the product format with the transcript as timed lines, and returns the markdown', async () => {
    const markdown =
      '## Summary\n\n- [14:03] Alice: We shipped.\n\n## Decisions\n\nNo decisions were recorded.';
    reply.body = JSON.stringify({ choices: [{ message: { content: `${markdown}\n` } }] });
    const llm = new OpenAiCompatibleLlm({ baseUrl: base, model: 'gpt-4o-mini' });
    const lines = [
      { speaker: 'Alice', at: '2026-11-25T15:33:20+07:00', text: 'We shipped.' },
      { speaker: 'Bob', at: null, text: 'Great news.' },
    ];
    await expect(llm.writeMeetingNotes({ lines, timeZone: 'Asia/Kolkata' })).resolves.toBe(
      markdown,
    );
    const messages = captured[0]!.body.messages;
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toBe(meetingNotesInstructions(noteClock('Asia/Kolkata', lines)));
    expect(messages[0]!.content).toContain('(times in 24-hour IST;');
    expect(messages[0]!.content).toContain(
      'End with the line "_Times are 24-hour India Standard Time (IST)._"',
    );
    for (const section of MEETING_NOTES_SECTIONS) {
      expect(messages[0]!.content).toContain(section);
      expect(messages[0]!.content).toContain(EMPTY_NOTES_SECTION[section]);
    }
    expect(messages[0]!.content).toContain('simulated');
    expect(messages[1]!.content).toBe('Transcript:\n[14:03] Alice: We shipped.\nBob: Great news.');
  });

  it('asks which workflows the meeting triggered, keeping only known workflows and real lines, each once', async () => {
    const answer = {
      triggers: [
        { workflow: 'wf-review', line: 2, words: 'review the schema change' },
        { workflow: 'wf-review', line: 1, words: 'again' },
        { workflow: 'wf-unknown', line: 1, words: 'made up' },
        { workflow: 'wf-ticket', line: 9, words: 'no such line' },
      ],
    };
    reply.body = JSON.stringify({
      choices: [{ message: { content: `\`\`\`json\n${JSON.stringify(answer)}\n\`\`\`` } }],
    });
    const llm = new OpenAiCompatibleLlm({ baseUrl: base, model: 'gpt-4o-mini' });
    const triggers = await llm.findWorkflowTriggers({
      workflows: [
        { id: 'wf-review', conditions: ['someone asks for a review'] },
        { id: 'wf-ticket', conditions: ['someone asks to open a ticket'] },
      ],
      lines: [
        { speaker: 'Priya', at: null, text: 'Good morning.' },
        { speaker: 'Alex', at: null, text: 'I need someone to review the schema change.' },
      ],
    });
    expect(triggers).toEqual([
      { workflowId: 'wf-review', line: 1, words: 'review the schema change' },
    ]);
    const messages = captured[0]!.body.messages;
    expect(messages[0]!.content).toBe(WORKFLOW_TRIGGER_INSTRUCTIONS);
    expect(messages[1]!.content).toBe(
      'Workflows:\n- wf-review: someone asks for a review\n- wf-ticket: someone asks to open a ticket\n\nTranscript:\n1. Priya: Good morning.\n2. Alex: I need someone to review the schema change.',
    );
    reply.body = JSON.stringify({
      choices: [{ message: { content: 'No workflows were triggered.' } }],
    });
    expect(
      await llm.findWorkflowTriggers({
        workflows: [{ id: 'wf-review', conditions: ['x'] }],
        lines: [{ speaker: 'A', at: null, text: 'hi' }],
      }),
    ).toEqual([]);
  });

  it('refuses a blank prompt before calling the server', async () => {
    await expect(
      new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' }).improvePrompt(' ', agentBrief),
    ).rejects.toBeInstanceOf(PromptValidationError);
    expect(captured).toHaveLength(0);
  });

  it('reports HTTP errors with the server’s message', async () => {
    reply = {
      status: 401,
      body: JSON.stringify({ error: { message: 'Incorrect API key provided' } }),
    };
    await expect(
      new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' }).improvePrompt('x', agentBrief),
    ).rejects.toThrow(
      new LanguageModelError('The language model answered HTTP 401: Incorrect API key provided'),
    );
    reply = { status: 500, body: 'Internal Server Error' };
    await expect(
      new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' }).improvePrompt('x', agentBrief),
    ).rejects.toThrow('The language model answered HTTP 500');
  });

  it('reports malformed and empty answers', async () => {
    reply.body = JSON.stringify({ choices: [] });
    await expect(
      new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' }).improvePrompt('x', agentBrief),
    ).rejects.toThrow('The language model answered in an unexpected format');
    reply.body = JSON.stringify({ choices: [{ message: { content: '  ' } }] });
    await expect(
      new OpenAiCompatibleLlm({ baseUrl: base, model: 'm' }).improvePrompt('x', agentBrief),
    ).rejects.toThrow('The language model answered with empty text');
  });

  it('times out, and reports an unreachable server', async () => {
    reply.delayMs = 2000;
    await expect(
      new OpenAiCompatibleLlm({ baseUrl: base, model: 'm', timeoutMs: 150 }).improvePrompt(
        'x',
        agentBrief,
      ),
    ).rejects.toThrow(`The language model did not answer within 0.15 s (${base}/chat/completions)`);
    await expect(
      new OpenAiCompatibleLlm({ baseUrl: 'http://127.0.0.1:1/v1', model: 'm' }).improvePrompt(
        'x',
        agentBrief,
      ),
    ).rejects.toThrow(
      'Could not reach the language model at http://127.0.0.1:1/v1/chat/completions',
    );
  });
});
