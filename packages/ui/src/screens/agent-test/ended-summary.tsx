import { useId } from 'react';
import { RotateCcwIcon } from 'lucide-react';
import { formatSessionDuration } from '@convene/domain/agent-test';
import { formatCredits } from '@convene/domain/credits';

import { Button } from '../../components/button';
import type { AgentTestEnded } from './agent-test-types';
import { BuyCreditsLink, CreditsHint } from './credits-shortfall';
import { Figures } from './session-meter';

/** After the session: what it lasted and cost, and Start again (or the way to more credits). */
export function EndedSummary({
  ended,
  insufficientCredits,
  onStart,
}: {
  ended: AgentTestEnded;
  insufficientCredits: boolean;
  onStart: () => void;
}) {
  const hintId = useId();
  return (
    <div data-slot="agent-test-summary" className="flex flex-col gap-4">
      <Figures
        figures={[
          ['Duration', formatSessionDuration(ended.durationMs)],
          ['Minutes charged', String(ended.minutesCharged)],
          ['Cost', formatCredits(ended.creditsCharged)],
        ]}
      />
      <div className="flex flex-wrap items-center gap-3">
        {!insufficientCredits ? (
          <Button onClick={onStart}>
            <RotateCcwIcon aria-hidden />
            Start again
          </Button>
        ) : (
          // When credits ran out the sentence above already says so.
          !ended.outOfCredits && <CreditsHint id={hintId} />
        )}
        {(ended.outOfCredits || insufficientCredits) && <BuyCreditsLink />}
      </div>
    </div>
  );
}
