import type { VariantProps } from 'class-variance-authority';
import { PlusIcon, SendIcon } from 'lucide-react';

import { ButtonLink, type buttonVariants } from '../components/button';

type StartLinkProps = Pick<VariantProps<typeof buttonVariants>, 'size'>;

/**
 * The ways forward from an empty list of agents or of bots: use them wherever such a list is empty
 * (the agents list and the templates; the bots list and the dashboard), so each says the same.
 */
export function CreateAgentLink({ size }: StartLinkProps) {
  return (
    <ButtonLink href="/agents/create" size={size} icon={<PlusIcon aria-hidden />}>
      Create AI Agent
    </ButtonLink>
  );
}

export function SendBotLink({ size }: StartLinkProps) {
  return (
    <ButtonLink href="/bots/create" size={size} icon={<SendIcon aria-hidden />}>
      Send a bot
    </ButtonLink>
  );
}
