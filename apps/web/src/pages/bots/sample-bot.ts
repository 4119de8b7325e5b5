import type { MeetingBot } from '@convene/api-client';

/** For the bot pages' tests: a meeting bot as the server answers it. */
export function sampleBot(fields: Partial<MeetingBot> = {}): MeetingBot {
  return {
    _id: 'b1',
    botId: 'bot-1',
    botName: 'Weekly sync',
    createdAt: '2026-11-20T10:00:00.000Z',
    isScheduled: false,
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    platform: 'google_meet',
    agentId: 'agent-1',
    scheduleAt: null,
    status: 'joining',
    failureReason: null,
    joinedAt: null,
    leftAt: null,
    creditsCharged: 0,
    simulated: true,
    imported: false,
    ...fields,
  };
}
