import { describe, expect, it } from 'vitest';
import { fakeTimersFromStart, settle, setup, started } from './agent-session-fakes';

fakeTimersFromStart();

describe("the user's input in a session", () => {
  it('types when speech is unsupported or the microphone refused', async () => {
    expect(setup({ supported: false }).state().input).toEqual({
      kind: 'typed',
      reason: 'unsupported',
    });
    const page = await started();
    expect(page.state().input).toEqual({ kind: 'voice', handsFree: true, pressed: false });
    page.heard().refused();
    expect(page.state().input).toEqual({ kind: 'typed', reason: 'microphone-refused' });
    page.session.speakInstead();
    expect(page.listener.listen).toHaveBeenCalledTimes(2);
  });

  it('sends what push-to-talk heard once released', async () => {
    const page = await started();
    page.session.setHandsFree(false);
    expect(page.listener.stop).toHaveBeenCalled();
    page.session.talkStart();
    page.session.talkStart();
    expect(page.listener.press).toHaveBeenCalledOnce();
    expect(page.state().input).toEqual({ kind: 'voice', handsFree: false, pressed: true });
    page.session.talkEnd();
    expect(page.listener.release).toHaveBeenCalledOnce();
    page.heard().final('what is next');
    await settle();
    expect(page.said()).toEqual(['what is next']);
  });
});
