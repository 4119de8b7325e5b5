import { CheckCircle2Icon } from 'lucide-react';

import { BackLink } from '../../components/back-link';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../patterns/error-alert';
import { ListLoading } from '../../patterns/list-loading';
import { PageHeader } from '../../patterns/page-header';
import type { AgentTestScreenProps, TestedAgent } from './agent-test-types';
import { Conversation } from './conversation';
import { SessionCard } from './session-card';
import { isLive } from './session-phase';
import { TestedAgentCard } from './tested-agent-card';
import { TypedInput } from './typed-input';
import { VoiceInput } from './voice-input';

/**
 * 'Talk to your agent' (/agent-test?agentId=…): a live voice session with the agent, metered by
 * credits. The agent's settings sit beside the session and its conversation; the container runs
 * speech and the server's stream and tells the screen where the session is.
 */
export function AgentTestScreen({
  agent,
  loading = false,
  error = null,
  ...session
}: AgentTestScreenProps) {
  return (
    <div data-slot="agent-test-screen" className="space-y-6">
      <BackLink href="/agents">Back to AI Agents</BackLink>

      <PageHeader title="Test AI Agent" />

      {loading ? (
        <ListLoading label="Loading AI agent..." />
      ) : error ? (
        <ErrorAlert error={error} />
      ) : agent ? (
        <AgentTest agent={agent} {...session} />
      ) : (
        <EmptyState
          title="No AI agent chosen"
          description="Open this page with Test Agent on the AI Agents list."
        />
      )}
    </div>
  );
}

type SessionProps = Omit<AgentTestScreenProps, 'agent' | 'loading' | 'error'> & {
  agent: TestedAgent;
};

/** The loaded agent's page: its settings beside the session, any notice, and the conversation. */
function AgentTest({
  agent,
  phase,
  insufficientCredits,
  input,
  interim,
  turns,
  meter,
  ended,
  workflowNotice,
  problem,
  voices,
  voiceId,
  onVoiceChange,
  onStart,
  onEnd,
  onSend,
  onTalkStart,
  onTalkEnd,
  onHandsFreeChange,
  onTypeInstead,
  onSpeakInstead,
}: SessionProps) {
  // The user talks only once the session is up; while connecting the microphone is still asked for.
  const talking = isLive(phase) && phase !== 'connecting';
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)] lg:items-start">
      <TestedAgentCard
        agent={agent}
        voices={voices}
        voiceId={voiceId}
        onVoiceChange={onVoiceChange}
      />

      <div className="flex min-w-0 flex-col gap-6">
        <SessionCard
          agent={agent}
          phase={phase}
          insufficientCredits={insufficientCredits}
          input={input}
          interim={interim}
          meter={meter}
          ended={ended}
          onStart={onStart}
          onEnd={onEnd}
        />

        <ErrorAlert error={problem} />

        {workflowNotice && (
          <p
            role="status"
            data-slot="agent-test-workflow-notice"
            className="flex items-start gap-2 rounded-md border border-success/40 bg-success/10 px-3 py-2 text-sm"
          >
            <CheckCircle2Icon
              aria-hidden
              className="mt-0.5 size-4 shrink-0 text-success dark:text-green-400"
            />
            {workflowNotice}
          </p>
        )}

        <Card data-slot="agent-test-conversation" className="min-w-0 gap-4">
          <CardHeader className="px-4 sm:px-6">
            <CardTitle>
              <h2 className="text-lg">Conversation</h2>
            </CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4 px-4 sm:px-6">
            <Conversation agentName={agent.agentName} turns={turns} />
            {talking &&
              (input.kind === 'voice' ? (
                <VoiceInput
                  handsFree={input.handsFree}
                  pressed={input.pressed}
                  onTalkStart={onTalkStart}
                  onTalkEnd={onTalkEnd}
                  onHandsFreeChange={onHandsFreeChange}
                  onTypeInstead={onTypeInstead}
                />
              ) : (
                <TypedInput reason={input.reason} onSend={onSend} onSpeakInstead={onSpeakInstead} />
              ))}
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
