/**
 * The speech port's own parts: an answer cut into sentences to say, MP3 durations read from frame
 * headers (lamejs's output, ID3-tagged files, each MPEG version and layer), and the embedded voice
 * really speaking (a clip per sentence, at a speaking pace, male and female apart, loaded once).
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { expectTypeOf, afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentVoice } from '@convene/domain/limits';
import { Espeak } from '../../src/providers/speech/espeak.js';
import { encodeMp3, SPEECH_MP3_KBPS } from '../../src/providers/speech/mp3.js';
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

/** `count` frames of one header (its padding bit set on every other frame when `pad`), zero-filled. */
function frames(header: number[], length: (padding: number) => number, count: number, pad = false) {
  return Buffer.concat(
    Array.from({ length: count }, (_, index) => {
      const padding = pad ? index % 2 : 0;
      const frame = Buffer.alloc(length(padding));
      Buffer.from(header).copy(frame);
      frame[2] = frame[2]! | (padding << 1);
      return frame;
    }),
  );
}

/** An ID3v2.4 tag with a title, `padding` zero bytes and a footer: its size is syncsafe. */
function id3v2(padding: number): Buffer {
  const title = Buffer.concat([Buffer.from([3]), Buffer.from('Agent answer')]);
  const frame = Buffer.concat([
    Buffer.from('TIT2'),
    Buffer.from([0, 0, 0, title.length, 0, 0]),
    title,
  ]);
  const size = frame.length + padding;
  const syncsafe = [size >> 21, size >> 14, size >> 7, size].map((part) => part & 0x7f);
  return Buffer.concat([
    Buffer.from('ID3'),
    Buffer.from([4, 0, 0x10, ...syncsafe]),
    frame,
    Buffer.alloc(padding),
    Buffer.from('3DI'),
    Buffer.from([4, 0, 0x10, ...syncsafe]),
  ]);
}

describe('mp3DurationMs', () => {
  /** One second of a 220 Hz tone at 22.05 kHz, as the embedded voice encodes speech. */
  const tone = async () => {
    const samples = Int16Array.from({ length: 22_050 }, (_, i) =>
      Math.round(8000 * Math.sin((2 * Math.PI * 220 * i) / 22_050)),
    );
    return encodeMp3(Mp3Encoder, samples, 22_050);
  };

  it("reads lamejs's MP3 as long as its frames play: the second encoded, and the encoder's delay", async () => {
    const mp3 = await tone();
    const frameBytes = (72 * SPEECH_MP3_KBPS * 1000) / 22_050;
    const frameCount = Math.round(mp3.length / frameBytes);
    expect(mp3DurationMs(mp3)).toBe(Math.round((frameCount * 576 * 1000) / 22_050));
    expect(mp3DurationMs(mp3)).toBeGreaterThanOrEqual(1000);
    expect(mp3DurationMs(mp3)).toBeLessThan(1150);
  });

  it('skips an ID3v2 tag (with a footer), an ID3v1 tag and an encoder Info frame', async () => {
    const mp3 = await tone();
    const duration = mp3DurationMs(mp3);
    const id3v1 = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)]);
    expect(mp3DurationMs(Buffer.concat([id3v2(200), mp3, id3v1]))).toBe(duration);
    // The first frame again, as a LAME Info frame (after MPEG-2 mono's 9 bytes of side information).
    const info = Buffer.from(mp3.subarray(0, 156));
    info.write('Info', 13, 'latin1');
    expect(mp3DurationMs(Buffer.concat([info, mp3]))).toBe(duration);
  });

  it('reads every MPEG version and layer, with padded frames', () => {
    // MPEG-1 Layer III, 128 kbit/s, 44.1 kHz: 417 bytes, 418 padded; 1,152 samples.
    expect(mp3DurationMs(frames([0xff, 0xfb, 0x90, 0xc4], (p) => 417 + p, 10, true))).toBe(261);
    // MPEG-1 Layer II, 192 kbit/s, 48 kHz: 576 bytes, 1,152 samples (24 ms).
    expect(mp3DurationMs(frames([0xff, 0xfd, 0xa4, 0xc4], () => 576, 5))).toBe(120);
    // MPEG-1 Layer I, 32 kbit/s, 44.1 kHz: 4-byte slots, 32 bytes, 36 padded; 384 samples.
    expect(mp3DurationMs(frames([0xff, 0xff, 0x10, 0xc4], (p) => 32 + 4 * p, 100, true))).toBe(871);
    // MPEG-2.5 Layer III, 8 kbit/s, 8 kHz: 72 bytes, 576 samples (72 ms).
    expect(mp3DurationMs(frames([0xff, 0xe3, 0x18, 0xc4], () => 72, 3))).toBe(216);
    expect(mp3DurationMs(Buffer.alloc(0))).toBe(0);
  });

  it('refuses what is not MPEG audio end to end', async () => {
    const mp3 = await tone();
    expect(() => mp3DurationMs(Buffer.from('RIFF....WAVEfmt '))).toThrow(
      'Not MPEG audio: no frame header at byte 0',
    );
    expect(() => mp3DurationMs(mp3.subarray(0, mp3.length - 20))).toThrow(/cut short/);
    expect(() => mp3DurationMs(Buffer.concat([mp3, Buffer.from('trailing junk')]))).toThrow(
      `no frame header at byte ${mp3.length}`,
    );
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
