import { useState } from 'react';

/**
 * Calls `onSuccess` once a request the screen watches ends without a refusal (`busy` goes false
 * with `error` null), e.g. to empty a form for the next entry. It runs while rendering, as React's
 * "storing information from previous renders" does, so the emptied form is the first one painted.
 */
export function useRequestSuccess(busy: boolean, error: string | null, onSuccess: () => void) {
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy && error === null) onSuccess();
  }
}
