import { useId } from 'react';
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from 'lucide-react';

import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Textarea } from '../../components/textarea';
import { cn } from '../../lib/utils';
import { FieldError } from '../../patterns/field-error';
import { ACTION_ICONS } from './workflow-display';
import {
  ACTION_LABELS,
  actionFieldProblems,
  WORKFLOW_CHAT_TEXT_MAX,
  WORKFLOW_SUBJECT_MAX,
  WORKFLOW_TEMPLATE_MAX,
  WORKFLOW_URL_MAX,
} from './workflow-format';
import type { WorkflowAction } from './workflow-types';

/** One action of the list: its numbered title, move up, move down and remove, and its kind's fields. */
export function ActionBlock({
  action,
  position,
  count,
  onChange,
  onMove,
  onRemove,
}: {
  action: WorkflowAction;
  position: number;
  count: number;
  onChange: (action: WorkflowAction) => void;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}) {
  const id = useId();
  const titleId = `${id}-title`;
  const Icon = ACTION_ICONS[action.type];
  const problems = actionFieldProblems(action);
  const iconButton = 'size-8 text-muted-foreground';
  return (
    <section
      data-slot="workflow-action"
      data-type={action.type}
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-lg border bg-background/50 p-4 max-sm:p-3"
    >
      <div className="flex items-center gap-2">
        <h3
          id={titleId}
          data-slot="action-title"
          tabIndex={-1}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
          {position}. {ACTION_LABELS[action.type]}
        </h3>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={iconButton}
          data-move="up"
          disabled={position === 1}
          aria-label={`Move action ${position} up`}
          onClick={() => onMove('up')}
        >
          <ArrowUpIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={iconButton}
          data-move="down"
          disabled={position === count}
          aria-label={`Move action ${position} down`}
          onClick={() => onMove('down')}
        >
          <ArrowDownIcon aria-hidden />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className={cn(
            iconButton,
            'hover:bg-destructive/10 hover:text-destructive dark:hover:text-red-300',
          )}
          aria-label={`Remove action ${position}`}
          onClick={onRemove}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>

      {action.type === 'webhook' && (
        <>
          <TextField
            label="URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com/hooks/ticket"
            maxLength={WORKFLOW_URL_MAX}
            value={action.url}
            problem={action.url.trim() ? problems.url : undefined}
            onChange={(url) => onChange({ ...action, url })}
          />
          <TextField
            label="JSON body"
            multiline
            mono
            maxLength={WORKFLOW_TEMPLATE_MAX}
            value={action.bodyTemplate}
            problem={problems.bodyTemplate}
            onChange={(bodyTemplate) => onChange({ ...action, bodyTemplate })}
          />
        </>
      )}
      {action.type === 'email' && (
        <>
          <TextField
            label="To"
            type="email"
            placeholder="name@example.com"
            value={action.to}
            problem={action.to.trim() ? problems.to : undefined}
            onChange={(to) => onChange({ ...action, to })}
          />
          <TextField
            label="Subject"
            maxLength={WORKFLOW_SUBJECT_MAX}
            placeholder="e.g. {{speaker}} asked for a ticket"
            value={action.subject}
            onChange={(subject) => onChange({ ...action, subject })}
          />
          <TextField
            label="Body"
            multiline
            maxLength={WORKFLOW_TEMPLATE_MAX}
            value={action.bodyTemplate}
            onChange={(bodyTemplate) => onChange({ ...action, bodyTemplate })}
          />
        </>
      )}
      {action.type === 'chat' && (
        <>
          <TextField
            label="Incoming webhook URL"
            type="url"
            inputMode="url"
            placeholder="https://hooks.slack.com/services/…"
            maxLength={WORKFLOW_URL_MAX}
            value={action.webhookUrl}
            problem={action.webhookUrl.trim() ? problems.webhookUrl : undefined}
            onChange={(webhookUrl) => onChange({ ...action, webhookUrl })}
          />
          <TextField
            label="Message"
            multiline
            maxLength={WORKFLOW_CHAT_TEXT_MAX}
            placeholder="e.g. {{speaker}} in {{bot}}: {{quote}}"
            value={action.textTemplate}
            onChange={(textTemplate) => onChange({ ...action, textTemplate })}
          />
        </>
      )}
    </section>
  );
}

/** A labelled input or textarea with its problem (if any) under it, tied by aria-describedby. */
function TextField({
  label,
  value,
  onChange,
  problem,
  multiline = false,
  mono = false,
  type,
  inputMode,
  placeholder,
  maxLength,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: string;
  multiline?: boolean;
  mono?: boolean;
  type?: 'url' | 'email';
  inputMode?: 'url' | 'email';
  placeholder?: string;
  maxLength?: number;
}) {
  const id = useId();
  const problemId = `${id}-problem`;
  const shared = {
    id,
    value,
    placeholder,
    maxLength,
    spellCheck: mono || type ? false : undefined,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': problem ? problemId : undefined,
  } as const;
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? (
        <Textarea
          {...shared}
          rows={mono ? 5 : 3}
          className={cn(mono && 'font-mono text-xs md:text-xs')}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input
          {...shared}
          type={type}
          inputMode={inputMode}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      <FieldError id={problemId} data-slot="field-problem">
        {problem}
      </FieldError>
    </div>
  );
}
