/**
 * Chat completions on any OpenAI-compatible server: OpenAI, Ollama (/v1), vLLM, llama.cpp server,
 * LM Studio. Only POST {base}/chat/completions is used.
 */
import { endpointOf, postToServer, type ServerAdapterConfig } from '../openai-compatible.js';
import { meetingNotesInstructions, noteClock, transcriptForModel } from './meeting-notes.js';
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
  type AgentReplyEvent,
  type AgentReplyInput,
  type AgentTool,
  type LanguageModel,
  type MeetingNotesInput,
  type PassageAnswer,
  type PassageAnswerInput,
  type WorkflowTrigger,
  type WorkflowTriggerInput,
} from './port.js';
import { readWorkflowTriggers, WORKFLOW_TRIGGER_INSTRUCTIONS } from './workflow-triggers.js';

export type OpenAiCompatibleConfig = ServerAdapterConfig;

export const DEFAULT_LLM_TIMEOUT_MS = 60_000;

const improvePromptInstructions = (brief: AgentBriefFormat) =>
  [
    'You rewrite the instructions a user wrote for an AI voice agent that joins meetings into a clear, well-structured agent brief.',
    `Use exactly these sections, each as a "## " heading followed by short bullet points: ${brief.sections.join(', ')}.`,
    'Keep every fact, name, number and requirement the user gave. Never invent facts about their business, products, prices or policies.',
    'Where the user said nothing for a section, add brief generic guidance that does not depend on their business.',
    'Answer with the brief only, no preamble.',
  ].join('\n');

/** The agent's own prompt, then how it speaks and what it may say: only its knowledge's facts. */
const agentReplyInstructions = (agent: AgentReplyInput['agent'], knowledge: readonly string[]) =>
  [
    `You are ${agent.name}, an AI voice agent talking with a person. Your instructions:`,
    agent.prompt,
    '',
    'Your answers are spoken aloud: answer in a few short sentences of plain text, no markdown or lists.',
    'State facts only from your instructions and the knowledge below. When they do not say, tell the person plainly that you do not know. Never invent facts.',
    'When what the person says calls for one of your workflows, call run_workflow with its id, and tell them you started it.',
    '',
    'Knowledge:',
    knowledge.length > 0
      ? knowledge.map((passage, index) => `[${index + 1}] ${passage}`).join('\n\n')
      : '(none matched)',
  ].join('\n');

type WireMessage =
  | { role: 'system' | 'user'; content: string }
  | {
      role: 'assistant';
      content: string | null;
      tool_calls?: {
        id: string;
        type: 'function';
        function: { name: string; arguments: string };
      }[];
    }
  | { role: 'tool'; tool_call_id: string; content: string };

interface WireTool {
  type: 'function';
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

/** A tool call as streamed: its pieces joined by index. */
interface ToolCall {
  id: string;
  name: string;
  arguments: string;
}

const RUN_WORKFLOW = 'run_workflow';

function runWorkflowTool(tools: readonly AgentTool[]): WireTool {
  return {
    type: 'function',
    function: {
      name: RUN_WORKFLOW,
      description: `Runs one of your workflows. Yours:\n${tools
        .map(
          (tool) =>
            `- ${tool.id}: ${tool.name}. ${tool.description} Run it when: ${tool.conditions.join('; ')}`,
        )
        .join('\n')}`,
      parameters: {
        type: 'object',
        properties: {
          workflow_id: { type: 'string', enum: tools.map((tool) => tool.id) },
          words: { type: 'string', description: "The person's words that call for it." },
        },
        required: ['workflow_id'],
      },
    },
  };
}

/** The workflow a run_workflow call names, or null when its arguments are not that. */
function readRunWorkflow(json: string): { workflowId: string; words: string | null } | null {
  try {
    const parsed = JSON.parse(json) as { workflow_id?: unknown; words?: unknown };
    if (typeof parsed.workflow_id !== 'string') return null;
    return {
      workflowId: parsed.workflow_id,
      words: typeof parsed.words === 'string' && parsed.words.trim() ? parsed.words.trim() : null,
    };
  } catch {
    return null;
  }
}

interface StreamChunk {
  choices?: Array<{
    delta?: {
      content?: unknown;
      tool_calls?: Array<{
        index?: unknown;
        id?: unknown;
        function?: { name?: unknown; arguments?: unknown };
      }>;
    };
  }>;
}

interface ChatCompletion {
  choices?: Array<{ message?: { content?: unknown } }>;
  error?: { message?: unknown };
}

export class OpenAiCompatibleLlm implements LanguageModel {
  private readonly config: OpenAiCompatibleConfig;
  private readonly endpoint: string;

