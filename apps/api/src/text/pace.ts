import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Long work done in one request, paced: counts the units done and, each time `every` more are
 * done, returns a turn of the event loop to await, so other requests are served meanwhile.
 * Otherwise returns undefined, which a loop may await as well: only a microtask.
 */
export function pacer(every: number): (units?: number) => Promise<void> | undefined {
  let done = 0;
  return (units = 1) => {
    const before = Math.floor(done / every);
    done += units;
    return Math.floor(done / every) > before ? nextTurn() : undefined;
  };
}
