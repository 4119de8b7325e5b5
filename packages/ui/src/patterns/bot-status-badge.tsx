import { useId } from 'react';
import { cva } from 'class-variance-authority';
import {
  BOT_FAILURE_MESSAGES,
  BOT_STATUS_LABELS,
  type BotFailureReason,
  type BotStatus,
} from '@convene/domain/meeting-bots';

import { cn } from '../lib/utils';

/** How a status reads at a glance: waiting, moving, live, finished well, finished, or failed. */
type BotStatusTone = 'waiting' | 'moving' | 'live' | 'finished' | 'done' | 'failed';

const STATUS_TONES: Record<BotStatus, BotStatusTone> = {
  scheduled: 'waiting',
  joining: 'moving',
  waiting_room: 'moving',
  in_call: 'live',
  ended: 'finished',
  processing: 'moving',
  done: 'done',
  failed: 'failed',
};

const botStatusBadgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap',
  {
    variants: {
      tone: {
        waiting: 'border-border text-foreground',
        moving: 'border-transparent bg-info text-info-foreground',
        live: 'border-transparent bg-success text-success-foreground',
        finished: 'border-transparent bg-secondary text-secondary-foreground',
        done: 'border-success/60 text-foreground',
        failed: 'border-transparent bg-destructive text-white dark:bg-destructive/60',
      },
    },
  },
);

/** The dot before the label: filled for a bot in its meeting, hollow otherwise. */
const dotVariants = cva('size-1.5 shrink-0 rounded-full', {
  variants: {
    tone: {
      waiting: 'border border-current',
      moving: 'border border-current',
      live: 'bg-current',
      finished: 'bg-current opacity-60',
      done: 'bg-success',
      failed: 'bg-current',
    },
  },
});

export interface BotStatusBadgeProps {
  status: BotStatus;
  /** Why a failed bot failed; shown in words beside the badge and read as its description. */
  failureReason?: BotFailureReason | null;
  className?: string;
}

/**
 * A meeting bot's place in its lifecycle, and for a failed bot why, in a person's words. Use it
 * wherever a bot is listed or shown (the bots list, a bot's page, the dashboard's recent bots).
 */
export function BotStatusBadge({ status, failureReason, className }: BotStatusBadgeProps) {
  const reasonId = useId();
  const tone = STATUS_TONES[status];
  const reason = status === 'failed' && failureReason ? BOT_FAILURE_MESSAGES[failureReason] : null;
  const badge = (
    <span
      data-slot="bot-status-badge"
      data-status={status}
      aria-describedby={reason ? reasonId : undefined}
      className={cn(botStatusBadgeVariants({ tone }), !reason && className)}
    >
      <span aria-hidden className={dotVariants({ tone })} />
      {BOT_STATUS_LABELS[status]}
    </span>
  );
  if (!reason) return badge;
  return (
    <span className={cn('inline-flex flex-col items-start gap-1', className)}>
      {badge}
      <span id={reasonId} className="text-sm text-destructive dark:text-red-300">
        {reason}
      </span>
    </span>
  );
}
