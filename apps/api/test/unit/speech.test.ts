/**
 * The speech port's own parts: an answer cut into sentences to say, and the embedded voice really
 * speaking (a clip per sentence, at a speaking pace, male and female apart, loaded once). Reading
 * MP3 is mp3.test.ts's.
 */
import { expectTypeOf, afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentVoice } from '@convene/domain/limits';
import { Espeak } from '../../src/providers/speech/espeak.js';
import {
  EMBEDDED_VOICES,
  EmbeddedSpeech,
  LONGEST_SPEECH_PIECE,
  mp3DurationMs,
  SHORTEST_SPEECH_PIECE,
  speechSentences,
  type SpeechClip,
  type SpeechVoice,
} from '../../src/providers/speech/index.js';

async function clipsOf(speech: AsyncIterable<SpeechClip>): Promise<SpeechClip[]> {
  const clips: SpeechClip[] = [];
  for await (const clip of speech) clips.push(clip);
  return clips;
}

describe('speechSentences', () => {
  it('says an answer a sentence at a time, joining short ones to their neighbour', () => {
    expect(
      speechSentences(
        'Yes. The launch moved to Friday, e.g. after the tests pass. Priya agreed to send the revised budget. OK.',
      ),
    ).toEqual([
      'Yes. The launch moved to Friday, e.g. after the tests pass.',
      'Priya agreed to send the revised budget. OK.',
    ]);
    expect(speechSentences('Sure.')).toEqual(['Sure.']);
    expect(speechSentences(' \n\n ')).toEqual([]);
  });

  it('leaves out what is written but not said: markdown and citations', () => {
    expect(
      speechSentences(
        '## Decisions\n- **Launch** moves to _Friday_ [1].\n- The `billing_v2` flag stays off [2, 3]; see [the notes](https://x.example/n).',
      ),
    ).toEqual(['Decisions. Launch moves to Friday. The billing_v2 flag stays off; see the notes.']);
  });

  it('cuts a sentence too long for one clip at a clause, or between words', () => {
    const clause = 'the team reviewed the pricing page and the onboarding emails';
    const long = `${Array(8).fill(clause).join(', ')}.`;
    const pieces = speechSentences(long);
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.join(' ')).toBe(long);
    for (const piece of pieces) {
      expect(piece.length).toBeLessThanOrEqual(LONGEST_SPEECH_PIECE);
      expect(piece.length).toBeGreaterThanOrEqual(SHORTEST_SPEECH_PIECE);
    }
    expect(pieces.slice(0, -1).every((piece) => piece.endsWith(','))).toBe(true);
    const words = Array(100).fill('budget').join(' ');
    expect(speechSentences(words).every((piece) => piece.length <= LONGEST_SPEECH_PIECE)).toBe(
      true,
    );
    // A line without a mark of its own is said as ended.
    expect(speechSentences(words).join(' ')).toBe(`${words}.`);
  });
});

/** The median pitch (Hz) of the voiced 40 ms stretches of 16-bit PCM, by autocorrelation. */
function medianPitch(samples: Int16Array, sampleRate: number): number {
  const window = Math.round(0.04 * sampleRate);
  const [shortest, longest] = [Math.round(sampleRate / 400), Math.round(sampleRate / 60)];
  const pitches: number[] = [];
  for (let start = 0; start + window + longest < samples.length; start += window) {
    let energy = 0;
    for (let i = 0; i < window; i++) energy += samples[start + i]! ** 2;
    if (energy / window < 1e5) continue;
    let best = { lag: 0, correlation: 0.6 };
    for (let lag = shortest; lag <= longest; lag++) {
      let product = 0;
      let lagged = 0;
      for (let i = 0; i < window; i++) {
        product += samples[start + i]! * samples[start + i + lag]!;
        lagged += samples[start + i + lag]! ** 2;
      }
      const correlation = product / Math.sqrt(energy * lagged);
      if (correlation > best.correlation) best = { lag, correlation };
    }
    if (best.lag) pitches.push(sampleRate / best.lag);
  }
  return pitches.sort((a, b) => a - b)[pitches.length >> 1]!;
}

describe('the embedded voice', () => {
  afterEach(() => vi.restoreAllMocks());

  const ANSWER = [
    'Good morning everyone, I am the meeting assistant for today.',
    'The launch has moved to Friday because the payment tests are still failing on staging.',
    'Priya will send the revised budget to finance by Wednesday.',
  ];

  it('says each sentence as a clip of MP3 whose length fits its words, loading espeak-ng once', async () => {
    const loads = vi.spyOn(Espeak, 'load');
    const speech = new EmbeddedSpeech();
    expect(await clipsOf(speech.speak('  ', 'male'))).toEqual([]);
    expect(loads).not.toHaveBeenCalled();
    const listeners = process.listenerCount('unhandledRejection');

    const clips = await clipsOf(speech.speak(ANSWER.join(' '), 'male'));
    expect(clips.map((clip) => clip.text)).toEqual(ANSWER);
    for (const clip of clips) {
      expect(clip.durationMs).toBe(mp3DurationMs(clip.mp3));
      const wordsPerMinute = clip.text.split(' ').length / (clip.durationMs / 60_000);
      expect(wordsPerMinute).toBeGreaterThan(110);
      expect(wordsPerMinute).toBeLessThan(220);
    }
    const [greeting, launch, budget] = clips.map((clip) => clip.durationMs);
    expect(launch).toBeGreaterThan(greeting! + 1000);
    expect(launch).toBeGreaterThan(budget! + 1000);

    await clipsOf(speech.speak('That is all from me, thank you everyone.', 'female'));
    expect(loads).toHaveBeenCalledTimes(1);
    // espeak-ng's glue subscribes each instance to process events: none may stay behind.
    expect(process.listenerCount('unhandledRejection')).toBe(listeners);
  });

  it('speaks the male voice low and the female voice high', async () => {
    const espeak = await Espeak.load();
    const said = 'Good morning everyone, the launch moves to Friday.';
    const male = await espeak.synthesise(said, EMBEDDED_VOICES.male);
    const female = await espeak.synthesise(said, EMBEDDED_VOICES.female);
    expect(medianPitch(male.samples, male.sampleRate)).toBeLessThan(140);
    expect(medianPitch(female.samples, female.sampleRate)).toBeGreaterThan(170);
  });

  it("fails with espeak-ng's own words, leaving the process running", async () => {
    const espeak = await Espeak.load();
    await expect(
      espeak.synthesise('Hello.', { name: 'xx-no-such-voice', speed: 160, pitch: 50 }),
    ).rejects.toThrow('The specified espeak-ng voice does not exist.');
  });

  it("speaks the agent's voices", () => {
    expectTypeOf<SpeechVoice>().toEqualTypeOf<AgentVoice>();
  });
});
