/**
 * The Settings page's account changes over HTTP on each test database. Local accounts: a new name
 * everywhere at once, a blank one refused; a new e-mail address only once the link mailed to it is
 * opened; a new password that ends the other sessions, with a wrong current password refused; and
 * deleting the account, which removes every row the product keeps for the user (and their stored
 * file, and takes their bot out of its call) while another user's stay, and which is refused while
 * a paid subscription renews or an organisation would lose its last admin. Clerk: deletion through
 * its Backend API, under the same refusals.
 */
import {
  ACCOUNT_DELETION_REFUSALS,
  ACCOUNT_DELETION_UNCONFIRMED,
  NAME_MESSAGES,
} from '@convene/domain/account';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscription } from '../src/billing/schema.js';
import type { Schemas } from '../src/contract/schemas.js';
import { mailOutbox, organization, profile } from '../src/db/schema.js';
import { meetingBot } from '../src/meeting-bots/schema.js';
import { simulatedMeeting } from '../src/providers/meeting-bots/simulator-schema.js';
import { accountFootprints } from './support/account-footprint.js';
import { signIn, signUp, uniqueEmail, verifyEmail, onTeamsPlan } from './support/accounts.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { clerkAuthOf, startFakeClerk, type FakeClerk } from './support/fake-clerk.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type UserDetails = Schemas['UserDetails'];

/** DELETE /user as the settings page sends it, confirmed with the word. */
const confirmed = { method: 'DELETE', json: { confirmation: 'DELETE' } };
type Outbox = Schemas['MailOutboxResponse'];

