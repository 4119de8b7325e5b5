import { describe, expect, it } from 'vitest';
import { fakeTimersFromStart, sessionWith, settle, started } from './agent-session-fakes';

fakeTimersFromStart();

describe("the session's transcript", () => {
  it('sends what is said while an answer streams once it is done, in order, interrupting the speech', async () => {
    const page = await started();
    page.session.send('first');
    await settle();
    page.answer().send('delta', { text: 'Answer one, ' });
    await settle();
    const cancels = page.speaker.cancels;

    page.session.send('second');
    page.session.send('third');
    expect(page.speaker.cancels).toBeGreaterThan(cancels);
    expect(page.transcript().slice(-4)).toEqual([
      'user: first',
      'agent: Answer one, ',
      'user: second',
      'user: third',
    ]);
    page.answer().send('delta', { text: 'not said.' });
    await settle();
    // The interrupted answer is shown in full but no more of it is said.
    expect(page.speaker.pushed).not.toContain('not said.');
    expect(page.said()).toEqual(['first']);

    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    expect(page.said()).toEqual(['first', 'second']);
    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    expect(page.said()).toEqual(['first', 'second', 'third']);
  });

  it('shows the workflows an answer runs, and announces them', async () => {
    const page = await started();
    page.session.send('file a ticket');
    await settle();
    page.answer().send('workflow', { workflowId: 'w1', name: 'Create ticket', runId: 'r1' });
    await settle();
    expect(page.state().workflowNotice).toBe('Workflow “Create ticket” started');
    expect(page.state().turns.at(-1)).toMatchObject({
      speaker: 'agent',
      workflows: [{ name: 'Create ticket' }],
    });
    page.session.send('thanks');
    page.answer().send('done', { turn: null, session: sessionWith() });
    page.answer().close();
    await settle();
    // The next words clear the notice.
    expect(page.state().workflowNotice).toBeNull();
  });

  it('drops a failed answer and says why', async () => {
    const page = await started();
    page.session.send('hello');
    await settle();
    page.answer().send('delta', { text: 'Half an' });
    page.answer().send('error', { message: 'The agent could not answer. Try again.' });
    page.answer().close();
    await settle();
    expect(page.state().problem).toBe('The agent could not answer. Try again.');
    expect(page.transcript().at(-1)).toBe('user: hello');
    expect(page.phase()).toBe('listening');
  });
});
