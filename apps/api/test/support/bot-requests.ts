/** What the server asks a meeting-bot provider for, as the provider tests send it. */
import type { BotAgent, BotRequest } from '../../src/providers/meeting-bots/port.js';

export const testAgent: BotAgent = {
  name: 'Ada',
  greetingMessage: 'Hello, I am Ada, taking notes for this meeting.',
  prompt: 'You take notes.',
  voice: 'female',
  mode: 'active',
  wakeWords: [],
  knowledge: [],
};

let sent = 0;

/** A request for a bot of its own (providers answer the same bot id with the bot they have). */
export function botRequest(overrides: Partial<BotRequest> = {}): BotRequest {
  sent += 1;
  const botId = `bot-ours-${sent}`;
  const webhookUrl = 'https://convene.example/api/webhooks/provider';
  return {
    botId,
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    botName: 'Notes bot',
    joinAt: null,
    agent: testAgent,
    webhookUrl,
    liveUrl: `${webhookUrl}/live/${botId}?token=token-${sent}`,
    ...overrides,
  };
}
