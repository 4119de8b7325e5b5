import { describe, expect, it } from 'vitest';
import { EventStreamParser, readEventStream, type ServerEvent } from './event-stream';

const STREAM =
  'event: turn\ndata: {"turn":{"id":"t1"},"answering":true}\n\n' +
  ': keep-alive\n\n' +
  'event: delta\r\ndata: {"text":"Héllo — "}\r\n\r\n' +
  'event: delta\rdata: {"text":"wörld 👋"}\r\r' +
  'data: first line\ndata:second line\ndata\n\n' +
  'event: done\ndata: {"turn":null}\n\n';

const EXPECTED: ServerEvent[] = [
  { event: 'turn', data: '{"turn":{"id":"t1"},"answering":true}' },
  { event: 'delta', data: '{"text":"Héllo — "}' },
  { event: 'delta', data: '{"text":"wörld 👋"}' },
  { event: 'message', data: 'first line\nsecond line\n' },
  { event: 'done', data: '{"turn":null}' },
];

function parseInChunks(chunks: string[]): ServerEvent[] {
  const parser = new EventStreamParser();
  return [...chunks.flatMap((chunk) => parser.push(chunk)), ...parser.end()];
}

function bytesStream(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const bounds = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let index = 1; index < bounds.length; index++) {
        controller.enqueue(bytes.slice(bounds[index - 1], bounds[index]));
      }
      controller.close();
    },
  });
}

async function collect(stream: ReadableStream<Uint8Array>): Promise<ServerEvent[]> {
  const events: ServerEvent[] = [];
  for await (const event of readEventStream(stream)) events.push(event);
  return events;
}

describe('EventStreamParser', () => {
  it('reads events with LF, CRLF and CR line ends, comments and multi-line data', () => {
    expect(parseInChunks([STREAM])).toEqual(EXPECTED);
  });

  it('reads the same events whatever two places the text is cut at', () => {
    for (let first = 0; first <= STREAM.length; first++) {
      for (let second = first; second <= STREAM.length; second += 7) {
        const chunks = [STREAM.slice(0, first), STREAM.slice(first, second), STREAM.slice(second)];
        expect(parseInChunks(chunks), `cut at ${first} and ${second}`).toEqual(EXPECTED);
      }
    }
  });

  it('reads the text one character at a time', () => {
    expect(parseInChunks([...STREAM])).toEqual(EXPECTED);
  });

  it('drops an event the stream closed before its blank line', () => {
    expect(parseInChunks(['event: delta\ndata: {"text":"cut"}\n'])).toEqual([]);
  });

  it('gives each event the last id the stream set, which carries on until another replaces it', () => {
    expect(
      parseInChunks(['id: 7\nevent: line\ndata: a\n\n', 'data: b\n\n', 'id: 9\ndata: c\n\n']),
    ).toEqual([
      { event: 'line', data: 'a', id: '7' },
      { event: 'message', data: 'b', id: '7' },
      { event: 'message', data: 'c', id: '9' },
    ]);
  });

  it('ends a line on a CR the stream closed after', () => {
    expect(parseInChunks(['data: last\r\r'])).toEqual([{ event: 'message', data: 'last' }]);
    expect(parseInChunks(['data: last\r', '\r'])).toEqual([{ event: 'message', data: 'last' }]);
  });
});

describe('readEventStream', () => {
  const bytes = new TextEncoder().encode(STREAM);

  it('decodes characters split across chunks, at every byte', async () => {
    for (let cut = 0; cut <= bytes.length; cut++) {
      expect(await collect(bytesStream(bytes, [cut])), `cut at byte ${cut}`).toEqual(EXPECTED);
    }
  });

  it('reads a stream of single bytes', async () => {
    const cuts = Array.from({ length: bytes.length - 1 }, (_, index) => index + 1);
    expect(await collect(bytesStream(bytes, cuts))).toEqual(EXPECTED);
  });

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('data: one\n\ndata: two\n\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const event of readEventStream(stream)) {
      expect(event.data).toBe('one');
      break;
    }
    expect(cancelled).toBe(true);
  });
});
