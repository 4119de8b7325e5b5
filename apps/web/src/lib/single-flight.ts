import { useState } from 'react';

/**
 * Runs one submission at a time for each key, while other keys go ahead. A double click or a second
 * Enter lands in the same tick, before React re-renders the control as busy, so the busy state alone
 * cannot stop the second request.
 */
export function keyedSingleFlight(): (key: string, start: () => Promise<unknown>) => void {
  const running = new Set<string>();
  return (key, start) => {
    if (running.has(key)) return;
    running.add(key);
    // The mutation's own onError reports a failure; here it only ends the flight.
    void start()
      .catch(() => undefined)
      .finally(() => {
        running.delete(key);
      });
  };
}

/** One submission at a time, for a form with a single submit. */
export function singleFlight(): (start: () => Promise<unknown>) => void {
  const flight = keyedSingleFlight();
  return (start) => flight('', start);
}

/** singleFlight for a component's lifetime. */
export function useSingleFlight(): (start: () => Promise<unknown>) => void {
  return useState(singleFlight)[0];
}

/** keyedSingleFlight for a component's lifetime: one change at a time per row of a list. */
export function useKeyedSingleFlight(): (key: string, start: () => Promise<unknown>) => void {
  return useState(keyedSingleFlight)[0];
}
