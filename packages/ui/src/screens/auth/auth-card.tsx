import { useState, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '@convene/domain/limits';

import { Button } from '../../components/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/card';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import { Spinner } from '../../components/spinner';

/** What a field says is wrong with it, by field name; absent when it is fine. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

// A light check: the server has the last word, this only catches what a person mistyped.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailProblem(email: string): string | undefined {
  if (email.trim() === '') return 'Enter your e-mail address.';
  if (!EMAIL_SHAPE.test(email.trim()))
    return 'Enter a valid e-mail address, like name@example.com.';
  return undefined;
}

/** A password being chosen (sign-up, reset). */
export function newPasswordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH)
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
  return undefined;
}

/** Only the problems found; an empty object means the form may be sent. */
export function problemsOf<K extends string>(
  checks: Record<K, string | undefined>,
): FieldErrors<K> {
  return Object.fromEntries(
    Object.entries(checks).filter((entry) => entry[1] !== undefined),
  ) as FieldErrors<K>;
}

/**
 * A form's submit handler that checks the fields first: with problems, each field shows its own and
 * focus moves to the first; without, `onValid` gets the values.
 */
export function useCheckedSubmit<K extends string>(
  names: readonly K[],
  check: (values: Record<K, string>) => Record<K, string | undefined>,
  onValid: (values: Record<K, string>) => void,
) {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const values = formValues(event, names);
    const found = problemsOf(check(values));
    setErrors(found);
    const first = names.find((name) => found[name] !== undefined);
    if (first) form.querySelector<HTMLInputElement>(`[name="${first}"]`)?.focus();
    else onValid(values);
  }
  return { errors, onSubmit };
}

/**
 * A labelled input with its own error message beneath it. The label's htmlFor ties to the input id
 * so every field has an accessible name; the error (and any hint) is its description.
 */
export function AuthField({
  id,
  label,
  error,
  hint,
  labelAside,
  ...props
}: ComponentProps<'input'> & {
  id: string;
  label: string;
  error?: string;
  /** Guidance shown before anything is wrong (e.g. the password length). */
  hint?: string;
  /** Beside the label, e.g. the 'Forgot password?' link. */
  labelAside?: ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = error ? errorId : hint ? hintId : undefined;
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input
        id={id}
        name={id}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      />
      {error ? (
        <p
          id={errorId}
          data-slot="field-error"
          className="text-destructive -mt-1 text-xs dark:text-red-300"
        >
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-muted-foreground -mt-1 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function SubmitButton({
  busy,
  label,
  busyLabel,
  className,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <Button type="submit" disabled={busy} className={className}>
      {busy ? <Spinner aria-hidden="true" role="presentation" /> : null}
      {busy ? busyLabel : label}
    </Button>
  );
}

/** Reads the named text fields of a submitted form. */
export function formValues<K extends string>(
  event: FormEvent<HTMLFormElement>,
  names: readonly K[],
): Record<K, string> {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return Object.fromEntries(names.map((name) => [name, String(data.get(name) ?? '')])) as Record<
    K,
    string
  >;
}

/**
 * Card frame shared by the account forms. noValidate: the forms say what is wrong next to each
 * field in the product's words, instead of the browser's bubbles.
 */
export function AuthCard({
  title,
  description,
  busy = false,
  onSubmit,
  footer,
  children,
}: {
  title: string;
  description: ReactNode;
  busy?: boolean;
  /** Absent when the card shows an outcome rather than a form. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  footer?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="mx-auto w-full max-w-sm">
      <CardHeader className="text-center">
        <CardTitle className="text-xl">
          <h1>{title}</h1>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {onSubmit ? (
          <form
            noValidate
            aria-busy={busy}
            aria-label={title}
            onSubmit={onSubmit}
            className="grid gap-4"
          >
            {children}
          </form>
        ) : (
          <div className="grid gap-4">{children}</div>
        )}
      </CardContent>
      {footer ? (
        <CardFooter className="text-muted-foreground justify-center text-sm">{footer}</CardFooter>
      ) : null}
    </Card>
  );
}
