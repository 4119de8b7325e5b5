import { describe, expect, it, vi } from 'vitest';
import { REFRESH_MS } from './agent-session';
import { at, fakeTimersFromStart, sessionWith, settle, started } from './agent-session-fakes';

fakeTimersFromStart();

describe("the session's meter", () => {
  it('ticks the meter every second', async () => {
    const page = await started();
    await vi.advanceTimersByTimeAsync(3000);
    expect(page.state().meter?.elapsedMs).toBe(3000);
  });

  it('notices on a refresh that the credits ran out', async () => {
    const page = await started();
    page.api.read.mockResolvedValue(
      sessionWith({ status: 'ended', endReason: 'credits', endedAt: at(15), credits: 0 }),
    );
    await vi.advanceTimersByTimeAsync(REFRESH_MS);
    await settle();
    expect(page.api.read).toHaveBeenCalledWith('s1');
    expect(page.phase()).toBe('ended');
    expect(page.state().ended).toMatchObject({ outOfCredits: true, durationMs: 15_000 });
    expect(page.state().ended?.message).toMatch(/credits ran out/);
    expect(page.charged).toHaveBeenCalledTimes(2);

    // No more reads once it has ended.
    await vi.advanceTimersByTimeAsync(REFRESH_MS * 2);
    expect(page.api.read).toHaveBeenCalledOnce();
  });

  it('ends with what it cost, stopping the answer in flight', async () => {
    const page = await started();
    page.session.send('long question');
    await settle();
    const { signal } = page.answer();
    await page.session.end();
    expect(signal.aborted).toBe(true);
    expect(page.api.end).toHaveBeenCalledWith('s1');
    expect(page.state().ended).toEqual({
      message: 'You ended the test.',
      outOfCredits: false,
      durationMs: 150_000,
      minutesCharged: 3,
      creditsCharged: 0.05,
    });
    expect(page.charged).toHaveBeenCalledTimes(2);
    await settle();
    expect(page.state().problem).toBeNull();
  });
});
