import { InfoIcon } from 'lucide-react';

import { Badge } from '../../components/badge';
import { Card, CardContent, CardHeader } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { BackLink } from '../../components/back-link';
import { formatFileSize } from '../../lib/file-size';
import { PageHeader } from '../../patterns/page-header';
import {
  AgentField,
  AgentGreeting,
  AgentHeading,
  AgentSettings,
} from '../../patterns/agent-details';
import { ListLoading } from '../../patterns/list-loading';
import { ErrorAlert } from '../../patterns/error-alert';

/** The agent's settings the test page shows (a subset of the API's AiAgent). */
export interface TestedAgent {
  agentName: string;
  createdAt: string;
  greetingMsg: string;
  prompt: string;
  mode: string | null;
  voice: string | null;
  wakeWords: readonly string[];
  workflows: readonly { id: string; name: string }[];
  knowledgeFile: { name: string; size: number } | null;
}

export const LIVE_TESTING_NOT_AVAILABLE =
  'Live testing is not available yet. This page shows the settings the agent will be tested with.';

export interface AgentTestScreenProps {
  /** The agent as stored; null while loading, on error, or when the page was opened without an agent. */
  agent: TestedAgent | null;
  /** While the agent is being fetched: 'Loading AI agent...'. */
  loading?: boolean;
  /** Why the agent could not be loaded (not found, network). */
  error?: string | null;
}

/**
 * The page Test Agent opens (/agent-test?agentId=…&userId=…). Live voice testing comes later;
 * until then it shows the agent's settings and says plainly that testing is not available yet.
 */
export function AgentTestScreen({ agent, loading = false, error = null }: AgentTestScreenProps) {
  return (
    <div
      data-slot="agent-test-screen"
      className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6"
    >
      <BackLink href="/agents">Back to AI Agents</BackLink>

      <PageHeader title="Test AI Agent" />

      <p
        role="status"
        className="flex items-start gap-2 rounded-md border bg-muted/50 px-4 py-3 text-sm"
      >
        <InfoIcon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        {LIVE_TESTING_NOT_AVAILABLE}
      </p>

      {loading ? (
        <ListLoading label="Loading AI agent..." />
      ) : error ? (
        <ErrorAlert error={error} />
      ) : agent ? (
        <AgentSettingsCard agent={agent} />
      ) : (
        <EmptyState
          title="No AI agent chosen"
          description="Open this page with Test Agent on the AI Agents list."
        />
      )}
    </div>
  );
}

function AgentSettingsCard({ agent }: { agent: TestedAgent }) {
  const file = agent.knowledgeFile;
  return (
    <Card data-slot="agent-test-settings">
      <CardHeader>
        <AgentHeading name={agent.agentName} createdAt={agent.createdAt} className="text-xl" />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <AgentGreeting greeting={agent.greetingMsg} />
        <AgentField label="Prompt">
          <p className="text-sm break-words whitespace-pre-line">{agent.prompt}</p>
        </AgentField>
        <AgentSettings mode={agent.mode} voice={agent.voice} />
        <AgentField label="Wake words">
          <BadgeList items={agent.wakeWords} />
        </AgentField>
        <AgentField label="Workflows">
          <BadgeList items={agent.workflows.map((workflow) => workflow.name)} />
        </AgentField>
        <AgentField label="Knowledge file">
          <p className="text-sm break-words">
            {file ? `${file.name} (${formatFileSize(file.size)})` : 'None'}
          </p>
        </AgentField>
      </CardContent>
    </Card>
  );
}

function BadgeList({ items }: { items: readonly string[] }) {
  if (items.length === 0) return <p className="text-sm">None</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item}>
          <Badge variant="outline">{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
