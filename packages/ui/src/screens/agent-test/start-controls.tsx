import { useId } from 'react';
import { MicIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { BuyCreditsLink, CreditsHint } from './credits-shortfall';

/** Before the session: Start talking (held back below 0.5 credit, saying why) and what it costs. */
export function StartControls({
  insufficientCredits,
  onStart,
}: {
  insufficientCredits: boolean;
  onStart: () => void;
}) {
  const hintId = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          size="lg"
          disabled={insufficientCredits}
          aria-describedby={insufficientCredits ? hintId : undefined}
          onClick={onStart}
        >
          <MicIcon aria-hidden />
          Start talking
        </Button>
        {insufficientCredits && (
          <>
            <CreditsHint id={hintId} />
            <BuyCreditsLink />
          </>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Each credit = 1 hour of talk, charged per started minute.
      </p>
    </div>
  );
}
