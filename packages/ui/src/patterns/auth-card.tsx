import type { ComponentProps, FormEvent, ReactNode } from 'react';

import { Button } from '../components/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../components/card';
import { Input } from '../components/input';
import { Label } from '../components/label';
import { Spinner } from '../components/spinner';

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
