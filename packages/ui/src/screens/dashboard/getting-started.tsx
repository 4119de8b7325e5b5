import { ArrowRightIcon, CircleCheckIcon, CircleIcon, XIcon } from 'lucide-react';
import {
  ONBOARDING_STEPS,
  onboardingProgress,
  type OnboardingStepId,
} from '@convene/domain/onboarding';

import { ButtonLink } from '../../components/button';
import { cn } from '../../lib/utils';
import { SectionCard } from '../../patterns/section-card';
import { BusyButton } from '../../patterns/submit-area';

export interface GettingStartedStep {
  id: OnboardingStepId;
  done: boolean;
  /** Where the step is done. */
  href: string;
}

export interface GettingStartedProps {
  /** Every step in order, as the server read them from the user's data. */
  steps: readonly GettingStartedStep[];
  /** The user hid the checklist: it shows no more. */
  dismissed: boolean;
  /** The user asked to hide it; the container keeps that on the server. */
  onDismiss: () => void;
  /** The dismissal is on its way. */
  dismissing?: boolean;
}

/**
 * The dashboard's getting-started checklist: each step with where it is done, ticked when done,
 * the progress in words and as a bar. Gone once dismissed or once every step is done.
 */
export function GettingStarted({
  steps,
  dismissed,
  onDismiss,
  dismissing = false,
}: GettingStartedProps) {
  const done = steps.filter((step) => step.done).length;
  if (dismissed || done === steps.length) return null;
  const progress = onboardingProgress(done, steps.length);
  return (
    <SectionCard
      data-slot="getting-started"
      title="Get started"
      description={progress}
      actions={
        <BusyButton
          variant="ghost"
          size="icon"
          aria-label="Dismiss the getting-started checklist"
          busy={dismissing}
          icon={<XIcon aria-hidden />}
          onClick={onDismiss}
        />
      }
    >
      <div className="space-y-4">
        <div
          role="progressbar"
          aria-label="Getting started"
          aria-valuemin={0}
          aria-valuemax={steps.length}
          aria-valuenow={done}
          aria-valuetext={progress}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className="h-full rounded-full bg-success transition-[width]"
            style={{ width: `${(done / steps.length) * 100}%` }}
          />
        </div>
        <ol className="divide-y rounded-lg border">
          {steps.map((step) => (
            <Step key={step.id} step={step} />
          ))}
        </ol>
      </div>
    </SectionCard>
  );
}

function Step({ step }: { step: GettingStartedStep }) {
  const text = ONBOARDING_STEPS[step.id];
  const Icon = step.done ? CircleCheckIcon : CircleIcon;
  return (
    <li
      data-slot="getting-started-step"
      data-done={step.done || undefined}
      className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Icon
          aria-hidden
          className={cn(
            'mt-0.5 size-5 shrink-0',
            step.done ? 'text-success dark:text-green-400' : 'text-muted-foreground',
          )}
        />
        <div className="min-w-0">
          <p className={cn('font-medium', step.done && 'text-muted-foreground line-through')}>
            {text.title}
            <span className="sr-only">{step.done ? ' (done)' : ' (to do)'}</span>
          </p>
          {!step.done && <p className="text-sm text-muted-foreground">{text.description}</p>}
        </div>
      </div>
      {!step.done && (
        <ButtonLink
          href={step.href}
          variant="outline"
          size="sm"
          className="self-start sm:self-center"
        >
          {text.action}
          <ArrowRightIcon aria-hidden />
        </ButtonLink>
      )}
    </li>
  );
}
