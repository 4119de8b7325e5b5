import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { BotIcon, CalendarClockIcon } from 'lucide-react';
import { BOT_NAME_MAX } from '@convene/domain/limits';
import type { BotFields } from '@convene/domain/meeting-bots';
import {
  MEETING_PLATFORM_NAMES,
  MEETING_PLATFORMS,
  parseMeetingLink,
} from '@convene/domain/meeting-links';

import { BackLink } from '../../components/back-link';
import { Button } from '../../components/button';
import { Card, CardContent, CardFooter } from '../../components/card';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Spinner } from '../../components/spinner';
import { Switch } from '../../components/switch';
import { Link } from '../../lib/navigation';
import { ErrorAlert } from '../../patterns/error-alert';
import { PageHeader } from '../../patterns/page-header';
import { AgentSelect } from './agent-select';
import { BotCreditsShortfall } from './bot-credits-shortfall';
import {
  botDraftErrors,
  botFormDraft,
  botFormValues,
  isBotDraftComplete,
  type BotAgentOption,
  type BotFormDraft,
  type BotFormValues,
} from './bot-form';
import { FieldError } from '../../patterns/field-error';

export interface CreateBotScreenProps {
  /** Where the form starts; read once, on mount. The container remounts the screen (a new `key`) to reset it. */
  initialValues?: Partial<BotFormDraft>;
  /** The user's agents, one of which joins the meeting as the bot's voice. */
  agents: readonly BotAgentOption[];
  /** While the agents are being read: the select waits instead of saying there are none. */
  agentsLoading?: boolean;
  /** Below 0.5 credit: the spec's message with a way to /billing, and submit disabled (the server refuses too). */
  insufficientCredits?: boolean;
  /** True while the create call is in flight: the submit reads 'Creating Bot...' and is disabled. */
  submitting?: boolean;
  /** Why the last create failed, in the server's words; the form keeps what was typed. */
  error?: string | null;
  /** A complete, valid form was submitted. */
  onSubmit: (values: BotFormValues) => void;
  /** The clock the schedule is checked against (stories fix it). */
  now?: () => Date;
}

const PLATFORM_LIST = MEETING_PLATFORMS.map((platform) => MEETING_PLATFORM_NAMES[platform]);
const SUPPORTED_PLATFORMS_HINT = `Paste a ${PLATFORM_LIST.slice(0, -1).join(', ')} or ${PLATFORM_LIST.at(-1)} meeting link.`;

type Touched = Partial<Record<keyof BotFields, boolean>>;

