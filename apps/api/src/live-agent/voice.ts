/**
 * The agent's voice in a call: each sentence of its answer synthesised as soon as it is complete
 * (so speech starts before the answer is), played by the bot through its provider, kept for the
 * meeting's page (Listen) and told to it as captions. Someone else speaking meanwhile stops it
 * before its next sentence (providers cannot cut a clip short). A voice that fails never breaks the
 * call: the rest of the answer goes to the meeting's chat, where there is one, and the page says so.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import { logLiveEvent, signalLive } from '../meeting-bots/live/events.js';
import { liveEvent } from '../meeting-bots/live/schema.js';
import type { BotRow } from '../meeting-bots/lifecycle.js';
import {
  cutAtClause,
  OPENING_SPEECH_PIECE,
  SpeechError,
  type SpeechVoice,
} from '../providers/speech/index.js';
import type { LiveAgentServices } from './services.js';
import { agentSpeechClip } from './schema.js';
import { keepProgress, type TurnRow } from './turns.js';

/**
 * The answer's sentences with the first cut after its opening clause (else between words): the
 * first sound waits for only that much speech to be made, the rest is made while it plays.
 */
export async function* withShortOpening(sentences: AsyncIterable<string>): AsyncIterable<string> {
  let first = true;
  for await (const sentence of sentences) {
    if (!first) {
      yield sentence;
      continue;
    }
    first = false;
    const [opening = '', ...rest] = cutAtClause(sentence, OPENING_SPEECH_PIECE);
    yield opening;
    if (rest.length > 0) yield rest.join(' ');
  }
}

/** Sentences as the text streams in: each as soon as its end is heard, the rest at the end. */
export async function* sentencesOf(pieces: AsyncIterable<string>): AsyncIterable<string> {
  let buffer = '';
  for await (const piece of pieces) {
    buffer += piece;
    for (;;) {
      const end = /[.!?。](?:["'”’)\]]*)\s+/.exec(buffer);
      if (!end) break;
      const sentence = buffer.slice(0, end.index + end[0].length).trim();
      buffer = buffer.slice(end.index + end[0].length);
      if (sentence) yield sentence;
    }
  }
  if (buffer.trim()) yield buffer.trim();
}

export interface Speaking {
  bot: BotRow;
  turn: TurnRow;
  agentName: string;
  voice: SpeechVoice;
  /** The live log's last event when the turn began: what others say after it interrupts. */
  since: number;
  /** When the audio handed to the provider so far ends (ms since the epoch). */
  playingUntil: number;
}

/**
 * Waits until the audio already played has ended: providers play a clip as it comes, so the next
 * sentence goes only then, and what someone said meanwhile can stop it.
 */
export async function untilPlayed(services: LiveAgentServices, speaking: Speaking): Promise<void> {
  const left = speaking.playingUntil - services.clock().getTime();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Whether someone other than the bot has spoken in the call since the answer began. */
async function interrupted(services: LiveAgentServices, speaking: Speaking): Promise<boolean> {
  const said = await services.db
    .select({ body: liveEvent.body })
    .from(liveEvent)
    .where(
      and(
        eq(liveEvent.botId, speaking.bot.botId),
        gt(liveEvent.seq, speaking.since),
        inArray(liveEvent.kind, ['line', 'partial']),
      ),
    );
  return said.some((row) => (row.body as { speaker?: unknown }).speaker !== speaking.bot.name);
}

export async function tellAgent(
  services: LiveAgentServices,
  speaking: Speaking,
  agent: {
    state: 'listening' | 'thinking' | 'speaking';
    caption?: string | null;
    clip?: { id: string; durationMs: number } | null;
    speechFailed?: string | null;
  },
): Promise<void> {
  await logLiveEvent(services.db, speaking.bot.botId, {
    kind: 'agent',
    body: {
      turnId: speaking.turn.id,
      state: agent.state,
      caption: agent.caption ?? null,
      clip: agent.clip ?? null,
      speechFailed: agent.speechFailed ?? null,
    },
  });
  await signalLive(services.changes, speaking.bot.botId);
}

/**
 * Plays one sentence in the call once what was said before it has played. 'interrupted' when
 * someone else spoke meanwhile (the answer stops); 'voice failed' when it could not be spoken (the
 * caller sends the rest to the chat).
 */
export async function saySentence(
  services: LiveAgentServices,
  speaking: Speaking,
  sentence: string,
  spokenSoFar: { answer: string; sentences: number },
): Promise<'said' | 'interrupted' | 'voice failed'> {
  const providerBotId = speaking.bot.providerBotId;
  if (!providerBotId) return 'voice failed';
  try {
    for await (const clip of services.speech.speak(sentence, speaking.voice)) {
      // The clip is ready while the one before still plays; it goes once that has ended.
      await untilPlayed(services, speaking);
      if (spokenSoFar.sentences > 0 && (await interrupted(services, speaking)))
        return 'interrupted';
      await services.provider.speak(providerBotId, clip);
      speaking.playingUntil = services.clock().getTime() + clip.durationMs;
      const [kept] = await services.db
        .insert(agentSpeechClip)
        .values({
          botId: speaking.bot.botId,
          turnId: speaking.turn.id,
          position: spokenSoFar.sentences,
          mp3: clip.mp3,
          text: clip.text,
          durationMs: Math.round(clip.durationMs),
        })
        .onConflictDoNothing()
        .returning({ id: agentSpeechClip.id });
      await tellAgent(services, speaking, {
        state: 'speaking',
        caption: clip.text,
        clip: kept ? { id: kept.id, durationMs: Math.round(clip.durationMs) } : null,
      });
    }
  } catch (error) {
    if (!(error instanceof SpeechError)) throw error;
    services.log.warn({ err: error, botId: speaking.bot.botId }, 'the agent could not speak');
    return 'voice failed';
  }
  spokenSoFar.answer = `${spokenSoFar.answer} ${sentence}`.trim();
  spokenSoFar.sentences += 1;
  await keepProgress(
    services.db,
    speaking.turn.id,
    { answer: spokenSoFar.answer, spokenSentences: spokenSoFar.sentences },
    services.clock(),
  );
  return 'said';
}

/** The answer's words that could not be spoken, posted to the chat; what the page is told. */
export async function sendToChat(
  services: LiveAgentServices,
  speaking: Speaking,
  text: string,
): Promise<string> {
  const providerBotId = speaking.bot.providerBotId;
  const posted =
    providerBotId !== null && text.trim() !== ''
      ? await services.provider.sendChatMessage(providerBotId, text.trim()).catch((error) => {
          services.log.warn({ err: error }, 'the agent could not post to the meeting chat');
          return false;
        })
      : false;
  return posted
    ? `${speaking.agentName} could not speak, so the answer went to the meeting chat.`
    : `${speaking.agentName} could not speak, and this meeting has no chat to post the answer to.`;
}
