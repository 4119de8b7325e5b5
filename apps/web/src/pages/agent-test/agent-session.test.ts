import { describe, expect, it } from 'vitest';
import { ApiError } from '@convene/api-client';
import { AGENT_TEST_SESSION_ENDED_MESSAGE } from '@convene/domain/agent-test';
import {
  ACTIVE,
  at,
  fakeTimersFromStart,
  GREETING,
  PASSIVE,
  sessionWith,
  settle,
  setup,
  started,
  userTurn,
} from './agent-session-fakes';

fakeTimersFromStart();

describe('AgentSession', () => {
  it('starts once however often Start is pressed, with a new key per start', async () => {
    const page = setup();
    void page.session.start(ACTIVE);
    void page.session.start(ACTIVE);
    expect(page.phase()).toBe('connecting');
    expect(page.listener.listen).toHaveBeenCalledOnce();
    await settle();
    expect(page.api.start).toHaveBeenCalledOnce();
    expect(page.api.start).toHaveBeenCalledWith('agent-1', 'key-1');

    await page.session.end();
    await page.session.start(ACTIVE);
    expect(page.api.start).toHaveBeenLastCalledWith('agent-1', 'key-2');
  });

  it('greets, listens, and answers a typed turn aloud as it streams', async () => {
    const page = setup();
    await page.session.start(ACTIVE);
    expect(page.phase()).toBe('speaking');
    expect(page.speaker.pushed).toEqual([GREETING.text]);
    expect(page.charged).toHaveBeenCalledOnce();
    expect(page.state().meter).toEqual({
      elapsedMs: 0,
      minutesCharged: 1,
      creditsCharged: 0.016667,
      credits: 2.983333,
    });

    page.speaker.done();
    await settle();
    expect(page.phase()).toBe('listening');

    page.session.send('  What is on today?  ');
    expect(page.phase()).toBe('thinking');
    expect(page.transcript()).toEqual([`agent: ${GREETING.text}`, 'user: What is on today?']);
    await settle();
    expect(page.said()).toEqual(['What is on today?']);

    const answer = page.answer();
    answer.send('turn', { turn: userTurn('u1', 'What is on today?'), answering: true });
    await settle();
    expect(page.phase()).toBe('thinking');
    answer.send('delta', { text: 'Two meetings. ' });
    await settle();
    expect(page.phase()).toBe('speaking');
    // Speech starts on the first words, long before the answer is complete.
    expect(page.speaker.pushed.at(-1)).toBe('Two meetings. ');
    answer.send('delta', { text: 'Standup at ten.' });
    await settle();
    expect(page.state().turns.at(-1)).toMatchObject({
      speaker: 'agent',
      text: 'Two meetings. Standup at ten.',
      streaming: true,
    });

    answer.send('done', {
      turn: { ...userTurn('a1', 'Two meetings. Standup at ten.'), speaker: 'agent' },
      session: sessionWith({ minutesCharged: 2, creditsCharged: 0.033333, credits: 2.966667 }),
    });
    answer.close();
    await settle();
    expect(page.charged).toHaveBeenCalledTimes(2);
    expect(page.state().meter?.minutesCharged).toBe(2);
    expect(page.state().turns.at(-1)).toMatchObject({ id: 'a1', streaming: false });
    // Still saying the end of it.
    expect(page.phase()).toBe('speaking');
    page.speaker.done();
    await settle();
    expect(page.phase()).toBe('listening');
    expect(page.transcript()).toEqual([
      `agent: ${GREETING.text}`,
      'user: What is on today?',
      'agent: Two meetings. Standup at ten.',
    ]);
  });

  it('sends nothing for words of nothing visible (a zero-width space), as the server refuses them', async () => {
    const page = setup();
    await page.session.start(ACTIVE);
    page.speaker.done();
    await settle();
    page.session.send('\u200B');
    page.session.send(' \uFEFF ');
    await settle();
    expect(page.phase()).toBe('listening');
    expect(page.said()).toEqual([]);
  });

  it('in passive mode sends everything, and shows the agent waiting for its wake word', async () => {
    const page = await started(PASSIVE);
    expect(page.phase()).toBe('waiting-wake-word');

    page.session.send('just chatting');
    expect(page.phase()).toBe('waiting-wake-word');
    await settle();
    page.answer().send('turn', { turn: userTurn('u1', 'just chatting'), answering: false });
    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    expect(page.phase()).toBe('waiting-wake-word');
    expect(page.transcript().at(-1)).toBe('user: just chatting (unanswered)');

    page.session.send('hey helper, what time is it?');
    expect(page.phase()).toBe('thinking');
    await settle();
    page
      .answer()
      .send('turn', { turn: userTurn('u2', 'hey helper, what time is it?'), answering: true });
    page.answer().send('delta', { text: 'Ten.' });
    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    page.speaker.done();
    await settle();
    expect(page.phase()).toBe('listening');
  });

  it('on 409 reads the session and shows why it ended', async () => {
    const page = await started();
    page.refuse(new ApiError({ status: 409, serverMessage: AGENT_TEST_SESSION_ENDED_MESSAGE }));
    page.api.read.mockResolvedValue(
      sessionWith({
        status: 'ended',
        endReason: 'idle',
        endedAt: at(300),
        minutesCharged: 5,
        creditsCharged: 0.083333,
      }),
    );
    page.session.send('are you there?');
    await settle();
    expect(page.phase()).toBe('ended');
    expect(page.state().ended).toEqual({
      message: 'The test ended after 5 minutes with nothing said.',
      outOfCredits: false,
      durationMs: 300_000,
      minutesCharged: 5,
      creditsCharged: 0.083333,
    });
    expect(page.transcript().at(-1)).toBe(`agent: ${GREETING.text}`);
    expect(page.listener.stop).toHaveBeenCalled();
  });

  it('ends a session started while End was already pressed', async () => {
    const page = setup();
    const starting = page.session.start(ACTIVE);
    await page.session.end();
    await starting;
    await settle();
    expect(page.api.end).toHaveBeenCalledWith('s1');
    expect(page.phase()).toBe('ended');
  });

  it('ends the session when the page goes, and ignores the stream after', async () => {
    const page = await started();
    page.session.send('hello');
    await settle();
    const { signal } = page.answer();
    page.session.leave();
    expect(page.api.endOnLeave).toHaveBeenCalledWith('s1');
    page.session.detach();
    expect(signal.aborted).toBe(true);
    expect(page.api.end).toHaveBeenCalledWith('s1');
    expect(page.listener.stop).toHaveBeenCalled();
  });

  it('ends a session whose start answers after the page went', async () => {
    const page = setup();
    const starting = page.session.start(ACTIVE);
    page.session.detach();
    await starting;
    expect(page.api.end).toHaveBeenCalledWith('s1');
  });

  it('says why it could not start, and may start again', async () => {
    const page = setup();
    page.api.start.mockRejectedValueOnce(
      new ApiError({ status: 402, serverMessage: 'Insufficient credits (min 0.5 required)' }),
    );
    await page.session.start(ACTIVE);
    expect(page.phase()).toBe('ready');
    expect(page.state().problem).toBe('Insufficient credits (min 0.5 required)');
    expect(page.listener.stop).toHaveBeenCalled();
    await page.session.start(ACTIVE);
    expect(page.phase()).toBe('speaking');
    expect(page.state().problem).toBeNull();
  });
});
