import { useEffect, useRef } from 'react';
import { cva } from 'class-variance-authority';
import { EarIcon, WorkflowIcon } from 'lucide-react';

import { Badge } from '../../components/badge';
import { cn } from '../../lib/utils';
import { useTimeZone, zonedFormat } from '../../lib/time-zone';
import type { AgentTestTurnView } from './agent-test-types';

const TURN_TIME = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } as const;

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
export function Conversation({
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
  const timeZone = useTimeZone();
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
          {zonedFormat('en-GB', TURN_TIME, timeZone).format(new Date(turn.at))}
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
