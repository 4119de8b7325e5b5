/**
 * A turn of a test session: the user's words kept, then (when the agent is called: always in
 * active mode, on a wake word in passive mode) the agent's reply streamed as server-sent events.
 * The reply is the language model's, from the agent's prompt, the knowledge chunks that match the
 * words (the same full-text search Ask AI retrieves with), the conversation so far, and the
 * agent's workflows as tools; a workflow the model runs is queued as a run, once per turn.
 */
import { agentIsCalled, withoutCall } from '@convene/domain/agent-test';
import { findOwnAgent } from '../agents/agents.js';
import type { Embeddings } from '../providers/embeddings/index.js';
import { semanticSearchOf } from '../retrieval/fusion.js';
import { searchAgentKnowledge } from '../retrieval/knowledge.js';
import type { Schemas } from '../contract/schemas.js';
import {
  LANGUAGE_MODEL_UNAVAILABLE,
  LanguageModelError,
  type ChatMessage,
  type LanguageModel,
} from '../providers/llm/index.js';
import { agentTools } from '../workflows/agent-tools.js';
import { queueRun } from '../workflows/runs.js';
import type { AgentTestWorkflowRun } from './schema.js';
import { keepTurn, toTurnView, type AgentTestServices } from './sessions.js';

export interface ReplyServices extends AgentTestServices {
  llm: LanguageModel;
  /** The embeddings model whose ranking of the knowledge is fused with the words', when configured. */
  embeddings: Embeddings | null;
}

/** Knowledge chunks given with each turn. */
const KNOWLEDGE_CHUNKS = 3;
/** Earlier turns the model sees: enough to follow "and how much is it?". */
const HISTORY_TURNS = 12;

export type TurnEvent =
  | { event: 'turn'; data: { turn: Schemas['AgentTestTurn']; answering: boolean } }
  | { event: 'delta'; data: { text: string } }
  | { event: 'workflow'; data: AgentTestWorkflowRun }
  | {
      event: 'done';
      data: { turn: Schemas['AgentTestTurn'] | null; session: Schemas['AgentTestSession'] };
    }
  | { event: 'error'; data: { message: string } };

/** One server-sent event. */
export function serverSentEvent({ event, data }: TurnEvent): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Keeps the user's words (404 for another user's session, 409 once it has ended) and returns the
 * events that follow, produced as they are read: the reply is only asked for when they are.
 */
export async function takeTurn(
  services: ReplyServices,
  userId: string,
  sessionId: string,
  text: string,
): Promise<AsyncIterable<TurnEvent>> {
  const { session, turn, view } = await keepTurn(services, userId, sessionId, {
    speaker: 'user',
    text,
  });
  const agent = await findOwnAgent(services.db, userId, session.agentId);
  const answering = agentIsCalled(agent, text);

  async function* events(): AsyncIterable<TurnEvent> {
    yield { event: 'turn', data: { turn: toTurnView(turn), answering } };
    if (!answering) {
      yield { event: 'done', data: { turn: null, session: view } };
      return;
    }
    // Kept under the session's lock, the conversation ends with these words.
    const history: ChatMessage[] = view.turns
      .slice(0, -1)
      .slice(-HISTORY_TURNS)
      .map((said) => ({
        role: said.speaker === 'agent' ? 'assistant' : 'user',
        content: said.text,
      }));
    // Read as Ask AI reads a question, without the words that called the agent.
    const knowledge = await searchAgentKnowledge(
      services.db,
      { userId, agentId: agent.id },
      withoutCall(text, agent),
      KNOWLEDGE_CHUNKS,
      semanticSearchOf(services.db, services.embeddings, services.log),
    );
    const { tools, byId } = await agentTools(services.db, userId, agent.workflows);

    let said = '';
    const ran: AgentTestWorkflowRun[] = [];
    try {
      for await (const piece of services.llm.agentReply({
        agent: { name: agent.name, prompt: agent.prompt },
        knowledge,
        history,
        utterance: text,
        tools,
      })) {
        if (piece.type === 'text') {
          said += piece.text;
          yield { event: 'delta', data: { text: piece.text } };
          continue;
        }
        const chosen = byId.get(piece.toolId);
        if (!chosen || ran.some((run) => run.workflowId === chosen.id)) continue;
        const runId = await services.db.transaction((tx) =>
          queueRun(tx, services.jobs, {
            userId,
            workflow: chosen,
            trigger: 'agent-test',
            // Once per turn: a retried or repeated call queues nothing more.
            triggerKey: `agent-test:${turn.id}:${chosen.id}`,
            triggeredBy: piece.words || text,
            context: {
              bot: 'Agent test',
              agent: agent.name,
              speaker: 'You (agent test)',
              quote: text,
              time: turn.at.toISOString(),
              meeting_url: '',
            },
            now: services.clock(),
          }),
        );
        if (!runId) continue;
        const run = { workflowId: chosen.id, name: chosen.name, runId };
        ran.push(run);
        yield { event: 'workflow', data: run };
      }
    } catch (error) {
      if (!(error instanceof LanguageModelError)) throw error;
      services.log.error(
        { err: error, sessionId },
        'language model failed to answer an agent test',
      );
      yield { event: 'error', data: { message: LANGUAGE_MODEL_UNAVAILABLE } };
      return;
    }
    // The answer is kept even if the session ended while it was being given.
    const answer = await keepTurn(
      services,
      userId,
      sessionId,
      { speaker: 'agent', text: said.trim(), workflows: ran },
      { evenIfEnded: true },
    );
    yield { event: 'done', data: { turn: toTurnView(answer.turn), session: answer.view } };
  }

  return events();
}
