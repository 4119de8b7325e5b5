/** Field checks and the checked submit shared by every form that takes typed text: sign-in, settings, invitations, workflows. */
import { useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@convene/domain/limits';

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
