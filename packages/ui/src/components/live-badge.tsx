import type * as React from 'react';
import { cva } from 'class-variance-authority';
import { LoaderCircleIcon } from 'lucide-react';

import { cn } from '../lib/utils';

/*
 * The Live pill: something is happening right now and can be followed as it happens. Use it for a
 * meeting bot in its call (status in_call) wherever bots are listed, and on the meeting page for
 * the live transcript's stream, which says 'Connecting…' or 'Reconnecting…' instead while it has
 * no connection. A bot's other statuses are BotStatusBadge's, never this pill.
 */

export type LiveConnection = 'connecting' | 'live' | 'reconnecting';

const LIVE_LABELS: Record<LiveConnection, string> = {
  connecting: 'Connecting…',
  live: 'Live',
  reconnecting: 'Reconnecting…',
};

const liveBadgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      connection: {
        live: 'border-live/30 bg-live-subtle text-live',
        connecting: 'border-border bg-muted text-muted-foreground',
        reconnecting: 'border-warning/30 bg-warning-subtle text-warning',
      },
    },
    defaultVariants: { connection: 'live' },
  },
);

export interface LiveBadgeProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  /** Live (the default) with a pulsing dot; connecting and reconnecting with a turning circle. */
  connection?: LiveConnection;
}

/** 'Live' with a pulsing dot, or 'Connecting…' / 'Reconnecting…' while a live stream has no connection. */
function LiveBadge({ connection = 'live', className, ...props }: LiveBadgeProps) {
  return (
    <span
      data-slot="live-badge"
      data-connection={connection}
      className={cn(liveBadgeVariants({ connection }), className)}
      {...props}
    >
      {connection === 'live' ? (
        <span aria-hidden className="relative flex size-2 shrink-0">
          {/* The ring the dot sends out; people who ask for less motion see the dot alone. */}
          <span className="absolute inset-0 rounded-full bg-current opacity-60 motion-safe:animate-live-pulse motion-reduce:hidden" />
          <span className="relative size-2 rounded-full bg-current" />
        </span>
      ) : (
        <LoaderCircleIcon aria-hidden className="size-3 shrink-0 motion-safe:animate-spin" />
      )}
      {LIVE_LABELS[connection]}
    </span>
  );
}

export { LiveBadge, liveBadgeVariants, LIVE_LABELS };
