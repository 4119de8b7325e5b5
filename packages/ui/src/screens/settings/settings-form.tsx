import type { FormEvent, ReactNode, Ref } from 'react';

import { SectionCard } from '../../patterns/section-card';
import { SubmitArea } from '../../patterns/submit-area';
import type { RequestState } from './settings-types';

/**
 * A section of the page that is one form: its fields, then what the server refused, any outcome
 * line and the submit button. noValidate, so each field says what is wrong in the product's words.
 */
export function SettingsForm({
  title,
  description,
  label,
  state,
  submitLabel,
  busyLabel,
  status,
  onSubmit,
  formRef,
  children,
}: {
  title: string;
  description: ReactNode;
  /** The form's accessible name, e.g. 'Change your name'. */
  label: string;
  state: RequestState;
  submitLabel: string;
  busyLabel: string;
  /** Under the refusal, e.g. the saved line. */
  status?: ReactNode;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  formRef?: Ref<HTMLFormElement>;
  children: ReactNode;
}) {
  const busy = Boolean(state.busy);
  return (
    <SectionCard title={title} description={description}>
      <form
        ref={formRef}
        noValidate
        aria-label={label}
        aria-busy={busy}
        onSubmit={onSubmit}
        className="grid max-w-md gap-4"
      >
        {children}
        <SubmitArea
          align="start"
          label={submitLabel}
          busyLabel={busyLabel}
          busy={busy}
          error={state.error}
          status={status}
        />
      </form>
    </SectionCard>
  );
}

/** A said-once confirmation, read out when it appears. */
export function Done({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-sm text-emerald-700 dark:text-emerald-300">
      {children}
    </p>
  );
}
