import { FREE_PLAN_DELETE_MESSAGE } from '@convene/domain/agents';
import { useId } from 'react';
import { PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { INSUFFICIENT_CREDITS_TO_TEST_HINT } from '@convene/domain/agent-test';

import { ButtonLink } from '../../components/button';
import { Card, CardAction, CardContent, CardFooter, CardHeader } from '../../components/card';
import { Page } from '../../patterns/page-header';
import {
  ActionHint,
  AgentGreeting,
  AgentHeading,
  AgentPromptPreview,
  AgentSettings,
} from '../../patterns/agent-details';
import { CardGrid } from '../../patterns/card-grid';
import { CreateAgentLink } from '../../patterns/start-links';
import { ItemLink } from '../../patterns/item-link';
import { BusyButton } from '../../patterns/submit-area';
import { TestAgentButton } from './test-agent-button';

/** The fields of an AI agent the list shows (a subset of the API's AiAgent). */
export interface AgentSummary {
  agentId: string;
  agentName: string;
  greetingMsg: string;
  prompt: string;
  mode: string | null;
  voice: string | null;
  createdAt: string;
}

export { INSUFFICIENT_CREDITS_TO_TEST_HINT };

export interface AgentsScreenProps {
  agents: readonly AgentSummary[];
  /** While the list is being fetched: 'Loading AI agents...'. */
  loading?: boolean;
  /** False on the Free plan: Delete is disabled with 'Delete not available on Free plan'. */
  canDelete: boolean;
  /** False below 0.5 credits: Test Agent is disabled with 'Insufficient credits (min 0.5 required)'. */
  canTest: boolean;
  /** The external test page for an agent (with agentId and userId); opened in a new tab. */
  testAgentHref: (agent: AgentSummary) => string;
  /** The agent whose deletion is in flight; its Delete button shows as busy. */
  deletingAgentId?: string | null;
  /** The user asked to delete an agent; the container confirms, calls the API and toasts. */
  onDelete: (agentId: string) => void;
}

/** The AI Agents list (/agents): one card per agent, or the loading and empty states. */
export function AgentsScreen({
  agents,
  loading = false,
  canDelete,
  canTest,
  testAgentHref,
  deletingAgentId = null,
  onDelete,
}: AgentsScreenProps) {
  return (
    <Page
      data-slot="agents-screen"
      title="AI Agents"
      description="Manage your intelligent AI meeting delegates"
      actions={
        <ButtonLink href="/agents/create" icon={<PlusIcon aria-hidden />}>
          New AI Agent
        </ButtonLink>
      }
    >
      <CardGrid
        label="AI agents"
        items={agents}
        itemKey={(agent) => agent.agentId}
        loading={loading}
        loadingLabel="Loading AI agents..."
        empty={{
          title: 'No AI agents found',
          description:
            'Create your first AI agent to start building intelligent conversational experiences',
          action: (
            <div className="flex flex-wrap justify-center gap-2">
              <CreateAgentLink />
              <ButtonLink href="/templates" variant="outline">
                Use a template
              </ButtonLink>
            </div>
          ),
          picture: 'agents',
        }}
      >
        {(agent) => (
          <AgentCard
            agent={agent}
            canDelete={canDelete}
            canTest={canTest}
            testAgentHref={testAgentHref(agent)}
            deleting={deletingAgentId === agent.agentId}
            onDelete={onDelete}
          />
        )}
      </CardGrid>
    </Page>
  );
}

function AgentCard({
  agent,
  canDelete,
  canTest,
  testAgentHref,
  deleting,
  onDelete,
}: {
  agent: AgentSummary;
  canDelete: boolean;
  canTest: boolean;
  testAgentHref: string;
  deleting: boolean;
  onDelete: (agentId: string) => void;
}) {
  const id = useId();
  const testHintId = `${id}-test-hint`;
  const deleteHintId = `${id}-delete-hint`;

  return (
    <Card data-slot="agent-card" className="w-full gap-5">
      <CardHeader>
        <AgentHeading name={agent.agentName} createdAt={agent.createdAt} className="text-lg" />
        <CardAction>
          <ItemLink
            href={`/agents/${agent.agentId}/edit`}
            label="Edit"
            item={agent.agentName}
            variant="ghost"
            icon={<PencilIcon aria-hidden />}
          />
        </CardAction>
      </CardHeader>

      <CardContent className="flex flex-1 flex-col gap-4">
        <AgentGreeting greeting={agent.greetingMsg} clamped />
        <AgentPromptPreview prompt={agent.prompt} expandable />
        <AgentSettings mode={agent.mode} voice={agent.voice} className="mt-auto" />
      </CardContent>

      <CardFooter className="flex-col items-stretch gap-3 border-t pt-5">
        <div className="grid grid-cols-2 gap-2">
          <TestAgentButton
            href={canTest ? testAgentHref : null}
            hintId={testHintId}
            variant="outline"
          />
          <BusyButton
            variant="destructive"
            size="sm"
            disabled={!canDelete}
            busy={deleting}
            icon={<Trash2Icon aria-hidden />}
            aria-describedby={canDelete ? undefined : deleteHintId}
            onClick={() => onDelete(agent.agentId)}
          >
            Delete
          </BusyButton>
        </div>
        {!canTest && <ActionHint id={testHintId}>{INSUFFICIENT_CREDITS_TO_TEST_HINT}</ActionHint>}
        {!canDelete && <ActionHint id={deleteHintId}>{FREE_PLAN_DELETE_MESSAGE}</ActionHint>}
      </CardFooter>
    </Card>
  );
}
