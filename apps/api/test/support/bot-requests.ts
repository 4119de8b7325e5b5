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

export function botRequest(overrides: Partial<BotRequest> = {}): BotRequest {
  return {
    botId: 'bot-ours-1',
    meetingUrl: 'https://meet.google.com/abc-defg-hij',
    botName: 'Notes bot',
    joinAt: null,
    agent: testAgent,
    ...overrides,
  };
}
