/**
 * The embedded voice: espeak-ng (WebAssembly, its voice data shipped in the text2wav package) for
 * the sound and lamejs for the MP3, offline and keyless. Nothing is loaded until an agent first
 * speaks; then the WebAssembly is compiled once and kept.
 */
import { Espeak, type EspeakVoice } from './espeak.js';
import { encodeMp3, mp3DurationMs, type Mp3EncoderClass } from './mp3.js';
import { SpeechError, type SpeechClip, type SpeechVoice, type TextToSpeech } from './port.js';
import { speechSentences } from './sentences.js';

/**
 * The agent's two voices. Of espeak-ng's variants (m1-m7, f1-f5, klatt2-4, Andy, Michael, Gene,
 * max, Annie, steph, linda; American and British English), these two were the best understood by
 * a speech recogniser (pocketsphinx on 16 typical sentences: word error rates near 65% and 70%,
 * against 90% for en+m3 and en+f3; poor for any formant voice, but the gap is what counts), at
 * pitches near 100 Hz and 205 Hz. 150 words a minute is about 170 while speaking, 155 with the
 * pauses between sentences: a conversational pace.
 */
export const EMBEDDED_VOICES: Record<SpeechVoice, EspeakVoice> = {
  male: { name: 'en-us+klatt2', speed: 150, pitch: 50 },
  female: { name: 'en-us+f5', speed: 150, pitch: 50 },
};

interface Engine {
  espeak: Espeak;
  Mp3Encoder: Mp3EncoderClass;
}

export class EmbeddedSpeech implements TextToSpeech {
  readonly name = 'embedded';
  private engine: Promise<Engine> | null = null;

  async *speak(text: string, voice: SpeechVoice): AsyncIterable<SpeechClip> {
    for (const sentence of speechSentences(text)) {
      const { espeak, Mp3Encoder } = await this.load();
      let mp3: Buffer;
      try {
        const { samples, sampleRate } = await espeak.synthesise(sentence, EMBEDDED_VOICES[voice]);
        mp3 = await encodeMp3(Mp3Encoder, samples, sampleRate);
      } catch (error) {
        throw new SpeechError(`The embedded voice could not say "${sentence}": ${message(error)}`, {
          cause: error,
        });
      }
      yield { mp3, durationMs: mp3DurationMs(mp3), text: sentence };
    }
  }

  /** The synthesiser and the encoder, loaded on first use; a failed load is tried again next time. */
  private load(): Promise<Engine> {
    this.engine ??= Promise.all([Espeak.load(), import('@breezystack/lamejs')]).then(
      ([espeak, lame]) => ({ espeak, Mp3Encoder: lame.Mp3Encoder }),
      (error: unknown) => {
        this.engine = null;
        throw new SpeechError(`The embedded voice could not be loaded: ${message(error)}`, {
          cause: error,
        });
      },
    );
    return this.engine;
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));
