/**
 * Getting started (issue 15): the dashboard's checklist of first things to do, and the sample
 * meeting every account is given so there is a meeting to open before any bot has joined one.
 * The server says which steps are done (from the user's own data); client and server share the
 * steps, their words and where each is done.
 */

export const ONBOARDING_STEP_IDS = [
  'create-agent',
  'test-agent',
  'send-bot',
  'ask-meeting',
  'invite-teammate',
] as const;
export type OnboardingStepId = (typeof ONBOARDING_STEP_IDS)[number];

export interface OnboardingStepText {
  title: string;
  description: string;
  /** The link's words: what the user goes to do. */
  action: string;
}

export const ONBOARDING_STEPS: Record<OnboardingStepId, OnboardingStepText> = {
  'create-agent': {
    title: 'Create an agent',
    description: 'Give a voice agent a name, a greeting and what it knows.',
    action: 'Create an agent',
  },
  'test-agent': {
    title: 'Hear it on the test page',
    description: 'Talk to your agent in the browser before it joins a meeting.',
    action: 'Test your agent',
  },
  'send-bot': {
    title: 'Send a bot to a meeting or import one',
    description: 'Paste a Meet, Zoom or Teams link, or upload a transcript you already have.',
    action: 'Send a bot',
  },
  'ask-meeting': {
    title: 'Ask a meeting a question',
    description: 'Open the sample meeting and ask what was decided.',
    action: 'Open the sample meeting',
  },
  'invite-teammate': {
    title: 'Invite a teammate',
    description: 'On the Teams plan, invite a colleague to your organisation.',
    action: 'Invite a teammate',
  },
};

/** Where each step is done, given the user's sample meeting and first agent (null when there is none). */
export function onboardingStepHref(
  step: OnboardingStepId,
  ids: { sampleBotId: string | null; firstAgentId: string | null },
): string {
  switch (step) {
    case 'create-agent':
      return '/agents/create';
    case 'test-agent':
      return ids.firstAgentId
        ? `/agent-test?agentId=${encodeURIComponent(ids.firstAgentId)}`
        : '/agents';
    case 'send-bot':
      return '/bots/create';
    case 'ask-meeting':
      return ids.sampleBotId ? `/bot/${encodeURIComponent(ids.sampleBotId)}` : '/bots';
    case 'invite-teammate':
      return '/admin';
  }
}

/** The checklist's progress in words: '2 of 5 done'. */
export function onboardingProgress(
  done: number,
  total: number = ONBOARDING_STEP_IDS.length,
): string {
  return `${done} of ${total} done`;
}

/** The sample meeting's name, in the bot list and on its page. */
export const SAMPLE_MEETING_NAME = 'Sample: Mobile app launch planning';

/** Said beside the 'Sample' badge wherever the sample meeting shows. */
export const SAMPLE_MEETING_NOTICE =
  'This is a sample meeting, made up to show what a meeting looks like.';

/**
 * A bot sent from the dashboard is named after the day it joins ('Meeting on 26 Nov'), in the
 * user's time zone; well under the 50-character bot name limit.
 */
export function quickBotName(now: Date, timeZone?: string): string {
  const day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone }).format(
    now,
  );
  return `Meeting on ${day}`;
}
