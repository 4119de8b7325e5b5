/** How long the event loop was held while some work ran, for the benchmarks of what a request does. */

/** The work's result, its time, and the longest gap between two ticks of a 1 ms timer meanwhile. */
export async function longestBlockDuring<T>(
  work: () => Promise<T>,
): Promise<{ result: T; milliseconds: number; longestBlock: number }> {
  let longestBlock = 0;
  let last = performance.now();
  const ticker = setInterval(() => {
    const now = performance.now();
    longestBlock = Math.max(longestBlock, now - last);
    last = now;
  }, 1);
  const start = performance.now();
  try {
    const result = await work();
    const milliseconds = performance.now() - start;
    // One more tick, so a block at the very end is measured too.
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { result, milliseconds, longestBlock };
  } finally {
    clearInterval(ticker);
  }
}
