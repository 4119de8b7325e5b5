import { formatSessionDuration } from '@convene/domain/agent-test';
import { formatCredits } from '@convene/domain/credits';

import type { AgentTestMeter } from './agent-test-types';

/** While the session runs: the time, the minutes charged and the balance, as they change. */
export function SessionMeter({ meter }: { meter: AgentTestMeter }) {
  return (
    <Figures
      figures={[
        ['Elapsed', formatSessionDuration(meter.elapsedMs)],
        ['Minutes charged', String(meter.minutesCharged)],
        ['Cost so far', formatCredits(meter.creditsCharged)],
        ['Balance', formatCredits(meter.credits)],
      ]}
    />
  );
}

/** Terms and their values in a row of boxes: the live meter and the ended summary share it. */
export function Figures({ figures }: { figures: readonly [string, string][] }) {
  return (
    <dl
      data-slot="agent-test-figures"
      className="grid grid-cols-2 gap-x-6 gap-y-3 rounded-lg border p-4 sm:grid-cols-4"
    >
      {figures.map(([term, value]) => (
        <div key={term} className="min-w-0 space-y-0.5">
          <dt className="text-xs text-muted-foreground">{term}</dt>
          <dd className="font-medium tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
