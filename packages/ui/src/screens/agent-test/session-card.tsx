import { PhoneOffIcon } from 'lucide-react';

import { Button } from '../../components/button';
import { Card } from '../../components/card';
import { destructiveOutline } from '../../patterns/confirm-dialog';
import type { AgentTestScreenProps, TestedAgent } from './agent-test-types';
import { EndedSummary } from './ended-summary';
import { SessionMeter } from './session-meter';
import { isLive, SessionPhase } from './session-phase';
import { StartControls } from './start-controls';

/** Where the session is, what it costs, and the buttons that start and end it. */
export function SessionCard({
  agent,
  phase,
  insufficientCredits,
  input,
  interim,
  meter,
  ended,
  onStart,
  onEnd,
}: Pick<
  AgentTestScreenProps,
  'phase' | 'insufficientCredits' | 'input' | 'interim' | 'meter' | 'ended' | 'onStart' | 'onEnd'
> & { agent: TestedAgent }) {
  const live = isLive(phase);
  return (
    <Card
      data-slot="agent-test-session"
      data-phase={phase}
      aria-label="Session"
      role="region"
      className="gap-5 px-4 sm:px-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <SessionPhase agent={agent} phase={phase} input={input} ended={ended} />
        {live && (
          <Button variant="outline" className={destructiveOutline} onClick={onEnd}>
            <PhoneOffIcon aria-hidden />
            End test
          </Button>
        )}
      </div>

      {/* Not a live region: announcing every recognised word would drown the screen reader. */}
      {live && interim && (
        <p data-slot="agent-test-interim" className="break-words text-muted-foreground italic">
          {interim}
        </p>
      )}

      {phase === 'ready' && (
        <StartControls insufficientCredits={insufficientCredits} onStart={onStart} />
      )}

      {phase === 'ended' && ended && (
        <EndedSummary ended={ended} insufficientCredits={insufficientCredits} onStart={onStart} />
      )}

      {live && meter && <SessionMeter meter={meter} />}
    </Card>
  );
}
