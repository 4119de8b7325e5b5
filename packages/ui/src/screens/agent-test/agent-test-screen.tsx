import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { cva } from 'class-variance-authority';
import {
  CheckCircle2Icon,
  ChevronDownIcon,
  CreditCardIcon,
  EarIcon,
  InfoIcon,
  KeyboardIcon,
  MicIcon,
  MicOffIcon,
  PhoneOffIcon,
  RotateCcwIcon,
  SendIcon,
  Volume2Icon,
  WorkflowIcon,
} from 'lucide-react';
import {
  formatSessionDuration,
  INSUFFICIENT_CREDITS_TO_TEST_HINT,
} from '@convene/domain/agent-test';
import { formatCredits } from '@convene/domain/credits';
import { PRODUCT_TIME_ZONE } from '@convene/domain/time';

import { BackLink } from '../../components/back-link';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Label } from '../../components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select';
import { Spinner } from '../../components/spinner';
import { Switch } from '../../components/switch';
import { Textarea } from '../../components/textarea';
import { formatFileSize } from '../../lib/file-size';
import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import {
  AgentField,
  AgentGreeting,
  AgentHeading,
  AgentSettings,
} from '../../patterns/agent-details';
import { destructiveOutline } from '../../patterns/confirm-dialog';
import { ErrorAlert } from '../../patterns/error-alert';
import { ListLoading } from '../../patterns/list-loading';
import { PageHeader } from '../../patterns/page-header';
import type {
  AgentTestEnded,
  AgentTestInput,
  AgentTestMeter,
  AgentTestPhase,
  AgentTestScreenProps,
  AgentTestTurnView,
  AgentTestVoiceOption,
  TestedAgent,
} from './agent-test-types';

/**
 * 'Talk to your agent' (/agent-test?agentId=…): a live voice session with the agent, metered by
 * credits. The agent's settings sit beside the session and its conversation; the container runs
 * speech and the server's stream and tells the screen where the session is.
 */
export function AgentTestScreen({
  agent,
  loading = false,
  error = null,
  ...session
}: AgentTestScreenProps) {
  return (
    <div
      data-slot="agent-test-screen"
      className="space-y-6"
    >
      <BackLink href="/agents">Back to AI Agents</BackLink>

      <PageHeader title="Test AI Agent" />

      {loading ? (
        <ListLoading label="Loading AI agent..." />
      ) : error ? (
        <ErrorAlert error={error} />
      ) : agent ? (
        <AgentTest agent={agent} {...session} />
      ) : (
        <EmptyState
          title="No AI agent chosen"
          description="Open this page with Test Agent on the AI Agents list."
        />
      )}
    </div>
  );
}

/** A link-look button set in line with text: none of the small button's padding, icon or not. */
const inlineLink = 'h-auto p-0 has-[>svg]:px-0';

type SessionProps = Omit<AgentTestScreenProps, 'agent' | 'loading' | 'error'> & {
  agent: TestedAgent;
};

/** Phases in which a session is running (and costing credits). */
function isLive(phase: AgentTestPhase): boolean {
  return phase !== 'ready' && phase !== 'ended';
}

