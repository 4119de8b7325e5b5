/**
 * Each person's time zone over HTTP on each test database: none until their browser or Settings
 * gives one (India time meanwhile), set with PATCH /user, an unknown one refused with what to do
 * and the kept one left alone, and another person's untouched; their meetings' notes and Ask AI
 * answers written in it.
 */
import { TIME_ZONE_MESSAGES } from '@convene/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { signUp } from './support/accounts.js';
import { finishedMeeting } from './support/ask-ai-meeting.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type UserDetails = Schemas['UserDetails'];
type Settings = Schemas['UserSettingsResponse'];
type BotDetails = Schemas['BotDetails'];
type Answer = Schemas['AskAiResponse'];

describe.each(testDatabases)('time zones on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config);
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const zoneOf = async (token: string) =>
    (await api<UserDetails>('/api/user', { token })).body.user.timeZone;
  const setZone = (token: string, timeZone: string) =>
    api<Settings & { error: string }>('/api/user', {
      method: 'PATCH',
      token,
      json: { timeZone },
    });

  it('has none until one is given, and keeps the one given', async () => {
    const ada = await signUp(api, 'Ada');
    expect(await zoneOf(ada.token)).toBeNull();

    const set = await setZone(ada.token, 'Europe/London');
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ success: true, timeZone: 'Europe/London' });
    expect(await zoneOf(ada.token)).toBe('Europe/London');

    expect((await setZone(ada.token, 'America/New_York')).status).toBe(200);
    expect(await zoneOf(ada.token)).toBe('America/New_York');
  });

  it('refuses an unknown zone saying what to do, and keeps the one it had', async () => {
    const grace = await signUp(api, 'Grace');
    await setZone(grace.token, 'Asia/Tokyo');
    for (const timeZone of ['Mars/Olympus', '+05:30']) {
      const refused = await setZone(grace.token, timeZone);
      expect(refused.status).toBe(422);
      expect(refused.body.error).toBe(TIME_ZONE_MESSAGES.unknown);
    }
    expect((await setZone(grace.token, '')).status).toBe(400);
    expect(await zoneOf(grace.token)).toBe('Asia/Tokyo');
  });

  it("leaves another person's zone alone", async () => {
    const ada = await signUp(api, 'Ada');
    const alan = await signUp(api, 'Alan');
    await setZone(alan.token, 'Asia/Kolkata');
    await setZone(ada.token, 'Europe/Paris');
    expect(await zoneOf(alan.token)).toBe('Asia/Kolkata');
    expect(await zoneOf(ada.token)).toBe('Europe/Paris');
  });

  it("writes a meeting's notes and Ask AI answers in its owner's zone, naming it", async () => {
    // The meeting starts at 14:00 GMT, 19:30 in India.
    const ada = await signUp(api, 'Ada');
    const alan = await signUp(api, 'Alan');
    await setZone(ada.token, 'Europe/London');
    const notesOf = async (token: string, botId: string) =>
      (await api<BotDetails>(`/api/meeting-bot/${botId}`, { token })).body.notes!.content;
    const ask = (token: string, botId: string) =>
      api<Answer>('/api/ask-ai/', {
        token,
        json: { userQuery: 'What was decided about the launch date?', botId, agentId: '' },
      });

    const london = await finishedMeeting(server.app.db, ada.id);
    const notes = await notesOf(ada.token, london.botId);
    expect(notes).toContain("- [14:05] Tom Becker: Let's move the launch date");
    expect(notes).toContain('_Times are 24-hour Greenwich Mean Time (GMT)._');
    expect((await ask(ada.token, london.botId)).body.answer).toContain(
      '**Tom Becker** (14:05 GMT): "Let\'s move the launch date',
    );

    const india = await finishedMeeting(server.app.db, alan.id);
    expect(await notesOf(alan.token, india.botId)).toContain(
      '_Times are 24-hour India Standard Time (IST)._',
    );
    expect((await ask(alan.token, india.botId)).body.answer).toContain(
      '**Tom Becker** (19:35): "Let\'s move the launch date',
    );
  });

  it('is refused without a session', async () => {
    expect((await api('/api/user', { method: 'PATCH', json: { timeZone: 'UTC' } })).status).toBe(
      401,
    );
  });
});
