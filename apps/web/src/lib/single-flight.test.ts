import { describe, expect, it, vi } from 'vitest';
import { singleFlight } from './single-flight';

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
