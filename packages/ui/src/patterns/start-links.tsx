import type { VariantProps } from 'class-variance-authority';
import { PlusIcon, SendIcon } from 'lucide-react';

import { ButtonLink, buttonVariants } from '../components/button';

/**
 * The way forward from an empty list of agents or of bots: the same link with the same words on
 * every screen that shows one (the lists, the templates, the dashboard).
 */
type StartLinkProps = Pick<VariantProps<typeof buttonVariants>, 'size'>;

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
