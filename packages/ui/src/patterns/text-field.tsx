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
  /** The field's problem in the product's words, shown instead of the hint; it marks the input invalid. */
  error?: string | null;
  /** Shows how many of `maxLength` characters the value holds, e.g. '12/100'. */
  counted?: boolean;
  /** Without it the input keeps its own value, which its form reads by `name` on submit. */
  value?: string;
  onValueChange?: (value: string) => void;
  /** Beside the label, e.g. the 'Forgot password?' link. */
  labelAside?: ReactNode;
  labelClassName?: string;
};

/**
 * A single-line text field: its label, the input, then its hint (or, once there is one, its
 * problem) and its count, each tied to the input with aria-describedby, as SelectField does. Use
 * it for every text input a form shows; pass `id` only when the form moves the focus to the field.
 */
export function TextField({
  id: givenId,
  label,
  hint,
  error,
  counted = false,
  value,
  onValueChange,
  labelAside,
  labelClassName,
  'aria-describedby': describedByOthers,
  ...input
}: TextFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const count = counted && value !== undefined && input.maxLength !== undefined;
  const hinted = Boolean(hint) && !error;
  const describedBy =
    [describedByOthers, hinted && `${id}-hint`, count && `${id}-count`, error && `${id}-error`]
      .filter(Boolean)
      .join(' ') || undefined;
  const labelled = (
    <Label htmlFor={id} className={labelClassName}>
      {label}
    </Label>
  );
  return (
    <Field>
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          {labelled}
          {labelAside}
        </div>
      ) : (
        labelled
      )}
      <Input
        {...input}
        id={id}
        aria-invalid={error ? true : input['aria-invalid']}
        aria-describedby={describedBy}
        value={value}
        onChange={onValueChange && ((event) => onValueChange(event.target.value))}
      />
      {hinted && (
        <div id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </div>
      )}
      {(error || count) && (
        <div className="flex items-start justify-between gap-2">
          <FieldError id={`${id}-error`}>{error}</FieldError>
          {count && (
            <span id={`${id}-count`} className="ml-auto text-xs text-muted-foreground tabular-nums">
              {value?.length}/{input.maxLength}
            </span>
          )}
        </div>
      )}
    </Field>
  );
}
