import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage, type AiAgent } from '@convene/api-client';
import { Badge } from '@convene/ui/components/badge';
import { Button } from '@convene/ui/components/button';
import { Card, CardContent, CardHeader, CardTitle } from '@convene/ui/components/card';
import { EmptyState } from '@convene/ui/components/empty-state';
import { formatFileSize } from '@convene/ui/lib/file-size';
import { Link } from '@convene/ui/lib/navigation';
import {
  AgentField,
  AgentSettings,
  CreatedDate,
  ListLoading,
} from '@convene/ui/screens/agent-details';
import { ErrorAlert } from '@convene/ui/screens/error-alert';
import { pageTitle } from '../../lib/page-title';
import { useAiAgent } from '../agents/agent-queries';

const NOT_AVAILABLE_YET =
  'Live testing is not available yet. This page shows the settings the agent will be tested with.';

/**
 * /agent-test?agentId=…&userId=…: where Test Agent leads. Live voice testing comes with a later issue;
 * until then the page shows the agent as stored and says so plainly.
 */
export default function AgentTestPage() {
  const [searchParams] = useSearchParams();
  const agentId = searchParams.get('agentId') ?? '';
  const agent = useAiAgent(agentId);

  return (
    <>
      <title>{pageTitle('Test AI Agent')}</title>
      <div data-slot="agent-test" className="mx-auto w-full max-w-4xl space-y-6 px-4 py-8 sm:px-6">
        <Button asChild variant="ghost" size="sm" className="-ml-3">
          <Link href="/agents">Back to AI Agents</Link>
        </Button>
        <h1 className="text-3xl font-bold tracking-tight">Test AI Agent</h1>
        <p role="status" className="rounded-md border bg-muted/50 px-4 py-3 text-sm">
          {NOT_AVAILABLE_YET}
        </p>
        {agentId === '' ? (
          <EmptyState
            title="No AI agent chosen"
            description="Open this page with Test Agent on the AI Agents list."
          />
        ) : agent.isPending ? (
          <ListLoading label="Loading AI agent..." />
        ) : agent.isError ? (
          <ErrorAlert error={errorMessage(agent.error)} />
        ) : (
          <AgentTestSettings agent={agent.data.agent} />
        )}
      </div>
    </>
  );
}

function AgentTestSettings({ agent }: { agent: AiAgent }) {
  const file = agent.knowledgeFile;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          <h2 className="break-words">{agent.agentName}</h2>
        </CardTitle>
        <CreatedDate iso={agent.createdAt} />
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <AgentField label="Greeting">
          <p className="text-sm break-words">{agent.greetingMsg}</p>
        </AgentField>
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

function BadgeList({ items }: { items: readonly string[] }): ReactNode {
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
