/**
 * Connecting calendars (issue 28, piece 1): a feed is connected by its secret address, named by
 * itself or its host, and the address is kept sealed and never answered; an address that is not
 * a calendar, or not public (by literal or by what its name resolves to), is refused with a
 * sentence saying what to paste, and nothing is kept; calendars are renamed and ruled; another
 * user's calendar and meetings are not found, on every route.
 */
import { CALENDAR_MESSAGES } from '@convene/domain/calendars';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CALENDAR_OUTBOUND_POLICY } from '../src/calendars/config.js';
import { calendar } from '../src/calendars/schema.js';
import { job } from '../src/providers/jobs/schema.js';
import type { ResolvedAddress } from '../src/workflows/outbound.js';
import { calendarsPerSuite, MEET, type Calendar } from './support/calendars.js';
import { testDatabases } from './support/databases.js';

describe.each(testDatabases)('connecting calendars on $name', (kind) => {
  const s = calendarsPerSuite(kind);

  const calendarsOf = (userId: string) =>
    s.db().select().from(calendar).where(eq(calendar.userId, userId));
  const syncJobs = async () =>
    (await s.db().select().from(job).where(eq(job.kind, 'calendars.sync'))).length;

  it('connects a feed by its secret address, named by the feed, and never answers the address', async () => {
    const owner = await s.userWith(0);
    const feed = s.feed(
      [{ uid: 'standup', start: s.at(24), title: 'Standup', link: MEET }],
      'Team',
    );
    const response = await s.connect(owner, { address: feed.url });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      name: 'Team',
      addressHint: '127.0.0.1/…/basic.ics',
      provider: 'other',
      paused: false,
      autoJoin: 'off',
      agentId: null,
      lastSyncedAt: null,
      syncError: null,
      nextSyncAt: s.clock.read().toISOString(),
      meetingCount: 0,
    });
    expect(JSON.stringify(response.body)).not.toContain('5ecret');
    const [stored] = await calendarsOf(owner.id);
    expect(stored?.sealedAddress).not.toContain('5ecret');
    expect(stored?.sealedAddress).not.toContain(feed.path);

    await s.drained();
    const listed = await s.api<{ calendars: Calendar[] }>('/api/calendars', { token: owner.token });
    expect(JSON.stringify(listed.body)).not.toContain('5ecret');
    expect(listed.body.calendars).toEqual([
      expect.objectContaining({
        id: response.body.id,
        lastSyncedAt: s.clock.read().toISOString(),
        lastAttemptAt: s.clock.read().toISOString(),
        nextSyncAt: s.at(5 / 60).toISOString(),
        meetingCount: 1,
      }),
    ]);
    expect(await s.meetings(owner)).toEqual([
      expect.objectContaining({
        calendarId: response.body.id,
        calendarName: 'Team',
        title: 'Standup',
        start: s.at(24).toISOString(),
        end: s.at(24.5).toISOString(),
        platform: 'google_meet',
        allDay: false,
        sendBot: false,
        sendBotChoice: null,
        bot: null,
        problem: null,
      }),
    ]);
  });

  it('names a calendar by the name given, else by its host; webcal addresses are read as https', async () => {
    const owner = await s.userWith(0);
    const unnamed = s.feed([], null);
    expect((await s.connected(owner, unnamed.url)).name).toBe('127.0.0.1');
    expect((await s.connected(owner, unnamed.url, { name: ' Mine ' })).name).toBe('Mine');
    const webcal = await s.connect(owner, { address: unnamed.url.replace('http://', 'webcal://') });
    // webcal:// is https://, which the plain-http feed server cannot answer: not a calendar.
    expect(webcal).toMatchObject({ status: 422, body: { error: CALENDAR_MESSAGES.notACalendar } });
    expect(unnamed.hits().length).toBeGreaterThanOrEqual(4);
  });

  it('refuses an address that is not a calendar with what to paste and where, and keeps nothing', async () => {
    const owner = await s.userWith(0);
    const page = s.feed([]);
    s.feeds().serve(page.path, '<!doctype html><title>Sign in</title>');
    const before = await syncJobs();
    for (const address of [page.url, s.feeds().url('/no/such/feed.ics'), 'not an address'])
      expect(await s.connect(owner, { address })).toMatchObject({
        status: 422,
        body: { success: false, error: CALENDAR_MESSAGES.notACalendar },
      });
    expect(CALENDAR_MESSAGES.notACalendar).toMatch(/Secret address in iCal format.*ICS link/);
    expect(await calendarsOf(owner.id)).toEqual([]);
    expect(await syncJobs()).toBe(before);
  });

  it('renames and rules a calendar: a rule that sends bots needs an agent, the caller’s own', async () => {
    const owner = await s.userWith(0);
    const other = await s.userWith(0);
    const cal = await s.connected(owner, s.feed([]).url);
    expect(await s.update(owner, cal.id, { name: '  ' })).toMatchObject({
      status: 400,
      body: { error: CALENDAR_MESSAGES.nameRequired },
    });
    expect(await s.update(owner, cal.id, { autoJoin: 'all' })).toMatchObject({
      status: 400,
      body: { error: CALENDAR_MESSAGES.agentNeeded },
    });
    expect((await s.update(owner, cal.id, { agentId: other.agentId })).status).toBe(404);
    expect(
      (await s.connect(owner, { address: s.feed([]).url, autoJoin: 'organised' })).status,
    ).toBe(400);
    const ruled = await s.update(owner, cal.id, {
      name: 'Work',
      autoJoin: 'organised',
      agentId: owner.agentId,
    });
    expect(ruled).toMatchObject({
      status: 200,
      body: { name: 'Work', autoJoin: 'organised', agentId: owner.agentId },
    });
    expect((await s.update(owner, cal.id, { agentId: null })).status).toBe(400);
    expect((await s.listed(owner, cal.id)).agentId).toBe(owner.agentId);
  });

  it('answers 404 for another user’s calendar and meeting on every route', async () => {
    const owner = await s.userWith(1);
    const stranger = await s.userWith(1);
    const cal = await s.connected(
      owner,
      s.feed([{ uid: 'mine', start: s.at(24), title: 'Mine', link: MEET }]).url,
    );
    const [meeting] = await s.meetings(owner);
    const token = stranger.token;
    for (const id of [cal.id, 'not-a-calendar']) {
      expect((await s.update(stranger, id, { name: 'Taken' })).status).toBe(404);
      expect((await s.api(`/api/calendars/${id}/sync`, { token, method: 'POST' })).status).toBe(
        404,
      );
      expect((await s.api(`/api/calendars/${id}`, { token, method: 'DELETE' })).status).toBe(404);
    }
    for (const id of [meeting!.id, 'not-a-meeting'])
      expect((await s.choose(stranger, id, { sendBot: true })).status).toBe(404);
    expect(
      (await s.api<{ calendars: Calendar[] }>('/api/calendars', { token })).body.calendars,
    ).toEqual([]);
    expect(await s.meetings(stranger)).toEqual([]);
    expect((await s.listed(owner, cal.id)).name).toBe('Work');
    expect((await s.botsOf(owner.id)).length + (await s.botsOf(stranger.id)).length).toBe(0);
  });
});

