/**
 * Speech from any server that speaks OpenAI's speech API: OpenAI itself, or a local one (Kokoro,
 * openedai-speech, LocalAI, Speaches). Only POST {base}/audio/speech is used, with
 * `{ model, input, voice, response_format: 'mp3' }`, answered with the MP3's bytes.
 */
import { endpointOf, postToServer, type ServerAdapterConfig } from '../openai-compatible.js';
import { mp3DurationMs } from './mp3.js';
import { SpeechError, type SpeechClip, type SpeechVoice, type TextToSpeech } from './port.js';
import { speechSentences } from './sentences.js';

/** The timeout is per sentence. */
export interface OpenAiCompatibleSpeechConfig extends ServerAdapterConfig {
  /** The server's voice for each of the agent's voices (OpenAI's: `onyx`, `nova`, …). */
  voices: Record<SpeechVoice, string>;
}

export const DEFAULT_SPEECH_TIMEOUT_MS = 30_000;

export class OpenAiCompatibleSpeech implements TextToSpeech {
  readonly name = 'openai-compatible';
  private readonly endpoint: string;
  private readonly timeoutMs: number;

  constructor(private readonly config: OpenAiCompatibleSpeechConfig) {
    this.endpoint = endpointOf(config.baseUrl, '/audio/speech');
    this.timeoutMs = config.timeoutMs ?? DEFAULT_SPEECH_TIMEOUT_MS;
  }

  async *speak(text: string, voice: SpeechVoice): AsyncIterable<SpeechClip> {
    for (const sentence of speechSentences(text)) {
      const mp3 = await this.request(sentence, this.config.voices[voice]);
      yield { mp3, durationMs: this.duration(mp3), text: sentence };
    }
  }

  private async request(input: string, voice: string): Promise<Buffer> {
    const timeout = AbortSignal.timeout(this.timeoutMs);
    let response: Response;
    let body: Buffer;
    try {
      response = await postToServer(
        this.config,
        this.endpoint,
        { input, voice, response_format: 'mp3' },
        timeout,
      );
      body = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      if (timeout.aborted)
        throw new SpeechError(
          `The speech server did not answer within ${this.timeoutMs / 1000} s (${this.endpoint})`,
          { cause: error },
        );
      throw new SpeechError(`Could not reach the speech server at ${this.endpoint}`, {
        cause: error,
      });
    }
    if (!response.ok) throw new SpeechError(this.refusal(response.status, body, voice));
    return body;
  }

  private refusal(status: number, body: Buffer, voice: string): string {
    const detail = errorMessage(body);
    const said = detail ? `: ${detail}` : '';
    if (status === 401 || status === 403)
      return `The speech server refused the API key (HTTP ${status}; check TTS_API_KEY)${said}`;
    if (status === 404)
      return `The speech server has no ${this.endpoint} or no model ${this.config.model} (HTTP 404)${said}`;
    if (status === 400)
      return `The speech server refused the request (HTTP 400; check TTS_MODEL, and that it has the voice ${voice})${said}`;
    return `The speech server answered HTTP ${status}${said}`;
  }

  /** The clip's length, which also proves it is MP3 (a server may ignore response_format). */
  private duration(mp3: Buffer): number {
    let durationMs: number;
    try {
      durationMs = mp3DurationMs(mp3);
    } catch (error) {
      throw new SpeechError(
        `The speech server answered audio that is not MP3 (${(error as Error).message})`,
        { cause: error },
      );
    }
    if (durationMs === 0) throw new SpeechError('The speech server answered no audio');
    return durationMs;
  }
}

/** OpenAI's `{ error: { message } }` (or a plain `{ error }`, `{ detail }`), else nothing. */
function errorMessage(body: Buffer): string | null {
  try {
    const parsed: unknown = JSON.parse(body.toString('utf8'));
    if (!parsed || typeof parsed !== 'object') return null;
    const { error, detail } = parsed as { error?: unknown; detail?: unknown };
    const message =
      error && typeof error === 'object' ? (error as { message?: unknown }).message : error;
    const said = message ?? detail;
    return typeof said === 'string' && said ? said : null;
  } catch {
    return null;
  }
}
