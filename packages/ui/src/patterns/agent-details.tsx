import type { ReactNode } from 'react';

import { Badge } from '../components/badge';
import { CardDescription, CardTitle } from '../components/card';
import { agentSettingLabel, formatCreatedDate } from '../lib/agent-display';
import { cn } from '../lib/utils';

/** Parts the agent and template cards share, so both read the same way. */

export function CreatedDate({ iso }: { iso: string }) {
  return (
    <CardDescription>
      Created <time dateTime={iso}>{formatCreatedDate(iso)}</time>
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
        <h2 className="break-words">{name}</h2>
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

/** The agent's opening words; `clamped` keeps a card to two lines of them. */
export function AgentGreeting({
  greeting,
  clamped = false,
}: {
  greeting: string;
  clamped?: boolean;
}) {
  return (
    <AgentField label="Greeting">
      <p className={cn(clamped && 'line-clamp-2', 'text-sm break-words')}>{greeting}</p>
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
