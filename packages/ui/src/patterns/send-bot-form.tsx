import { useId, useState, type FormEvent } from 'react';
import { CalendarClockIcon, SendIcon } from 'lucide-react';
import type { BotFields } from '@convene/domain/meeting-bots';
import { MEETING_PLATFORM_NAMES, MEETING_PLATFORMS } from '@convene/domain/meeting-links';

import { Button } from '../components/button';
import { Card, CardContent, CardFooter } from '../components/card';
import { Spinner } from '../components/spinner';
import {
  botDraftErrors,
  botFormDraft,
  botFormValues,
  isBotDraftComplete,
  type BotAgentOption,
  type BotFormDraft,
  type BotFormValues,
} from '../lib/bot-form';
import { ErrorAlert } from './error-alert';
import { SectionCard } from './section-card';
import { Field } from './text-field';
import {
  AgentField,
  BotCreditsShortfall,
  BotNameField,
  MeetingLinkField,
  ScheduleField,
} from './send-bot-fields';

export interface SendBotFormProps {
  /** 'quick': link and agent in one row, the bot joins now; 'full': also its name and a schedule. */
  variant: 'quick' | 'full';
  /** The user's agents, one of which joins the meeting as the bot's voice; the quick form picks the first until the user picks another. */
  agents: readonly BotAgentOption[];
  /** While the agents are being read: the select waits instead of saying there are none. */
  agentsLoading?: boolean;
  /** Below 0.5 credit: the spec's message with a way to /billing; submit disabled (the server refuses too). */
  insufficientCredits?: boolean;
  /** The create call is in flight: the submit says so and is disabled. */
  sending?: boolean;
  /** Why the last send failed, in the server's words; the form keeps what was typed. */
  error?: string | null;
  /** The full form's starting values; read once, on mount. */
  initialValues?: Partial<BotFormDraft>;
  /** The full form is named by its page's title (this id); the quick form carries its own. */
  labelledBy?: string;
  /** The clock the schedule is checked against (stories fix it). */
  now?: () => Date;
  /** A complete, valid form was sent. From the quick form the name is blank (its container names the bot) and the schedule null. */
  onSend: (values: BotFormValues) => void;
}

type Variant = SendBotFormProps['variant'];

const PLATFORM_LIST = MEETING_PLATFORMS.map((platform) => MEETING_PLATFORM_NAMES[platform]);

/** Each form's own words; the quick one is a line on a page about other things, the full one a page. */
const COPY = {
  quick: {
    link: 'Paste a Meet, Zoom or Teams link',
    linkHint: 'The bot joins now.',
    agent: 'Agent',
    submit: 'Send',
    sending: 'Sending...',
    icon: SendIcon,
  },
  full: {
    link: 'Meeting URL',
    linkHint: `Paste a ${PLATFORM_LIST.slice(0, -1).join(', ')} or ${PLATFORM_LIST.at(-1)} meeting link.`,
    agent: 'Select AI Agent',
    submit: 'Create Meeting Bot',
    sending: 'Creating Bot...',
    icon: CalendarClockIcon,
  },
} satisfies Record<Variant, unknown>;

/** The quick form's bot is named by its container; a stand-in lets the shared rules judge the rest. */
const QUICK_NAME_STAND_IN = 'Meeting';

type Touched = Partial<Record<keyof BotFields, boolean>>;

/**
 * The form that sends a bot to a meeting: its link, the agent it speaks as, and in the full form its
 * name and schedule. Use `variant="quick"` where sending a bot is a shortcut on a page about
 * something else (the dashboard: the bot joins now); `variant="full"` on the page for creating one
 * (/bots/create). Both check the link with the rules the server uses.
 */
