import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WORKFLOW_TRIGGER_INSTRUCTIONS } from '../../src/providers/llm/workflow-triggers.js';
import { AGENT_BRIEF_SECTIONS, agentBrief, GENERIC_GUIDANCE } from '../../src/agents/brief.js';
import {
  createLlm,
  ExtractiveLlm,
  type AgentReplyEvent,
  type AgentReplyInput,
  LanguageModelError,
  LlmConfigError,
  llmConfigFromEnv,
  NOTHING_FOUND_ANSWER,
  OpenAiCompatibleLlm,
  PromptValidationError,
} from '../../src/providers/llm/index.js';
import {
  EMPTY_NOTES_SECTION,
  MEETING_NOTES_INSTRUCTIONS,
  MEETING_NOTES_SECTIONS,
} from '../../src/providers/llm/meeting-notes.js';

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The brief's bullet lines grouped by section heading. */
function sections(brief: string): Map<string, string[]> {
  const result = new Map<string, string[]>();
  let current = '';
  for (const line of brief.split('\n')) {
    if (line.startsWith('## ')) result.set((current = line.slice(3)), []);
    else if (line.startsWith('- ')) result.get(current)!.push(line.slice(2));
  }
  return result;
}

const SALES_PROMPT = `You are a sales assistant for Brightline Solar. Qualify leads who call about rooftop panels.
Ask about their monthly electricity bill and roof type.
Be warm and professional.
Never quote a final price on the call.
Use the attached price list for indicative ranges.
Book a site survey with the calendar workflow when the lead is interested.`;

