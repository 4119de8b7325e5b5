import { useState } from 'react';

/**
 * Runs one submission at a time. A double click or a second Enter lands in the same tick, before
 * React re-renders the button as busy, so the busy state alone cannot stop the second request.
 */
export function singleFlight(): (start: () => Promise<unknown>) => void {
  let running = false;
  return (start) => {
    if (running) return;
    running = true;
    // The mutation's own onError reports a failure; here it only ends the flight.
    void start()
      .catch(() => undefined)
      .finally(() => {
        running = false;
      });
  };
}

/** singleFlight for a component's lifetime. */
export function useSingleFlight(): (start: () => Promise<unknown>) => void {
  return useState(singleFlight)[0];
}
