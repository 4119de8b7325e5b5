/**
 * The agent's voice: the browser's speech synthesis, a default voice matching the agent's `voice`
 * setting, the user's own choice remembered per setting, and a speaker that starts talking while
 * the answer is still arriving.
 */
import { useSyncExternalStore } from 'react';

/** The parts of a SpeechSynthesisVoice the page reads (tests build them without a browser). */
export interface VoiceLike {
  name: string;
  lang: string;
  voiceURI: string;
  default: boolean;
}

export type VoiceKind = 'male' | 'female';

/** The agent's stored `voice`, as a kind the heuristics know; anything else has no preference. */
export function voiceKind(voice: string | null): VoiceKind | null {
  return voice === 'male' || voice === 'female' ? voice : null;
}

// The stock voices of macOS/iOS, Windows, Chrome and Android, by the first names they ship under.
const FEMALE_NAMES = new Set(
  (
    'female woman samantha victoria karen moira tessa zira susan hazel fiona serena allison ava ' +
    'kate veena catherine heera linda heather aria jenny sonia libby natasha clara emma joanna salli'
  ).split(' '),
);
const MALE_NAMES = new Set(
  (
    'male man daniel alex fred david mark george james oliver rishi aaron arthur gordon lee ' +
    'richard tom ryan guy thomas william brian matthew joey justin ravi'
  ).split(' '),
);

/** A voice's kind guessed from the words of its name ('Google UK English Male', 'Microsoft Zira'); null when unknown. */
export function voiceKindOf(voice: Pick<VoiceLike, 'name'>): VoiceKind | null {
  // Whole words, so 'Female' is not read as 'male', nor 'Alexandra' as 'Alex'.
  const words = voice.name.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.some((word) => FEMALE_NAMES.has(word))) return 'female';
  if (words.some((word) => MALE_NAMES.has(word))) return 'male';
  return null;
}

const primaryLanguage = (lang: string) => lang.toLowerCase().split(/[-_]/)[0] ?? '';

/** How well a voice speaks the page's language: 2 the same tag ('en-GB'), 1 the same language ('en'), else 0. */
function languageFit(voice: VoiceLike, lang: string): number {
  if (voice.lang.toLowerCase().replace('_', '-') === lang.toLowerCase()) return 2;
  return primaryLanguage(voice.lang) === primaryLanguage(lang) ? 1 : 0;
}

/**
 * The agent's default voice: the page's language first (a voice of the wrong kind is better than
 * one of another language), then the agent's kind, then the browser's own default. Null without voices.
 */
export function pickVoice<Voice extends VoiceLike>(
  voices: readonly Voice[],
  kind: VoiceKind | null,
  lang: string,
): Voice | null {
  const score = (voice: Voice) =>
    (languageFit(voice, lang) > 0 ? 100 : 0) +
    (kind !== null && voiceKindOf(voice) === kind ? 10 : 0) +
    languageFit(voice, lang) +
    (voice.default ? 1 : 0);
  let best: Voice | null = null;
  for (const voice of voices) if (best === null || score(voice) > score(best)) best = voice;
  return best;
}

/** The voices the user may choose from: those of the page's language (all when there are none), plus the chosen one. */
export function voiceChoices<Voice extends VoiceLike>(
  voices: readonly Voice[],
  lang: string,
  chosenId: string | null,
): Voice[] {
  const fitting = voices.filter(
    (voice) => languageFit(voice, lang) > 0 || voice.voiceURI === chosenId,
  );
  return fitting.length > 0 ? fitting : [...voices];
}

const storageKey = (kind: VoiceKind | null) => `convene.agent-test.voice.${kind ?? 'any'}`;

/** The voice the user chose for agents of this kind, if they chose one (storage may be unavailable). */
export function storedVoiceId(
  kind: VoiceKind | null,
  storage: Pick<Storage, 'getItem'>,
): string | null {
  try {
    return storage.getItem(storageKey(kind));
  } catch {
    return null;
  }
}

export function storeVoiceId(
  kind: VoiceKind | null,
  voiceId: string,
  storage: Pick<Storage, 'setItem'>,
): void {
  try {
    storage.setItem(storageKey(kind), voiceId);
  } catch {
    // Private browsing or a full quota: the choice holds for this visit only.
  }
}

/** One piece of text said aloud; `finished` is called once, whether it ended, failed or was cancelled. */
export interface SynthesisPort {
  voices(): readonly VoiceLike[];
  speak(text: string, voiceId: string | null, events: { started(): void; finished(): void }): void;
  cancel(): void;
}

