import { LockIcon } from 'lucide-react';
import { FREE_PLAN_AGENT_LIMIT_MESSAGE } from '@convene/domain/agents';

import { ButtonLink } from '../../components/button';

/** Free plan, 2 agents already: said before anything is typed, with the way out. */
export function AgentLimitNotice({ id }: { id: string }) {
  return (
    <section
      data-slot="agent-limit"
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl border bg-muted/50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <LockIcon aria-hidden className="mt-0.5 size-5 shrink-0 text-muted-foreground" />
        <div className="space-y-1">
          <h2 id={id} className="font-semibold">
            {FREE_PLAN_AGENT_LIMIT_MESSAGE}
          </h2>
          <p className="text-sm">Upgrade to Pro or Teams to create as many as you need.</p>
        </div>
      </div>
      <ButtonLink href="/billing" className="self-start sm:self-auto">
        Upgrade plan
      </ButtonLink>
    </section>
  );
}
