import { useId, type ComponentProps, type ReactNode } from 'react';

import { Input } from '../components/input';
import { Label } from '../components/label';
import { cn } from '../lib/utils';
import { FieldError } from './field-error';

/** A label over its control and what follows it (hint, count, problem). Use it for any field. */
export function Field({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn('flex flex-col gap-2', className)}>{children}</div>;
}

export type TextFieldProps = Omit<
  ComponentProps<typeof Input>,
  'value' | 'onChange' | 'children'
> & {
  label: ReactNode;
  /** A line under the input on what to type, e.g. 'Comma separated'. */
  hint?: ReactNode;
  /** The field's problem in the product's words; it marks the input invalid. */
  error?: string | null;
  /** Shows how many of `maxLength` characters the value holds, e.g. '12/100'. */
  counted?: boolean;
  value: string;
  onValueChange: (value: string) => void;
  labelClassName?: string;
};

/**
 * A single-line text field: its label, the input, then its hint and its problem and count, each
 * tied to the input with aria-describedby. Use it for every text input a form shows; pass `id`
 * only when the form moves the focus to the field itself.
 */
export function TextField({
  id: givenId,
  label,
  hint,
  error,
  counted = false,
  value,
  onValueChange,
  labelClassName,
  'aria-describedby': describedByOthers,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const count = counted && input.maxLength !== undefined;
  const describedBy =
    [describedByOthers, hint && `${id}-hint`, count && `${id}-count`, error && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <Field>
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <Input
        {...input}
        id={id}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
      />
      {hint && (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      {(error || count) && (
        <div className="flex items-start justify-between gap-2">
          <FieldError id={`${id}-error`}>{error}</FieldError>
          {count && (
            <span id={`${id}-count`} className="ml-auto text-xs text-muted-foreground tabular-nums">
              {value.length}/{input.maxLength}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
