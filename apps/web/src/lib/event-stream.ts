/**
 * Server-sent events read from a fetch body. The agent test's turns stream over a POST and a live
 * meeting's stream needs the bearer token, neither of which EventSource can send, so the page
 * reads the bytes itself.
 */

/**
 * One event as sent: its name (`message` when unnamed), its data lines joined by '\n', and the
 * stream's last event id when one was given (what a reconnecting reader resumes after).
 */
export interface ServerEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Splits text into events as it arrives, whatever the chunk boundaries: lines end with CRLF, LF or
 * CR, `data` lines accumulate, a blank line dispatches, `:` lines are comments (keep-alives).
 */
export class EventStreamParser {
  private buffer = '';
  private eventName = '';
  private dataLines: string[] = [];
  /** Kept from event to event until another id line changes it, as the standard says. */
  private lastEventId = '';

  /** The events this text completes. */
  push(text: string): ServerEvent[] {
    this.buffer += text;
    const events: ServerEvent[] = [];
    let start = 0;
    for (let index = 0; index < this.buffer.length; index++) {
      const char = this.buffer[index];
      if (char !== '\n' && char !== '\r') continue;
      // A CR at the very end may be the first half of a CRLF split across chunks: wait for more.
      if (char === '\r' && index === this.buffer.length - 1) break;
      const event = this.line(this.buffer.slice(start, index));
      if (event) events.push(event);
      if (char === '\r' && this.buffer[index + 1] === '\n') index++;
      start = index + 1;
    }
    this.buffer = this.buffer.slice(start);
    return events;
  }

  /** The stream closed: a pending CR ends its line; an event without its blank line is dropped, as the standard says. */
  end(): ServerEvent[] {
    const events = this.buffer.endsWith('\r') ? this.push('\n') : [];
    this.buffer = '';
    this.eventName = '';
    this.dataLines = [];
    return events;
  }

  private line(line: string): ServerEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.eventName = value;
    else if (field === 'data') this.dataLines.push(value);
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    return null;
  }

  private dispatch(): ServerEvent | null {
    const event =
      this.dataLines.length > 0
        ? {
            event: this.eventName || 'message',
            data: this.dataLines.join('\n'),
            ...(this.lastEventId ? { id: this.lastEventId } : {}),
          }
        : null;
    this.eventName = '';
    this.dataLines = [];
    return event;
  }
}

/** The events of a byte stream, in order, as they complete; decoding keeps characters split across chunks whole. */
export async function* readEventStream(
  stream: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerEvent, void, undefined> {
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const parser = new EventStreamParser();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* parser.push(decoder.decode(value, { stream: true }));
    }
    finished = true;
    yield* parser.push(decoder.decode());
    yield* parser.end();
  } finally {
    // A consumer that stops early (the page left, the session ended) stops the download too.
    if (!finished) await reader.cancel().catch(() => undefined);
    reader.releaseLock();
  }
}
