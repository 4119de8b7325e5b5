/** The speech port and the embedded voice (espeak-ng), loaded only when an agent first speaks. */
export { EMBEDDED_VOICES, EmbeddedSpeech } from './embedded.js';
export { mp3DurationMs } from './mp3.js';
export { SpeechError, type SpeechClip, type SpeechVoice, type TextToSpeech } from './port.js';
export { LONGEST_SPEECH_PIECE, SHORTEST_SPEECH_PIECE, speechSentences } from './sentences.js';
