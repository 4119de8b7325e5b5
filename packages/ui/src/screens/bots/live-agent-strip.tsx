import { useId } from 'react';
import { HeadphonesIcon, TriangleAlertIcon } from 'lucide-react';

import { NameAvatar } from '../../components/avatar';
import { Card } from '../../components/card';
import { Label } from '../../components/label';
import { Switch } from '../../components/switch';
import { cn } from '../../lib/utils';
import type { LiveAgentView, LiveMeetingView } from './meeting-types';

const AGENT_STATE_LABELS: Record<LiveAgentView['state'], string> = {
  listening: 'Listening',
  thinking: 'Preparing an answer…',
  speaking: 'Speaking',
};

export interface LiveAgentStripProps
  extends Pick<LiveMeetingView, 'listening' | 'onListenChange' | 'listenProblem'> {
  agent: LiveAgentView;
  className?: string;
}

/**
 * The bot's agent while the meeting is live, at the top of the meeting page: who it is, what it
 * is doing (its avatar moves while it speaks, with its words as a caption), a notice when its
 * voice could not be played in the call, and the switch that plays its voice on this page.
 */
export function LiveAgentStrip({
  agent,
  listening,
  onListenChange,
  listenProblem = null,
  className,
}: LiveAgentStripProps) {
  const id = useId();
  const switchId = `${id}-listen`;
  const problemId = `${id}-listen-problem`;
  const caption = agent.state === 'speaking' ? agent.caption : null;
  return (
    <Card
      role="region"
      aria-label={`${agent.name}, the agent in the call`}
      data-slot="live-agent-strip"
      data-state={agent.state}
      className={cn('flex-row flex-wrap items-start gap-x-6 gap-y-3 px-4 py-4 sm:px-6', className)}
    >
      <div className="flex min-w-0 flex-1 basis-64 items-start gap-3">
        <span
          data-slot="live-agent-avatar"
          data-state={agent.state}
          className={cn(
            'mt-0.5 inline-flex shrink-0 rounded-full',
            // Speaking: a ring, and a gentle breath for people who do not ask for less motion.
            'data-[state=speaking]:ring-2 data-[state=speaking]:ring-success data-[state=speaking]:ring-offset-2 data-[state=speaking]:ring-offset-card',
            'motion-safe:data-[state=speaking]:animate-agent-speaking',
            // Thinking: a dashed ring, still.
            'data-[state=thinking]:outline-2 data-[state=thinking]:outline-offset-2 data-[state=thinking]:outline-muted-foreground data-[state=thinking]:outline-dashed',
          )}
        >
          <NameAvatar name={agent.name} className="size-10" />
        </span>
        <div className="min-w-0 space-y-1">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold break-words">{agent.name}</span>
            <span className="text-xs text-muted-foreground">Agent</span>
          </p>
          {/* Always in the page, so screen readers hear each change of state. */}
          <p role="status" data-slot="live-agent-state" className="text-sm text-muted-foreground">
            {AGENT_STATE_LABELS[agent.state]}
          </p>
          {caption && (
            <p
              data-slot="live-agent-caption"
              className="text-sm leading-relaxed break-words text-foreground"
            >
              “{caption}”
            </p>
          )}
        </div>
      </div>

      <div className="flex max-w-full flex-col items-start gap-1 sm:max-w-72 sm:items-end">
        <div className="flex items-center gap-2">
          <Label htmlFor={switchId}>
            <HeadphonesIcon aria-hidden className="size-4 text-muted-foreground" />
            Listen
          </Label>
          <Switch
            id={switchId}
            aria-label="Listen to the agent"
            aria-describedby={listenProblem ? problemId : undefined}
            checked={listening}
            onCheckedChange={onListenChange}
          />
        </div>
        <p
          id={problemId}
          role="status"
          data-slot="listen-problem"
          className="text-xs text-warning empty:hidden sm:text-right"
        >
          {listenProblem}
        </p>
      </div>

      {/* Always in the page, so the notice is heard when it comes. */}
      <div role="status" className="basis-full empty:hidden">
        {agent.speechFailed && (
          <p
            data-slot="speech-failed"
            className="flex items-start gap-2 rounded-md border border-warning/30 bg-warning-subtle px-3 py-2 text-sm"
          >
            <TriangleAlertIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
            {agent.speechFailed}
          </p>
        )}
      </div>
    </Card>
  );
}
