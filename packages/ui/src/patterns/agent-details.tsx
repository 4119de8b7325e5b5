import { useId, useState, type ReactNode } from 'react';
import { InfoIcon } from 'lucide-react';

import { Badge } from '../components/badge';
import { Button } from '../components/button';
import { CardDescription, CardTitle } from '../components/card';
import { Markdown } from '../components/markdown';
import { agentSettingLabel, formatCreatedDate, needsReadMore } from '../lib/agent-display';
import { plainTextPreview } from '../lib/plain-text-preview';
import { cn } from '../lib/utils';
import { useTimeZone } from '../lib/time-zone';

/**
 * Characters of plain text a card previews: about what two (greeting) and three (prompt) lines
 * hold on the narrowest card, so the cut falls between words; the line clamp stays as a backstop.
 */
const GREETING_PREVIEW_LENGTH = 80;
const PROMPT_PREVIEW_LENGTH = 110;

/** Parts the agent and template cards share, so both read the same way. */

export function CreatedDate({ iso }: { iso: string }) {
  const timeZone = useTimeZone();
  return (
    <CardDescription>
      Created <time dateTime={iso}>{formatCreatedDate(iso, timeZone)}</time>
    </CardDescription>
  );
}

/** A card's heading: the agent's (or template's) name, then when it was created. */
export function AgentHeading({
  name,
  createdAt,
  className,
}: {
  name: string;
  createdAt: string;
  className?: string;
}) {
  return (
    <>
      <CardTitle className={className}>
        <h2 className="wrap-anywhere">{name}</h2>
      </CardTitle>
      <CreatedDate iso={createdAt} />
    </>
  );
}

/** A labelled block of a card: a small heading over its text. */
export function AgentField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section className="space-y-1">
      <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</h3>
      {children}
    </section>
  );
}

/** The agent's opening words; `clamped` keeps a card to two lines of them, as plain text. */
export function AgentGreeting({
  greeting,
  clamped = false,
}: {
  greeting: string;
  clamped?: boolean;
}) {
  return (
    <AgentField label="Greeting">
      <p className={cn(clamped && 'line-clamp-2', 'text-sm wrap-anywhere')}>
        {clamped ? plainTextPreview(greeting, GREETING_PREVIEW_LENGTH) : greeting}
      </p>
    </AgentField>
  );
}

/**
 * A card's prompt: three lines of plain text. When `expandable` and longer than the Read more
 * threshold, Read more shows the whole prompt rendered as markdown, and Read less folds it back.
 */
export function AgentPromptPreview({
  prompt,
  expandable = false,
}: {
  prompt: string;
  expandable?: boolean;
}) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const toggle = expandable && needsReadMore(prompt);
  return (
    <AgentField label="Prompt">
      <div id={id} data-slot="agent-prompt" data-expanded={expanded}>
        {expanded ? (
          <Markdown>{prompt}</Markdown>
        ) : (
          <p className="line-clamp-3 text-sm wrap-anywhere">
            {plainTextPreview(prompt, PROMPT_PREVIEW_LENGTH)}
          </p>
        )}
      </div>
      {toggle && (
        <Button
          variant="link"
          size="sm"
          className="h-auto p-0"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? 'Read less' : 'Read more'}
        </Button>
      )}
    </AgentField>
  );
}

/** Type (the mode) and voice, upper case or N/A. */
export function AgentSettings({
  mode,
  voice,
  className,
}: {
  mode: string | null;
  voice: string | null;
  className?: string;
}) {
  return (
    <dl className={cn('flex flex-wrap gap-x-6 gap-y-2 text-sm', className)}>
      {[
        ['Type', mode],
        ['Voice', voice],
      ].map(([term, value]) => (
        <div key={term} className="flex items-center gap-2">
          <dt className="text-muted-foreground">{term}</dt>
          <dd>
            <Badge variant="secondary">{agentSettingLabel(value)}</Badge>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Why an action is unavailable, shown beside it and tied to it with aria-describedby. */
export function ActionHint({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="flex items-center gap-1.5 text-xs text-muted-foreground">
      <InfoIcon aria-hidden className="size-3.5 shrink-0" />
      {children}
    </p>
  );
}
