import { describe, expect, it } from 'vitest';
import { sentencesOf, withShortOpening } from '../../src/live-agent/voice.js';
import { OPENING_SPEECH_PIECE } from '../../src/providers/speech/index.js';

async function* streamed(...pieces: string[]): AsyncIterable<string> {
  for (const piece of pieces) yield piece;
}

async function all(sentences: AsyncIterable<string>): Promise<string[]> {
  const said: string[] = [];
  for await (const sentence of sentences) said.push(sentence);
  return said;
}

describe("the live agent's sentences", () => {
  it('gives each sentence as soon as its end comes, however the words are cut', async () => {
    expect(
      await all(
        sentencesOf(streamed('The demo is on Fri', 'day. Ship it', ' on Thursday! And then')),
      ),
    ).toEqual(['The demo is on Friday.', 'Ship it on Thursday!', 'And then']);
  });

  it('cuts only the first sentence after its opening clause, so the first sound comes soon', async () => {
    const first =
      'The refund policy for a late delivery, as the support desk explains it to every customer who asks, ' +
      'is a full refund within fourteen days of the request, paid to the card that was charged.';
    const second =
      'Refunds above five hundred euros need a manager to approve them, which can take up to two more days.';
    const said = await all(withShortOpening(streamed(first, second)));
    expect(said[0]).toBe(
      'The refund policy for a late delivery, as the support desk explains it to every customer who asks,',
    );
    expect(said[0]!.length).toBeLessThanOrEqual(OPENING_SPEECH_PIECE);
    expect(said.slice(1)).toEqual([first.slice(said[0]!.length + 1), second]);
    expect(await all(withShortOpening(streamed('Yes, on Friday.')))).toEqual(['Yes, on Friday.']);
  });
});
