/**
 * Changes announced to every server process on the database, so caches of what changed can be
 * dropped everywhere before the change's answer leaves. On Postgres: LISTEN/NOTIFY on a dedicated
 * connection, and the announcer waits (at most a second) until each other process has heard it.
 * On the embedded PGlite there is only this process.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ChangeChannel {
  /** Runs this process's listeners, then tells the other processes and waits until they heard. */
  announce(topic: string): Promise<void>;
  /**
   * Runs this process's listeners and tells the other processes, without waiting for them: for
   * news that readers fetch themselves when told (a live meeting's new lines), not for caches.
   */
  signal(topic: string): Promise<void>;
  listen(topic: string, listener: () => void): void;
  unlisten(topic: string, listener: () => void): void;
  close(): Promise<void>;
}

type Listeners = Map<string, Set<() => void>>;

function runListeners(listeners: Listeners, topic: string): void {
  for (const listener of listeners.get(topic) ?? []) listener();
}

function addListener(listeners: Listeners, topic: string, listener: () => void): void {
  listeners.set(topic, (listeners.get(topic) ?? new Set()).add(listener));
}

function removeListener(listeners: Listeners, topic: string, listener: () => void): void {
  const set = listeners.get(topic);
  set?.delete(listener);
  if (set?.size === 0) listeners.delete(topic);
}

export function inProcessChanges(): ChangeChannel {
  const listeners: Listeners = new Map();
  return {
    async announce(topic) {
      runListeners(listeners, topic);
    },
    async signal(topic) {
      runListeners(listeners, topic);
    },
    listen: (topic, listener) => addListener(listeners, topic, listener),
    unlisten: (topic, listener) => removeListener(listeners, topic, listener),
    async close() {},
  };
}

const CHANNEL = 'convene_changes';
const HEARD = 'convene_changes_heard';
/** Every process's listening connection carries this name, so an announcer can count them. */
const APPLICATION_NAME = 'convene-changes';
const HEARING_TIMEOUT_MS = 1_000;

export async function postgresChanges(
  connectionString: string,
  logError: (error: Error) => void,
): Promise<ChangeChannel> {
  const self = randomUUID();
  const listeners: Listeners = new Map();
  const waiting = new Map<string, { heard: number; expected: number; done: () => void }>();
  const connection = new pg.Client({ connectionString, application_name: APPLICATION_NAME });
  connection.on('error', logError);
  connection.on('notification', ({ channel, payload = '' }) => {
    const [from, id, topic = ''] = payload.split(' ');
    if (channel === CHANNEL && from !== self) {
      runListeners(listeners, topic);
      if (id !== '-')
        connection.query('SELECT pg_notify($1, $2)', [HEARD, `${from} ${id}`]).catch(logError);
    } else if (channel === HEARD && from === self && id) {
      const announcement = waiting.get(id);
      if (announcement && ++announcement.heard >= announcement.expected) announcement.done();
    }
  });
  await connection.connect();
  await connection.query(`LISTEN ${CHANNEL}`);
  await connection.query(`LISTEN ${HEARD}`);

  return {
    async announce(topic) {
      runListeners(listeners, topic);
      const { rows } = await connection.query<{ others: number }>(
        'SELECT count(*)::int - 1 AS others FROM pg_stat_activity WHERE application_name = $1',
        [APPLICATION_NAME],
      );
      const expected = rows[0]?.others ?? 0;
      if (expected <= 0) return;
      const id = randomUUID();
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, HEARING_TIMEOUT_MS);
        waiting.set(id, {
          heard: 0,
          expected,
          done: () => {
            clearTimeout(timer);
            resolve();
          },
        });
      });
      try {
        await connection.query('SELECT pg_notify($1, $2)', [CHANNEL, `${self} ${id} ${topic}`]);
        await heard;
      } finally {
        waiting.delete(id);
      }
    },
    async signal(topic) {
      runListeners(listeners, topic);
      // Heard or not, nobody waits: "-" asks no process to say it heard.
      await connection.query('SELECT pg_notify($1, $2)', [CHANNEL, `${self} - ${topic}`]);
    },
    listen: (topic, listener) => addListener(listeners, topic, listener),
    unlisten: (topic, listener) => removeListener(listeners, topic, listener),
    close: () => connection.end(),
  };
}
