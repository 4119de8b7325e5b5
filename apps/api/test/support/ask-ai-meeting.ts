/**
 * The meeting Ask AI is asked about (ask-ai.test.ts): a launch review whose transcript is said at
 * known times, stored finished as processing stores it.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../src/db/index.js';
import { processMeeting } from '../../src/meeting-bots/meeting-data.js';
import { IMPORTED_PROVIDER, meetingBot } from '../../src/meeting-bots/schema.js';
import { ExtractiveLlm } from '../../src/providers/llm/index.js';
import type { TranscriptPart } from '../../src/providers/meeting-bots/port.js';
import { storeAgent } from './agents.js';

export const START = Date.parse('2026-11-25T14:00:00.000Z');

/** A part whose words are said one second apart, `offset` seconds into the meeting. */
export function part(speakerName: string, offset: number, text: string): TranscriptPart {
  return {
    speakerName,
    isHost: speakerName === 'Priya Raman',
    words: text.split(' ').map((word, index) => ({
      text: word,
      at: new Date(START + (offset + index) * 1000).toISOString(),
    })),
  };
}

export const TRANSCRIPT: TranscriptPart[] = [
  part('Priya Raman', 0, 'Good afternoon everyone, thanks for joining the launch review.'),
  part(
    'Tom Becker',
    60,
    'The beta feedback was mostly positive. Customers loved the new dashboard but the export to spreadsheets is too slow.',
  ),
  part('Priya Raman', 180, 'What is the budget for the marketing campaign?'),
  part('Aisha Khan', 200, 'We have forty thousand dollars for the campaign this quarter.'),
  part(
    'Tom Becker',
    300,
    "Let's move the launch date to March the third so the export fix can ship first.",
  ),
  part('Priya Raman', 420, 'Agreed. Aisha will update the press release by Friday.'),
];

/** A finished meeting of `userId`, with the transcript stored as processing stores it. */
export async function finishedMeeting(
  db: Database,
  userId: string,
  options: { imported?: boolean; transcript?: TranscriptPart[] } = {},
): Promise<{ botId: string; agentId: string | null }> {
  const botId = `bot-${randomUUID()}`;
  const agentId = options.imported ? null : await storeAgent(db, userId);
  await db.insert(meetingBot).values({
    botId,
    userId,
    agentId,
    name: 'Launch review',
    meetingUrl: options.imported ? null : 'https://meet.google.com/abc-defg-hij',
    platform: options.imported ? null : 'google_meet',
    meetingId: options.imported ? null : 'abc-defg-hij',
    isScheduled: false,
    joinAt: new Date(START),
    joinedAt: new Date(START),
    status: 'ended',
    provider: options.imported ? IMPORTED_PROVIDER : 'simulator',
    processed: true,
  });
  await processMeeting({ db, llm: new ExtractiveLlm() }, botId, {
    transcript: options.transcript ?? TRANSCRIPT,
    participants: [],
  });
  return { botId, agentId };
}
