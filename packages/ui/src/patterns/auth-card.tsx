import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { PASSWORD_MIN_LENGTH } from '@convene/domain/limits';

import { ButtonLink } from '../components/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../components/card';
import { Link } from '../lib/navigation';
import { SubmitArea } from './submit-area';
import { TextField, type TextFieldProps } from './text-field';

type AuthFieldProps = TextFieldProps & { id: string };

/**
 * An account form's field: a TextField named by its id, so the form reads it on submit, and
 * required. The error (or, before one, the hint) is its description.
 */
export function AuthField({ id, ...props }: AuthFieldProps) {
  return <TextField id={id} name={id} required {...props} />;
}

/** An account field whose name and label have defaults, e.g. 'email' and 'Email'. */
type NamedFieldProps = Omit<AuthFieldProps, 'id' | 'label'> & { id?: string; label?: string };

/** The address a person signs in with (or, in settings, the one they change to). */
export function EmailField({ id = 'email', label = 'Email', ...props }: NamedFieldProps) {
  return <AuthField id={id} label={label} type="email" autoComplete="email" {...props} />;
}

/** The password a person has now: to sign in, or to confirm a change. */
export function CurrentPasswordField({
  id = 'password',
  label = 'Password',
  ...props
}: NamedFieldProps) {
  return (
    <AuthField id={id} label={label} type="password" autoComplete="current-password" {...props} />
  );
}

/** A password being chosen (sign-up, reset, settings), with the length it needs as its hint. */
export function NewPasswordField({
  id = 'password',
  label = 'Password',
  ...props
}: NamedFieldProps) {
  return (
    <AuthField
      id={id}
      label={label}
      type="password"
      autoComplete="new-password"
      minLength={PASSWORD_MIN_LENGTH}
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      {...props}
    />
  );
}

export const authLinkClass = 'text-primary font-medium underline-offset-4 hover:underline';

/** The footer line that sends a person to the other account form, e.g. from sign-up to sign-in. */
export function AuthSwitch({
  prompt,
  href,
  children,
}: {
  prompt: string;
  href: string;
  children: ReactNode;
}) {
  return (
    <p>
      {prompt}{' '}
      <Link href={href} className={authLinkClass}>
        {children}
      </Link>
    </p>
  );
}

/**
 * Card frame shared by the account forms. noValidate: the forms say what is wrong next to each
 * field in the product's words, instead of the browser's bubbles.
 */
export function AuthCard({
  title,
  description,
  submit,
  footer,
  children,
}: {
  title: string;
  description: ReactNode;
  /** Makes the card a form ending in the server's error and the submit button; absent when the card shows an outcome. */
  submit?: {
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    label: string;
    busyLabel: string;
    busy: boolean;
    /** What the server said went wrong, above the button. */
    error?: string | null;
  };
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
        {submit ? (
          <form
            noValidate
            aria-busy={submit.busy}
            aria-label={title}
            onSubmit={submit.onSubmit}
            className="grid gap-4"
          >
            {children}
            <SubmitArea
              align="stretch"
              label={submit.label}
              busyLabel={submit.busyLabel}
              busy={submit.busy}
              error={submit.error}
            />
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

/** An outcome card's way on: a full-width button that is a link. */
export function AuthNextStep({
  href,
  variant,
  children,
}: {
  href: string;
  variant?: ComponentProps<typeof ButtonLink>['variant'];
  children: ReactNode;
}) {
  return (
    <ButtonLink href={href} variant={variant} className="w-full">
      {children}
    </ButtonLink>
  );
}