describe.each(testDatabases)('account settings on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;
  const db = () => server.app.db;

  beforeAll(async () => {
    database = await kind.create();
    // Meetings long enough that a bot is still in its call when its owner's account goes.
    server = await startServer(database.config, {
      meetingBots: {
        kind: 'simulator',
        joinSeconds: 0.2,
        meetingSeconds: 600,
      },
    });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  const details = async (token: string) =>
    (await api<UserDetails>('/api/user', { token })).body.user;
  const outbox = async (token: string) =>
    (await api<Outbox>('/api/mail/outbox', { token })).body.messages;
  const signInStatus = async (email: string, password: string) =>
    (await api('/api/auth/sign-in/email', { json: { email, password } })).status;

  it('changes the name at once, and refuses a blank or over-long one', async () => {
    const ada = await signUp(api, 'Ada');
    const changed = await api('/api/auth/update-user', {
      token: ada.token,
      json: { name: '  Ada Lovelace  ' },
    });
    expect(changed.status).toBe(200);
    expect((await details(ada.token)).userName).toBe('Ada Lovelace');
    const current = await api<{ user: { name: string } }>('/api/auth/get-session', {
      token: ada.token,
    });
    expect(current.body.user.name).toBe('Ada Lovelace');

    for (const [name, message] of [
      ['   ', NAME_MESSAGES.required],
      ['a'.repeat(101), NAME_MESSAGES.tooLong],
    ] as const) {
      const refused = await api<{ message: string }>('/api/auth/update-user', {
        token: ada.token,
        json: { name },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(message);
    }
    expect((await details(ada.token)).userName).toBe('Ada Lovelace');
    // Signing up is held to the same rule.
    const blank = await api('/api/auth/sign-up/email', {
      json: { name: ' ', email: uniqueEmail('blank'), password: 'correct-horse-battery' },
    });
    expect(blank.status).toBe(400);
  });

  it('changes the e-mail address only once the link mailed to the new one is opened', async () => {
    const grace = await signUp(api, 'Grace');
    await verifyEmail(api, grace);
    const newEmail = uniqueEmail('grace.new');
    const asked = await api('/api/auth/change-email', {
      token: grace.token,
      json: { newEmail },
    });
    expect(asked.status).toBe(200);

    // Nothing changed yet: the old address still signs in, the new one does not.
    let user = await details(grace.token);
    expect(user).toMatchObject({ email: grace.email, pendingEmail: newEmail });
    expect(await signInStatus(newEmail, grace.password)).toBe(401);
    expect(await signInStatus(grace.email, grace.password)).toBe(200);

    // The link goes to the new address only; the current one is told, without it.
    const messages = await outbox(grace.token);
    const confirm = messages.find((m) => m.to === newEmail);
    expect(confirm?.subject).toBe('Confirm your new e-mail address for Convene');
    expect(confirm?.url).toContain('/api/auth/verify-email?token=');
    expect(confirm?.text).toContain(confirm?.url);
    const notice = messages.find((m) => m.to === grace.email && m.subject.includes('about to'));
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toContain(confirm?.url);

    const link = new URL(confirm?.url ?? '');
    const opened = await api(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(302);
    expect(opened.headers.get('location')).toBe('/dashboard?email-verified=1');

    user = await details(grace.token);
    expect(user).toMatchObject({ email: newEmail, pendingEmail: null });
    const [row] = await db().select().from(profile).where(eq(profile.userId, grace.id));
    expect(row?.email).toBe(newEmail);
    const current = await api<{ user: { email: string; emailVerified: boolean } }>(
      '/api/auth/get-session',
      { token: grace.token },
    );
    expect(current.body.user).toMatchObject({ email: newEmail, emailVerified: true });
    expect(await signInStatus(grace.email, grace.password)).toBe(401);
    expect(await signInStatus(newEmail, grace.password)).toBe(200);
  });

  it("asks for another account's address like any other, mailing and changing nothing", async () => {
    const owner = await signUp(api, 'Owner');
    const other = await signUp(api, 'Other');
    const mailedToOther = async () =>
      (
        await db()
          .select({ sent: count() })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, other.email.toLowerCase()))
      )[0]?.sent;
    const before = await mailedToOther();
    const asked = await api('/api/auth/change-email', {
      token: owner.token,
      json: { newEmail: other.email },
    });
    expect(asked.status).toBe(200);
    expect(await mailedToOther()).toBe(before);
    expect(await details(owner.token)).toMatchObject({ email: owner.email, pendingEmail: null });
  });

  it('changes the password after checking the current one, and ends the other sessions', async () => {
    const linus = await signUp(api, 'Linus');
    const elsewhere = await signIn(api, linus.email, linus.password);
    const change = (currentPassword: string, newPassword: string) =>
      api<{ token: string | null; message?: string }>('/api/auth/change-password', {
        token: linus.token,
        json: { currentPassword, newPassword, revokeOtherSessions: true },
      });

    const wrong = await change('not-the-password', 'a-brand-new-secret');
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Invalid password');
    expect((await change(linus.password, 'short')).status).toBe(400);
    expect(await signInStatus(linus.email, linus.password)).toBe(200);

    const changed = await change(linus.password, 'a-brand-new-secret');
    expect(changed.status).toBe(200);
    const newToken = changed.headers.get('set-auth-token');
    expect(newToken).toBeTruthy();
    expect((await api('/api/user', { token: newToken })).status).toBe(200);
    for (const old of [linus.token, elsewhere])
      expect((await api('/api/user', { token: old })).status).toBe(401);
    expect(await signInStatus(linus.email, linus.password)).toBe(401);
    expect(await signInStatus(linus.email, 'a-brand-new-secret')).toBe(200);
  });

  const { botsOf, footprint, expectUntouched, tablesHolding, storedFiles, busyAccount } =
    accountFootprints(() => ({ server, api }));

  it("deletes the account with everything in it, and nobody else's", async () => {
    const { account: tara, liveBotId } = await busyAccount('Tara');
    const { account: uma } = await busyAccount('Uma');
    const [live] = await db()
      .select({ status: meetingBot.status, providerBotId: meetingBot.providerBotId })
      .from(meetingBot)
      .where(eq(meetingBot.botId, liveBotId));
    expect(live?.status).toBe('in_call');
    const umaBefore = await footprint(uma.id);
    const taraBots = await botsOf(tara.id);
    for (const [part, rows] of Object.entries(umaBefore))
      // A live meeting's partials, and the agent's greeting, may not have come yet.
      if (!['memberships', 'livePartials', 'agentTurns', 'agentSpeech'].includes(part))
        expect(rows, part).toBeGreaterThan(0);
    expect(storedFiles(tara.id)).not.toEqual([]);

    const deleted = await api('/api/user', { token: tara.token, ...confirmed });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true });
    await server.app.jobs.drained();

    const gone = await footprint(tara.id, taraBots);
    expect(gone).toEqual(Object.fromEntries(Object.keys(gone).map((part) => [part, 0])));
    // And any table keyed by a user, including one added after this test was written.
    expect(await tablesHolding(tara.id)).toEqual([]);
    expect(await tablesHolding(uma.id)).not.toEqual([]);
    expect(storedFiles(tara.id)).toEqual([]);
    // The bot in the call was taken out of it.
    const [meeting] = await db()
      .select({ status: simulatedMeeting.status })
      .from(simulatedMeeting)
      .where(eq(simulatedMeeting.providerBotId, live!.providerBotId!));
    expect(meeting?.status).toBe('ended');

    expect((await api('/api/user', { token: tara.token })).status).toBe(401);
    expect(await signInStatus(tara.email, tara.password)).toBe(401);
    expectUntouched(await footprint(uma.id), umaBefore);
    expect(storedFiles(uma.id)).not.toEqual([]);
  }, 90_000);

  it('refuses while a paid subscription renews, and deletes once it is cancelled', async () => {
    const vera = await signUp(api, 'Vera');
    const created = await api<Schemas['CreateSubscriptionResponse']>('/api/subscription/create', {
      token: vera.token,
      json: { plan: 'pro', userId: vera.id },
    });
    expect(created.status).toBe(200);
    const { subscriptionId } = created.body;
    const paid = await api<Schemas['SandboxPaymentResponse']>('/api/payments/sandbox/pay', {
      token: vera.token,
      json: { subscriptionId },
    });
    expect(paid.status).toBe(200);
    const verified = await api('/api/subscription/verify-subscription', {
      token: vera.token,
      json: { subscriptionId },
    });
    expect(verified.status).toBe(200);
    expect((await details(vera.token)).publicMetadata).toMatchObject({
      plan: 'pro',
      status: 'active',
    });

    const refused = await api('/api/user', { token: vera.token, ...confirmed });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error: ACCOUNT_DELETION_REFUSALS.subscription,
    });
    expect((await footprint(vera.id)).profile).toBe(1);
    expect((await api('/api/user', { token: vera.token })).status).toBe(200);

    expect((await api('/api/subscription/cancel', { token: vera.token })).status).toBe(200);
    expect((await api('/api/user', { token: vera.token, ...confirmed })).status).toBe(200);
    expect(await db().select().from(subscription).where(eq(subscription.userId, vera.id))).toEqual(
      [],
    );
  });

  it('refuses the last admin of an organisation with other members', async () => {
    const kiran = await signUp(api, 'Kiran');
    const bina = await signUp(api, 'Bina');
    for (const account of [kiran, bina]) await verifyEmail(api, account);
    await onTeamsPlan(db(), kiran);
    const org = await api<{ id: string }>('/api/auth/organization/create', {
      token: kiran.token,
      json: { name: 'Acme Research', slug: `acme-${Date.now()}` },
    });
    expect(org.status).toBe(200);
    const invited = await api<Schemas['OrganisationInvitationResponse']>(
      `/api/org/${org.body.id}/invitations`,
      { token: kiran.token, json: { email: bina.email, role: 'org:member' } },
    );
    expect(invited.status).toBe(201);
    const accepted = await api('/api/auth/organization/accept-invitation', {
      token: bina.token,
      json: { invitationId: invited.body.invitation.id },
    });
    expect(accepted.status).toBe(200);

    const refused = await api('/api/user', { token: kiran.token, ...confirmed });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error: ACCOUNT_DELETION_REFUSALS.lastAdmin('Acme Research'),
    });

    // A member may go; then the admin, alone, may too, and the empty organisation goes with them.
    expect((await api('/api/user', { token: bina.token, ...confirmed })).status).toBe(200);
    expect((await api('/api/user', { token: kiran.token, ...confirmed })).status).toBe(200);
    expect(await db().select().from(organization).where(eq(organization.id, org.body.id))).toEqual(
      [],
    );
  });

  it('limits e-mail change requests per new address like the other account e-mails', async () => {
    const limited = await startServer(database.config, {
      authAttempts: { perEmail: 2, perAddress: 1000, windowMinutes: 15 },
    });
    try {
      const call = client(limited.baseUrl);
      const wren = await signUp(call, 'Wren');
      const newEmail = uniqueEmail('wren.new');
      const ask = () =>
        call<{ error?: string }>('/api/auth/change-email', {
          token: wren.token,
          json: { newEmail },
        });
      expect((await ask()).status).toBe(200);
      expect((await ask()).status).toBe(200);
      const third = await ask();
      expect(third.status).toBe(429);
      expect(third.body.error).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
    } finally {
      await limited.app.close();
    }
  });

  it('refuses a deletion without a token, or not confirmed by the word or the address', async () => {
    expect((await api('/api/user', confirmed)).status).toBe(401);
    const zoe = await signUp(api, 'Zoe');
    for (const confirmation of ['', 'delete', 'someone.else@example.com']) {
      const refused = await api('/api/user', {
        token: zoe.token,
        method: 'DELETE',
        json: { confirmation },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ success: false, error: ACCOUNT_DELETION_UNCONFIRMED });
    }
    expect((await api('/api/user', { token: zoe.token, method: 'DELETE' })).status).toBe(400);
    expect((await api('/api/user', { token: zoe.token })).status).toBe(200);
    const byAddress = await api('/api/user', {
      token: zoe.token,
      method: 'DELETE',
      json: { confirmation: zoe.email.toUpperCase() },
    });
    expect(byAddress.status).toBe(200);
  });
});