export function SendBotForm({
  variant,
  agents,
  agentsLoading = false,
  insufficientCredits = false,
  sending = false,
  error = null,
  initialValues,
  labelledBy,
  now: clock = () => new Date(),
  onSend,
}: SendBotFormProps) {
  const full = variant === 'full';
  const id = useId();
  const [draft, setDraft] = useState<BotFormDraft>(() => botFormDraft(initialValues));
  // A field's problem shows once the user has left it (or tried to submit), not while they type.
  const [touched, setTouched] = useState<Touched>({});

  const update = <K extends keyof BotFormDraft>(field: K, value: BotFormDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof BotFields) =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  const checked: BotFormDraft = full
    ? draft
    : { ...draft, name: QUICK_NAME_STAND_IN, agentId: draft.agentId || agents[0]?.agentId || '' };
  const now = clock();
  const errors = botDraftErrors(checked, now);
  const shown = (field: keyof BotFields) => (touched[field] ? errors[field] : undefined);
  // On the quick form a blank link is no mistake: the page is about other things.
  const linkError = full || draft.meetingUrl.trim() !== '' ? shown('meetingUrl') : undefined;
  const canSend = !sending && !insufficientCredits && isBotDraftComplete(checked);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSend) return;
    if (Object.keys(errors).length > 0) {
      setTouched({ name: true, meetingUrl: true, agentId: true, scheduleAt: true });
      return;
    }
    onSend(botFormValues(full ? draft : { ...checked, name: '' }));
  }

  const copy = COPY[variant];
  const ids = { link: `${id}-link`, agent: `${id}-agent` };
  const creditsId = `${id}-credits`;
  const linkField = (
    <MeetingLinkField
      id={ids.link}
      label={copy.link}
      hint={copy.linkHint}
      error={linkError}
      value={draft.meetingUrl}
      onChange={(value) => update('meetingUrl', value)}
      onBlur={() => touch('meetingUrl')}
    />
  );
  const agentField = (
    <AgentField
      variant={variant}
      id={ids.agent}
      label={copy.agent}
      agents={agents}
      loading={agentsLoading}
      value={checked.agentId}
      onValueChange={(agentId) => {
        update('agentId', agentId);
        touch('agentId');
      }}
    />
  );
  const notices = (
    <>
      {insufficientCredits && <BotCreditsShortfall id={creditsId} />}
      <ErrorAlert error={error} />
    </>
  );
  const Icon = copy.icon;
  const submitButton = (
    <Button
      type="submit"
      size={full ? 'lg' : undefined}
      className={full ? 'sm:self-end' : 'md:mt-5.5'}
      disabled={!canSend}
      aria-busy={sending || undefined}
      aria-describedby={insufficientCredits ? creditsId : undefined}
    >
      {sending ? <Spinner aria-hidden /> : <Icon aria-hidden />}
      {sending ? copy.sending : copy.submit}
    </Button>
  );

  if (!full) {
    return (
      <SectionCard
        data-slot="send-bot-form"
        title="Send a bot to a meeting"
        description="It joins in about 30 seconds, with your agent as its voice."
        className="gap-4"
      >
        {(titleId) => (
          <form noValidate onSubmit={submit} aria-labelledby={titleId} className="space-y-3">
            <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] md:items-start">
              <Field className="min-w-0">{linkField}</Field>
              <Field className="min-w-0">{agentField}</Field>
              {submitButton}
            </div>
            {notices}
          </form>
        )}
      </SectionCard>
    );
  }

  return (
    <Card>
      <form
        noValidate
        onSubmit={submit}
        aria-labelledby={labelledBy}
        className="flex flex-col gap-6"
      >
        <CardContent className="flex flex-col gap-6">
          <BotNameField
            id={`${id}-name`}
            error={shown('name')}
            value={draft.name}
            onChange={(value) => update('name', value)}
            onBlur={() => touch('name')}
          />
          <Field>{linkField}</Field>
          <Field>{agentField}</Field>
          <ScheduleField
            id={`${id}-schedule`}
            draft={draft}
            now={now}
            error={draft.scheduled ? shown('scheduleAt') : undefined}
            onChange={update}
            onBlur={() => touch('scheduleAt')}
          />
        </CardContent>
        <CardFooter className="flex-col items-stretch gap-3 border-t pt-6">
          {notices}
          {submitButton}
        </CardFooter>
      </form>
    </Card>
  );
}
