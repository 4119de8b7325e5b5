import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '@convene/api-client';
import { AgentTestScreen } from '@convene/ui/screens/agents/agent-test-screen';
import { pageTitle } from '../../lib/page-title';
import { useAiAgent } from '../agents/agent-queries';

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
      <AgentTestScreen
        agent={agent.data?.agent ?? null}
        loading={agentId !== '' && agent.isPending}
        error={agent.isError ? errorMessage(agent.error) : null}
      />
    </>
  );
}
