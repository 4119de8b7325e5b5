import { describe, expect, it } from 'vitest';
import { fakeTimersFromStart, settle, started } from './agent-session-fakes';

fakeTimersFromStart();

describe("the agent's speech in a session", () => {
  it('stops speaking when the user starts talking over it, but not for its own echo', async () => {
    const page = await started();
    page.session.send('tell me a story');
    await settle();
    page.answer().send('delta', { text: 'Once upon a time there was a bot. ' });
    await settle();
    expect(page.speaker.busy).toBe(true);

    page.heard().interim('upon a time');
    expect(page.speaker.busy).toBe(true);
    page.heard().interim('wait stop');
    expect(page.speaker.busy).toBe(false);
    expect(page.state().interim).toBe('wait stop');
  });

  it("does not send the agent's own words heard as it finished saying them", async () => {
    const page = await started();
    page.heard().final('Hello, I am your standup');
    page.heard().final('yes');
    await settle();
    expect(page.said()).toEqual(['yes']);
  });
});