describe('ExtractiveLlm.improvePrompt', () => {
  const llm = new ExtractiveLlm();

  it('restructures the prompt under every section heading, in order', async () => {
    const brief = await llm.improvePrompt(SALES_PROMPT, agentBrief);
    expect([...sections(brief).keys()]).toEqual([...AGENT_BRIEF_SECTIONS]);
    expect(brief.startsWith('## Role\n')).toBe(true);
  });

  it("sorts the user's own sentences into the right sections", async () => {
    const brief = sections(await llm.improvePrompt(SALES_PROMPT, agentBrief));
    expect(brief.get('Role')).toEqual(['You are a sales assistant for Brightline Solar.']);
    expect(brief.get('Goals')).toEqual(['Qualify leads who call about rooftop panels.']);
    expect(brief.get('What to ask')).toEqual([
      'Ask about their monthly electricity bill and roof type.',
    ]);
    expect(brief.get('Tone')).toEqual(['Be warm and professional.']);
    expect(brief.get('What to avoid')).toEqual(['Never quote a final price on the call.']);
    expect(brief.get('Using the knowledge base')).toEqual([
      'Use the attached price list for indicative ranges.',
    ]);
    expect(brief.get('Using tools and workflows')).toEqual([
      'Book a site survey with the calendar workflow when the lead is interested.',
    ]);
  });

  it('fills only the empty sections with the fixed generic guidance', async () => {
    const brief = sections(
      await llm.improvePrompt('Help the team plan the product launch', agentBrief),
    );
    expect(brief.get('Goals')).toEqual(['Help the team plan the product launch.']);
    for (const section of AGENT_BRIEF_SECTIONS.filter((name) => name !== 'Goals')) {
      expect(brief.get(section)).toEqual([GENERIC_GUIDANCE[section]]);
    }
  });

  it('invents nothing: every line is the user’s text or the fixed generic guidance', async () => {
    const prompts = [
      SALES_PROMPT,
      '- act as a recruiter\n- screen candidates for the backend role\n- ask about notice period\n- don’t discuss salary bands',
      'Keep the daily standup to 15 minutes. Each person says what they did yesterday, e.g. closed tickets, and what is blocking them!',
      'you run our weekly\nretrospective for the\nmobile team. Ask what went well.',
      'i want an agent that runs our daily standup. it should ask what everyone did yesterday. be friendly but firm. dont allow deep technical discussions, park them for later. at the end create jira tickets for blockers',
    ];
    const generic = new Set(Object.values(GENERIC_GUIDANCE));
    for (const prompt of prompts) {
      const source = normalise(prompt);
      for (const line of [
        ...sections(await llm.improvePrompt(prompt, agentBrief)).values(),
      ].flat()) {
        if (generic.has(line)) continue;
        expect(source.toLowerCase()).toContain(line.replace(/\.$/, '').toLowerCase());
      }
    }
  });

  it('keeps every key phrase of the user', async () => {
    const brief = await llm.improvePrompt(SALES_PROMPT, agentBrief);
    for (const phrase of [
      'Brightline Solar',
      'monthly electricity bill',
      'site survey',
      'final price',
      'price list',
    ]) {
      expect(brief).toContain(phrase);
    }
  });

  it('splits lower-case, unpunctuated writing into sentences and tidies their first letter', async () => {
    const brief = sections(
      await llm.improvePrompt(
        'i want an agent that runs our daily standup. it should ask what everyone did yesterday, e.g. tickets closed. be friendly but firm. dont allow deep technical discussions. at the end create jira tickets for blockers',
        agentBrief,
      ),
    );
    expect(brief.get('Goals')).toEqual(['I want an agent that runs our daily standup.']);
    expect(brief.get('What to ask')).toEqual([
      'It should ask what everyone did yesterday, e.g. tickets closed.',
    ]);
    expect(brief.get('Tone')).toEqual(['Be friendly but firm.']);
    expect(brief.get('What to avoid')).toEqual(['Dont allow deep technical discussions.']);
    expect(brief.get('Using tools and workflows')).toEqual([
      'At the end create jira tickets for blockers.',
    ]);
  });

  it('handles bullets, numbered lists, hard-wrapped lines and duplicates', async () => {
    const brief = sections(
      await llm.improvePrompt(
        '1. You are the onboarding guide\n2) Ask which plan they chose\n\nWelcome new customers and\nexplain the first steps.\nWelcome new customers and explain the first steps.',
        agentBrief,
      ),
    );
    expect(brief.get('Role')).toEqual(['You are the onboarding guide.']);
    expect(brief.get('What to ask')).toEqual(['Ask which plan they chose.']);
    expect(brief.get('Goals')).toEqual(['Welcome new customers and explain the first steps.']);
  });

  it('is deterministic and stable when improved again', async () => {
    const once = await llm.improvePrompt(SALES_PROMPT, agentBrief);
    expect(await llm.improvePrompt(SALES_PROMPT, agentBrief)).toBe(once);
    expect(await llm.improvePrompt(once, agentBrief)).toBe(once);
  });

  it('refuses a blank prompt with a typed validation error', async () => {
    for (const blank of ['', '   ', '\n\t ']) {
      await expect(llm.improvePrompt(blank, agentBrief)).rejects.toThrow(
        new PromptValidationError('Prompt is required'),
      );
    }
  });
});

/** The reply's words joined, its tool calls, and how many pieces the words came in. */
async function collect(reply: AsyncIterable<AgentReplyEvent>) {
  let text = '';
  let pieces = 0;
  const tools: { toolId: string; words: string }[] = [];
  for await (const event of reply) {
    if (event.type === 'text') {
      text += event.text;
      pieces += 1;
    } else tools.push({ toolId: event.toolId, words: event.words });
  }
  return { text, pieces, tools };
}

const replyInput = (
  utterance: string,
  knowledge: readonly string[],
  tools: AgentReplyInput['tools'] = [],
): AgentReplyInput => ({
  agent: { name: 'Nova', prompt: 'You answer questions about our shop.' },
  knowledge,
  history: [],
  utterance,
  tools,
});

