import { BotIcon } from 'lucide-react';

import { ButtonLink } from '../../components/button';
import { cn } from '../../lib/utils';
import { OptionSelect } from '../../patterns/select-field';
import type { CalendarAgentOption } from './calendar-types';

/**
 * The agent a calendar's bots bring, for its rule or for one meeting; while the choice is saved, a
 * spinner in its place. Without agents, a way to create one instead.
 */
export function CalendarAgentSelect({
  id,
  label,
  agents,
  value,
  saving = false,
  disabled = false,
  onValueChange,
  className,
}: {
  id?: string;
  /** Its accessible name when no visible label points at it (`id`). */
  label?: string;
  agents: readonly CalendarAgentOption[];
  value: string | null;
  saving?: boolean;
  disabled?: boolean;
  onValueChange: (agentId: string) => void;
  className?: string;
}) {
  if (agents.length === 0) {
    return (
      <ButtonLink
        href="/agents/create"
        variant="outline"
        size="sm"
        className="w-fit"
        icon={<BotIcon aria-hidden />}
      >
        Create an agent first
      </ButtonLink>
    );
  }
  return (
    <OptionSelect
      id={id}
      size="sm"
      aria-label={label}
      placeholder="Choose an agent"
      options={agents.map((agent) => ({ value: agent.id, label: agent.name }))}
      value={value}
      saving={saving}
      disabled={disabled}
      onValueChange={onValueChange}
      className={cn('w-full sm:w-48', className)}
    />
  );
}
