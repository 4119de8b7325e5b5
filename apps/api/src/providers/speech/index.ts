/**
 * Picks the voice from the configuration: an OpenAI-compatible speech server when TTS_BASE_URL is
 * set, else the embedded espeak-ng voice, loaded only when an agent first speaks.
 */
import { isHttpAddress, timeoutSetting, type ServerConfig } from '../openai-compatible.js';
import { EmbeddedSpeech } from './embedded.js';
import { DEFAULT_SPEECH_TIMEOUT_MS, OpenAiCompatibleSpeech } from './openai-compatible.js';
import type { SpeechVoice, TextToSpeech } from './port.js';

export { EMBEDDED_VOICES, EmbeddedSpeech } from './embedded.js';
export { mp3DurationMs } from './mp3.js';
export {
  DEFAULT_SPEECH_TIMEOUT_MS,
  OpenAiCompatibleSpeech,
  type OpenAiCompatibleSpeechConfig,
} from './openai-compatible.js';
export { SpeechError, type SpeechClip, type SpeechVoice, type TextToSpeech } from './port.js';
export {
  cutAtClause,
  LONGEST_SPEECH_PIECE,
  OPENING_SPEECH_PIECE,
  SHORTEST_SPEECH_PIECE,
  speechSentences,
} from './sentences.js';

export type SpeechConfig =
  { kind: 'embedded' } | (ServerConfig & { voices: Record<SpeechVoice, string> });

export class SpeechConfigError extends Error {
  override name = 'SpeechConfigError';
}

/** OpenAI's model and voices: what a server that speaks its API is most likely to answer to. */
export const DEFAULT_SPEECH_MODEL = 'tts-1';
export const DEFAULT_SPEECH_VOICES: Record<SpeechVoice, string> = { male: 'onyx', female: 'nova' };

/**
 * TTS_BASE_URL selects the server (its address up to /v1, like LLM_BASE_URL); TTS_MODEL (tts-1),
 * TTS_VOICE_MALE (onyx), TTS_VOICE_FEMALE (nova), TTS_API_KEY and TTS_TIMEOUT_MS (30000) are
 * optional. A key without an address is refused: it would otherwise be silently unused.
 */
export function speechConfigFromEnv(env: NodeJS.ProcessEnv): SpeechConfig {
  const baseUrl = env.TTS_BASE_URL?.trim();
  if (!baseUrl) {
    if (env.TTS_API_KEY)
      throw new SpeechConfigError(
        'TTS_API_KEY is set but TTS_BASE_URL is not (for OpenAI: https://api.openai.com/v1)',
      );
    return { kind: 'embedded' };
  }
  if (!isHttpAddress(baseUrl))
    throw new SpeechConfigError(
      `TTS_BASE_URL must be an http(s) address such as https://api.openai.com/v1, not ${baseUrl}`,
    );
  const timeoutMs = timeoutSetting(env.TTS_TIMEOUT_MS, DEFAULT_SPEECH_TIMEOUT_MS);
  if (timeoutMs === null)
    throw new SpeechConfigError('TTS_TIMEOUT_MS must be a positive number of milliseconds');
  return {
    kind: 'openai-compatible',
    baseUrl,
    apiKey: env.TTS_API_KEY || undefined,
    model: env.TTS_MODEL?.trim() || DEFAULT_SPEECH_MODEL,
    voices: {
      male: env.TTS_VOICE_MALE?.trim() || DEFAULT_SPEECH_VOICES.male,
      female: env.TTS_VOICE_FEMALE?.trim() || DEFAULT_SPEECH_VOICES.female,
    },
    timeoutMs,
  };
}

export function createSpeech(config: SpeechConfig): TextToSpeech {
  if (config.kind === 'embedded') return new EmbeddedSpeech();
  const { kind: _kind, ...server } = config;
  return new OpenAiCompatibleSpeech(server);
}
