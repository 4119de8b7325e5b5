/**
 * A calendar's sync (issue 28, piece 3) against feeds served by a local server: a new meeting
 * gets one bot joining at its start with 0.5 credit reserved; a moved meeting moves its bot; a
 * cancelled or removed one cancels it and returns its credit; an overridden occurrence of a
 * series follows its override; an unchanged feed answers 304 and nothing is written; a feed that
 * cannot be read keeps the last good state, says why, and is tried again after growing waits.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { job } from '../src/providers/jobs/schema.js';
import { calendarsPerSuite, MEET, ZOOM } from './support/calendars.js';
import { testDatabases } from './support/databases.js';

const MINUTE = 60_000;

describe.each(testDatabases)('a calendar’s sync on $name', (kind) => {
  const s = calendarsPerSuite(kind);

  /** A user with credits and a calendar of `events` that sends bots to all meetings with a link. */
  async function ruled(credits: number, events: Parameters<typeof s.feed>[0]) {
    const owner = await s.userWith(credits);
    const feed = s.feed(events);
    const cal = await s.connected(owner, feed.url, { autoJoin: 'all', agentId: owner.agentId });
    return { owner, feed, cal };
  }

  const dispatchAt = async (botId: string) =>
    (
      await s
        .db()
        .select({ runAt: job.runAt })
        .from(job)
        .where(and(eq(job.kind, 'meeting-bots.dispatch'), eq(job.key, botId)))
    )[0]?.runAt;

  it('gives a new meeting one bot, joining at its start, with 0.5 credit reserved', async () => {
    const { owner, cal } = await ruled(2, [
      { uid: 'standup', start: s.at(24), title: 'Standup', link: MEET },
      { uid: 'lunch', start: s.at(27), title: 'Lunch' },
      { uid: 'offsite', start: s.at(48), allDay: true, title: 'Offsite', link: ZOOM },
    ]);
    const bots = await s.botsOf(owner.id);
    expect(bots).toHaveLength(1);
    expect(bots[0]).toMatchObject({
      name: 'Standup',
      status: 'scheduled',
      meetingUrl: MEET,
      agentId: owner.agentId,
      calendarId: cal.id,
      creditsReserved: 0.5,
    });
    expect(bots[0]!.joinAt).toEqual(s.at(24));
    expect(await dispatchAt(bots[0]!.botId)).toEqual(s.at(24));
    expect(await s.balance(owner.id)).toBe(1.5);
    expect((await s.ledgerOf(owner.id)).map((entry) => entry.reason)).toEqual([
      'purchase',
      'bot_reservation',
    ]);

    const [standup] = await s.meetings(owner);
    expect(standup).toMatchObject({
      title: 'Standup',
      sendBot: true,
      sendBotChoice: null,
      agentId: owner.agentId,
      bot: { id: bots[0]!.botId, status: 'scheduled' },
      problem: null,
    });
    const all = await s.meetings(owner, '?withoutLink=true');
    expect(all.map((meeting) => [meeting.title, meeting.sendBot, meeting.bot])).toEqual(
      expect.arrayContaining([
        ['Lunch', false, null],
        ['Offsite', false, null],
      ]),
    );
    expect(all).toHaveLength(3);
    expect(await s.meetings(owner, '?days=1')).toHaveLength(0);
    expect(await s.meetings(owner, '?days=2')).toHaveLength(1);

    const page = await s.api<{ bot: Schemas['MeetingBot'] }>(
      `/api/meeting-bot/get/${bots[0]!.botId}`,
      { token: owner.token },
    );
    expect(page.body.bot.calendar).toEqual({ calendarId: cal.id, calendarName: 'Work' });
    const details = await s.api<Schemas['BotDetails']>(`/api/meeting-bot/${bots[0]!.botId}`, {
      token: owner.token,
    });
    expect(details.body.bot.calendar).toEqual({ calendarId: cal.id, calendarName: 'Work' });

    await s.sync(owner, cal.id);
    expect(await s.botsOf(owner.id)).toEqual(bots);
    expect(await s.ledgerOf(owner.id)).toHaveLength(2);
  });

  it('moves the bot of a moved meeting, and cancels the bot of a cancelled or removed one, returning its credit', async () => {
    const { owner, feed, cal } = await ruled(2, [
      { uid: 'review', start: s.at(24), title: 'Design review', link: MEET },
      { uid: 'retro', start: s.at(30), title: 'Retro', link: ZOOM },
    ]);
    const [review, retro] = await s.botsOf(owner.id);
    expect(await s.balance(owner.id)).toBe(1);

    feed.serve([
      { uid: 'review', start: s.at(26), title: 'Design review (moved)', link: MEET },
      { uid: 'retro', start: s.at(30), title: 'Retro', link: ZOOM },
    ]);
    await s.sync(owner, cal.id);
    const moved = await s.row(review!.botId);
    expect(moved).toMatchObject({ status: 'scheduled', name: 'Design review (moved)' });
    expect(moved!.joinAt).toEqual(s.at(26));
    expect(moved!.scheduleAt).toEqual(s.at(26));
    expect(await dispatchAt(review!.botId)).toEqual(s.at(26));
    expect(await s.botsOf(owner.id)).toHaveLength(2);

    feed.serve([
      { uid: 'review', start: s.at(26), title: 'Design review', link: MEET, cancelled: true },
    ]);
    await s.sync(owner, cal.id);
    expect(await s.botsOf(owner.id)).toEqual([]);
    expect(await dispatchAt(review!.botId)).toBeUndefined();
    expect(await s.balance(owner.id)).toBe(2);
    const releases = (await s.ledgerOf(owner.id)).filter(
      (entry) => entry.reason === 'bot_reservation_release',
    );
    expect(releases.map((entry) => [entry.botId, entry.change]).sort()).toEqual(
      [
        [review!.botId, 0.5],
        [retro!.botId, 0.5],
      ].sort(),
    );
    expect(await s.meetings(owner)).toEqual([]);
    expect((await s.storedMeetings(cal.id)).map((meeting) => meeting.uid)).toEqual(['review']);
  });

  it('follows a series occurrence’s override, moved or cancelled', async () => {
    const { owner, feed, cal } = await ruled(5, [
      {
        uid: 'weekly',
        start: s.at(24),
        title: 'Daily sync',
        link: MEET,
        rrule: 'FREQ=DAILY;COUNT=3',
      },
      {
        uid: 'weekly',
        recurrenceId: s.at(48),
        start: s.at(50),
        title: 'Daily sync (late)',
        link: MEET,
      },
    ]);
    const scheduled = async () =>
      (await s.botsOf(owner.id))
        .map((bot) => [bot.name, bot.joinAt.toISOString()])
        .sort((a, b) => a[1]!.localeCompare(b[1]!));
    expect(await scheduled()).toEqual([
      ['Daily sync', s.at(24).toISOString()],
      ['Daily sync (late)', s.at(50).toISOString()],
      ['Daily sync', s.at(72).toISOString()],
    ]);

    feed.serve([
      {
        uid: 'weekly',
        start: s.at(24),
        title: 'Daily sync',
        link: MEET,
        rrule: 'FREQ=DAILY;COUNT=3',
      },
      {
        uid: 'weekly',
        recurrenceId: s.at(48),
        start: s.at(49),
        title: 'Daily sync (late)',
        link: MEET,
      },
      {
        uid: 'weekly',
        recurrenceId: s.at(72),
        start: s.at(72),
        title: 'Daily sync',
        link: MEET,
        cancelled: true,
      },
    ]);
    const before = (await s.botsOf(owner.id)).map((bot) => bot.botId).sort();
    await s.sync(owner, cal.id);
    expect(await scheduled()).toEqual([
      ['Daily sync', s.at(24).toISOString()],
      ['Daily sync (late)', s.at(49).toISOString()],
    ]);
    const after = (await s.botsOf(owner.id)).map((bot) => bot.botId);
    expect(before).toEqual(expect.arrayContaining(after));
    expect(await s.balance(owner.id)).toBe(4);
  });

  it('asks with the ETag, and an unchanged feed (304) writes no meeting, bot or credit', async () => {
    const [planning, demo] = [s.at(24), s.at(28)];
    const { owner, feed, cal } = await ruled(2, [
      { uid: 'planning', start: planning, title: 'Planning', link: MEET },
      { uid: 'demo', start: demo, title: 'Demo', link: ZOOM },
    ]);
    const before = await s.writes(owner.id, cal.id);
    expect(before.bots).toHaveLength(2);
    s.clock.advance(MINUTE);
    await s.sync(owner, cal.id);
    // The connect's read, the first sync's, and this one's, which sends the ETag it was given.
    const [, first, again] = feed.hits();
    expect(first?.headers['if-none-match']).toBeUndefined();
    expect(again?.headers['if-none-match']).toMatch(/^"[0-9a-f]{40}"$/);
    expect(await s.writes(owner.id, cal.id)).toEqual(before);
    const listed = await s.listed(owner, cal.id);
    expect(listed).toMatchObject({
      lastSyncedAt: s.clock.read().toISOString(),
      syncError: null,
      meetingCount: 2,
    });

    // Changed: read in full again, and only what changed is written.
    const later = new Date(demo.getTime() + 3_600_000);
    feed.serve([
      { uid: 'planning', start: planning, title: 'Planning', link: MEET },
      { uid: 'demo', start: later, title: 'Demo', link: ZOOM },
    ]);
    await s.sync(owner, cal.id);
    const after = await s.writes(owner.id, cal.id);
    expect(after.meetings[0]).toEqual(before.meetings[0]);
    expect(after.meetings[1]!.start).toEqual(later);
    expect(after.bots.map((bot) => bot.joinAt)).toEqual([planning, later]);
    expect(after.ledger).toEqual(before.ledger);
  });

  it('keeps the last good meetings and bots when the feed cannot be read, says why, and waits longer each time', async () => {
    const { owner, feed, cal } = await ruled(2, [
      { uid: 'one-to-one', start: s.at(24), title: '1:1', link: MEET },
    ]);
    const good = await s.writes(owner.id, cal.id);
    const syncedAt = (await s.listed(owner, cal.id)).lastSyncedAt;

    feed.failWith(503);
    s.clock.advance(MINUTE);
    await s.sync(owner, cal.id);
    const waits: number[] = [];
    for (let failure = 1; failure <= 6; failure += 1) {
      const listed = await s.listed(owner, cal.id);
      expect(listed).toMatchObject({
        lastSyncedAt: syncedAt,
        lastAttemptAt: s.clock.read().toISOString(),
        syncError: 'the address answered with status 503',
      });
      const wait = Date.parse(listed.nextSyncAt!) - s.clock.read().getTime();
      waits.push(wait / MINUTE);
      s.clock.advance(wait);
      await s.drained();
    }
    expect(waits).toEqual([5, 10, 20, 40, 60, 60]);
    expect(await s.writes(owner.id, cal.id)).toEqual(good);
    expect(await s.meetings(owner)).toEqual([expect.objectContaining({ title: '1:1' })]);

    feed.failWith(undefined);
    s.feeds().serve(feed.path, 'BEGIN:HTML');
    await s.sync(owner, cal.id);
    expect((await s.listed(owner, cal.id)).syncError).toBe('the address did not return a calendar');

    feed.serve([{ uid: 'one-to-one', start: s.at(2), title: '1:1', link: MEET }]);
    await s.sync(owner, cal.id);
    const recovered = await s.listed(owner, cal.id);
    expect(recovered).toMatchObject({
      syncError: null,
      lastSyncedAt: s.clock.read().toISOString(),
      nextSyncAt: new Date(s.clock.read().getTime() + 5 * MINUTE).toISOString(),
    });
    const [bot] = await s.botsOf(owner.id);
    expect(bot!.joinAt).toEqual(s.at(2));
  });
});