/** A date input's value for a day (yyyy-mm-dd, local time): the earliest day a bot can be scheduled for. */
function dateInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Create Meeting Bot (/bots/create): name the bot, paste the meeting link, pick an agent, optionally schedule it. */
export function CreateBotScreen({
  initialValues,
  agents,
  agentsLoading = false,
  insufficientCredits = false,
  submitting = false,
  error = null,
  onSubmit,
  now = () => new Date(),
}: CreateBotScreenProps) {
  const id = useId();
  const [draft, setDraft] = useState<BotFormDraft>(() => botFormDraft(initialValues));
  // A field's problem shows once the user has left it (or tried to submit), not while they type.
  const [touched, setTouched] = useState<Touched>({});

  const update = <K extends keyof BotFormDraft>(field: K, value: BotFormDraft[K]) =>
    setDraft((current) => ({ ...current, [field]: value }));
  const touch = (field: keyof BotFields) =>
    setTouched((current) => (current[field] ? current : { ...current, [field]: true }));

  const errors = botDraftErrors(draft, now());
  const shown = (field: keyof BotFields) => (touched[field] ? errors[field] : undefined);
  const link = parseMeetingLink(draft.meetingUrl);
  const noAgents = !agentsLoading && agents.length === 0;
  const canSubmit = !submitting && !insufficientCredits && isBotDraftComplete(draft);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!canSubmit) return;
    if (Object.keys(errors).length > 0) {
      setTouched({ name: true, meetingUrl: true, agentId: true, scheduleAt: true });
      return;
    }
    onSubmit(botFormValues(draft));
  }

  const fieldIds = {
    name: `${id}-name`,
    meetingUrl: `${id}-meeting-url`,
    agent: `${id}-agent`,
    schedule: `${id}-schedule`,
    date: `${id}-date`,
    time: `${id}-time`,
  };
  const creditsId = `${id}-credits`;
  const meetingUrlError = shown('meetingUrl');
  const scheduleError = draft.scheduled ? shown('scheduleAt') : undefined;

  return (
    <div data-slot="create-bot-screen" className="max-w-3xl space-y-6">
      <BackLink href="/bots">Back to Meeting Bots</BackLink>

      <PageHeader
        titleId={`${id}-title`}
        title="Create Meeting Bot"
        description="Send one of your AI agents into a meeting. It joins about 30 seconds after its time."
      />

      <Card>
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby={`${id}-title`}
          className="flex flex-col gap-6"
        >
          <CardContent className="flex flex-col gap-6">
            <Field>
              <Label htmlFor={fieldIds.name}>Bot Name</Label>
              <Input
                id={fieldIds.name}
                required
                maxLength={BOT_NAME_MAX}
                placeholder="e.g. Weekly sync notes"
                aria-invalid={shown('name') ? true : undefined}
                aria-describedby={`${fieldIds.name}-count${shown('name') ? ` ${fieldIds.name}-error` : ''}`}
                value={draft.name}
                onChange={(event) => update('name', event.target.value)}
                onBlur={() => touch('name')}
              />
              <div className="flex items-start justify-between gap-2">
                <FieldError id={`${fieldIds.name}-error`}>{shown('name')}</FieldError>
                <span
                  id={`${fieldIds.name}-count`}
                  className="ml-auto text-xs text-muted-foreground tabular-nums"
                >
                  {draft.name.length}/{BOT_NAME_MAX}
                </span>
              </div>
            </Field>

            <Field>
              <Label htmlFor={fieldIds.meetingUrl}>Meeting URL</Label>
              <Input
                id={fieldIds.meetingUrl}
                required
                type="text"
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                placeholder="https://meet.google.com/abc-defg-hij"
                aria-invalid={meetingUrlError ? true : undefined}
                aria-describedby={`${fieldIds.meetingUrl}-hint`}
                value={draft.meetingUrl}
                onChange={(event) => update('meetingUrl', event.target.value)}
                onBlur={() => touch('meetingUrl')}
              />
              {meetingUrlError ? (
                <FieldError id={`${fieldIds.meetingUrl}-hint`}>{meetingUrlError}</FieldError>
              ) : (
                <p id={`${fieldIds.meetingUrl}-hint`} className="text-xs text-muted-foreground">
                  {link
                    ? `${MEETING_PLATFORM_NAMES[link.platform]} meeting ${link.meetingId}`
                    : SUPPORTED_PLATFORMS_HINT}
                </p>
              )}
            </Field>

            <Field>
              <Label id={`${fieldIds.agent}-label`} htmlFor={noAgents ? undefined : fieldIds.agent}>
                Select AI Agent
              </Label>
              {noAgents ? (
                <div
                  role="group"
                  aria-labelledby={`${fieldIds.agent}-label`}
                  className="flex flex-col gap-3 rounded-md border border-dashed px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
                >
                  <p className="text-muted-foreground">
                    You have no AI agents yet. A bot needs one to speak for you.
                  </p>
                  <Button asChild variant="outline" size="sm">
                    <Link href="/agents/create">
                      <BotIcon aria-hidden />
                      Create AI Agent
                    </Link>
                  </Button>
                </div>
              ) : (
                <AgentSelect
                  id={fieldIds.agent}
                  agents={agents}
                  loading={agentsLoading}
                  value={draft.agentId}
                  onValueChange={(agentId) => {
                    update('agentId', agentId);
                    touch('agentId');
                  }}
                />
              )}
            </Field>

            <Field>
              <div className="flex items-center gap-3">
                <Switch
                  id={fieldIds.schedule}
                  checked={draft.scheduled}
                  aria-describedby={`${fieldIds.schedule}-hint`}
                  onCheckedChange={(scheduled) => update('scheduled', scheduled)}
                />
                <Label htmlFor={fieldIds.schedule}>Schedule this meeting</Label>
              </div>
              <p id={`${fieldIds.schedule}-hint`} className="text-xs text-muted-foreground">
                {draft.scheduled
                  ? 'The bot joins at this date and time (your local time).'
                  : 'Off: the bot joins the meeting now.'}
              </p>
              {draft.scheduled && (
                <div className="grid gap-4 sm:grid-cols-2">
                  <Field>
                    <Label htmlFor={fieldIds.date}>Date</Label>
                    <Input
                      id={fieldIds.date}
                      type="date"
                      min={dateInputValue(now())}
                      aria-invalid={scheduleError ? true : undefined}
                      aria-describedby={scheduleError ? `${fieldIds.schedule}-error` : undefined}
                      value={draft.date}
                      onChange={(event) => update('date', event.target.value)}
                      onBlur={() => touch('scheduleAt')}
                    />
                  </Field>
                  <Field>
                    <Label htmlFor={fieldIds.time}>Time</Label>
                    <Input
                      id={fieldIds.time}
                      type="time"
                      aria-invalid={scheduleError ? true : undefined}
                      aria-describedby={scheduleError ? `${fieldIds.schedule}-error` : undefined}
                      value={draft.time}
                      onChange={(event) => update('time', event.target.value)}
                      onBlur={() => touch('scheduleAt')}
                    />
                  </Field>
                  <FieldError id={`${fieldIds.schedule}-error`} className="sm:col-span-2">
                    {scheduleError}
                  </FieldError>
                </div>
              )}
            </Field>
          </CardContent>

          <CardFooter className="flex-col items-stretch gap-3 border-t pt-6">
            {insufficientCredits && <BotCreditsShortfall id={creditsId} />}
            <ErrorAlert error={error} />
            <Button
              type="submit"
              size="lg"
              className="sm:self-end"
              disabled={!canSubmit}
              aria-busy={submitting || undefined}
              aria-describedby={insufficientCredits ? creditsId : undefined}
            >
              {submitting ? <Spinner aria-hidden /> : <CalendarClockIcon aria-hidden />}
              {submitting ? 'Creating Bot...' : 'Create Meeting Bot'}
            </Button>
          </CardFooter>
        </form>
      </Card>
    </div>
  );
}

function Field({ children }: { children: ReactNode }) {
  return <div className="flex flex-col gap-2">{children}</div>;
}
