import { useState } from 'react';
import { errorMessage } from '@convene/api-client/result';

/** Runs a form's request, holding busy and the error text the form shows. */
export function useSubmission<T>(submit: (values: T) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(values: T) {
    setBusy(true);
    setError(null);
    try {
      await submit(values);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, run: (values: T) => void run(values) };
}
