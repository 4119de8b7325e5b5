/**
 * The calendar suites' server (calendars-*.test.ts): the meeting bots' suite server (a scripted
 * provider, a clock the tests move, the ledger checked after each test) with a feed server on
 * 127.0.0.1, and the calendar calls and reads the tests make of it.
 */
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { calendar, calendarMeeting } from '../../src/calendars/schema.js';
import type { AppConfig } from '../../src/config.js';
import type { Schemas } from '../../src/contract/schemas.js';
import { creditLedger } from '../../src/credits/schema.js';
import { meetingBot } from '../../src/meeting-bots/schema.js';
import { job } from '../../src/providers/jobs/schema.js';
import { icsFeed, startFeedServer, type FeedEvent, type FeedServer } from './calendar-feeds.js';
import type { TestDatabaseKind } from './databases.js';
import { HOUR, meetingBotsPerSuite } from './meeting-bots.js';

export type Calendar = Schemas['Calendar'];
export type CalendarMeeting = Schemas['CalendarMeeting'];
export const MEET = 'https://meet.google.com/abc-defg-hij';
export const ZOOM = 'https://zoom.us/j/1234567890';
export { HOUR };

interface Caller {
  token: string;
}

/** A server and database on `kind` for the enclosing describe block, with feeds to connect. */
export function calendarsPerSuite(kind: TestDatabaseKind, overrides: Partial<AppConfig> = {}) {
  const bots = meetingBotsPerSuite(kind, overrides);
  const { api, clock, suite } = bots;
  let server: FeedServer | undefined;
  beforeAll(async () => {
    server = await startFeedServer();
  });
  afterAll(() => server?.close());
  const feeds = () => {
    if (!server) throw new Error('The feed server is used before its suite started');
    return server;
  };
  const db = () => suite.server.app.db;
  const drained = () => suite.server.app.jobs.drained();

  /** Hours from the test clock's now. */
  const at = (hours: number) => new Date(clock.read().getTime() + hours * HOUR);

  let feedCount = 0;
  /** A feed of the test's own, at a path nobody else serves. */
  function feed(events: FeedEvent[], name?: string | null) {
    feedCount += 1;
    const path = `/calendar/ical/${feedCount}/private-5ecret${feedCount}/basic.ics`;
    feeds().serve(path, icsFeed(events, name));
    return {
      path,
      url: feeds().url(path),
      serve: (next: FeedEvent[]) => feeds().serve(path, icsFeed(next, name)),
      failWith: (status: number | undefined) => feeds().failWith(path, status),
      hits: () => feeds().hits(path),
    };
  }

  const connect = (owner: Caller, fields: Record<string, unknown>) =>
    api<Calendar>('/api/calendars', { token: owner.token, json: fields });

  /** Connects the feed and lets its first sync run. */
  async function connected(
    owner: Caller,
    address: string,
    fields: Record<string, unknown> = {},
  ): Promise<Calendar> {
    const response = await connect(owner, { address, ...fields });
    expect(response.status).toBe(201);
    await drained();
    return response.body;
  }

  async function sync(owner: Caller, calendarId: string): Promise<Calendar> {
    const response = await api<Calendar>(`/api/calendars/${calendarId}/sync`, {
      token: owner.token,
      method: 'POST',
    });
    expect(response.status).toBe(202);
    await drained();
    return response.body;
  }

  const update = (owner: Caller, calendarId: string, fields: Record<string, unknown>) =>
    api<Calendar>(`/api/calendars/${calendarId}`, {
      token: owner.token,
      method: 'PATCH',
      json: fields,
    });

  async function meetings(owner: Caller, query = ''): Promise<CalendarMeeting[]> {
    const response = await api<{ meetings: CalendarMeeting[] }>(`/api/calendar-meetings${query}`, {
      token: owner.token,
    });
    expect(response.status).toBe(200);
    return response.body.meetings;
  }

  const choose = (owner: Caller, meetingId: string, choice: Record<string, unknown>) =>
    api<CalendarMeeting>(`/api/calendar-meetings/${meetingId}`, {
      token: owner.token,
      method: 'PUT',
      json: choice,
    });

  async function listed(owner: Caller, calendarId: string): Promise<Calendar> {
    const response = await api<{ calendars: Calendar[] }>('/api/calendars', {
      token: owner.token,
    });
    const found = response.body.calendars.find((cal) => cal.id === calendarId);
    if (!found) throw new Error(`calendar ${calendarId} is not listed`);
    return found;
  }

  /** The user's bots as stored, by join time (a sync makes many in one transaction, at one time). */
  const botsOf = (userId: string) =>
    db()
      .select()
      .from(meetingBot)
      .where(eq(meetingBot.userId, userId))
      .orderBy(meetingBot.joinAt, meetingBot.botId);

  const ledgerOf = (userId: string) =>
    db()
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(creditLedger.createdAt);

  const storedMeetings = (calendarId: string) =>
    db()
      .select()
      .from(calendarMeeting)
      .where(eq(calendarMeeting.calendarId, calendarId))
      .orderBy(calendarMeeting.start);

  const storedCalendar = async (calendarId: string) =>
    (await db().select().from(calendar).where(eq(calendar.id, calendarId)))[0];

  /** Every row a sync may write, by table, for the user: an unchanged sync changes none. */
  async function writes(userId: string, calendarId: string) {
    const [jobs] = await db()
      .select({ n: count() })
      .from(job)
      .where(and(eq(job.kind, 'meeting-bots.dispatch'), isNotNull(job.key)));
    return {
      meetings: await storedMeetings(calendarId),
      bots: await botsOf(userId),
      ledger: await ledgerOf(userId),
      dispatches: jobs!.n,
    };
  }

  return {
    ...bots,
    db,
    drained,
    at,
    feeds,
    feed,
    connect,
    connected,
    sync,
    update,
    meetings,
    choose,
    listed,
    botsOf,
    ledgerOf,
    storedMeetings,
    storedCalendar,
    writes,
  };
}
