import { INSUFFICIENT_BOT_CREDITS_MESSAGE } from '@convene/domain/meeting-bots';

import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';

/** Below 0.5 credit: the spec's message, with the way to buy more; wherever a bot is sent from. */
export function BotCreditsShortfall({ id, className }: { id?: string; className?: string }) {
  return (
    <div
      id={id}
      data-slot="bot-credits-shortfall"
      className={cn(
        'flex flex-col gap-2 rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive sm:flex-row sm:items-center sm:justify-between dark:text-red-300',
        className,
      )}
    >
      <p>{INSUFFICIENT_BOT_CREDITS_MESSAGE}</p>
      <Link href="/billing" className="font-medium underline underline-offset-4">
        Buy credits
      </Link>
    </div>
  );
}
