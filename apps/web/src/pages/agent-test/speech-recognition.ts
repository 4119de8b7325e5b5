/**
 * The user's voice: the browser's Web Speech API recognition (Chrome, Edge and Safari ship it,
 * prefixed as webkitSpeechRecognition; Firefox does not). lib.dom does not declare it, so the few
 * members the page uses are declared here.
 */

interface RecognitionAlternative {
  readonly transcript: string;
}

interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternative;
}

export interface RecognitionResultEvent {
  /** The first result that changed; those before it were final already. */
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResult };
}

export interface RecognitionErrorEvent {
  /** 'not-allowed', 'service-not-allowed', 'no-speech', 'aborted', 'audio-capture', 'network', … */
  readonly error: string;
}

export interface SpeechRecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: RecognitionErrorEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's recognition, or null where there is none (then the page is typed only). */
export function browserRecognition(): SpeechRecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const speech = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return speech.SpeechRecognition ?? speech.webkitSpeechRecognition ?? null;
}

export interface ListenerEvents {
  /** The words heard so far of what is being said, not yet final; '' once there are none. */
  interim(text: string): void;
  /** One thing said, complete: an utterance hands-free, or everything said while push-to-talk was held. */
  final(text: string): void;
  /** The microphone was refused or is missing; listening stopped. */
  refused(): void;
  /** Recognition cannot work now (no network for the speech service, language not supported); listening stopped. */
  failed(reason: string): void;
}

const REFUSALS = new Set(['not-allowed', 'service-not-allowed', 'audio-capture']);
/** Errors after which the recognition simply ends and, hands-free, starts again. */
const PASSING = new Set(['no-speech', 'aborted']);

/**
 * Listening, hands-free or push-to-talk. Hands-free runs continuous recognition, started again
 * whenever the browser ends it (it does after silence), and reports each final utterance. Push-to-talk
 * records while pressed (continuous, so a pause does not end it) and on release reports everything
 * heard once, after the browser has delivered its last results.
 */
export class SpeechListener {
  private mode: 'off' | 'hands-free' | 'push' = 'off';
  private pressed = false;
  private recognition: SpeechRecognitionLike | null = null;
  /** Push-to-talk: the final results so far, and the words not final yet. */
  private heard: string[] = [];
  private unfinished = '';

  constructor(
    private readonly Recognition: SpeechRecognitionConstructor | null,
    private readonly lang: string,
    private readonly events: ListenerEvents,
  ) {}

  get supported(): boolean {
    return this.Recognition !== null;
  }

  /** Hands-free: listen until stop(). */
  listen(): void {
    if (this.mode === 'hands-free') return;
    this.stop();
    this.mode = 'hands-free';
    this.begin();
  }

  /** Push-to-talk pressed. */
  press(): void {
    if (this.mode === 'push' && this.pressed) return;
    this.stop();
    this.mode = 'push';
    this.pressed = true;
    this.heard = [];
    this.unfinished = '';
    this.begin();
  }

  /** Push-to-talk released: the words are reported when the browser has finished with them. */
  release(): void {
    if (this.mode !== 'push' || !this.pressed) return;
    this.pressed = false;
    this.recognition?.stop();
  }

  /** Stop listening; nothing more is reported. */
  stop(): void {
    const recognition = this.recognition;
    const wasListening = this.mode !== 'off';
    this.mode = 'off';
    this.pressed = false;
    this.recognition = null;
    recognition?.abort();
    if (wasListening) this.events.interim('');
  }

  private begin(): void {
    if (this.Recognition === null) return;
    const recognition = new this.Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = this.lang;
    // Events of a recognition this listener has let go (stopped, restarted) change nothing.
    const current = () => this.recognition === recognition;
    recognition.onresult = (event) => current() && this.results(event);
    recognition.onerror = (event) => current() && this.error(event.error);
    recognition.onend = () => current() && this.ended();
    this.recognition = recognition;
    try {
      recognition.start();
    } catch (error) {
      this.fail(error instanceof Error ? error.message : 'Speech recognition could not start.');
    }
  }

  private results(event: RecognitionResultEvent): void {
    const finals: string[] = [];
    let interim = '';
    for (let index = event.resultIndex; index < event.results.length; index++) {
      const result = event.results[index];
      const transcript = result?.[0]?.transcript.trim() ?? '';
      if (!result || transcript === '') continue;
      if (result.isFinal) finals.push(transcript);
      else interim = interim ? `${interim} ${transcript}` : transcript;
    }
    if (this.mode === 'push') {
      this.heard.push(...finals);
      this.unfinished = interim;
      this.events.interim([...this.heard, interim].filter(Boolean).join(' '));
      return;
    }
    this.events.interim(interim);
    for (const text of finals) this.events.final(text);
  }

  private error(error: string): void {
    if (PASSING.has(error)) return;
    if (REFUSALS.has(error)) {
      this.stop();
      this.events.refused();
      return;
    }
    this.fail(`Speech recognition stopped (${error}).`);
  }

  private fail(reason: string): void {
    this.stop();
    this.events.failed(reason);
  }

  private ended(): void {
    this.recognition = null;
    if (this.mode === 'hands-free') return this.begin();
    if (this.mode !== 'push') return;
    // The browser may end a recognition while the button is still held (a long silence): go on.
    if (this.unfinished) this.heard.push(this.unfinished);
    this.unfinished = '';
    if (this.pressed) return this.begin();
    const text = this.heard.join(' ').trim();
    this.mode = 'off';
    this.heard = [];
    this.events.interim('');
    if (text !== '') this.events.final(text);
  }
}