  constructor(config: OpenAiCompatibleConfig) {
    this.config = config;
    this.endpoint = endpointOf(config.baseUrl, '/chat/completions');
  }

  async improvePrompt(prompt: string, brief: AgentBriefFormat): Promise<string> {
    return this.complete([
      { role: 'system', content: improvePromptInstructions(brief) },
      { role: 'user', content: requirePrompt(prompt) },
    ]);
  }

  /**
   * Streamed chat completions: the words as they come; the workflows as one `run_workflow` tool
   * whose calls are read whole at the end. A reply that only ran workflows is asked once more, with
   * the calls answered, for what the agent says about them.
   */
  async *agentReply({
    agent,
    knowledge,
    history,
    utterance,
    tools,
  }: AgentReplyInput): AsyncIterable<AgentReplyEvent> {
    const messages: WireMessage[] = [
      { role: 'system', content: agentReplyInstructions(agent, knowledge) },
      ...history.map((message): WireMessage => ({ role: message.role, content: message.content })),
      { role: 'user', content: utterance },
    ];
    const wireTools = tools.length > 0 ? [runWorkflowTool(tools)] : undefined;
    let spoke = false;
    const calls: ToolCall[] = [];
    for await (const piece of this.stream(messages, wireTools, calls)) {
      spoke = true;
      yield { type: 'text', text: piece };
    }
    const known = new Set(tools.map((tool) => tool.id));
    // Each call's workflow, read once; null when it names none of the agent's.
    const chosen = calls.map((call) => {
      const named = readRunWorkflow(call.arguments);
      return named && known.has(named.workflowId) ? named : null;
    });
    const ran = new Set<string>();
    for (const named of chosen) {
      if (!named || ran.has(named.workflowId)) continue;
      ran.add(named.workflowId);
      yield { type: 'tool', toolId: named.workflowId, words: named.words ?? utterance };
    }
    if (spoke || calls.length === 0) return;
    const answered: WireMessage[] = [
      ...messages,
      {
        role: 'assistant',
        content: null,
        tool_calls: calls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      },
      ...calls.map((call, index): WireMessage => ({
        role: 'tool',
        tool_call_id: call.id,
        content: chosen[index] ? 'The workflow has been queued.' : 'There is no such workflow.',
      })),
    ];
    for await (const piece of this.stream(answered, undefined, []))
      yield { type: 'text', text: piece };
  }

