import type { BotDetails, MeetingBot } from '@convene/api-client';

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
    sample: false,
    calendar: null,
    ...fields,
  };
}

/** For the bot page's tests: a finished meeting's details, the bot's fields overridable. */
export function sampleBotDetails(bot: Partial<BotDetails['bot']> = {}): BotDetails {
  return {
    bot: {
      id: 'bot-1',
      bot_name: 'Weekly sync',
      agentId: 'agent-1',
      processed: true,
      status: 'done',
      failure_reason: null,
      simulated: true,
      imported: false,
      sample: false,
      calendar: null,
      join_at: '2026-11-20T10:00:02.000Z',
      left_at: '2026-11-20T10:00:14.000Z',
      meeting_url: { meeting_id: 'abc-defg-hij', platform: 'google_meet' },
      ...bot,
    },
    transcript: [
      {
        participant: { name: 'Ada', is_host: true },
        words: [{ text: 'Shipping', start_timestamp: { absolute: '2026-11-20T10:00:03.000Z' } }],
      },
    ],
    participants: [{ participant: { name: 'Ada' } }],
    notes: { content: '## Summary' },
  };
}
