import { describe, expect, it } from 'vitest';
import { assertMatchesContract } from './support/contract.js';

const user = {
  id: 'u1',
  userName: 'Asha',
  email: 'asha@example.com',
  aiAgents: [],
  meetingBots: [],
  totalAiAgent: 0,
  totalMeetingBot: 0,
  timeZone: null,
  subscription: {
    plan: 'free',
    validUntil: null,
    subscriptionId: null,
    pending: null,
    cancelAtPeriodEnd: false,
    scheduledPlan: null,
  },
  credits: { creditsValidUntil: null, workflowActions: { included: 10, used: 0 } },
  publicMetadata: {
    credits: 0,
    workflowCredits: 0,
    validUntil: null,
    plan: 'free',
    status: 'inactive',
    creditsValidUntil: null,
  },
};

describe('the contract check every test response goes through', () => {
  it('accepts a body of the promised shape', () => {
    expect(() =>
      assertMatchesContract('GET', '/api/user', 200, { success: true, user }),
    ).not.toThrow();
    expect(() =>
      assertMatchesContract('GET', '/api/user', 401, { success: false, error: 'Unauthorized' }),
    ).not.toThrow();
  });

  it('rejects a missing field, an extra field, a wrong type and a wrong error shape', () => {
    const { email: _email, ...withoutEmail } = user;
    expect(() =>
      assertMatchesContract('GET', '/api/user', 200, { success: true, user: withoutEmail }),
    ).toThrow(/breaks the contract/);
    expect(() =>
      assertMatchesContract('GET', '/api/user', 200, {
        success: true,
        user: { ...user, extra: 1 },
      }),
    ).toThrow(/breaks the contract/);
    expect(() =>
      assertMatchesContract('GET', '/api/user', 200, {
        success: true,
        user: { ...user, totalAiAgent: '0' },
      }),
    ).toThrow(/breaks the contract/);
    expect(() =>
      assertMatchesContract('GET', '/api/org/o1', 501, { error: 'Not implemented' }),
    ).toThrow(/breaks the contract/);
  });

  it('finds literal paths before templated ones', () => {
    expect(() =>
      assertMatchesContract('GET', '/api/meeting-bot/list', 200, { success: true, bot: {} }),
    ).toThrow(/listMeetingBots/);
  });
});
