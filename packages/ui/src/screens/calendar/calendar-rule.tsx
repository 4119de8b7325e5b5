import { useId } from 'react';

import { Label } from '../../components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select';
import { Spinner } from '../../components/spinner';
import { CalendarAgentSelect } from './calendar-agent-select';
import { AUTO_JOIN_LABELS } from './calendar-format';
import type {
  CalendarAgentOption,
  CalendarAutoJoin,
  CalendarRule as Rule,
  CalendarView,
} from './calendar-types';

const AUTO_JOIN_CHOICES = Object.keys(AUTO_JOIN_LABELS) as CalendarAutoJoin[];

/**
 * Which of a calendar's meetings get a bot by themselves, and the agent those bots bring. Each
 * change saves the whole rule; both selects wait while it is saved.
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
  onRuleChange: (calendarId: string, rule: Rule) => void;
}) {
  const ids = { autoJoin: useId(), agent: useId() };
  const change = (rule: Partial<Rule>) =>
    onRuleChange(calendar.id, { autoJoin: calendar.autoJoin, agentId: calendar.agentId, ...rule });
  return (
    <div
      role="group"
      aria-label={`Rule for ${calendar.name}`}
      aria-busy={saving || undefined}
      data-slot="calendar-rule"
      className="grid gap-4 sm:grid-cols-2"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={ids.autoJoin}>Send a bot to</Label>
        <Select
          value={calendar.autoJoin}
          disabled={saving}
          onValueChange={(autoJoin) => change({ autoJoin: autoJoin as CalendarAutoJoin })}
        >
          <SelectTrigger id={ids.autoJoin} size="sm" className="w-full">
            {saving && <Spinner aria-hidden />}
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {AUTO_JOIN_CHOICES.map((choice) => (
              <SelectItem key={choice} value={choice}>
                {AUTO_JOIN_LABELS[choice]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-2">
        {/* Without agents its place is a link to create one, which the label does not name. */}
        <Label htmlFor={agents.length > 0 ? ids.agent : undefined}>Default agent</Label>
        <CalendarAgentSelect
          id={ids.agent}
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