/** The browser's speech synthesis, or null where there is none. */
export function browserSynthesis(): SynthesisPort | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  const synth = window.speechSynthesis;
  // Chrome drops the events of an utterance nothing references any more: hold each until it is over.
  const inFlight = new Set<SpeechSynthesisUtterance>();
  return {
    voices: () => synth.getVoices(),
    speak(text, voiceId, events) {
      const utterance = new SpeechSynthesisUtterance(text);
      const voice = synth.getVoices().find((candidate) => candidate.voiceURI === voiceId);
      if (voice) {
        utterance.voice = voice;
        utterance.lang = voice.lang;
      }
      let over = false;
      const finished = () => {
        if (over) return;
        over = true;
        inFlight.delete(utterance);
        events.finished();
      };
      utterance.onstart = () => events.started();
      utterance.onend = finished;
      utterance.onerror = finished;
      inFlight.add(utterance);
      synth.speak(utterance);
    },
    cancel: () => synth.cancel(),
  };
}

/** Voices that fail to start within this long are skipped: a headless or voiceless browser may never start them. */
export const START_TIMEOUT_MS = 5000;

/**
 * Says an answer as it streams: each sentence as soon as it is complete, one utterance at a time
 * (long utterances get cut off in Chrome, and one at a time lets a barge-in stop everything at once).
 * Without synthesis or voices it says nothing and is finished at once, so the page runs as text only.
 */
export class Speaker {
  private pending = '';
  private readonly queue: string[] = [];
  private inFlight = false;
  /** Counts utterances, so the events of a cancelled one change nothing. */
  private generation = 0;
  private startTimer: ReturnType<typeof setTimeout> | undefined;
  private idleWaiters: (() => void)[] = [];
  private voiceId: string | null = null;

  constructor(private readonly synthesis: SynthesisPort | null) {}

  /** The voice of the next sentences; null for the browser's default. */
  setVoice(voiceId: string | null): void {
    this.voiceId = voiceId;
  }

  /** More words of the answer; complete sentences start being said at once. */
  push(text: string): void {
    this.pending += text;
    // A sentence ends at . ! ? … (and closing quotes) followed by a space, or at a line break; the
    // last one may still be growing ('3.' of '3.5'), so it waits for the space or for finish().
    const sentence = /^([\s\S]*?(?:[.!?…]+["'”’)\]]*(?=\s)|\n))\s*/;
    for (let match = sentence.exec(this.pending); match; match = sentence.exec(this.pending)) {
      this.enqueue(match[1] ?? '');
      this.pending = this.pending.slice(match[0].length);
    }
  }

  /** No more words: the rest is said; settles once everything queued has been said, or cancelled. */
  finish(): Promise<void> {
    this.enqueue(this.pending);
    this.pending = '';
    const idle = new Promise<void>((resolve) => this.idleWaiters.push(resolve));
    this.settleIfIdle();
    return idle;
  }

  /** Barge-in: stop now and forget what was queued; whoever waits for the end is told it is over. */
  cancel(): void {
    this.pending = '';
    this.queue.length = 0;
    if (this.inFlight) {
      this.inFlight = false;
      this.generation++;
      clearTimeout(this.startTimer);
      this.synthesis?.cancel();
    }
    this.settleIfIdle();
  }

  /** Whether anything is being said or waits to be. */
  get busy(): boolean {
    return this.inFlight || this.queue.length > 0;
  }

  private get available(): boolean {
    return this.synthesis !== null && this.synthesis.voices().length > 0;
  }

  private enqueue(text: string): void {
    const trimmed = text.trim();
    if (trimmed === '' || !this.available) return;
    this.queue.push(trimmed);
    this.next();
  }

  private next(): void {
    const text = this.inFlight ? undefined : this.queue.shift();
    if (text === undefined || this.synthesis === null) return this.settleIfIdle();
    this.inFlight = true;
    const generation = ++this.generation;
    const done = () => {
      if (generation !== this.generation || !this.inFlight) return;
      clearTimeout(this.startTimer);
      this.inFlight = false;
      this.next();
    };
    this.startTimer = setTimeout(() => {
      if (generation !== this.generation) return;
      this.synthesis?.cancel();
      done();
    }, START_TIMEOUT_MS);
    this.synthesis.speak(text, this.voiceId, {
      started: () => {
        if (generation === this.generation) clearTimeout(this.startTimer);
      },
      finished: done,
    });
  }

  private settleIfIdle(): void {
    if (this.busy) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

/**
 * The browser's voices as they load (Chrome lists them only after 'voiceschanged'); the same array
 * until they change, as useSyncExternalStore needs.
 */
function voiceStore(synth: SpeechSynthesis | null) {
  let voices: readonly SpeechSynthesisVoice[] = [];
  const read = () => {
    const next = synth?.getVoices() ?? [];
    const same =
      next.length === voices.length &&
      next.every((voice, index) => voice.voiceURI === voices[index]?.voiceURI);
    if (!same) voices = next;
    return voices;
  };
  return {
    subscribe(changed: () => void) {
      synth?.addEventListener('voiceschanged', changed);
      return () => synth?.removeEventListener('voiceschanged', changed);
    },
    read,
  };
}

const browserVoices = voiceStore(
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null,
);
const noVoices: readonly SpeechSynthesisVoice[] = [];

export function useBrowserVoices(): readonly SpeechSynthesisVoice[] {
  return useSyncExternalStore(browserVoices.subscribe, browserVoices.read, () => noVoices);
}
