import { ExternalLinkIcon } from 'lucide-react';

import { Button, ButtonLink } from '../../components/button';

/**
 * Test Agent: opens the agent's test page in a new tab; without a page to open (too few credits
 * for a test) it is disabled and described by the hint its caller shows beside it.
 */
export function TestAgentButton({
  href,
  hintId,
  variant = 'default',
}: {
  href: string | null;
  hintId: string;
  variant?: 'default' | 'outline';
}) {
  return href ? (
    <ButtonLink
      external
      href={href}
      variant={variant}
      size="sm"
      icon={<ExternalLinkIcon aria-hidden />}
    >
      Test Agent
    </ButtonLink>
  ) : (
    <Button variant={variant} size="sm" disabled aria-describedby={hintId}>
      <ExternalLinkIcon aria-hidden />
      Test Agent
    </Button>
  );
}
