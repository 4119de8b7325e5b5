/**
 * Ask AI's retrieval measured on meetings: the product's sample meetings (meetings/*.json, written
 * for it) and the twelve real meetings of the QMSum development set (../qmsum.ts), each stored as
 * the product stores a meeting, in an in-memory PGlite, and each question asked through the same
 * retrieval and answer code as the API, with the embedded model. A question is a hit when one of
 * its citations is a turn that answers it; precision is the share of citations that are. Questions
 * a sample meeting does not answer should get no citations. Also timed: questions about the
 * generated three-hour meeting of the benchmarks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateMeeting, MEETING_START, questionsAbout } from '../../bench/three-hour-meeting.js';
import { answerQuestion } from '../../src/ask-ai/answer.js';
import { DEFAULT_MIGRATIONS_FOLDER } from '../../src/config.js';
import type { Database } from '../../src/db/index.js';
import { openDatabase } from '../../src/db/index.js';
import { processMeeting, storeTranscript } from '../../src/meeting-bots/meeting-data.js';
import { IMPORTED_PROVIDER, meetingBot } from '../../src/meeting-bots/schema.js';
import { ExtractiveLlm } from '../../src/providers/llm/index.js';
import type { MeetingRecord, TranscriptPart } from '../../src/providers/meeting-bots/port.js';
import { inSpans, readQmsum } from '../qmsum.js';

const MEETINGS_DIR = fileURLToPath(new URL('./meetings/', import.meta.url));
/** How fast the sample meetings are spoken, and the pause between turns. */
const SECONDS_PER_WORD = 0.4;
const SECONDS_BETWEEN_TURNS = 2;
const USER = 'eval-user';
/** Questions timed on the three-hour meeting, after a few that warm the caches. */
const TIMED_QUESTIONS = 100;
const WARM_UP = 10;

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
  /** Whether a turn answers it, by ordinal. */
  answers: (ordinal: number) => boolean;
  /** The meeting does not answer it. */
  unanswerable: boolean;
  cited: number[];
  milliseconds: number;
}

export interface Figures {
  /** Questions the meeting answers, and of them those whose citations include an answering turn. */
  answerable: number;
  hits: number;
  hitRate: number;
  /** Citations of answerable questions, and the share of them that answer. */
  citations: number;
  precision: number;
  /** The mean of each question's precision (a question without citations counts 0). */
  meanPrecision: number;
}

export interface MeetingFigures extends Figures {
  meeting: string;
}

export interface SetEvaluation {
  results: QuestionResult[];
  overall: Figures;
  meetings: MeetingFigures[];
}

export interface AskAiEvaluation {
  samples: SetEvaluation & {
    /** Questions the meetings do not answer, and of them those answered without citations. */
    unanswerable: number;
    declined: number;
  };
  qmsum: SetEvaluation;
  /** Milliseconds to retrieve and answer questions about the three-hour meeting. */
  threeHour: { words: number; segments: number; p50: number; p95: number; max: number };
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

/** A sample meeting's turns as a provider reports them: every word with the time it was said. */
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

/** The meeting stored as an imported one is: transcript and participants, processed. */
async function storeMeeting(
  db: Database,
  botId: string,
  record: MeetingRecord,
  startedAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(meetingBot).values({
      botId,
      userId: USER,
      agentId: null,
      name: botId,
      isScheduled: false,
      joinAt: startedAt,
      status: 'done',
      provider: IMPORTED_PROVIDER,
      processed: true,
    });
    await storeTranscript(tx, botId, record);
  });
}

async function ask(db: Database, botId: string, question: string) {
  const start = performance.now();
  const answer = await answerQuestion(
    { db, llm: new ExtractiveLlm() },
    { userId: USER, botId, agentId: null, question, history: [] },
  );
  return {
    cited: answer.citations.map((citation) => citation.segment),
    milliseconds: performance.now() - start,
  };
}

function figures(results: readonly QuestionResult[]): Figures {
  const answerable = results.filter((result) => !result.unanswerable);
  const good = (result: QuestionResult) => result.cited.filter(result.answers).length;
  const hits = answerable.filter((result) => good(result) > 0).length;
  const citations = answerable.reduce((sum, result) => sum + result.cited.length, 0);
  const answering = answerable.reduce((sum, result) => sum + good(result), 0);
  const shares = answerable.map((result) =>
    result.cited.length === 0 ? 0 : good(result) / result.cited.length,
  );
  return {
    answerable: answerable.length,
    hits,
    hitRate: answerable.length === 0 ? 0 : hits / answerable.length,
    citations,
    precision: citations === 0 ? 0 : answering / citations,
    meanPrecision: shares.length === 0 ? 0 : shares.reduce((a, b) => a + b, 0) / shares.length,
  };
}

function setEvaluation(results: QuestionResult[]): SetEvaluation {
  const names = [...new Set(results.map((result) => result.meeting))];
  return {
    results,
    overall: figures(results),
    meetings: names.map((meeting) => ({
      meeting,
      ...figures(results.filter((result) => result.meeting === meeting)),
    })),
  };
}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

async function timeThreeHourMeeting(db: Database): Promise<AskAiEvaluation['threeHour']> {
  const record = generateMeeting();
  await storeMeeting(db, 'three-hour', record, new Date(MEETING_START));
  const times: number[] = [];
  for (const [index, question] of questionsAbout(TIMED_QUESTIONS + WARM_UP).entries()) {
    const { milliseconds } = await ask(db, 'three-hour', question);
    if (index >= WARM_UP) times.push(milliseconds);
  }
  times.sort((a, b) => a - b);
  return {
    words: record.transcript.reduce((sum, part) => sum + part.words.length, 0),
    segments: record.transcript.length,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    max: times.at(-1) ?? 0,
  };
}

export async function evaluateAskAi(options: { timed?: boolean } = {}): Promise<AskAiEvaluation> {
  const opened = await openDatabase({ kind: 'pglite' }, DEFAULT_MIGRATIONS_FOLDER, (error) => {
    throw error;
  });
  const { db } = opened;
  try {
    const samples: QuestionResult[] = [];
    for (const { name, meeting } of sampleMeetings()) {
      await db.insert(meetingBot).values({
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
      await processMeeting({ db, llm: new ExtractiveLlm() }, name, {
        transcript: transcriptOf(meeting),
        participants: [],
      });
      for (const { question, answers } of meeting.questions)
        samples.push({
          meeting: name,
          question,
          answers: (ordinal) => answers.includes(ordinal),
          unanswerable: answers.length === 0,
          ...(await ask(db, name, question)),
        });
    }

    const qmsum: QuestionResult[] = [];
    for (const meeting of await readQmsum()) {
      await storeMeeting(
        db,
        meeting.name,
        meeting.record,
        new Date(meeting.record.transcript[0]?.words[0]?.at ?? 0),
      );
      for (const { query, spans } of meeting.questions)
        qmsum.push({
          meeting: meeting.name,
          question: query,
          answers: (ordinal) => inSpans(spans, ordinal),
          unanswerable: false,
          ...(await ask(db, meeting.name, query)),
        });
    }

    const unanswerable = samples.filter((result) => result.unanswerable);
    return {
      samples: {
        ...setEvaluation(samples),
        unanswerable: unanswerable.length,
        declined: unanswerable.filter((result) => result.cited.length === 0).length,
      },
      qmsum: setEvaluation(qmsum),
      threeHour:
        options.timed === false
          ? { words: 0, segments: 0, p50: 0, p95: 0, max: 0 }
          : await timeThreeHourMeeting(db),
    };
  } finally {
    await opened.close();
  }
}
