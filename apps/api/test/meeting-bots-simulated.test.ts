/**
 * A bot on the embedded simulator from creation to done, as a person would watch it: it joins,
 * the simulated meeting ends on its own, the meeting is processed, the call is charged per
 * started minute, and the bot's transcript, participants and notes are there for its owner only.
 */
import { creditsForCall } from '@convene/domain/meeting-bots';
import { describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { storeAgent } from './support/agents.js';
import { signUp } from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { expectLedgerMatchesBalance, giveCredits } from './support/ledger.js';
import { serverPerSuite } from './support/server.js';

type Bot = Schemas['MeetingBot'];

describe.each(testDatabases)('a simulated meeting on $name', (kind) => {
  const suite = serverPerSuite(kind);

  it('goes from scheduled to done, charged for its time in the call, with its meeting stored', async () => {
    const { api } = suite;
    const db = suite.server.app.db;
    const owner = await signUp(api, 'Watcher');
    const stranger = await signUp(api, 'Stranger');
    await giveCredits(db, owner.id, 1);
    const agentId = await storeAgent(db, owner.id);
    const created = await api<{ bot: Bot }>('/api/meeting-bot/create', {
      token: owner.token,
      json: {
        name: 'Standup',
        meetingUrl: 'https://meet.google.com/abc-defg-hij',
        agentId,
      },
    });
    expect(created.status).toBe(201);
    const { botId } = created.body.bot;

    const seen = new Set<string>();
    let bot: Bot | undefined;
    for (let waited = 0; waited < 60_000; waited += 100) {
      const got = await api<{ bot: Bot }>(`/api/meeting-bot/get/${botId}`, { token: owner.token });
      bot = got.body.bot;
      seen.add(bot.status);
      if (bot.status === 'done' || bot.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(bot).toMatchObject({ status: 'done', simulated: true, failureReason: null });
    expect(seen.has('in_call') || seen.has('ended') || seen.has('processing')).toBe(true);
    const inCall = Date.parse(bot!.leftAt!) - Date.parse(bot!.joinedAt!);
    expect(bot!.creditsCharged).toBe(creditsForCall(inCall));
    expect(bot!.creditsCharged).toBeGreaterThan(0);

    const details = await api<Schemas['BotDetails']>(`/api/meeting-bot/${botId}`, {
      token: owner.token,
    });
    expect(details.status).toBe(200);
    expect(details.body.bot).toMatchObject({ id: botId, processed: true });
    expect(details.body.transcript.length).toBeGreaterThan(0);
    expect(details.body.participants.length).toBeGreaterThan(0);
    // The notes find the script's decision, action item and open question, and say it was simulated.
    const notes = details.body.notes?.content ?? '';
    expect(notes).toMatch(
      /## Summary\n\n- \[\d\d:\d\d\] Priya \(simulated\): This is a simulated meeting/,
    );
    expect(notes).toContain('Decision: we release on Thursday.');
    expect(notes).toMatch(
      /Alex, please send the schema change for review by Wednesday\..*Owner: Alex/,
    );
    expect(notes).toContain('One open question: do we keep the old search running');
    expect((await api(`/api/meeting-bot/${botId}`, { token: stranger.token })).status).toBe(404);
    expect((await api(`/api/meeting-bot/get/${botId}`, { token: stranger.token })).status).toBe(
      404,
    );
    await expectLedgerMatchesBalance(db);
  }, 90_000);
});
