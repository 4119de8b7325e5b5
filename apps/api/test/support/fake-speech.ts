/**
 * A local fake of an OpenAI-compatible speech server (POST /v1/audio/speech): MP3 of silence
 * lasting as long as its input would take to say, every request recorded, and failures on demand
 * (an HTTP status, a refused key, slowness, audio that is not MP3).
 */
import { readBody, send, startFakeServer } from './fake-http.js';

/** A speaking pace of 15 characters a second (about 170 words a minute). */
export const FAKE_SPEECH_MS_PER_CHARACTER = 1000 / 15;

/**
 * One frame of silence: MPEG-2 Layer III, 8 kbit/s, 16 kHz mono (header FF F3 18 C0), whose side
 * information and audio data are all zero, so it decodes to 576 silent samples (36 ms).
 */
const SILENT_FRAME = Buffer.concat([Buffer.from([0xff, 0xf3, 0x18, 0xc0]), Buffer.alloc(32)]);
export const SILENT_FRAME_MS = 36;

/** At least `ms` of silence as MP3, in whole frames. */
export function silentMp3(ms: number): Buffer {
  return Buffer.concat(Array.from({ length: Math.ceil(ms / SILENT_FRAME_MS) }, () => SILENT_FRAME));
}

export interface SpeechRequest {
  path: string;
  authorization: string | null;
  body: Record<string, unknown>;
}

export interface FakeSpeech {
  /** Up to /v1, as TTS_BASE_URL takes it. */
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Every request, in order. */
  requests: SpeechRequest[];
  /** The next request is answered with this status and OpenAI's error shape. */
  failNext(status: number): void;
  /** The next request is answered 200 with these bytes (a WAV, nothing) instead of MP3. */
  answerNextWith(body: Buffer): void;
  /** Each answer waits this long first. */
  delayAnswers(ms: number): void;
  close(): Promise<void>;
}

/** `apiKey` null: no key is asked for (a local server). */
export async function startFakeSpeech({
  apiKey = 'sk-fake-speech',
  model = 'tts-1',
  voices = ['onyx', 'nova', 'alloy'],
}: { apiKey?: string | null; model?: string; voices?: string[] } = {}): Promise<FakeSpeech> {
  const requests: SpeechRequest[] = [];
  let failure: number | null = null;
  let answer: Buffer | null = null;
  let delayMs = 0;
  const error = (message: string, type: string) => ({ error: { message, type } });
  const server = await startFakeServer(async (req, res) => {
    let body: Record<string, unknown> = {};
    try {
      body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    } catch {
      body = {};
    }
    const request = { path: req.url ?? '', authorization: req.headers.authorization ?? null, body };
    requests.push(request);
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
    if (failure !== null) {
      const status = failure;
      failure = null;
      return send(res, status, error('Failing as asked', 'server_error'));
    }
    if (req.method !== 'POST' || request.path !== '/v1/audio/speech')
      return send(res, 404, error('Not found', 'invalid_request_error'));
    if (apiKey !== null && request.authorization !== `Bearer ${apiKey}`)
      return send(res, 401, error('Incorrect API key provided', 'invalid_request_error'));
    if (body.model !== model)
      return send(res, 404, error(`The model ${String(body.model)} does not exist`, 'not_found'));
    if (typeof body.voice !== 'string' || !voices.includes(body.voice))
      return send(res, 400, error(`Unknown voice ${String(body.voice)}`, 'invalid_request_error'));
    if (typeof body.input !== 'string' || !body.input || body.input.length > 4096)
      return send(res, 400, error('input must be 1 to 4096 characters', 'invalid_request_error'));
    if (answer) {
      const bytes = answer;
      answer = null;
      res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(bytes);
      return;
    }
    res
      .writeHead(200, { 'content-type': 'audio/mpeg' })
      .end(silentMp3(body.input.length * FAKE_SPEECH_MS_PER_CHARACTER));
  });
  return {
    baseUrl: `${server.baseUrl}/v1`,
    apiKey,
    model,
    requests,
    failNext(status) {
      failure = status;
    },
    answerNextWith(bytes) {
      answer = bytes;
    },
    delayAnswers(ms) {
      delayMs = ms;
    },
    close: () => server.close(),
  };
}
