/**
 * One turn of the agent in a live call: its greeting, or its answer to a line that called it,
 * from its prompt, the knowledge that matches what was asked (the same retrieval as Ask AI), what
 * was said lately in the call, and its workflows (a workflow it runs runs once for the meeting,
 * as the meeting's own trigger would run it). The answer is said sentence by sentence as the
 * model writes it (voice.ts), and what got said is kept, so a turn taken over after a crash is not
 * said twice.
 */
import { withoutCall } from '@convene/domain/agent-test';
import { desc, eq } from 'drizzle-orm';
import type { aiAgent } from '../agents/schema.js';
import { liveCursor } from '../meeting-bots/live/events.js';
import { meetingBot, transcriptSegment } from '../meeting-bots/schema.js';
import type { ChatMessage } from '../providers/llm/index.js';
import { semanticSearchOf } from '../retrieval/fusion.js';
import { searchAgentKnowledge } from '../retrieval/knowledge.js';
import { agentTools } from '../workflows/agent-tools.js';
import { queueRun } from '../workflows/runs.js';
import type { LiveAgentServices } from './services.js';
import { agentOf, finishTurn, GREETING, type TurnRow } from './turns.js';
import {
  saySentence,
  sendToChat,
  sentencesOf,
  tellAgent,
  untilPlayed,
  withShortOpening,
  type Speaking,
} from './voice.js';

/** Knowledge chunks the agent answers from. */
const KNOWLEDGE_CHUNKS = 3;
/** Lines of the call the model reads before what it answers. */
const HISTORY_LINES = 12;

/** What was said lately in the call, the agent's own words as its turns. */
async function recentLines(services: LiveAgentServices, botId: string, botName: string) {
  const rows = await services.db
    .select({ speaker: transcriptSegment.speakerName, text: transcriptSegment.content })
    .from(transcriptSegment)
    .where(eq(transcriptSegment.botId, botId))
    .orderBy(desc(transcriptSegment.ordinal))
    .limit(HISTORY_LINES);
  return rows
    .reverse()
    .map((row): ChatMessage =>
      row.speaker === botName
        ? { role: 'assistant', content: row.text }
        : { role: 'user', content: `${row.speaker}: ${row.text}` },
    );
}

/** The words of the answer, as the model writes them; workflows it calls are run once for the meeting. */
async function* answerPieces(
  services: LiveAgentServices,
  speaking: Speaking,
  agent: typeof aiAgent.$inferSelect,
): AsyncIterable<string> {
  const { bot, turn } = speaking;
  const asked = withoutCall(turn.heard, agent);
  const knowledge = await searchAgentKnowledge(
    services.db,
    { userId: bot.userId, agentId: agent.id },
    asked,
    KNOWLEDGE_CHUNKS,
    semanticSearchOf(services.db, services.embeddings, services.log),
  );
  const { tools, byId } = await agentTools(services.db, bot.userId, agent.workflows);
  const history = await recentLines(services, bot.botId, bot.name);
  for await (const piece of services.llm.agentReply({
    agent: { name: agent.name, prompt: agent.prompt },
    knowledge,
    history: history.slice(0, -1),
    utterance: turn.heard,
    tools,
  })) {
    if (piece.type === 'text') {
      yield piece.text;
      continue;
    }
    const chosen = byId.get(piece.toolId);
    if (!chosen) continue;
    await services.db.transaction((tx) =>
      queueRun(tx, services.jobs, {
        userId: bot.userId,
        workflow: chosen,
        trigger: 'meeting',
        // The key the finished meeting's own trigger uses: the workflow runs once for the meeting.
        triggerKey: `meeting:${bot.botId}:${chosen.id}`,
        triggeredBy: piece.words || turn.heard,
        context: {
          bot: bot.name,
          agent: agent.name,
          speaker: turn.speakerName,
          quote: turn.heard,
          time: turn.createdAt.toISOString(),
          meeting_url: bot.meetingUrl ?? '',
        },
        now: services.clock(),
      }),
    );
  }
}

/** The greeting's words, or the answer's as they come; a turn taken over says only what is left of a kept answer. */
function wordsToSay(
  services: LiveAgentServices,
  speaking: Speaking,
  agent: typeof aiAgent.$inferSelect,
): AsyncIterable<string> {
  const { turn } = speaking;
  if (turn.cause === GREETING) return sentencesOf(single(agent.greetingMessage));
  // Cut off after some of it was said: that part is not said again, and nothing new is added.
  if (turn.spokenSentences > 0) return single('');
  return withShortOpening(sentencesOf(answerPieces(services, speaking, agent)));
}

async function* single(text: string): AsyncIterable<string> {
  if (text.trim()) yield text;
}

export async function answerTurn(services: LiveAgentServices, turn: TurnRow): Promise<void> {
  const now = () => services.clock();
  const [bot] = await services.db.select().from(meetingBot).where(eq(meetingBot.botId, turn.botId));
  const agent = bot ? await agentOf(services.db, bot) : null;
  if (!bot || !agent || bot.status !== 'in_call') {
    await finishTurn(
      services.db,
      turn.id,
      { status: 'failed', problem: 'The bot was not in the call.' },
      now(),
    );
    return;
  }
  const speaking: Speaking = {
    bot,
    turn,
    agentName: agent.name,
    voice: agent.voice,
    since: await liveCursor(services.db, bot.botId),
    playingUntil: 0,
  };
  if (turn.cause !== GREETING)
    await tellAgent(services, speaking, { state: 'thinking', caption: turn.heard });
  const spoken = { answer: turn.answer ?? '', sentences: turn.spokenSentences };
  let outcome: 'spoken' | 'interrupted' = 'spoken';
  let unsaid: string[] = [];
  for await (const sentence of wordsToSay(services, speaking, agent)) {
    if (unsaid.length > 0) {
      unsaid.push(sentence);
      continue;
    }
    const said = await saySentence(services, speaking, sentence, spoken);
    if (said === 'interrupted') {
      outcome = 'interrupted';
      break;
    }
    if (said === 'voice failed') unsaid = [sentence];
  }
  const speechFailed =
    unsaid.length > 0 ? await sendToChat(services, speaking, unsaid.join(' ')) : null;
  // Speaking until its last words have played: the next turn does not talk over them.
  await untilPlayed(services, speaking);
  await tellAgent(services, speaking, { state: 'listening', speechFailed });
  await finishTurn(services.db, turn.id, { status: outcome, problem: speechFailed }, now());
}