describe('ExtractiveLlm.agentReply', () => {
  const llm = new ExtractiveLlm();
  const knowledge = [
    'Refunds are issued within 14 days of a return. The office is closed on Sundays.',
    'Shipping to Europe takes 5 to 7 working days.\nExpress shipping costs 12 euros.',
    'Our pricing starts at 10 euros per seat per month.',
  ];
  const answer = async (utterance: string, from = knowledge) =>
    (await collect(llm.agentReply(replyInput(utterance, from)))).text;

  it('quotes the most relevant sentences of the knowledge, in their order', async () => {
    await expect(answer('How long does shipping to Europe take?')).resolves.toBe(
      'Shipping to Europe takes 5 to 7 working days.',
    );
    await expect(answer('What are the prices?')).resolves.toBe(
      'Our pricing starts at 10 euros per seat per month.',
    );
    await expect(answer('shipping costs')).resolves.toBe(
      'Shipping to Europe takes 5 to 7 working days. Express shipping costs 12 euros.',
    );
  });

  it('streams the words in pieces that join back into the answer', async () => {
    const reply = await collect(llm.agentReply(replyInput('shipping costs', knowledge)));
    expect(reply.pieces).toBeGreaterThan(2);
    expect(reply.text).toBe(
      'Shipping to Europe takes 5 to 7 working days. Express shipping costs 12 euros.',
    );
  });

  it('never reads its prompt aloud: the prompt is an instruction, not an answer', async () => {
    const nova = {
      ...replyInput('What about the project plan?', []),
      agent: {
        name: 'Nova',
        prompt: 'You are Nova. You answer questions about the project plan briefly.',
      },
    };
    expect((await collect(llm.agentReply(nova))).text).toBe(NOTHING_FOUND_ANSWER);
  });

  it('says plainly when nothing relevant is found', async () => {
    await expect(answer('Who is the CEO?')).resolves.toBe(NOTHING_FOUND_ANSWER);
    await expect(answer('what is it?')).resolves.toBe(NOTHING_FOUND_ANSWER);
    await expect(answer('refunds', [])).resolves.toBe(NOTHING_FOUND_ANSWER);
  });

  it('never quotes more than three sentences', async () => {
    const many = Array.from({ length: 10 }, (_, index) => `Invoice ${index} is overdue.`);
    await expect(answer('overdue invoices', many)).resolves.toBe(
      'Invoice 0 is overdue. Invoice 1 is overdue. Invoice 2 is overdue.',
    );
  });

  it('runs the workflows whose conditions were said, first, and says so', async () => {
    const tools = [
      {
        id: 'wf-ticket',
        name: 'Create ticket',
        description: 'Files a ticket.',
        conditions: ['someone asks to open a ticket'],
      },
      {
        id: 'wf-mail',
        name: 'Email the team',
        description: 'Mails.',
        conditions: ['send the summary by email'],
      },
    ];
    const reply = await collect(
      llm.agentReply(
        replyInput('Open a ticket: are refunds issued after a return?', knowledge, tools),
      ),
    );
    expect(reply.tools).toEqual([{ toolId: 'wf-ticket', words: 'open ticket' }]);
    expect(reply.text).toBe(
      "I've started “Create ticket”. Refunds are issued within 14 days of a return.",
    );
    const none = await collect(
      llm.agentReply(replyInput('What does shipping cost?', knowledge, tools)),
    );
    expect(none.tools).toEqual([]);
  });
});

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
    await expect(
      llm.writeMeetingNotes({
        lines: [
          { speaker: 'Alice', at: '2026-11-25T15:33:20+07:00', text: 'We shipped.' },
          { speaker: 'Bob', at: null, text: 'Great news.' },
        ],
      }),
    ).resolves.toBe(markdown);
    const messages = captured[0]!.body.messages;
    expect(messages.map((message) => message.role)).toEqual(['system', 'user']);
    expect(messages[0]!.content).toBe(MEETING_NOTES_INSTRUCTIONS);
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

describe('createLlm', () => {
  it('uses the embedded model unless LLM_BASE_URL is set', () => {
    expect(createLlm(llmConfigFromEnv({}))).toBeInstanceOf(ExtractiveLlm);
    expect(
      createLlm(
        llmConfigFromEnv({ LLM_BASE_URL: 'http://localhost:11434/v1', LLM_MODEL: 'llama3.1' }),
      ),
    ).toBeInstanceOf(OpenAiCompatibleLlm);
  });

  it('names missing or invalid settings', () => {
    expect(() => llmConfigFromEnv({ LLM_BASE_URL: 'http://x/v1' })).toThrow(
      new LlmConfigError('LLM_BASE_URL is set but LLM_MODEL is not'),
    );
    expect(() =>
      llmConfigFromEnv({ LLM_BASE_URL: 'http://x/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: 'soon' }),
    ).toThrow('LLM_TIMEOUT_MS must be a positive number of milliseconds');
  });
});
