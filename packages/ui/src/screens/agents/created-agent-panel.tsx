import { useEffect, useId, useRef } from 'react';
import { CircleCheckIcon, PencilIcon } from 'lucide-react';
import { INSUFFICIENT_CREDITS_TO_TEST_HINT } from '@convene/domain/agent-test';

import { ButtonLink } from '../../components/button';
import { ActionHint } from '../../patterns/agent-details';
import { TestAgentButton } from './test-agent-button';

/** The agent just created, for the panel above the emptied form. */
export interface CreatedAgent {
  agentId: string;
  agentName: string;
  /** Its test page (with agentId and userId), or null below 0.5 credits: Test Agent is then disabled. */
  testAgentHref: string | null;
}

/** The agent just created: what next, above the emptied form. Takes the focus, as the form it replaced had it. */
export function CreatedAgentPanel({ agent }: { agent: CreatedAgent }) {
  const id = useId();
  const panel = useRef<HTMLElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <section
      ref={panel}
      tabIndex={-1}
      data-slot="agent-created"
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border border-success/40 bg-success/10 px-5 py-4 outline-none sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 items-start gap-3">
        <CircleCheckIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
        <div className="min-w-0 space-y-1">
          <h2 id={`${id}-title`} className="font-semibold break-words">
            {agent.agentName} is ready
          </h2>
          <p className="text-sm">Try it in a test call, or open it to change its settings.</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:items-end">
        <div className="flex flex-wrap gap-2">
          <ButtonLink
            href={`/agents/${agent.agentId}/edit`}
            variant="outline"
            size="sm"
            icon={<PencilIcon aria-hidden />}
          >
            Open agent
          </ButtonLink>
          <TestAgentButton href={agent.testAgentHref} hintId={`${id}-test-hint`} />
        </div>
        {!agent.testAgentHref && (
          <ActionHint id={`${id}-test-hint`}>{INSUFFICIENT_CREDITS_TO_TEST_HINT}</ActionHint>
        )}
      </div>
    </section>
  );
}
