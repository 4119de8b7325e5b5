import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  pickVoice,
  Speaker,
  START_TIMEOUT_MS,
  storedVoiceId,
  storeVoiceId,
  voiceChoices,
  voiceKindOf,
  type SynthesisPort,
  type VoiceLike,
} from './speech-synthesis';

const voice = (name: string, lang: string, isDefault = false): VoiceLike => ({
  name,
  lang,
  voiceURI: `${name}|${lang}`,
  default: isDefault,
});

const MAC = [
  voice('Albert', 'en-US', true),
  voice('Daniel', 'en-GB'),
  voice('Samantha', 'en-US'),
  voice('Amélie', 'fr-CA'),
  voice('Thomas', 'fr-FR'),
];
const CHROME = [
  voice('Google Deutsch', 'de-DE', true),
  voice('Google UK English Female', 'en-GB'),
  voice('Google UK English Male', 'en-GB'),
  voice('Google US English', 'en-US'),
];
const WINDOWS = [
  voice('Microsoft David - English (United States)', 'en-US', true),
  voice('Microsoft Zira - English (United States)', 'en-US'),
  voice('Microsoft Hazel - English (United Kingdom)', 'en-GB'),
];

describe('voiceKindOf', () => {
  it('reads the kind from the words of the name', () => {
    expect(voiceKindOf(voice('Google UK English Female', 'en-GB'))).toBe('female');
    expect(voiceKindOf(voice('Google UK English Male', 'en-GB'))).toBe('male');
    expect(voiceKindOf(voice('Microsoft Zira - English (United States)', 'en-US'))).toBe('female');
    expect(voiceKindOf(voice('Microsoft David - English (United States)', 'en-US'))).toBe('male');
    expect(voiceKindOf(voice('Moira', 'en-IE'))).toBe('female');
    expect(voiceKindOf(voice('Fred', 'en-US'))).toBe('male');
  });

  it('does not read a name that only contains one', () => {
    expect(voiceKindOf(voice('Alexandra', 'en-US'))).toBeNull();
    expect(voiceKindOf(voice('Google US English', 'en-US'))).toBeNull();
  });
});

describe('pickVoice', () => {
  it("picks the agent's kind in the page's language", () => {
    expect(pickVoice(MAC, 'female', 'en')?.name).toBe('Samantha');
    expect(pickVoice(MAC, 'male', 'en')?.name).toBe('Daniel');
    expect(pickVoice(CHROME, 'female', 'en')?.name).toBe('Google UK English Female');
    expect(pickVoice(CHROME, 'male', 'en')?.name).toBe('Google UK English Male');
    expect(pickVoice(WINDOWS, 'female', 'en-GB')?.name).toBe(
      'Microsoft Hazel - English (United Kingdom)',
    );
    expect(pickVoice(WINDOWS, 'male', 'en')?.name).toBe(
      'Microsoft David - English (United States)',
    );
  });

  it("prefers the page's language to the kind, and the browser's default without a kind", () => {
    const french = [voice('Amélie', 'fr-CA'), voice('Albert', 'en-US')];
    expect(pickVoice(french, 'female', 'en')?.name).toBe('Albert');
    expect(pickVoice(CHROME, null, 'de')?.name).toBe('Google Deutsch');
    expect(pickVoice(MAC, null, 'en')?.name).toBe('Albert');
  });

  it('picks nothing without voices', () => {
    expect(pickVoice([], 'female', 'en')).toBeNull();
  });
});

describe('voiceChoices', () => {
  it("offers the page language's voices and the chosen one", () => {
    expect(voiceChoices(MAC, 'en', null).map((choice) => choice.name)).toEqual([
      'Albert',
      'Daniel',
      'Samantha',
    ]);
    expect(voiceChoices(MAC, 'en', 'Thomas|fr-FR').map((choice) => choice.name)).toContain(
      'Thomas',
    );
    expect(voiceChoices([voice('Amélie', 'fr-CA')], 'en', null)).toHaveLength(1);
  });
});

describe('the stored choice', () => {
  it('is kept per kind of agent voice', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    storeVoiceId('female', 'Samantha|en-US', storage);
    expect(storedVoiceId('female', storage)).toBe('Samantha|en-US');
    expect(storedVoiceId('male', storage)).toBeNull();
  });

  it('does without storage that refuses', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeVoiceId('male', 'Daniel|en-GB', refusing)).not.toThrow();
    expect(storedVoiceId('male', refusing)).toBeNull();
  });
});

