import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  SpeechListener,
  type ListenerEvents,
  type RecognitionErrorEvent,
  type RecognitionResultEvent,
  type SpeechRecognitionLike,
} from './speech-recognition';

/** A recognition whose results, errors and end the test delivers. */
class FakeRecognition implements SpeechRecognitionLike {
  static made: FakeRecognition[] = [];
  continuous = false;
  interimResults = false;
  lang = '';
  onresult: ((event: RecognitionResultEvent) => void) | null = null;
  onerror: ((event: RecognitionErrorEvent) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  stopped = false;
  aborted = false;
  /** Everything recognised in this run, as the browser keeps it. */
  private results: { transcript: string; isFinal: boolean }[] = [];

  constructor() {
    FakeRecognition.made.push(this);
  }

  start() {
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  abort() {
    this.aborted = true;
  }

  /** The browser heard more: the last result changes or a new one starts. */
  hear(transcript: string, isFinal: boolean) {
    const last = this.results.at(-1);
    const resultIndex = last && !last.isFinal ? this.results.length - 1 : this.results.length;
    this.results[resultIndex] = { transcript, isFinal };
    const results = this.results.map(({ transcript: text, isFinal: final }) =>
      Object.assign([{ transcript: text }], { isFinal: final }),
    );
    this.onresult?.({ resultIndex, results });
  }
  fail(error: string) {
    this.onerror?.({ error });
  }
  end() {
    this.onend?.();
  }
}

const latest = () => {
  const recognition = FakeRecognition.made.at(-1);
  if (!recognition) throw new Error('No recognition started');
  return recognition;
};

function listener() {
  const events = {
    interim: vi.fn<ListenerEvents['interim']>(),
    final: vi.fn<ListenerEvents['final']>(),
    refused: vi.fn<ListenerEvents['refused']>(),
    failed: vi.fn<ListenerEvents['failed']>(),
  };
  return { events, listener: new SpeechListener(FakeRecognition, 'en', events) };
}

beforeEach(() => {
  FakeRecognition.made = [];
});

describe('SpeechListener', () => {
  it('is unsupported without a recognition, and does nothing then', () => {
    const events = { interim: vi.fn(), final: vi.fn(), refused: vi.fn(), failed: vi.fn() };
    const none = new SpeechListener(null, 'en', events);
    expect(none.supported).toBe(false);
    none.listen();
    none.press();
    none.release();
    expect(events.final).not.toHaveBeenCalled();
  });

  describe('push-to-talk', () => {
    it('sends everything said while pressed once, after the browser has the last words', () => {
      const { events, listener: ears } = listener();
      ears.press();
      const recognition = latest();
      expect(recognition).toMatchObject({
        started: true,
        continuous: true,
        interimResults: true,
        lang: 'en',
      });
      recognition.hear('create a', false);
      expect(events.interim).toHaveBeenLastCalledWith('create a');
      recognition.hear('create a ticket', true);
      recognition.hear('for the', false);
      expect(events.interim).toHaveBeenLastCalledWith('create a ticket for the');

      ears.release();
      expect(recognition.stopped).toBe(true);
      expect(events.final).not.toHaveBeenCalled();
      recognition.hear('for the login bug', true);
      recognition.end();
      recognition.end();

      expect(events.final).toHaveBeenCalledOnce();
      expect(events.final).toHaveBeenCalledWith('create a ticket for the login bug');
      expect(events.interim).toHaveBeenLastCalledWith('');
    });

    it('keeps words the browser never made final', () => {
      const { events, listener: ears } = listener();
      ears.press();
      latest().hear('hello', false);
      ears.release();
      latest().end();
      expect(events.final).toHaveBeenCalledWith('hello');
    });

    it('goes on listening when the browser stops while the button is still held', () => {
      const { events, listener: ears } = listener();
      ears.press();
      latest().hear('first part', true);
      latest().end();
      expect(FakeRecognition.made).toHaveLength(2);
      latest().hear('second part', true);
      ears.release();
      latest().end();
      expect(events.final).toHaveBeenCalledOnce();
      expect(events.final).toHaveBeenCalledWith('first part second part');
    });

    it('sends nothing for silence, and nothing after stop', () => {
      const { events, listener: ears } = listener();
      ears.press();
      ears.release();
      latest().end();
      ears.press();
      latest().hear('never mind', true);
      ears.stop();
      expect(latest().aborted).toBe(true);
      latest().end();
      expect(events.final).not.toHaveBeenCalled();
    });
  });

  describe('hands-free', () => {
    it('reports each final utterance and interim words', () => {
      const { events, listener: ears } = listener();
      ears.listen();
      latest().hear('hello', false);
      expect(events.interim).toHaveBeenLastCalledWith('hello');
      latest().hear('hello there', true);
      latest().hear('how are you', true);
      expect(events.final.mock.calls).toEqual([['hello there'], ['how are you']]);
      expect(events.interim).toHaveBeenLastCalledWith('');
    });

    it('starts again whenever the browser ends it, until stopped', () => {
      const { events, listener: ears } = listener();
      ears.listen();
      latest().fail('no-speech');
      latest().end();
      expect(FakeRecognition.made).toHaveLength(2);
      expect(latest().started).toBe(true);
      ears.stop();
      latest().end();
      expect(FakeRecognition.made).toHaveLength(2);
      expect(events.failed).not.toHaveBeenCalled();
    });

    it('stops for good when the microphone is refused', () => {
      const { events, listener: ears } = listener();
      ears.listen();
      latest().fail('not-allowed');
      latest().end();
      expect(events.refused).toHaveBeenCalledOnce();
      expect(FakeRecognition.made).toHaveLength(1);
    });

    it('stops and says why when recognition cannot work', () => {
      const { events, listener: ears } = listener();
      ears.listen();
      latest().fail('network');
      latest().end();
      expect(events.failed).toHaveBeenCalledWith('Speech recognition stopped (network).');
      expect(FakeRecognition.made).toHaveLength(1);
    });
  });
});
