/**
 * The OpenAI-compatible speech adapter against the local fake (request shape, the bearer key or
 * none, the agent's voices mapped to the server's, one request per sentence, every failure a clear
 * SpeechError, the timeout), and the speech configuration read from the environment.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../src/config.js';
import {
  createSpeech,
  DEFAULT_SPEECH_TIMEOUT_MS,
  EmbeddedSpeech,
  mp3DurationMs,
  OpenAiCompatibleSpeech,
  SpeechConfigError,
  speechConfigFromEnv,
  SpeechError,
  type SpeechClip,
} from '../../src/providers/speech/index.js';
import {
  FAKE_SPEECH_MS_PER_CHARACTER,
  SILENT_FRAME_MS,
  startFakeSpeech,
  type FakeSpeech,
} from '../support/fake-speech.js';

const ANSWER =
  'The launch moved to Friday because the payment tests still fail. Priya will send the revised budget on Wednesday.';

async function clipsOf(speech: AsyncIterable<SpeechClip>): Promise<SpeechClip[]> {
  const clips: SpeechClip[] = [];
  for await (const clip of speech) clips.push(clip);
  return clips;
}

describe('the OpenAI-compatible speech adapter', () => {
  let fake: FakeSpeech;
  let keyless: FakeSpeech;
  beforeAll(async () => {
    fake = await startFakeSpeech();
    keyless = await startFakeSpeech({ apiKey: null, model: 'kokoro', voices: ['am_adam'] });
  });
  afterAll(async () => {
    await fake.close();
    await keyless.close();
  });
  afterEach(() => {
    fake.requests.length = 0;
    fake.delayAnswers(0);
  });

  const adapter = (
    overrides: Partial<ConstructorParameters<typeof OpenAiCompatibleSpeech>[0]> = {},
  ) =>
    new OpenAiCompatibleSpeech({
      baseUrl: fake.baseUrl,
      apiKey: fake.apiKey ?? undefined,
      model: fake.model,
      voices: { male: 'onyx', female: 'nova' },
      ...overrides,
    });

  it('posts each sentence to {base}/audio/speech as MP3 in the voice, with the key as a bearer token', async () => {
    const clips = await clipsOf(adapter({ baseUrl: `${fake.baseUrl}/` }).speak(ANSWER, 'female'));
    expect(fake.requests).toEqual([
      {
        path: '/v1/audio/speech',
        authorization: `Bearer ${fake.apiKey}`,
        body: {
          model: 'tts-1',
          input: 'The launch moved to Friday because the payment tests still fail.',
          voice: 'nova',
          response_format: 'mp3',
        },
      },
      {
        path: '/v1/audio/speech',
        authorization: `Bearer ${fake.apiKey}`,
        body: {
          model: 'tts-1',
          input: 'Priya will send the revised budget on Wednesday.',
          voice: 'nova',
          response_format: 'mp3',
        },
      },
    ]);
    expect(clips.map((clip) => clip.text)).toEqual(fake.requests.map(({ body }) => body.input));
    for (const clip of clips) {
      expect(clip.durationMs).toBe(mp3DurationMs(clip.mp3));
      // The fake's silence lasts as long as its text, in whole frames.
      expect(clip.durationMs).toBeGreaterThanOrEqual(
        clip.text.length * FAKE_SPEECH_MS_PER_CHARACTER,
      );
      expect(clip.durationMs).toBeLessThan(
        clip.text.length * FAKE_SPEECH_MS_PER_CHARACTER + SILENT_FRAME_MS,
      );
    }
  });

  it("says the male voice in the server's male voice, and sends no key to a server that needs none", async () => {
    await clipsOf(adapter().speak('Good morning everyone, I will take the notes today.', 'male'));
    expect(fake.requests.map(({ body }) => body.voice)).toEqual(['onyx']);
    const local = new OpenAiCompatibleSpeech({
      baseUrl: keyless.baseUrl,
      model: 'kokoro',
      voices: { male: 'am_adam', female: 'am_adam' },
    });
    const [clip] = await clipsOf(local.speak('Good morning everyone, I will take notes.', 'male'));
    expect(clip!.durationMs).toBeGreaterThan(0);
    expect(keyless.requests.at(-1)?.authorization).toBeNull();
  });

  it('asks nothing for an answer with nothing to say', async () => {
    expect(await clipsOf(adapter().speak(' \n ', 'male'))).toEqual([]);
    expect(fake.requests).toEqual([]);
  });

  it('names a refused key, a missing model, an unknown voice, a failing server and an unreachable one', async () => {
    const speaking = (speech: OpenAiCompatibleSpeech) => clipsOf(speech.speak(ANSWER, 'male'));
    await expect(speaking(adapter({ apiKey: 'sk-wrong' }))).rejects.toThrow(
      new SpeechError(
        'The speech server refused the API key (HTTP 401; check TTS_API_KEY): Incorrect API key provided',
      ),
    );
    await expect(speaking(adapter({ model: 'no-such-model' }))).rejects.toThrow(
      `The speech server has no ${fake.baseUrl}/audio/speech or no model no-such-model (HTTP 404): The model no-such-model does not exist`,
    );
    await expect(
      speaking(adapter({ voices: { male: 'bariton', female: 'nova' } })),
    ).rejects.toThrow(
      'The speech server refused the request (HTTP 400; check TTS_MODEL, and that it has the voice bariton): Unknown voice bariton',
    );
    fake.failNext(500);
    await expect(speaking(adapter())).rejects.toThrow(
      new SpeechError('The speech server answered HTTP 500: Failing as asked'),
    );
    await expect(speaking(adapter({ baseUrl: 'http://127.0.0.1:9/v1' }))).rejects.toThrow(
      new SpeechError('Could not reach the speech server at http://127.0.0.1:9/v1/audio/speech'),
    );
  });

  it('refuses audio that is not MP3, and no audio at all', async () => {
    const wav = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(40)]);
    fake.answerNextWith(wav);
    await expect(clipsOf(adapter().speak(ANSWER, 'male'))).rejects.toThrow(
      new SpeechError(
        'The speech server answered audio that is not MP3 (Not MPEG audio: no frame header at byte 0)',
      ),
    );
    fake.answerNextWith(Buffer.alloc(0));
    await expect(clipsOf(adapter().speak(ANSWER, 'male'))).rejects.toThrow(
      new SpeechError('The speech server answered no audio'),
    );
  });

  it('gives the first sentence before the next is asked for', async () => {
    const speech = adapter().speak(ANSWER, 'male')[Symbol.asyncIterator]();
    const first = await speech.next();
    expect(first.value?.text).toBe(
      'The launch moved to Friday because the payment tests still fail.',
    );
    expect(fake.requests).toHaveLength(1);
    await speech.return?.();
    expect(fake.requests).toHaveLength(1);
  });

  it('gives up on a slow server after the timeout', async () => {
    fake.delayAnswers(500);
    const started = Date.now();
    await expect(clipsOf(adapter({ timeoutMs: 100 }).speak(ANSWER, 'male'))).rejects.toThrow(
      new SpeechError(
        `The speech server did not answer within 0.1 s (${fake.baseUrl}/audio/speech)`,
      ),
    );
    expect(Date.now() - started).toBeLessThan(450);
  });
});

describe('the speech configuration', () => {
  it('is the embedded voice without TTS_BASE_URL', () => {
    expect(speechConfigFromEnv({})).toEqual({ kind: 'embedded' });
    expect(speechConfigFromEnv({ TTS_MODEL: 'tts-1-hd', TTS_VOICE_MALE: 'echo' })).toEqual({
      kind: 'embedded',
    });
    expect(createSpeech({ kind: 'embedded' })).toBeInstanceOf(EmbeddedSpeech);
    expect(configFromEnv({ DATA_DIR: '/tmp/convene-speech-config' }).speech).toEqual({
      kind: 'embedded',
    });
  });

  it("reads the server, with OpenAI's model and voices unless others are named", () => {
    expect(
      speechConfigFromEnv({ TTS_BASE_URL: 'https://api.openai.com/v1', TTS_API_KEY: 'sk-x' }),
    ).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-x',
      model: 'tts-1',
      voices: { male: 'onyx', female: 'nova' },
      timeoutMs: DEFAULT_SPEECH_TIMEOUT_MS,
    });
    const local = speechConfigFromEnv({
      TTS_BASE_URL: 'http://localhost:8880/v1',
      TTS_MODEL: 'kokoro',
      TTS_VOICE_MALE: 'am_adam',
      TTS_VOICE_FEMALE: 'af_bella',
      TTS_TIMEOUT_MS: '5000',
    });
    expect(local).toEqual({
      kind: 'openai-compatible',
      baseUrl: 'http://localhost:8880/v1',
      apiKey: undefined,
      model: 'kokoro',
      voices: { male: 'am_adam', female: 'af_bella' },
      timeoutMs: 5000,
    });
    expect(createSpeech(local).name).toBe('openai-compatible');
  });

  it('refuses an address that is not http(s), a bad timeout and a key with no server', () => {
    expect(() => speechConfigFromEnv({ TTS_BASE_URL: 'localhost:8880' })).toThrow(
      new SpeechConfigError(
        'TTS_BASE_URL must be an http(s) address such as https://api.openai.com/v1, not localhost:8880',
      ),
    );
    for (const TTS_TIMEOUT_MS of ['0', '-5', 'soon'])
      expect(() =>
        speechConfigFromEnv({ TTS_BASE_URL: 'http://localhost:8880/v1', TTS_TIMEOUT_MS }),
      ).toThrow('TTS_TIMEOUT_MS must be a positive number of milliseconds');
    expect(() => speechConfigFromEnv({ TTS_API_KEY: 'sk-x' })).toThrow(
      'TTS_API_KEY is set but TTS_BASE_URL is not (for OpenAI: https://api.openai.com/v1)',
    );
  });
});
