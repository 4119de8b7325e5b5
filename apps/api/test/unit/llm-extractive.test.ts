/** The embedded model (ExtractiveLlm): prompts improved and agents' replies, and which model createLlm picks. */
import { describe, expect, it } from 'vitest';
import { AGENT_BRIEF_SECTIONS, agentBrief, GENERIC_GUIDANCE } from '../../src/agents/brief.js';
import {
  createLlm,
  ExtractiveLlm,
  LlmConfigError,
  llmConfigFromEnv,
  NOTHING_FOUND_ANSWER,
  OpenAiCompatibleLlm,
  PromptValidationError,
} from '../../src/providers/llm/index.js';
import { collect, replyInput } from './llm-support.js';

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