describe.each(testDatabases)('calendar addresses that are not public on $name', (kind) => {
  /** Names that look public and resolve to this machine or the private network. */
  const resolve = async (host: string): Promise<ResolvedAddress[]> =>
    host === 'calendar.example.test' || host === 'localhost'
      ? [{ address: '127.0.0.1', family: 4 }]
      : host === 'intranet.example.test'
        ? [
            { address: '93.184.216.34', family: 4 },
            { address: '10.0.0.7', family: 4 },
          ]
        : [];
  const s = calendarsPerSuite(kind, {
    calendars: {
      syncMinutes: 5,
      outbound: { ...CALENDAR_OUTBOUND_POLICY, timeoutMs: 2_000 },
      seams: { resolve },
    },
  });

  const calendarsOf = (userId: string) =>
    s.db().select().from(calendar).where(eq(calendar.userId, userId));

  it('refuses loopback, private and link-local addresses, by literal and by name, reaching none and keeping nothing', async () => {
    const owner = await s.userWith(0);
    const feed = s.feed([{ uid: 'a', start: s.at(24), title: 'Standup', link: MEET }]);
    const port = new URL(feed.url).port;
    for (const address of [
      feed.url,
      `http://localhost:${port}${feed.path}`,
      `http://[::1]:${port}${feed.path}`,
      `http://calendar.example.test:${port}${feed.path}`,
      `https://intranet.example.test${feed.path}`,
      'http://169.254.169.254/latest/meta-data/',
    ])
      expect(await s.connect(owner, { address }), address).toMatchObject({
        status: 422,
        body: { error: CALENDAR_MESSAGES.notPublic },
      });
    expect(feed.hits()).toEqual([]);
    expect(await calendarsOf(owner.id)).toEqual([]);
  });
});
