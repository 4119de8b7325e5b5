/** The agent and conversation the agent test stories show, and how their plays find the screen's parts. */
import { fn, within } from 'storybook/test';
import {
  agentTestEndMessage,
  creditsForMinutes,
  type AgentTestEndReason,
} from '@convene/domain/agent-test';

import type {
  AgentTestEnded,
  AgentTestMeter,
  AgentTestScreenProps,
  AgentTestTurnView,
  TestedAgent,
} from './agent-test-types';

/** Stories never read the clock: every time is fixed (11:00 onwards in India) so screenshots stay the same. */
export const at = (minute: number, second: number) =>
  `2026-11-20T05:${String(minute).padStart(2, '0')}:${String(second).padStart(2, '0')}.000Z`;

export const nova: TestedAgent = {
  agentName: 'Nova, support lead',
  createdAt: '2026-11-02T04:30:00.000Z',
  greetingMsg: "Hi, I'm Nova. Tell me about the customer and I'll help you sort it out.",
  prompt:
    'You lead the support team of an online shop.\nAnswer questions about orders, refunds and deliveries in two or three sentences, and open a ticket when a customer needs a follow-up.',
  mode: 'active',
  voice: 'female',
  wakeWords: [],
  workflows: [{ id: 'wf_ticket', name: 'Create ticket' }],
  knowledgeFile: { name: 'refund-policy.pdf', size: 245_760 },
};

export const passiveNova: TestedAgent = {
  ...nova,
  mode: 'passive',
  wakeWords: ['hey nova', 'nova'],
};

export const greeting: AgentTestTurnView = {
  id: 't1',
  speaker: 'agent',
  text: nova.greetingMsg,
  at: at(30, 2),
  workflows: [],
};

export const question: AgentTestTurnView = {
  id: 't2',
  speaker: 'user',
  text: 'A customer says the refund for order 4411 never arrived.',
  at: at(30, 20),
  workflows: [],
};

export const answer: AgentTestTurnView = {
  id: 't3',
  speaker: 'agent',
  text: 'Refunds reach the card within 5 to 7 working days of approval. Order 4411 was approved on Monday, so it should arrive by Friday.',
  at: at(30, 31),
  workflows: [],
};

export const meter = (minutes: number, credits: number, elapsedMs: number): AgentTestMeter => ({
  elapsedMs,
  minutesCharged: minutes,
  creditsCharged: creditsForMinutes(minutes),
  credits,
});

export const liveMeter = meter(2, 0.48, 65_000);

export const longConversation: AgentTestTurnView[] = Array.from({ length: 6 }, (_, index) => [
  {
    id: `u${index}`,
    speaker: 'user' as const,
    text: `Customer ${index + 1} asks when the refund for order ${4411 + index} arrives.`,
    at: at(31 + index, 0),
    workflows: [],
  },
  {
    id: `a${index}`,
    speaker: 'agent' as const,
    text: `Order ${4411 + index} was approved this week; the refund reaches the card within 5 to 7 working days.`,
    at: at(31 + index, 12),
    workflows: [],
  },
]).flat();

function slot(canvasElement: HTMLElement, name: string): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>(`[data-slot="${name}"]`);
  if (!element) throw new Error(`No ${name} rendered.`);
  return element;
}

/** The live region that says where the session is. */
export const phaseStatus = (canvasElement: HTMLElement) => slot(canvasElement, 'agent-test-phase');

/** The session's figures: the live meter, or the summary once it ended. */
export const figures = (canvasElement: HTMLElement) => slot(canvasElement, 'agent-test-figures');

/** The turns of the conversation, oldest first. */
export const turns = (canvasElement: HTMLElement) =>
  within(slot(canvasElement, 'agent-test-log')).getAllByRole('listitem');

/** The screen as it first opens: Nova chosen, ready to start, nothing said yet. */
export const agentTestScreenArgs = {
  agent: nova,
  loading: false,
  error: null,
  phase: 'ready',
  insufficientCredits: false,
  input: { kind: 'voice', handsFree: false, pressed: false },
  interim: '',
  turns: [],
  meter: null,
  ended: null,
  workflowNotice: null,
  problem: null,
  voices: [
    { id: 'google-uk-english-female', label: 'Google UK English Female' },
    { id: 'samantha', label: 'Samantha (en-US)' },
    { id: 'daniel', label: 'Daniel (en-GB)' },
  ],
  voiceId: null,
  onVoiceChange: fn(),
  onStart: fn(),
  onEnd: fn(),
  onSend: fn(),
  onTalkStart: fn(),
  onTalkEnd: fn(),
  onHandsFreeChange: fn(),
  onTypeInstead: fn(),
  onSpeakInstead: fn(),
} satisfies AgentTestScreenProps;

/** A session that ended for `reason` after `durationMs`, charged `minutes` started minutes. */
export const endedSession = (
  reason: AgentTestEndReason,
  durationMs: number,
  minutes: number,
): AgentTestEnded => ({
  message: agentTestEndMessage(reason, 0),
  outOfCredits: reason === 'credits',
  durationMs,
  minutesCharged: minutes,
  creditsCharged: creditsForMinutes(minutes),
});
