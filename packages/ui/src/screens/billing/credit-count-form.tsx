import { useId, useState, type FormEvent, type ReactNode } from 'react';

import { Button } from '../../components/button';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Spinner } from '../../components/spinner';

/**
 * A whole number of credits to buy or spend: its input, its button (disabled while the value has
 * a problem or a request is in flight), and the live lines under it.
 */
export function CreditCountForm({
  slot,
  label,
  max,
  problemOf,
  previewOf,
  icon,
  submitLabel,
  busy,
  onSubmit,
}: {
  slot: string;
  label: string;
  max?: number;
  problemOf: (credits: number) => string | null;
  previewOf: (credits: number) => string | null;
  icon: ReactNode;
  submitLabel: string;
  busy: boolean;
  onSubmit: (credits: number) => void;
}) {
  const inputId = useId();
  const noteId = useId();
  const [value, setValue] = useState('1');
  const credits = Number(value);
  const problem = problemOf(credits);
  const preview = previewOf(credits);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!problem && !busy) onSubmit(credits);
  }

  return (
    <form data-slot={slot} className="flex w-full flex-col gap-2" onSubmit={submit}>
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={noteId}
          className="w-28"
        />
        <Button type="submit" disabled={problem !== null || busy} aria-busy={busy || undefined}>
          {busy ? <Spinner aria-hidden /> : icon}
          {submitLabel}
        </Button>
      </div>
      <div id={noteId} className="space-y-1">
        {preview !== null && <FormNote problem={false}>{preview}</FormNote>}
        {problem !== null && <FormNote problem>{problem}</FormNote>}
      </div>
    </form>
  );
}

/** A form's live line under its input: the total or preview, or what is wrong with the value. */
function FormNote({ problem, children }: { problem: boolean; children: ReactNode }) {
  return (
    <p
      aria-live="polite"
      data-problem={problem || undefined}
      className="text-sm font-medium tabular-nums data-[problem]:font-normal data-[problem]:text-destructive dark:data-[problem]:text-red-300"
    >
      {children}
    </p>
  );
}