  /** The model sees the passages alone; the `[n]` it cites are kept when n is a passage. */
  async answerFromPassages({
    question,
    summary,
    passages,
    history,
    nothingFound,
    timeZone,
  }: PassageAnswerInput): Promise<PassageAnswer> {
    if (passages.length === 0) return { text: nothingFound, citations: [] };
    const clock = noteClock(timeZone, passages);
    const text = await this.complete([
      {
        role: 'system',
        content: `${passageAnswerInstructions(nothingFound, summary, clock)}\n\nPassages:\n${passagesForModel(passages, clock)}`,
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

  async writeMeetingNotes({ lines, timeZone }: MeetingNotesInput): Promise<string> {
    const clock = noteClock(timeZone, lines);
    return this.complete([
      { role: 'system', content: meetingNotesInstructions(clock) },
      { role: 'user', content: `Transcript:\n${transcriptForModel(lines, clock)}` },
    ]);
  }

  private get timeoutMs(): number {
    return this.config.timeoutMs ?? DEFAULT_LLM_TIMEOUT_MS;
  }

  /** POST {base}/chat/completions; the answer's status is checked, its body left to read. */
  private async post(body: Record<string, unknown>): Promise<Response> {
    let response: Response;
    try {
      response = await postToServer(
        this.config,
        this.endpoint,
        body,
        AbortSignal.timeout(this.timeoutMs),
      );
    } catch (error) {
      throw this.unreachable(error);
    }
    if (!response.ok) {
      const raw = await response.text().catch(() => '');
      let detail = '';
      try {
        const message = (JSON.parse(raw) as ChatCompletion).error?.message;
        if (typeof message === 'string') detail = `: ${message}`;
      } catch {
        detail = '';
      }
      throw new LanguageModelError(`The language model answered HTTP ${response.status}${detail}`);
    }
    return response;
  }

  private unreachable(error: unknown): LanguageModelError {
    if (error instanceof LanguageModelError) return error;
    if (error instanceof Error && error.name === 'TimeoutError')
      return new LanguageModelError(
        `The language model did not answer within ${this.timeoutMs / 1000} s (${this.endpoint})`,
        { cause: error },
      );
    return new LanguageModelError(`Could not reach the language model at ${this.endpoint}`, {
      cause: error,
    });
  }

  /**
   * A streamed completion's words as they arrive (server-sent `data:` lines until `[DONE]`);
   * tool calls' pieces are joined into `calls`.
   */
  private async *stream(
    messages: WireMessage[],
    tools: WireTool[] | undefined,
    calls: ToolCall[],
  ): AsyncIterable<string> {
    const response = await this.post({
      messages,
      temperature: 0.3,
      stream: true,
      ...(tools ? { tools } : {}),
    });
    if (!response.body) throw new LanguageModelError('The language model answered with no body');
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let buffered = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffered += decoder.decode(value, { stream: true });
        let newline: number;
        while ((newline = buffered.indexOf('\n')) >= 0) {
          const line = buffered.slice(0, newline).trim();
          buffered = buffered.slice(newline + 1);
          if (!line.startsWith('data:')) continue;
          const data = line.slice(5).trim();
          if (data === '[DONE]') return;
          const delta = parseChunk(data).choices?.[0]?.delta;
          for (const call of delta?.tool_calls ?? []) {
            const index = typeof call.index === 'number' ? call.index : calls.length;
            const joined = (calls[index] ??= { id: '', name: '', arguments: '' });
            if (typeof call.id === 'string') joined.id = call.id;
            if (typeof call.function?.name === 'string') joined.name += call.function.name;
            if (typeof call.function?.arguments === 'string')
              joined.arguments += call.function.arguments;
          }
          if (typeof delta?.content === 'string' && delta.content !== '') yield delta.content;
        }
      }
    } catch (error) {
      throw this.unreachable(error);
    } finally {
      // Stopped early ([DONE], a failure, or the listener gone): the rest is not read.
      void reader.cancel().catch(() => undefined);
    }
  }

  private async complete(messages: WireMessage[]): Promise<string> {
    const response = await this.post({ messages, temperature: 0.2 });
    let body: ChatCompletion | undefined;
    try {
      body = JSON.parse(await response.text()) as ChatCompletion;
    } catch (error) {
      if (error instanceof Error && error.name !== 'SyntaxError') throw this.unreachable(error);
      body = undefined;
    }
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string')
      throw new LanguageModelError('The language model answered in an unexpected format');
    if (!content.trim())
      throw new LanguageModelError('The language model answered with empty text');
    return content.trim();
  }
}

function parseChunk(data: string): StreamChunk {
  try {
    return JSON.parse(data) as StreamChunk;
  } catch {
    throw new LanguageModelError('The language model streamed an unexpected format');
  }
}
