import { cva } from 'class-variance-authority';
import { EarIcon, MicIcon, MicOffIcon, Volume2Icon } from 'lucide-react';

import { Spinner } from '../../components/spinner';
import type {
  AgentTestEnded,
  AgentTestInput,
  AgentTestPhase,
  TestedAgent,
} from './agent-test-types';

/** Phases in which a session is running (and costing credits). */
export function isLive(phase: AgentTestPhase): boolean {
  return phase !== 'ready' && phase !== 'ended';
}

const PHASE_LABELS: Record<AgentTestPhase, string> = {
  ready: 'Not started',
  connecting: 'Connecting...',
  listening: 'Listening',
  'waiting-wake-word': 'Waiting for the wake word',
  thinking: 'Thinking...',
  speaking: 'Speaking...',
  ended: 'Test ended',
};

const phaseIndicator = cva(
  'relative flex size-12 shrink-0 items-center justify-center rounded-full',
  {
    variants: {
      phase: {
        ready: 'bg-muted text-muted-foreground',
        connecting: 'bg-muted text-foreground',
        listening: 'bg-primary text-primary-foreground',
        'waiting-wake-word': 'bg-info/15 text-info dark:text-blue-300',
        thinking: 'bg-muted text-foreground',
        speaking: 'bg-success/15 text-success dark:text-green-400',
        ended: 'bg-muted text-muted-foreground',
      },
    },
  },
);

function PhaseIcon({ phase }: { phase: AgentTestPhase }) {
  switch (phase) {
    case 'connecting':
    case 'thinking':
      return <Spinner aria-hidden className="size-6" />;
    case 'listening':
      return (
        <>
          {/* The pulse says the microphone is open; still for people who ask for less motion. */}
          <span className="absolute inset-0 rounded-full bg-primary/40 motion-safe:animate-ping" />
          <MicIcon aria-hidden className="relative size-6" />
        </>
      );
    case 'waiting-wake-word':
      return <EarIcon aria-hidden className="size-6" />;
    case 'speaking':
      return <Volume2Icon aria-hidden className="size-6" />;
    case 'ready':
    case 'ended':
      return <MicOffIcon aria-hidden className="size-6" />;
  }
}

interface PhaseProps {
  agent: TestedAgent;
  phase: AgentTestPhase;
  input: AgentTestInput;
  ended: AgentTestEnded | null;
}

/** Where the session is: an icon and the phase's name, with what to do now or why it ended. */
export function SessionPhase({ agent, phase, input, ended }: PhaseProps) {
  return (
    <div className="flex min-w-0 flex-1 items-center gap-4">
      <span data-slot="agent-test-phase-indicator" className={phaseIndicator({ phase })}>
        <PhaseIcon phase={phase} />
      </span>
      {/* Always in the page, so screen readers hear every change of phase. */}
      <div
        role="status"
        aria-live="polite"
        data-slot="agent-test-phase"
        className="min-w-0 space-y-1"
      >
        <p className="text-lg font-semibold">{PHASE_LABELS[phase]}</p>
        <PhaseDetail agent={agent} phase={phase} input={input} ended={ended} />
      </div>
    </div>
  );
}

function PhaseDetail({ agent, phase, input, ended }: PhaseProps) {
  const detail = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;
  switch (phase) {
    case 'waiting-wake-word':
      return agent.wakeWords.length > 0
        ? detail(
            `Say ${agent.wakeWords.map((word) => `“${word}”`).join(' or ')} to talk to the agent.`,
          )
        : null;
    case 'speaking':
      return input.kind === 'voice' ? detail('Start talking to interrupt.') : null;
    case 'ended':
      return ended ? <p className="text-sm">{ended.message}</p> : null;
    default:
      return null;
  }
}
