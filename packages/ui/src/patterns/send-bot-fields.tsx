/** The fields of SendBotForm, each as both of its forms show it; not meant for other forms. */
import { BotIcon } from 'lucide-react';
import { BOT_NAME_MAX } from '@convene/domain/limits';
import { INSUFFICIENT_BOT_CREDITS_MESSAGE } from '@convene/domain/meeting-bots';
import { MEETING_PLATFORM_NAMES, parseMeetingLink } from '@convene/domain/meeting-links';

import { ButtonLink } from '../components/button';
import { Label } from '../components/label';
import { Switch } from '../components/switch';
import type { BotAgentOption, BotFormDraft } from '../lib/bot-form';
import { Link } from '../lib/navigation';
import { FieldError } from './field-error';
import { Field, TextField } from './text-field';
import { OptionSelect } from './select-field';

/** A field of the bot form: its id, its problem once shown, and its value as the draft holds it. */
export interface DraftFieldProps {
  id: string;
  error: string | undefined;
  value: string;
  onChange(value: string): void;
  onBlur(): void;
}

export function BotNameField({ onChange, ...field }: DraftFieldProps) {
  return (
    <TextField
      {...field}
      label="Bot Name"
      required
      maxLength={BOT_NAME_MAX}
      counted
      placeholder="e.g. Weekly sync notes"
      onValueChange={onChange}
    />
  );
}

/** The link, with which meeting it points at once it reads as one, or its problem. */
export function MeetingLinkField({
  label,
  hint,
  onChange,
  ...field
}: DraftFieldProps & { label: string; hint: string }) {
  const link = parseMeetingLink(field.value);
  return (
    <TextField
      {...field}
      label={label}
      hint={link ? `${MEETING_PLATFORM_NAMES[link.platform]} meeting ${link.meetingId}` : hint}
      required
      type="text"
      inputMode="url"
      autoComplete="off"
      spellCheck={false}
      placeholder="https://meet.google.com/abc-defg-hij"
      onValueChange={onChange}
    />
  );
}

/** The agent the bot speaks as; without agents, its place says to create one first. */
export function AgentField({
  variant,
  id,
  label,
  agents,
  loading,
  value,
  onValueChange,
}: {
  variant: 'quick' | 'full';
  id: string;
  label: string;
  agents: readonly BotAgentOption[];
  loading: boolean;
  value: string;
  onValueChange(agentId: string): void;
}) {
  const noAgents = !loading && agents.length === 0;
  return (
    <>
      <Label id={`${id}-label`} htmlFor={noAgents ? undefined : id}>
        {label}
      </Label>
      {!noAgents ? (
        <OptionSelect
          id={id}
          className="w-full"
          placeholder={loading ? 'Loading agents...' : 'Choose an agent'}
          options={agents.map((agent) => ({ value: agent.agentId, label: agent.agentName }))}
          value={value}
          disabled={loading}
          onValueChange={onValueChange}
        />
      ) : variant === 'quick' ? (
        <ButtonLink href="/agents/create" variant="outline" icon={<BotIcon aria-hidden />}>
          Create an agent first
        </ButtonLink>
      ) : (
        <div
          role="group"
          aria-labelledby={`${id}-label`}
          className="flex flex-col gap-3 rounded-md border border-dashed px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-muted-foreground">
            You have no AI agents yet. A bot needs one to speak for you.
          </p>
          <ButtonLink
            href="/agents/create"
            variant="outline"
            size="sm"
            icon={<BotIcon aria-hidden />}
          >
            Create AI Agent
          </ButtonLink>
        </div>
      )}
    </>
  );
}

/** A date input's value for a day (yyyy-mm-dd, local time): the earliest day a bot can be scheduled for. */
function dateInputValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The switch that schedules the bot, revealing the day and time it joins. */
export function ScheduleField({
  id,
  draft,
  now,
  error,
  onChange,
  onBlur,
}: {
  id: string;
  draft: BotFormDraft;
  now: Date;
  error: string | undefined;
  onChange<K extends 'scheduled' | 'date' | 'time'>(field: K, value: BotFormDraft[K]): void;
  onBlur(): void;
}) {
  const invalid = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <Field>
      <div className="flex items-center gap-3">
        <Switch
          id={id}
          checked={draft.scheduled}
          aria-describedby={`${id}-hint`}
          onCheckedChange={(scheduled) => onChange('scheduled', scheduled)}
        />
        <Label htmlFor={id}>Schedule this meeting</Label>
      </div>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {draft.scheduled
          ? 'The bot joins at this date and time (your local time).'
          : 'Off: the bot joins the meeting now.'}
      </p>
      {draft.scheduled && (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id={`${id}-date`}
            label="Date"
            type="date"
            min={dateInputValue(now)}
            {...invalid}
            value={draft.date}
            onValueChange={(date) => onChange('date', date)}
            onBlur={onBlur}
          />
          <TextField
            id={`${id}-time`}
            label="Time"
            type="time"
            {...invalid}
            value={draft.time}
            onValueChange={(time) => onChange('time', time)}
            onBlur={onBlur}
          />
          <FieldError id={`${id}-error`} className="sm:col-span-2">
            {error}
          </FieldError>
        </div>
      )}
    </Field>
  );
}

/** Below 0.5 credit: the spec's message, with the way to buy more. */
export function BotCreditsShortfall({ id }: { id: string }) {
  return (
    <div
      id={id}
      data-slot="bot-credits-shortfall"
      className="flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between dark:text-red-300"
    >
      <p>{INSUFFICIENT_BOT_CREDITS_MESSAGE}</p>
      <Link href="/billing" className="font-medium underline underline-offset-4">
        Buy credits
      </Link>
    </div>
  );
}
