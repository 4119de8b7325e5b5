/**
 * Chat completions on any OpenAI-compatible server: OpenAI, Ollama (/v1), vLLM, llama.cpp server,
 * LM Studio. Only POST {base}/chat/completions is used.
 */
import { MEETING_NOTES_INSTRUCTIONS, transcriptForModel } from './meeting-notes.js';
import {
  citedPassages,
  passageAnswerInstructions,
  passagesForModel,
  renumberMarkers,
} from './passages.js';
import {
  LanguageModelError,
  requirePrompt,
  type AgentBriefFormat,
  type AnswerInput,
  type ChatMessage,
  type LanguageModel,
  type MeetingNotesInput,
  type PassageAnswer,
  type PassageAnswerInput,
  type WorkflowTrigger,
  type WorkflowTriggerInput,
} from './port.js';
import { readWorkflowTriggers, WORKFLOW_TRIGGER_INSTRUCTIONS } from './workflow-triggers.js';

export interface OpenAiCompatibleConfig {
  /** Up to and including the version segment, e.g. https://api.openai.com/v1 or http://localhost:11434/v1. */
  baseUrl: string;
  /** Sent as a bearer token when set; local servers usually need none. */
  apiKey?: string;
  model: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export const DEFAULT_LLM_TIMEOUT_MS = 60_000;

const improvePromptInstructions = (brief: AgentBriefFormat) =>
  [
    'You rewrite the instructions a user wrote for an AI voice agent that joins meetings into a clear, well-structured agent brief.',
    `Use exactly these sections, each as a "## " heading followed by short bullet points: ${brief.sections.join(', ')}.`,
    'Keep every fact, name, number and requirement the user gave. Never invent facts about their business, products, prices or policies.',
    'Where the user said nothing for a section, add brief generic guidance that does not depend on their business.',
    'Answer with the brief only, no preamble.',
  ].join('\n');

const ANSWER_INSTRUCTIONS = [
  'You answer questions about meetings and documents using only the context provided.',
  'If the context does not contain the answer, say plainly that you could not find it. Do not guess.',
  'Answer concisely.',
].join('\n');

type WireMessage = { role: 'system' | 'user' | 'assistant'; content: string };

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
  error?: { message?: unknown };
}

export class OpenAiCompatibleLlm implements LanguageModel {
  private readonly config: OpenAiCompatibleConfig;
  private readonly endpoint: string;
  private readonly fetch: typeof fetch;

  constructor(config: OpenAiCompatibleConfig) {
    this.config = config;
    this.endpoint = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
    this.fetch = config.fetch ?? fetch;
  }

  async improvePrompt(prompt: string, brief: AgentBriefFormat): Promise<string> {
    return this.complete([
      { role: 'system', content: improvePromptInstructions(brief) },
      { role: 'user', content: requirePrompt(prompt) },
    ]);
  }

  async answer({ question, context, history }: AnswerInput): Promise<string> {
    const passages =
      context.length > 0
        ? context.map((passage, index) => `[${index + 1}] ${passage}`).join('\n\n')
        : '(no context)';
    const turns: WireMessage[] = history.map((message: ChatMessage) => ({
      role: message.role,
      content: message.content,
    }));
    return this.complete([
      { role: 'system', content: `${ANSWER_INSTRUCTIONS}\n\nContext:\n${passages}` },
      ...turns,
      { role: 'user', content: question },
    ]);
  }

  /** The model sees the passages alone; the `[n]` it cites are kept when n is a passage. */
  async answerFromPassages({
    question,
    passages,
    history,
    nothingFound,
  }: PassageAnswerInput): Promise<PassageAnswer> {
    if (passages.length === 0) return { text: nothingFound, citations: [] };
    const text = await this.complete([
      {
        role: 'system',
        content: `${passageAnswerInstructions(nothingFound)}\n\nPassages:\n${passagesForModel(passages)}`,
      },
      ...history.map((message): WireMessage => ({ role: message.role, content: message.content })),
      { role: 'user', content: question },
    ]);
    const isPassage = (number: number) =>
      Number.isInteger(number) && number >= 1 && number <= passages.length;
    return {
      text: renumberMarkers(text, (number) => (isPassage(number) ? number : null)),
      citations: citedPassages(text, isPassage).map((passage) => ({
        passage,
        quote: passages[passage - 1]!.text,
      })),
    };
  }

  /**
   * The model reads each workflow's conditions and the numbered lines, and names the ones met;
   * only workflows and lines that exist are kept, each workflow once.
   */
  async findWorkflowTriggers({
    workflows,
    lines,
  }: WorkflowTriggerInput): Promise<WorkflowTrigger[]> {
    if (workflows.length === 0 || lines.length === 0) return [];
    const answer = await this.complete([
      { role: 'system', content: WORKFLOW_TRIGGER_INSTRUCTIONS },
      {
        role: 'user',
        content: `Workflows:\n${workflows
          .map((workflow) => `- ${workflow.id}: ${workflow.conditions.join(' | ')}`)
          .join('\n')}\n\nTranscript:\n${lines
          .map((line, index) => `${index + 1}. ${line.speaker}: ${line.text}`)
          .join('\n')}`,
      },
    ]);
    return readWorkflowTriggers(answer, workflows, lines.length);
  }

  async writeMeetingNotes({ lines }: MeetingNotesInput): Promise<string> {
    return this.complete([
      { role: 'system', content: MEETING_NOTES_INSTRUCTIONS },
      { role: 'user', content: `Transcript:\n${transcriptForModel(lines)}` },
    ]);
  }

  private async complete(messages: WireMessage[]): Promise<string> {
    const timeoutMs = this.config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
    let response: Response;
    try {
      response = await this.fetch(this.endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(this.config.apiKey ? { authorization: `Bearer ${this.config.apiKey}` } : {}),
        },
        body: JSON.stringify({ model: this.config.model, messages, temperature: 0.2 }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      if (error instanceof Error && error.name === 'TimeoutError') {
        throw new LanguageModelError(
          `The language model did not answer within ${timeoutMs / 1000} s (${this.endpoint})`,
          { cause: error },
        );
      }
      throw new LanguageModelError(`Could not reach the language model at ${this.endpoint}`, {
        cause: error,
      });
    }

    const raw = await response.text();
    let body: ChatCompletion | undefined;
    try {
      body = JSON.parse(raw) as ChatCompletion;
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      const detail = typeof body?.error?.message === 'string' ? `: ${body.error.message}` : '';
      throw new LanguageModelError(`The language model answered HTTP ${response.status}${detail}`);
    }
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string')
      throw new LanguageModelError('The language model answered in an unexpected format');
    if (!content.trim())
      throw new LanguageModelError('The language model answered with empty text');
    return content.trim();
  }
}
