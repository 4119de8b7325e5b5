import { BotIcon } from 'lucide-react';

import { Button } from '../../components/button';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select';
import { Spinner } from '../../components/spinner';
import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';
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
      <Button asChild variant="outline" size="sm" className="w-fit">
        <Link href="/agents/create">
          <BotIcon aria-hidden />
          Create an agent first
        </Link>
      </Button>
    );
  }
  return (
    <Select value={value ?? ''} disabled={disabled || saving} onValueChange={onValueChange}>
      <SelectTrigger
        id={id}
        size="sm"
        aria-label={label}
        aria-busy={saving || undefined}
        className={cn('w-full sm:w-48', className)}
      >
        {saving && <Spinner aria-hidden />}
        <SelectValue placeholder="Choose an agent" />
      </SelectTrigger>
      <SelectContent>
        {agents.map((agent) => (
          <SelectItem key={agent.id} value={agent.id}>
            {agent.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
