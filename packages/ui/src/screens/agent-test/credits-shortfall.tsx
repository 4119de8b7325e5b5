import { CreditCardIcon, InfoIcon } from 'lucide-react';
import { INSUFFICIENT_CREDITS_TO_TEST_HINT } from '@convene/domain/agent-test';

import { ButtonLink } from '../../components/button';

/** Below 0.5 credit: the spec's hint saying why the test cannot start. */
export function CreditsHint({ id }: { id: string }) {
  return (
    <p id={id} className="flex items-center gap-1.5 text-sm text-muted-foreground">
      <InfoIcon aria-hidden className="size-4 shrink-0" />
      {INSUFFICIENT_CREDITS_TO_TEST_HINT}
    </p>
  );
}

/** The way to more credits, wherever the session cannot go on without them. */
export function BuyCreditsLink() {
  return (
    <ButtonLink href="/billing" variant="outline" icon={<CreditCardIcon aria-hidden />}>
      Buy credits
    </ButtonLink>
  );
}
