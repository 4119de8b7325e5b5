import { useId } from 'react';
import { CALENDAR_ADDRESS_STEPS } from '@convene/domain/calendars';

import { cn } from '../../lib/utils';

/** Where to copy a calendar's secret address, in Google Calendar and in Outlook, side by side from tablet width. */
export function AddressSteps({ className }: { className?: string }) {
  return (
    <div data-slot="address-steps" className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {Object.values(CALENDAR_ADDRESS_STEPS).map(({ service, steps }) => (
        <ServiceSteps key={service} service={service} steps={steps} />
      ))}
    </div>
  );
}

function ServiceSteps({ service, steps }: { service: string; steps: readonly string[] }) {
  const headingId = useId();
  return (
    <div className="space-y-2 text-left">
      <h3 id={headingId} className="text-sm font-semibold">
        In {service}
      </h3>
      <ol
        aria-labelledby={headingId}
        className="list-decimal space-y-1 pl-5 text-sm text-muted-foreground marker:text-foreground"
      >
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
