/**
 * Ask AI's retrieval measured on sample meetings (meetings/*.json): each meeting is stored as
 * processing stores it, in an in-memory PGlite, and each question asked through the same
 * retrieval and answer code as the API, with the embedded model. A question is a hit when its
 * citations include a segment that answers it; precision is the share of citations that answer.
 * Questions the meeting does not answer (no answering segments) should get no citations.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerQuestion } from '../../src/ask-ai/answer.js';
import { DEFAULT_MIGRATIONS_FOLDER } from '../../src/config.js';
import { openDatabase } from '../../src/db/index.js';
import { processMeeting } from '../../src/meeting-bots/meeting-data.js';
import { IMPORTED_PROVIDER, meetingBot } from '../../src/meeting-bots/schema.js';
import { ExtractiveLlm } from '../../src/providers/llm/index.js';
import type { TranscriptPart } from '../../src/providers/meeting-bots/port.js';

const MEETINGS_DIR = fileURLToPath(new URL('./meetings/', import.meta.url));
/** How fast the sample meetings are spoken, and the pause between turns. */
const SECONDS_PER_WORD = 0.4;
const SECONDS_BETWEEN_TURNS = 2;
const USER = 'eval-user';

export interface SampleMeeting {
  title: string;
  startedAt: string;
  segments: { speaker: string; text: string }[];
  /** `answers`: the ordinals of the segments that answer it; empty when the meeting does not. */
  questions: { question: string; answers: number[] }[];
}

export interface QuestionResult {
  meeting: string;
  question: string;
  answers: number[];
  cited: number[];
}

export interface AskAiEvaluation {
  results: QuestionResult[];
  /** Questions the meeting answers, and of them those whose citations include an answering segment. */
  answerable: number;
  hits: number;
  hitRate: number;
  /** Citations of answerable questions, and the share of them that answer. */
  citations: number;
  precision: number;
  /** Questions the meeting does not answer, and of them those answered without citations. */
  unanswerable: number;
  declined: number;
}

export function sampleMeetings(): { name: string; meeting: SampleMeeting }[] {
  return readdirSync(MEETINGS_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: path.basename(file, '.json'),
      meeting: JSON.parse(readFileSync(path.join(MEETINGS_DIR, file), 'utf8')) as SampleMeeting,
    }));
}

/** The meeting's turns as a provider reports them: every word with the time it was said. */
function transcriptOf(meeting: SampleMeeting): TranscriptPart[] {
  let seconds = 0;
  const start = Date.parse(meeting.startedAt);
  return meeting.segments.map(({ speaker, text }) => {
    const words = text.split(/\s+/).map((word) => {
      const at = new Date(start + seconds * 1000).toISOString();
      seconds += SECONDS_PER_WORD;
      return { text: word, at };
    });
    seconds += SECONDS_BETWEEN_TURNS;
    return { speakerName: speaker, isHost: false, words };
  });
}

export async function evaluateAskAi(): Promise<AskAiEvaluation> {
  const opened = await openDatabase({ kind: 'pglite' }, DEFAULT_MIGRATIONS_FOLDER, (error) => {
    throw error;
  });
  const llm = new ExtractiveLlm();
  const results: QuestionResult[] = [];
  try {
    for (const { name, meeting } of sampleMeetings()) {
      await opened.db.insert(meetingBot).values({
        botId: name,
        userId: USER,
        agentId: null,
        name: meeting.title,
        isScheduled: false,
        joinAt: new Date(meeting.startedAt),
        status: 'ended',
        provider: IMPORTED_PROVIDER,
        processed: true,
      });
      await processMeeting({ db: opened.db, llm }, name, {
        transcript: transcriptOf(meeting),
        participants: [],
      });
      for (const { question, answers } of meeting.questions) {
        const answer = await answerQuestion(
          { db: opened.db, llm },
          { userId: USER, botId: name, agentId: null, question, history: [] },
        );
        results.push({
          meeting: name,
          question,
          answers,
          cited: answer.citations.map((citation) => citation.segment),
        });
      }
    }
  } finally {
    await opened.close();
  }

  const answerable = results.filter(({ answers }) => answers.length > 0);
  const unanswerable = results.filter(({ answers }) => answers.length === 0);
  const hits = answerable.filter(({ answers, cited }) => cited.some((s) => answers.includes(s)));
  const citations = answerable.reduce((sum, { cited }) => sum + cited.length, 0);
  const answering = answerable.reduce(
    (sum, { answers, cited }) => sum + cited.filter((s) => answers.includes(s)).length,
    0,
  );
  return {
    results,
    answerable: answerable.length,
    hits: hits.length,
    hitRate: hits.length / answerable.length,
    citations,
    precision: citations === 0 ? 0 : answering / citations,
    unanswerable: unanswerable.length,
    declined: unanswerable.filter(({ cited }) => cited.length === 0).length,
  };
}
