/**
 * A bot sent through the Recall.ai adapter against a fake Recall, with Recall's signed webhooks
 * posted to the server's own route: the Standard Webhooks signature is checked over the exact
 * bytes received, a forged or altered delivery is refused with nothing changed, a redelivery is
 * applied once, and the ended meeting is fetched from Recall, stored and charged.
 */
import { creditsForCall } from '@convene/domain/meeting-bots';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiAgent } from '../src/agents/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { meetingBot, meetingBotEvent } from '../src/meeting-bots/schema.js';
import { signUp } from './support/accounts.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { startFakeRecall, type FakeRecall, type WebhookRequest } from './support/fake-recall.js';
import { expectLedgerMatchesBalance, giveCredits } from './support/ledger.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type Bot = Schemas['MeetingBot'];

describe.each(testDatabases)('Recall.ai bots through the webhook route on $name', (kind) => {
  let database: TestDatabase;
  let fake: FakeRecall;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    database = await kind.create();
    fake = await startFakeRecall();
    server = await startServer(database.config, {
      meetingBots: {
        kind: 'recall',
        apiKey: fake.apiKey,
        baseUrl: fake.baseUrl,
        webhookSecret: fake.webhookSecret,
      },
    });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await fake?.close();
    await database?.drop();
  });

  /** Posts a delivery's exact bytes, as Recall sends them. */
  async function deliver({ headers, rawBody }: WebhookRequest): Promise<number> {
    const response = await fetch(`${server.baseUrl}/api/webhooks/recall`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: rawBody,
    });
    await response.text();
    return response.status;
  }

  const stored = async (botId: string) =>
    (await server.app.db.select().from(meetingBot).where(eq(meetingBot.botId, botId)))[0]!;

  it('joins, is applied once per delivery, refuses forgeries, and is charged once done', async () => {
    const db = server.app.db;
    const owner = await signUp(api, 'Recaller');
    await giveCredits(db, owner.id, 1);
    const [agent] = await db
      .insert(aiAgent)
      .values({
        userId: owner.id,
        name: 'Notes',
        greetingMessage: 'Hi all',
        prompt: 'Take notes.',
        voice: 'male',
        mode: 'active',
      })
      .returning({ id: aiAgent.id });
    const created = await api<{ bot: Bot }>('/api/meeting-bot/create', {
      token: owner.token,
      json: { name: 'Sync', meetingUrl: 'https://zoom.us/j/123456789?pwd=abc', agentId: agent!.id },
    });
    expect(created.status).toBe(201);
    expect(created.body.bot.simulated).toBe(false);
    const { botId } = created.body.bot;
    await server.app.jobs.drained();
    const { providerBotId } = await stored(botId);
    expect(fake.bots.get(providerBotId!)?.metadata).toMatchObject({ botId });

    const joinedAt = new Date(Date.now() - 90_000);
    const inCall = fake.setStatus(providerBotId!, 'in_call_recording', { at: joinedAt });
    // The same JSON re-spaced: a signature checked over re-serialised JSON would not notice.
    const respaced = { ...inCall, rawBody: JSON.stringify(JSON.parse(inCall.rawBody), null, 2) };
    const forged = fake.setStatus(providerBotId!, 'in_call_recording', {
      at: joinedAt,
      sign: { secret: `whsec_${Buffer.from('another secret').toString('base64')}` },
    });
    expect(await deliver(respaced)).toBe(401);
    expect(await deliver(forged)).toBe(401);
    expect(await stored(botId)).toMatchObject({ status: 'joining', joinedAt: null });

    expect(await deliver(inCall)).toBe(200);
    expect(await deliver(inCall)).toBe(200);
    expect(await stored(botId)).toMatchObject({ status: 'in_call', joinedAt });
    const applied = await db
      .select()
      .from(meetingBotEvent)
      .where(eq(meetingBotEvent.eventId, inCall.headers['webhook-id']!));
    expect(applied).toHaveLength(1);

    fake.finishRecording(providerBotId!, {
      transcript: [
        {
          participant: {
            id: 1,
            name: 'Alice',
            is_host: true,
            platform: 'zoom',
            extra_data: null,
            email: null,
          },
          words: [
            {
              text: 'Decision: ship on Friday.',
              start_timestamp: {
                relative: 1,
                absolute: new Date(joinedAt.getTime() + 1000).toISOString(),
              },
              end_timestamp: null,
            },
          ],
        },
      ],
      participants: [
        { id: 1, name: 'Alice', is_host: true, platform: 'zoom', extra_data: null, email: null },
      ],
    });
    const leftAt = new Date();
    expect(await deliver(fake.setStatus(providerBotId!, 'done', { at: leftAt }))).toBe(200);
    await server.app.jobs.drained();
    const done = await stored(botId);
    expect(done).toMatchObject({ status: 'done', processed: true, leftAt });
    expect(done.creditsCharged).toBe(creditsForCall(leftAt.getTime() - joinedAt.getTime()));
    const details = await api<Schemas['BotDetails']>(`/api/meeting-bot/${botId}`, {
      token: owner.token,
    });
    expect(details.body.participants).toEqual([{ participant: { name: 'Alice' } }]);
    await expectLedgerMatchesBalance(db);
  });

  it('refuses a webhook body over the body limit before reading more of it', async () => {
    const response = await fetch(`${server.baseUrl}/api/webhooks/recall`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(1_100_000) }),
    });
    expect(response.status).toBe(413);
  });

  it('refuses the Attendee route while Recall runs the bots', async () => {
    const response = await fetch(`${server.baseUrl}/api/webhooks/attendee`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });
});
