/**
 * A calendar's bots beyond the feed (issue 28, pieces 3 and 5): a meeting whose 0.5 credit cannot
 * be reserved says so and gets its bot at the first sync after a top-up; a bot already joining is
 * never moved or cancelled; removing a calendar cancels its waiting bots and keeps the others;
 * pausing cancels them and resuming schedules them again; a choice per meeting takes effect at
 * once; the 'organised' rule reads the organiser; a bot deleted by hand is not made again.
 */
import { CALENDAR_MESSAGES } from '@convene/domain/calendars';
import { INSUFFICIENT_BOT_CREDITS_MESSAGE } from '@convene/domain/meeting-bots';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { calendarsPerSuite, MEET, ZOOM } from './support/calendars.js';
import { testDatabases } from './support/databases.js';
import { giveCredits } from './support/ledger.js';

describe.each(testDatabases)('a calendar’s bots on $name', (kind) => {
  const s = calendarsPerSuite(kind);

  it('says a meeting has not enough credits, and sends its bot at the first sync after a top-up', async () => {
    const owner = await s.userWith(0);
    const feed = s.feed([{ uid: 'board', start: s.at(24), title: 'Board', link: MEET }]);
    const cal = await s.connected(owner, feed.url, { autoJoin: 'all', agentId: owner.agentId });
    const [meeting] = await s.meetings(owner);
    expect(meeting).toMatchObject({ sendBot: true, bot: null, problem: 'insufficient_credits' });
    expect(await s.botsOf(owner.id)).toEqual([]);
    expect(await s.choose(owner, meeting!.id, { sendBot: true })).toMatchObject({
      status: 402,
      body: { error: INSUFFICIENT_BOT_CREDITS_MESSAGE },
    });
    expect((await s.storedMeetings(cal.id))[0]?.sendBotChoice).toBeNull();

    await giveCredits(s.db(), owner.id, 1);
    await s.sync(owner, cal.id);
    const [bot] = await s.botsOf(owner.id);
    expect(bot).toMatchObject({ name: 'Board', status: 'scheduled' });
    expect((await s.meetings(owner))[0]).toMatchObject({
      problem: null,
      bot: { id: bot!.botId, status: 'scheduled' },
    });
    expect(await s.balance(owner.id)).toBe(0.5);
  });

  it('frees a bot’s credit before it is needed by a sooner meeting in the same sync', async () => {
    const owner = await s.userWith(0.5);
    const mine = { title: 'Planning', link: ZOOM, organiserEmail: owner.email };
    const feed = s.feed([{ uid: 'planning', start: s.at(48), ...mine }]);
    const cal = await s.connected(owner, feed.url, {
      autoJoin: 'organised',
      agentId: owner.agentId,
    });
    expect(await s.balance(owner.id)).toBe(0);
    // Planning is handed to someone else, and a sooner meeting of the owner's comes in.
    feed.serve([
      { uid: 'planning', start: s.at(48), ...mine, organiserEmail: 'boss@example.com' },
      { uid: 'review', start: s.at(3), title: 'Review', link: MEET, organiserEmail: owner.email },
    ]);
    await s.sync(owner, cal.id);
    expect((await s.botsOf(owner.id)).map((bot) => bot.name)).toEqual(['Review']);
    expect((await s.meetings(owner)).map((meeting) => [meeting.title, meeting.problem])).toEqual([
      ['Review', null],
      ['Planning', null],
    ]);
    expect(await s.balance(owner.id)).toBe(0);
  });

  it('never moves or cancels a bot already joining its meeting', async () => {
    const owner = await s.userWith(2);
    const feed = s.feed([{ uid: 'soon', start: s.at(1), title: 'Soon', link: MEET }]);
    const cal = await s.connected(owner, feed.url, { autoJoin: 'all', agentId: owner.agentId });
    const [bot] = await s.botsOf(owner.id);
    s.clock.advance(60 * 60_000);
    await s.drained();
    expect((await s.row(bot!.botId))?.status).toBe('joining');

    feed.serve([{ uid: 'soon', start: s.at(2), title: 'Soon (moved)', link: MEET }]);
    await s.sync(owner, cal.id);
    feed.serve([{ uid: 'soon', start: s.at(2), title: 'Soon', link: MEET, cancelled: true }]);
    await s.sync(owner, cal.id);
    const kept = await s.botsOf(owner.id);
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ botId: bot!.botId, status: 'joining', name: 'Soon' });
    expect(kept[0]!.joinAt).toEqual(bot!.joinAt);
    expect(
      (await s.ledgerOf(owner.id)).filter((entry) => entry.reason === 'bot_reservation_release'),
    ).toEqual([]);
  });

  it('cancels the waiting bots of a removed calendar and keeps the others, no longer its', async () => {
    const owner = await s.userWith(2);
    const feed = s.feed([
      { uid: 'now', start: s.at(1), title: 'Now', link: MEET },
      { uid: 'later', start: s.at(24), title: 'Later', link: ZOOM },
    ]);
    const cal = await s.connected(owner, feed.url, { autoJoin: 'all', agentId: owner.agentId });
    const [now, later] = await s.botsOf(owner.id);
    s.clock.advance(60 * 60_000);
    await s.drained();
    expect((await s.row(now!.botId))?.status).toBe('joining');

    const removed = await s.api(`/api/calendars/${cal.id}`, {
      token: owner.token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(await s.row(later!.botId)).toBeUndefined();
    expect(await s.row(now!.botId)).toMatchObject({ status: 'joining', calendarId: null });
    expect(await s.balance(owner.id)).toBe(1.5);
    expect(await s.storedMeetings(cal.id)).toEqual([]);
    expect(await s.storedCalendar(cal.id)).toBeUndefined();
    const page = await s.api<{ bot: Schemas['MeetingBot'] }>(`/api/meeting-bot/get/${now!.botId}`, {
      token: owner.token,
    });
    expect(page.body.bot.calendar).toBeNull();
    expect(await s.meetings(owner)).toEqual([]);
    const hits = feed.hits().length;
    s.clock.advance(60 * 60_000);
    await s.drained();
    expect(feed.hits()).toHaveLength(hits);
  });

  it('cancels a paused calendar’s waiting bots, syncs it no more, and schedules them again on resuming', async () => {
    const owner = await s.userWith(2);
    const feed = s.feed([{ uid: 'weekly', start: s.at(24), title: 'Weekly', link: MEET }]);
    const cal = await s.connected(owner, feed.url, { autoJoin: 'all', agentId: owner.agentId });
    expect(await s.botsOf(owner.id)).toHaveLength(1);

    const paused = await s.update(owner, cal.id, { paused: true });
    expect(paused).toMatchObject({ status: 200, body: { paused: true, nextSyncAt: null } });
    expect(await s.botsOf(owner.id)).toEqual([]);
    expect(await s.balance(owner.id)).toBe(2);
    expect(await s.meetings(owner)).toEqual([]);
    expect(
      await s.api(`/api/calendars/${cal.id}/sync`, { token: owner.token, method: 'POST' }),
    ).toMatchObject({ status: 409, body: { error: CALENDAR_MESSAGES.paused } });
    const hits = feed.hits().length;
    s.clock.advance(60 * 60_000);
    await s.drained();
    expect(feed.hits()).toHaveLength(hits);

    const resumed = await s.update(owner, cal.id, { paused: false });
    expect(resumed.body).toMatchObject({ paused: false, nextSyncAt: s.clock.read().toISOString() });
    expect(await s.botsOf(owner.id)).toHaveLength(1);
    await s.drained();
    expect(feed.hits()).toHaveLength(hits + 1);
    expect(await s.botsOf(owner.id)).toHaveLength(1);
    expect(await s.balance(owner.id)).toBe(1.5);
  });

  it('takes a choice per meeting at once: a bot made, given another agent, cancelled, or left to the rule', async () => {
    const owner = await s.userWith(2);
    const stranger = await s.userWith(0);
    const feed = s.feed([
      { uid: 'sync', start: s.at(24), title: 'Sync', link: MEET },
      { uid: 'walk', start: s.at(25), title: 'Walk' },
    ]);
    const cal = await s.connected(owner, feed.url, { agentId: owner.agentId });
    const [meeting] = await s.meetings(owner);
    const [walk] = (await s.meetings(owner, '?withoutLink=true')).filter((m) => m.title === 'Walk');

    const on = await s.choose(owner, meeting!.id, { sendBot: true });
    expect(on).toMatchObject({
      status: 200,
      body: { sendBot: true, sendBotChoice: true, bot: { status: 'scheduled' } },
    });
    const [bot] = await s.botsOf(owner.id);
    expect(bot!.joinAt).toEqual(s.at(24));

    expect(
      (await s.choose(owner, meeting!.id, { sendBot: true, agentId: stranger.agentId })).status,
    ).toBe(404);
    expect(await s.choose(owner, walk!.id, { sendBot: true })).toMatchObject({
      status: 400,
      body: { error: CALENDAR_MESSAGES.noLink },
    });

    const off = await s.choose(owner, meeting!.id, { sendBot: false });
    expect(off.body).toMatchObject({ sendBot: false, sendBotChoice: false, bot: null });
    expect(await s.botsOf(owner.id)).toEqual([]);
    expect(await s.balance(owner.id)).toBe(2);

    const rule = await s.choose(owner, meeting!.id, { sendBot: null });
    expect(rule.body).toMatchObject({ sendBot: false, sendBotChoice: null, bot: null });
    await s.update(owner, cal.id, { autoJoin: 'all' });
    expect((await s.meetings(owner))[0]).toMatchObject({
      sendBot: true,
      sendBotChoice: null,
      bot: { status: 'scheduled' },
    });
  });

  it('sends bots to the meetings the owner organises under the organised rule', async () => {
    const owner = await s.userWith(2);
    const feed = s.feed([
      {
        uid: 'mine',
        start: s.at(24),
        title: 'Mine',
        link: MEET,
        organiserEmail: owner.email.toUpperCase(),
      },
      {
        uid: 'theirs',
        start: s.at(25),
        title: 'Theirs',
        link: ZOOM,
        organiserEmail: 'boss@example.com',
      },
    ]);
    await s.connected(owner, feed.url, { autoJoin: 'organised', agentId: owner.agentId });
    expect((await s.botsOf(owner.id)).map((bot) => bot.name)).toEqual(['Mine']);
    expect(
      (await s.meetings(owner)).map((meeting) => [
        meeting.title,
        meeting.organisedByMe,
        meeting.sendBot,
      ]),
    ).toEqual([
      ['Mine', true, true],
      ['Theirs', false, false],
    ]);
  });

  it('does not make again a bot its owner deleted by hand', async () => {
    const owner = await s.userWith(2);
    const feed = s.feed([{ uid: 'sync', start: s.at(24), title: 'Sync', link: MEET }]);
    const cal = await s.connected(owner, feed.url, { autoJoin: 'all', agentId: owner.agentId });
    const [bot] = await s.botsOf(owner.id);
    const deleted = await s.api(`/api/meeting-bot/delete/${bot!.botId}`, {
      token: owner.token,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect((await s.meetings(owner))[0]).toMatchObject({ sendBot: false, sendBotChoice: false });
    await s.sync(owner, cal.id);
    expect(await s.botsOf(owner.id)).toEqual([]);
    expect((await s.storedMeetings(cal.id))[0]).toMatchObject({
      botId: null,
      sendBotChoice: false,
    });
  });

  it('forgets every calendar and meeting of a deleted account, its bots with it', async () => {
    const owner = await s.userWith(2);
    const feed = s.feed([{ uid: 'sync', start: s.at(24), title: 'Sync', link: MEET }]);
    const cal = await s.connected(owner, feed.url, { autoJoin: 'all', agentId: owner.agentId });
    expect(await s.botsOf(owner.id)).toHaveLength(1);
    const deleted = await s.api('/api/user', {
      token: owner.token,
      method: 'DELETE',
      json: { confirmation: 'DELETE' },
    });
    expect(deleted.status).toBe(200);
    expect(await s.storedCalendar(cal.id)).toBeUndefined();
    expect(await s.storedMeetings(cal.id)).toEqual([]);
    expect(await s.botsOf(owner.id)).toEqual([]);
    const hits = feed.hits().length;
    s.clock.advance(60 * 60_000);
    await s.drained();
    expect(feed.hits()).toHaveLength(hits);
  });
});
