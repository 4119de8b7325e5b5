import { useId, type ComponentProps, type ReactNode } from 'react';

import { Label } from '../components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../components/select';
import { Spinner } from '../components/spinner';
import { cn } from '../lib/utils';
import { FieldError } from './field-error';

/** One choice of a select: the value it sends and the words it shows. */
export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
}

/** The choices for `values`, each shown in its words (`label`), in that order. */
export function selectOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): SelectOption<V>[] {
  return values.map((value) => ({ value, label: label(value) }));
}

export type OptionSelectProps<V extends string> = {
  options: readonly SelectOption<V>[];
  /** `null` shows the placeholder: nothing chosen yet. */
  value: V | null;
  onValueChange: (value: V) => void;
  placeholder?: string;
  disabled?: boolean;
  /** The choice is being saved: a spinner before it, and the select waits (disabled, aria-busy). */
  saving?: boolean;
  /** E.g. a height limit for a long list. */
  contentClassName?: string;
} & Omit<ComponentProps<typeof SelectTrigger>, 'children' | 'disabled' | 'value'>;

/**
 * A select over a list of choices, named by something outside it: `aria-label` (a table row's
 * control), `aria-labelledby`, or a label pointing at its `id`. The rest (id, size, aria-*,
 * className) goes to its trigger. In a form with a visible label of its own, use SelectField.
 */
export function OptionSelect<V extends string>({
  options,
  value,
  onValueChange,
  placeholder,
  disabled = false,
  saving = false,
  contentClassName,
  ...trigger
}: OptionSelectProps<V>) {
  return (
    <Select
      value={value ?? ''}
      disabled={disabled || saving}
      // Radix only hands back the value of one of `options`.
      onValueChange={(next) => onValueChange(next as V)}
    >
      <SelectTrigger aria-busy={saving || undefined} {...trigger}>
        {saving && <Spinner aria-hidden />}
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

export type SelectFieldProps<V extends string> = Omit<
  OptionSelectProps<V>,
  'className' | 'aria-describedby' | 'aria-invalid'
> & {
  label: ReactNode;
  /** A line under the select, e.g. what the choice is measured against. */
  hint?: ReactNode;
  /** The field's problem; shown instead of the hint. */
  error?: string | null;
  /** The field's box, e.g. its place in a grid. */
  className?: string;
};

/**
 * One select of a form: its label, the select as wide as the field, and a hint or the field's
 * problem under it, which describes the select. Use it for every select with a visible label; the
 * label and the descriptions are wired to it by id (its own unless `id` is given).
 */
export function SelectField<V extends string>({
  id,
  label,
  hint,
  error,
  className,
  ...select
}: SelectFieldProps<V>) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const describedId = `${selectId}-description`;
  const described = Boolean(error) || Boolean(hint);
  return (
    <div data-slot="select-field" className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={selectId}>{label}</Label>
      <OptionSelect
        {...select}
        id={selectId}
        className="w-full"
        aria-invalid={error ? true : undefined}
        aria-describedby={described ? describedId : undefined}
      />
      {error ? (
        <FieldError id={describedId}>{error}</FieldError>
      ) : (
        hint && (
          <p id={describedId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
