import { useId } from 'react';

import { Label } from '../../components/label';
import { SelectField, selectOptions } from '../../patterns/select-field';
import { CalendarAgentSelect } from './calendar-agent-select';
import { AUTO_JOIN_LABELS } from './calendar-format';
import type {
  CalendarAgentOption,
  CalendarAutoJoin,
  CalendarRuleChange,
  CalendarView,
} from './calendar-types';

const AUTO_JOIN_OPTIONS = selectOptions(
  Object.keys(AUTO_JOIN_LABELS) as CalendarAutoJoin[],
  (choice) => AUTO_JOIN_LABELS[choice],
);

/**
 * Which of a calendar's meetings get a bot by themselves, and the agent those bots bring. Each
 * change saves its own part of the rule; both selects wait while it is saved and read back.
 */
export function CalendarRule({
  calendar,
  agents,
  saving,
  onRuleChange,
}: {
  calendar: CalendarView;
  agents: readonly CalendarAgentOption[];
  saving: boolean;
  onRuleChange: (calendarId: string, change: CalendarRuleChange) => void;
}) {
  const agentSelectId = useId();
  const change = (rule: CalendarRuleChange) => onRuleChange(calendar.id, rule);
  return (
    <div
      role="group"
      aria-label={`Rule for ${calendar.name}`}
      aria-busy={saving || undefined}
      data-slot="calendar-rule"
      className="grid gap-4 sm:grid-cols-2"
    >
      <SelectField
        label="Send a bot to"
        size="sm"
        options={AUTO_JOIN_OPTIONS}
        value={calendar.autoJoin}
        saving={saving}
        onValueChange={(autoJoin) => change({ autoJoin })}
      />
      <div className="flex flex-col gap-2">
        {/* Without agents its place is a link to create one, which the label does not name. */}
        <Label htmlFor={agents.length > 0 ? agentSelectId : undefined}>Default agent</Label>
        <CalendarAgentSelect
          id={agentSelectId}
          agents={agents}
          value={calendar.agentId}
          disabled={saving}
          onValueChange={(agentId) => change({ agentId })}
          className="sm:w-full"
        />
      </div>
    </div>
  );
}
