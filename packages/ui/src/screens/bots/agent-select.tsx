import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select';
import type { BotAgentOption } from './bot-form';

/** The agent a bot speaks as: the create-bot form's and the dashboard's send form's picker. */
export function AgentSelect({
  id,
  agents,
  loading,
  value,
  onValueChange,
}: {
  /** The trigger's id, for the field's label. */
  id: string;
  agents: readonly BotAgentOption[];
  /** While the agents are being fetched: disabled, saying so. */
  loading: boolean;
  value: string;
  onValueChange(agentId: string): void;
}) {
  return (
    <Select value={value} disabled={loading} onValueChange={onValueChange}>
      <SelectTrigger id={id} className="w-full">
        <SelectValue placeholder={loading ? 'Loading agents...' : 'Choose an agent'} />
      </SelectTrigger>
      <SelectContent>
        {agents.map((agent) => (
          <SelectItem key={agent.agentId} value={agent.agentId}>
            {agent.agentName}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
