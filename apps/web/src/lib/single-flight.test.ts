import { describe, expect, it, vi } from 'vitest';
import { keyedSingleFlight, singleFlight } from './single-flight';

describe('singleFlight', () => {
  it('drops a second start while the first runs, and takes the next once it settles', async () => {
    const run = singleFlight();
    let finish!: () => void;
    const start = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    run(start);
    run(start);
    expect(start).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => {
      run(start);
      expect(start).toHaveBeenCalledTimes(2);
    });
  });

  it('takes the next start after a failure too', async () => {
    const run = singleFlight();
    const failing = vi.fn(() => Promise.reject(new Error('refused')));
    run(failing);
    await vi.waitFor(() => {
      run(failing);
      expect(failing).toHaveBeenCalledTimes(2);
    });
  });
});

describe('keyedSingleFlight', () => {
  it('drops a second start for the same key while it runs, and lets another key go ahead', async () => {
    const run = keyedSingleFlight();
    let finish!: () => void;
    const first = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const other = vi.fn(() => Promise.resolve());
    run('meeting-1', first);
    run('meeting-1', first);
    run('meeting-2', other);
    expect(first).toHaveBeenCalledTimes(1);
    expect(other).toHaveBeenCalledTimes(1);
    finish();
    await vi.waitFor(() => {
      run('meeting-1', first);
      expect(first).toHaveBeenCalledTimes(2);
    });
  });
});
