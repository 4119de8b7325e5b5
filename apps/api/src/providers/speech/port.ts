/**
 * Text to speech: an agent's answer said in its voice, as MP3 that the meeting-bot providers
 * (Recall.ai, Attendee) play into the call. Embedded by default (espeak-ng, offline, no keys), any
 * OpenAI-compatible speech server by configuration.
 */

/** The agent's voice (the agent's `voice` field, @convene/domain's AgentVoice). */
export type SpeechVoice = 'male' | 'female';

/** One stretch of speech, ready to play: MP3 audio of some of the text. */
export interface SpeechClip {
  mp3: Buffer;
  durationMs: number;
  text: string;
}

export interface TextToSpeech {
  readonly name: 'embedded' | 'openai-compatible';
  /**
   * The text in the voice, a sentence (or a few short ones) at a time, as each is ready: speech
   * can start before the whole answer is synthesised. Throws SpeechError when it cannot speak.
   */
  speak(text: string, voice: SpeechVoice): AsyncIterable<SpeechClip>;
}

/** The voice could not be loaded, or the speech server could not be reached, refused or answered something unplayable. */
export class SpeechError extends Error {
  override name = 'SpeechError';
}
