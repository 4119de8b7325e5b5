import type { ComponentProps, FormEvent, ReactNode } from 'react';

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

/** A labelled input; the label's htmlFor ties to the input id so every field has an accessible name. */
export function AuthField({
  id,
  label,
  ...props
}: ComponentProps<'input'> & { id: string; label: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} required {...props} />
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

/** Card frame shared by the sign-in and sign-up forms. */
export function AuthCard({
  title,
  description,
  busy,
  onSubmit,
  footer,
  children,
}: {
  title: string;
  description: string;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  footer: ReactNode;
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
        <form aria-busy={busy} aria-label={title} onSubmit={onSubmit} className="grid gap-4">
          {children}
        </form>
      </CardContent>
      <CardFooter className="text-muted-foreground justify-center text-sm">{footer}</CardFooter>
    </Card>
  );
}