function AgentTest({
  agent,
  phase,
  insufficientCredits,
  input,
  interim,
  turns,
  meter,
  ended,
  workflowNotice,
  problem,
  voices,
  voiceId,
  onVoiceChange,
  onStart,
  onEnd,
  onSend,
  onTalkStart,
  onTalkEnd,
  onHandsFreeChange,
  onTypeInstead,
  onSpeakInstead,
}: SessionProps) {
  // The user talks only once the session is up; while connecting the microphone is still asked for.
  const talking = isLive(phase) && phase !== 'connecting';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
      <AgentCard agent={agent} voices={voices} voiceId={voiceId} onVoiceChange={onVoiceChange} />

      <div className="flex min-w-0 flex-col gap-6">
        <SessionCard
          agent={agent}
          phase={phase}
          insufficientCredits={insufficientCredits}
          input={input}
          interim={interim}
          meter={meter}
          ended={ended}
          onStart={onStart}
          onEnd={onEnd}
        />

        <ErrorAlert error={problem} />

        {workflowNotice && (
          <p
            role="status"
            data-slot="agent-test-workflow-notice"
            className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm"
          >
            <CheckCircle2Icon
              aria-hidden
              className="mt-0.5 size-4 shrink-0 text-success dark:text-green-400"
            />
            {workflowNotice}
          </p>
        )}

        <Card data-slot="agent-test-conversation" className="min-w-0 gap-4">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2 className="text-lg">Conversation</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
            <Conversation agentName={agent.agentName} turns={turns} />
            {talking &&
              (input.kind === 'voice' ? (
                <VoiceInput
                  handsFree={input.handsFree}
                  pressed={input.pressed}
                  onTalkStart={onTalkStart}
                  onTalkEnd={onTalkEnd}
                  onHandsFreeChange={onHandsFreeChange}
                  onTypeInstead={onTypeInstead}
                />
              ) : (
                <TypedInput reason={input.reason} onSend={onSend} onSpeakInstead={onSpeakInstead} />
              ))}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

/** The agent being tested, compact so the conversation keeps the room; and the voice it speaks with. */
function AgentCard({
  agent,
  voices,
  voiceId,
  onVoiceChange,
}: {
  agent: TestedAgent;
  voices: readonly AgentTestVoiceOption[];
  voiceId: string | null;
  onVoiceChange: (voiceId: string) => void;
}) {
  const file = agent.knowledgeFile;
  return (
    <Card data-slot="agent-test-settings" className="min-w-0 gap-4 py-5">
      <CardHeader className="px-4 sm:px-5">
        <AgentHeading name={agent.agentName} createdAt={agent.createdAt} className="text-lg" />
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-4 sm:px-5">
        <AgentSettings mode={agent.mode} voice={agent.voice} />
        {agent.mode === 'passive' && (
          <AgentField label="Wake words">
            <BadgeList items={agent.wakeWords} />
          </AgentField>
        )}
        <AgentField label="Workflows">
          <BadgeList items={agent.workflows.map((workflow) => workflow.name)} />
        </AgentField>
        <AgentField label="Knowledge file">
          <p className="text-sm break-words">
            {file ? `${file.name} (${formatFileSize(file.size)})` : 'None'}
          </p>
        </AgentField>
        <AgentWords greeting={agent.greetingMsg} prompt={agent.prompt} />
        {voices.length > 0 && (
          <VoicePicker
            agentVoice={agent.voice}
            voices={voices}
            voiceId={voiceId}
            onVoiceChange={onVoiceChange}
          />
        )}
      </CardContent>
    </Card>
  );
}

/** The greeting and prompt, folded away: they are long, and the conversation is what to watch. */
function AgentWords({ greeting, prompt }: { greeting: string; prompt: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Button
        variant="link"
        size="sm"
        className={cn(inlineLink, 'group self-start')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        Greeting and prompt
        <ChevronDownIcon aria-hidden className="group-aria-expanded:rotate-180" />
      </Button>
      <div id={id} hidden={!open} className="flex flex-col gap-4">
        <AgentGreeting greeting={greeting} />
        <AgentField label="Prompt">
          <p className="text-sm break-words whitespace-pre-line">{prompt}</p>
        </AgentField>
      </div>
    </div>
  );
}

function BadgeList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <p className="text-sm">None</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="outline">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}

function VoicePicker({
  agentVoice,
  voices,
  voiceId,
  onVoiceChange,
}: {
  agentVoice: string | null;
  voices: readonly AgentTestVoiceOption[];
  voiceId: string | null;
  onVoiceChange: (voiceId: string) => void;
}) {
  const id = useId();
  const noteId = `${id}-note`;
  return (
    <div data-slot="agent-test-voice" className="flex flex-col gap-2 border-t pt-4">
      <Label htmlFor={id}>Voice</Label>
      {/* '' shows the placeholder: no voice chosen means the browser's default. */}
      <Select value={voiceId ?? ''} onValueChange={onVoiceChange}>
        <SelectTrigger
          id={id}
          className="w-full"
          aria-describedby={agentVoice ? noteId : undefined}
        >
          <SelectValue placeholder="Browser default" />
        </SelectTrigger>
        <SelectContent>
          {voices.map((voice) => (
            <SelectItem key={voice.id} value={voice.id}>
              {voice.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {agentVoice && (
        <p id={noteId} className="text-xs text-muted-foreground">
          The agent is set to a {agentVoice.toLowerCase()} voice.
        </p>
      )}
    </div>
  );
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

/** Where the session is, what it costs, and the buttons that start and end it. */
function SessionCard({
  agent,
  phase,
  insufficientCredits,
  input,
  interim,
  meter,
  ended,
  onStart,
  onEnd,
}: Pick<
  SessionProps,
  | 'agent'
  | 'phase'
  | 'insufficientCredits'
  | 'input'
  | 'interim'
  | 'meter'
  | 'ended'
  | 'onStart'
  | 'onEnd'
>) {
  const live = isLive(phase);
  return (
    <Card
      data-slot="agent-test-session"
      data-phase={phase}
      aria-label="Session"
      role="region"
      className="gap-5 px-4 sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
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
        {live && (
          <Button variant="outline" className={destructiveOutline} onClick={onEnd}>
            <PhoneOffIcon aria-hidden />
            End test
          </Button>
        )}
      </div>

      {/* Not a live region: announcing every recognised word would drown the screen reader. */}
      {live && interim && (
        <p data-slot="agent-test-interim" className="break-words text-muted-foreground italic">
          {interim}
        </p>
      )}

      {phase === 'ready' && (
        <StartControls insufficientCredits={insufficientCredits} onStart={onStart} />
      )}

      {phase === 'ended' && ended && (
        <EndedSummary ended={ended} insufficientCredits={insufficientCredits} onStart={onStart} />
      )}

      {live && meter && <SessionMeter meter={meter} />}
    </Card>
  );
}

function PhaseDetail({
  agent,
  phase,
  input,
  ended,
}: {
  agent: TestedAgent;
  phase: AgentTestPhase;
  input: AgentTestInput;
  ended: AgentTestEnded | null;
}) {
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

function StartControls({
  insufficientCredits,
  onStart,
}: {
  insufficientCredits: boolean;
  onStart: () => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="lg"
          disabled={insufficientCredits}
          aria-describedby={insufficientCredits ? hintId : undefined}
          onClick={onStart}
        >
          <MicIcon aria-hidden />
          Start talking
        </Button>
        {insufficientCredits && (
          <>
            <CreditsHint id={hintId} />
            <BuyCreditsLink />
          </>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Each credit = 1 hour of talk, charged per started minute.
      </p>
    </div>
  );
}

function CreditsHint({ id }: { id: string }) {
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <InfoIcon aria-hidden className="size-4 shrink-0" />
      {INSUFFICIENT_CREDITS_TO_TEST_HINT}
    </p>
  );
}

function BuyCreditsLink() {
  return (
    <Button asChild variant="outline">
      <Link href="/billing">
        <CreditCardIcon aria-hidden />
        Buy credits
      </Link>
    </Button>
  );
}

function EndedSummary({
  ended,
  insufficientCredits,
  onStart,
}: {
  ended: AgentTestEnded;
  insufficientCredits: boolean;
  onStart: () => void;
}) {
  const hintId = useId();
  return (
    <div data-slot="agent-test-summary" className="flex flex-col gap-4">
      <Figures
        figures={[
          ['Duration', formatSessionDuration(ended.durationMs)],
          ['Minutes charged', String(ended.minutesCharged)],
          ['Cost', formatCredits(ended.creditsCharged)],
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        {!insufficientCredits ? (
          <Button onClick={onStart}>
            <RotateCcwIcon aria-hidden />
            Start again
          </Button>
        ) : (
          // When credits ran out the sentence above already says so.
          !ended.outOfCredits && <CreditsHint id={hintId} />
        )}
        {(ended.outOfCredits || insufficientCredits) && <BuyCreditsLink />}
      </div>
    </div>
  );
}

function SessionMeter({ meter }: { meter: AgentTestMeter }) {
  return (
    <Figures
      figures={[
        ['Elapsed', formatSessionDuration(meter.elapsedMs)],
        ['Minutes charged', String(meter.minutesCharged)],
        ['Cost so far', formatCredits(meter.creditsCharged)],
        ['Balance', formatCredits(meter.credits)],
      ]}
    />
  );
}

function Figures({ figures }: { figures: readonly [string, string][] }) {
  return (
    <dl
      data-slot="agent-test-figures"
      className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border p-4 sm:grid-cols-4"
    >
      {figures.map(([term, value]) => (
        <div key={term} className="min-w-0 space-y-0.5">
          <dt className="text-xs text-muted-foreground">{term}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const turnTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: PRODUCT_TIME_ZONE,
});

const turnBubble = cva('max-w-[90%] rounded-lg px-3 py-2 text-sm break-words whitespace-pre-wrap', {
  variants: {
    speaker: {
      user: 'bg-primary text-primary-foreground',
      agent: 'bg-muted text-foreground',
    },
    // Heard but not for the agent: outlined and muted rather than filled.
    unanswered: { true: 'border border-dashed bg-transparent text-muted-foreground' },
  },
});

/** What was said, oldest first, in a box that scrolls to the newest turn. */
function Conversation({
  agentName,
  turns,
}: {
  agentName: string;
  turns: readonly AgentTestTurnView[];
}) {
  const logRef = useRef<HTMLDivElement>(null);
  const last = turns.at(-1);
  const streaming = last?.streaming === true;

  // The newest words, even while an answer grows, are the ones to read.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [turns.length, last?.text]);

  return (
    <div
      ref={logRef}
      role="log"
      aria-live="polite"
      aria-label="Conversation"
      // An answer still arriving is read once it is whole, not word by word.
      aria-busy={streaming || undefined}
      // It scrolls, so keyboard users must be able to reach it.
      tabIndex={0}
      data-slot="agent-test-log"
      className="max-h-[420px] min-h-32 overflow-y-auto rounded-md border p-3 outline-none focus-visible:ring-[3px] focus-visible:ring-ring sm:p-4"
    >
      {turns.length === 0 ? (
        <p className="flex min-h-24 items-center justify-center text-center text-sm text-muted-foreground">
          The conversation will appear here.
        </p>
      ) : (
        <ol className="flex flex-col gap-4">
          {turns.map((turn) => (
            <Turn key={turn.id} turn={turn} agentName={agentName} />
          ))}
        </ol>
      )}
    </div>
  );
}

function Turn({ turn, agentName }: { turn: AgentTestTurnView; agentName: string }) {
  const unanswered = turn.speaker === 'user' && turn.unanswered === true;
  return (
    <li
      data-slot="agent-test-turn"
      data-speaker={turn.speaker}
      data-unanswered={unanswered || undefined}
      className="flex flex-col items-start gap-1 data-[speaker=user]:items-end"
    >
      <p className="flex gap-2 text-xs text-muted-foreground">
        <span className="font-medium break-words">
          {turn.speaker === 'user' ? 'You' : agentName}
        </span>
        <time dateTime={turn.at} className="tabular-nums">
          {turnTime.format(new Date(turn.at))}
        </time>
      </p>
      {/* cn: the unanswered look replaces the speaker's fill and colour. */}
      <p className={cn(turnBubble({ speaker: turn.speaker, unanswered }))}>
        {turn.text}
        {turn.streaming && (
          <span
            aria-hidden
            data-slot="agent-test-caret"
            className="ml-0.5 inline-block h-4 w-0.5 translate-y-0.5 bg-current motion-safe:animate-pulse"
          />
        )}
      </p>
      {unanswered && (
        <p className="flex items-center gap-1 text-xs text-muted-foreground">
          <EarIcon aria-hidden className="size-3.5 shrink-0" />
          Not answered: no wake word
        </p>
      )}
      {turn.workflows.length > 0 && (
        <ul aria-label="Workflows run" className="flex max-w-[90%] flex-wrap gap-2">
          {turn.workflows.map((workflow, index) => (
            <li key={`${workflow.name}-${index}`}>
              <Badge variant="outline" className="whitespace-normal">
                <WorkflowIcon aria-hidden />
                Ran workflow: {workflow.name}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

const TALK_KEYS = new Set([' ', 'Enter']);

function VoiceInput({
  handsFree,
  pressed,
  onTalkStart,
  onTalkEnd,
  onHandsFreeChange,
  onTypeInstead,
}: {
  handsFree: boolean;
  pressed: boolean;
  onTalkStart: () => void;
  onTalkEnd: () => void;
  onHandsFreeChange: (handsFree: boolean) => void;
  onTypeInstead: () => void;
}) {
  const switchId = useId();

  function keyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (!TALK_KEYS.has(event.key)) return;
    // No click either: holding, not clicking, is the gesture.
    event.preventDefault();
    if (!event.repeat) onTalkStart();
  }

  function keyUp(event: KeyboardEvent<HTMLButtonElement>) {
    if (!TALK_KEYS.has(event.key)) return;
    event.preventDefault();
    onTalkEnd();
  }

  return (
    <div
      data-slot="agent-test-voice-input"
      className="flex flex-col items-center gap-4 border-t pt-4"
    >
      {handsFree ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <MicIcon aria-hidden className="size-4 shrink-0" />
          Listening all the time. Just talk.
        </p>
      ) : (
        <Button
          type="button"
          data-slot="push-to-talk"
          aria-pressed={pressed}
          onPointerDown={(event) => event.button === 0 && onTalkStart()}
          onPointerUp={onTalkEnd}
          // Sliding off the button while holding it lets go, as releasing would.
          onPointerLeave={(event) => event.buttons !== 0 && onTalkEnd()}
          onPointerCancel={onTalkEnd}
          onKeyDown={keyDown}
          onKeyUp={keyUp}
          // Leaving the button while holding it must not leave the microphone open.
          onBlur={() => pressed && onTalkEnd()}
          // A long press on a phone would otherwise select text or scroll the page.
          className="h-16 w-full max-w-xs touch-none rounded-full text-base select-none aria-pressed:scale-95 aria-pressed:shadow-inner aria-pressed:ring-4 aria-pressed:ring-ring"
        >
          <MicIcon aria-hidden className="size-5" />
          Hold to talk
        </Button>
      )}
      <div className="flex w-full flex-wrap items-center justify-between gap-x-6 gap-y-3">
        <div className="flex items-center gap-3">
          <Switch id={switchId} checked={handsFree} onCheckedChange={onHandsFreeChange} />
          <Label htmlFor={switchId}>Hands-free</Label>
        </div>
        <Button variant="link" size="sm" className={inlineLink} onClick={onTypeInstead}>
          <KeyboardIcon aria-hidden />
          Type instead
        </Button>
      </div>
    </div>
  );
}

type TypingReason = Extract<AgentTestInput, { kind: 'typed' }>['reason'];

const TYPING_REASONS: Record<Exclude<TypingReason, 'chosen'>, string> = {
  unsupported: 'This browser has no speech recognition, so you type and the agent answers aloud.',
  'microphone-refused':
    "The microphone is blocked, so you type instead. Allow the microphone in the browser's site settings to talk.",
};

function TypedInput({
  reason,
  onSend,
  onSpeakInstead,
}: {
  reason: TypingReason;
  onSend: (text: string) => void;
  onSpeakInstead: () => void;
}) {
  return (
    <div data-slot="agent-test-typed-input" className="flex flex-col gap-3 border-t pt-4">
      {reason !== 'chosen' && (
        <p className="flex items-start gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm">
          <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
          {TYPING_REASONS[reason]}
        </p>
      )}
      {/* The user just asked to type: the field takes the focus the Type instead button had. */}
      <MessageForm onSend={onSend} autoFocus={reason === 'chosen'} />
      {reason === 'chosen' && (
        <Button
          variant="link"
          size="sm"
          className={cn(inlineLink, 'self-start')}
          onClick={onSpeakInstead}
        >
          <MicIcon aria-hidden />
          Speak instead
        </Button>
      )}
    </div>
  );
}

function MessageForm({
  onSend,
  autoFocus,
}: {
  onSend: (text: string) => void;
  autoFocus: boolean;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const blank = text.trim() === '';

  function keyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends, Shift+Enter starts a new line; Enter that confirms an IME composition does neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    event.currentTarget.form?.requestSubmit();
  }

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank) return;
        onSend(text.trim());
        setText('');
      }}
    >
      <Label htmlFor={id}>Message</Label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={text}
          rows={1}
          placeholder="Type what you would say..."
          autoComplete="off"
          autoFocus={autoFocus}
          className="max-h-40 min-h-10 resize-none"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={keyDown}
        />
        <Button type="submit" disabled={blank}>
          <SendIcon aria-hidden />
          Send
        </Button>
      </div>
    </form>
  );
}
