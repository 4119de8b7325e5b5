import { describe, expect, it } from 'vitest';
import { BOT_NAME_MAX } from './limits';
import {
  ONBOARDING_STEP_IDS,
  onboardingProgress,
  onboardingStepHref,
  quickBotName,
} from './onboarding';

describe('getting started', () => {
  it('links each step to where it is done', () => {
    const none = { sampleBotId: null, firstAgentId: null };
    const some = { sampleBotId: 'bot 1', firstAgentId: 'a/1' };
    expect(ONBOARDING_STEP_IDS.map((step) => onboardingStepHref(step, none))).toEqual([
      '/agents/create',
      '/agents',
      '/bots/create',
      '/bots',
      '/admin',
    ]);
    expect(onboardingStepHref('test-agent', some)).toBe('/agent-test?agentId=a%2F1');
    expect(onboardingStepHref('ask-meeting', some)).toBe('/bot/bot%201');
  });

  it('says the progress in words', () => {
    expect(onboardingProgress(2)).toBe('2 of 5 done');
    expect(onboardingProgress(0)).toBe('0 of 5 done');
  });

  it('names a quick bot after the day in the given time zone, within the name limit', () => {
    const late = new Date('2026-11-26T20:00:00Z');
    expect(quickBotName(late, 'UTC')).toBe('Meeting on 26 Nov');
    expect(quickBotName(late, 'Asia/Kolkata')).toBe('Meeting on 27 Nov');
    expect(quickBotName(late).length).toBeLessThanOrEqual(BOT_NAME_MAX);
  });
});
