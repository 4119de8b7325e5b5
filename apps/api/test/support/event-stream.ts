/** Reads a server-sent event stream as a browser would, for tests: events as they come, and closing it. */
export interface StreamedEvent {
  id: string | null;
  event: string;
  data: unknown;
}

export interface EventStreamReader {
  readonly events: StreamedEvent[];
  /** The events so far once `enough` holds of them (waiting for more as they come). */
  until(
    enough: (events: readonly StreamedEvent[]) => boolean,
    timeoutMs?: number,
  ): Promise<StreamedEvent[]>;
  /** Resolves when the server ended the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

export function readEventStream(
  baseUrl: string,
  path: string,
  token: string,
  lastEventId?: string | null,
): EventStreamReader {
  const events: StreamedEvent[] = [];
  const waiters = new Set<() => void>();
  const controller = new AbortController();
  const ended = (async () => {
    const response = await fetch(`${baseUrl}${path}`, {
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'text/event-stream',
        ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
      },
      signal: controller.signal,
    });
    if (!response.ok || !response.body) throw new Error(`stream answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    const stream = response.body.getReader();
    for (;;) {
      const { done, value } = await stream.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = new Map<string, string>();
        for (const line of block.split('\n')) {
          if (line.startsWith(':') || !line.includes(':')) continue;
          const at = line.indexOf(':');
          fields.set(line.slice(0, at), line.slice(at + 1).trimStart());
        }
        if (!fields.has('data')) continue;
        events.push({
          id: fields.get('id') ?? null,
          event: fields.get('event') ?? 'message',
          data: JSON.parse(fields.get('data')!),
        });
        for (const wake of waiters) wake();
      }
    }
  })().catch((error: unknown) => {
    if (!(error instanceof Error && error.name === 'AbortError')) throw error;
  });
  return {
    events,
    ended,
    close: () => controller.abort(),
    until(enough, timeoutMs = 15_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!enough(events)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve([...events]);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(`the stream gave only ${JSON.stringify(events.map((event) => event.event))}`),
          );
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
  };
}