/** A synthesis that records what it is asked to say, and says it when the test decides. */
function fakeSynthesis(voices: VoiceLike[] = MAC) {
  const said: { text: string; voiceId: string | null }[] = [];
  let current: { started(): void; finished(): void } | null = null;
  const synthesis: SynthesisPort = {
    voices: () => voices,
    speak(text, voiceId, events) {
      said.push({ text, voiceId });
      current = events;
    },
    cancel: vi.fn(() => {
      const events = current;
      current = null;
      events?.finished();
    }),
  };
  return {
    synthesis,
    said: () => said.map(({ text }) => text),
    voicesUsed: () => said.map(({ voiceId }) => voiceId),
    /** The utterance in flight starts and ends. */
    finishOne() {
      const events = current;
      current = null;
      events?.started();
      events?.finished();
    },
  };
}

/** A whole answer at once. */
function say(speaker: Speaker, text: string): Promise<void> {
  speaker.push(text);
  return speaker.finish();
}

describe('Speaker', () => {
  afterEach(() => void vi.useRealTimers());

  it('says each sentence as soon as it is complete, before the answer ends', () => {
    const fake = fakeSynthesis();
    const speaker = new Speaker(fake.synthesis);
    speaker.push('Hello');
    expect(fake.said()).toEqual([]);
    speaker.push(' there. How are');
    expect(fake.said()).toEqual(['Hello there.']);
    speaker.push(' you? Version 3.');
    // '3.' may still become '3.5': it waits for what follows.
    speaker.push('5 is out!\nNext');
    fake.finishOne();
    expect(fake.said()).toEqual(['Hello there.', 'How are you?']);
    fake.finishOne();
    expect(fake.said()).toEqual(['Hello there.', 'How are you?', 'Version 3.5 is out!']);
  });

  it('says one sentence at a time, and settles once all of it is said', async () => {
    const fake = fakeSynthesis();
    const speaker = new Speaker(fake.synthesis);
    speaker.push('One. Two. Three');
    let finished = false;
    void speaker.finish().then(() => (finished = true));
    expect(fake.said()).toEqual(['One.']);
    expect(speaker.busy).toBe(true);
    fake.finishOne();
    fake.finishOne();
    await Promise.resolve();
    expect(finished).toBe(false);
    fake.finishOne();
    await vi.waitFor(() => expect(finished).toBe(true));
    expect(fake.said()).toEqual(['One.', 'Two.', 'Three']);
    expect(speaker.busy).toBe(false);
  });

  it('speaks with the chosen voice', () => {
    const fake = fakeSynthesis();
    const speaker = new Speaker(fake.synthesis);
    speaker.setVoice('Samantha|en-US');
    void say(speaker, 'Hi.');
    expect(fake.voicesUsed()).toEqual(['Samantha|en-US']);
  });

  it('stops at once on cancel, forgets the rest, and tells whoever waits', async () => {
    const fake = fakeSynthesis();
    const speaker = new Speaker(fake.synthesis);
    const said = say(speaker, 'One. Two. Three.');
    speaker.cancel();
    await said;
    expect(fake.synthesis.cancel).toHaveBeenCalledOnce();
    expect(speaker.busy).toBe(false);
    expect(fake.said()).toEqual(['One.']);
    // The cancelled utterance's late events change nothing.
    fake.finishOne();
    void say(speaker, 'Four.');
    expect(fake.said()).toEqual(['One.', 'Four.']);
  });

  it('is finished at once without synthesis or without voices', async () => {
    await expect(say(new Speaker(null), 'Hello there.')).resolves.toBeUndefined();
    const voiceless = fakeSynthesis([]);
    const speaker = new Speaker(voiceless.synthesis);
    await say(speaker, 'Hello there.');
    expect(voiceless.said()).toEqual([]);
    expect(speaker.busy).toBe(false);
  });

  it('skips an utterance that never starts', async () => {
    vi.useFakeTimers();
    const fake = fakeSynthesis();
    const speaker = new Speaker(fake.synthesis);
    let finished = false;
    void say(speaker, 'Stuck. Next.').then(() => (finished = true));
    await vi.advanceTimersByTimeAsync(START_TIMEOUT_MS);
    expect(fake.said()).toEqual(['Stuck.', 'Next.']);
    fake.finishOne();
    await vi.advanceTimersByTimeAsync(0);
    expect(finished).toBe(true);
  });
});
