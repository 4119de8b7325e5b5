import { useId, type ComponentProps, type ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';

import { Button } from '../components/button';
import { Spinner } from '../components/spinner';
import { cn } from '../lib/utils';
import { ErrorAlert } from './error-alert';

/**
 * A button whose request is in flight: disabled and aria-busy, a spinner in place of its icon, and
 * its busy label (e.g. 'Saving...') when it has one. Use it for every button that waits on the server.
 */
export function BusyButton({
  busy = false,
  busyLabel,
  icon,
  disabled,
  children,
  ...props
}: ComponentProps<typeof Button> & {
  busy?: boolean;
  /** Replaces the label while busy. */
  busyLabel?: string;
  /** Shown before the label, and replaced by the spinner while busy. */
  icon?: ReactNode;
}) {
  return (
    <Button disabled={disabled || busy} aria-busy={busy || undefined} {...props}>
      {busy ? <Spinner aria-hidden /> : icon}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}

/*
 * Where the buttons sit: `stretch` fills the width (a narrow card's one button), `start` fills it
 * on phones and sits left from there (a form in a wide section), `end` is a dialog's footer (Cancel
 * under the submit on phones, beside it on the right from there).
 */
const submitActionsVariants = cva('', {
  variants: {
    align: {
      stretch: 'grid gap-2',
      start: 'flex flex-col gap-2 sm:flex-row',
      end: 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end',
    },
  },
  defaultVariants: { align: 'end' },
});

/**
 * The end of a form that sends a request: what the server refused (read out as it appears), any
 * outcome line, then the submit button with its busy state and an optional Cancel beside it. Use it
 * at the foot of every form; the button is described by the refusal, so it is heard again on focus.
 */
export function SubmitArea({
  label,
  busyLabel,
  busy,
  error,
  status,
  cancel,
  align,
  button,
  className,
}: VariantProps<typeof submitActionsVariants> & {
  label: string;
  /** E.g. 'Saving...'. */
  busyLabel?: string;
  busy: boolean;
  /** What the server said went wrong. */
  error?: string | null;
  /** A line under the refusal, e.g. 'Your name is saved.' or where a link was sent. */
  status?: ReactNode;
  /** A secondary action before the submit, e.g. the dialog's Cancel. */
  cancel?: ReactNode;
  /** The submit button's look and state beyond busy: icon, variant, size, disabled, description. */
  button?: Omit<ComponentProps<typeof BusyButton>, 'type' | 'busy' | 'busyLabel' | 'children'>;
  className?: string;
}) {
  const errorId = useId();
  const describedBy =
    [button?.['aria-describedby'], error && errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div data-slot="submit-area" className={cn('grid gap-4', className)}>
      <ErrorAlert id={errorId} error={error} className="break-words" />
      {status}
      <div data-slot="submit-actions" className={submitActionsVariants({ align })}>
        {cancel}
        <BusyButton
          {...button}
          type="submit"
          busy={busy}
          busyLabel={busyLabel}
          aria-describedby={describedBy}
        >
          {label}
        </BusyButton>
      </div>
    </div>
  );
}
