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

/** Characters or bytes a parser reads between two turns of the event loop: a few milliseconds' work. */
const PIECE_LENGTH = 64 * 1024;

/**
 * A text or its bytes in pieces for a parser to read, a turn of the event loop before each: the
 * first too, since the whole was just decoded or encoded in one go.
 */
export async function* inPieces<T extends string | Uint8Array>(whole: T): AsyncGenerator<T> {
  for (let start = 0; start < whole.length; start += PIECE_LENGTH) {
    await nextTurn();
    const end = start + PIECE_LENGTH;
    yield (typeof whole === 'string' ? whole.slice(start, end) : whole.subarray(start, end)) as T;
  }
}