describe.each(testDatabases)('account deletion with Clerk on $name', (kind) => {
  let clerk: FakeClerk;
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;
  const priya = {
    id: 'user_priya',
    firstName: 'Priya',
    lastName: 'Nair',
    email: 'priya@example.com',
  };
  const tomas = {
    id: 'user_tomas',
    firstName: 'Tomas',
    lastName: 'Berg',
    email: 'tomas@example.com',
  };

  beforeAll(async () => {
    clerk = await startFakeClerk();
    for (const person of [priya, tomas]) clerk.users.set(person.id, person);
    clerk.organisations.set('org_acme', [
      { userId: priya.id, role: 'org:admin' },
      { userId: tomas.id, role: 'org:member' },
    ]);
    database = await kind.create();
    server = await startServer(database.config, { auth: clerkAuthOf(clerk) });
    api = client(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
    await clerk?.close();
  });

  it('refuses the last admin, deletes a member at Clerk and here, and takes no token of theirs after', async () => {
    const asPriya = await clerk.mint({ sub: priya.id });
    const asTomas = await clerk.mint({ sub: tomas.id });
    expect((await api<UserDetails>('/api/user', { token: asTomas })).body.user.pendingEmail).toBe(
      null,
    );
    expect((await api('/api/user', { token: asPriya })).status).toBe(200);

    const refused = await api('/api/user', { token: asPriya, ...confirmed });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      error: ACCOUNT_DELETION_REFUSALS.lastAdmin('Clerk Org'),
    });
    expect(clerk.users.has(priya.id)).toBe(true);

    expect((await api('/api/user', { token: asTomas, ...confirmed })).status).toBe(200);
    expect(clerk.users.has(tomas.id)).toBe(false);
    expect(await server.app.db.select().from(profile).where(eq(profile.userId, tomas.id))).toEqual(
      [],
    );
    // The session token is still within its minute, but Clerk no longer knows the user.
    expect((await api('/api/user', { token: asTomas })).status).toBe(401);
    expect(await server.app.db.select().from(profile).where(eq(profile.userId, tomas.id))).toEqual(
      [],
    );

    // Alone in the organisation now, the admin may go too.
    expect((await api('/api/user', { token: asPriya, ...confirmed })).status).toBe(200);
    expect(clerk.users.has(priya.id)).toBe(false);
  });
});
