import { eq } from 'drizzle-orm';
import { generateKeyPair } from 'jose';
import type { FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClerkClient } from '@clerk/backend';
import { clerkAuthAdapter, ORGANISATION_CREATION_RECHECK_MS } from '../src/providers/auth/clerk.js';
import { openDatabase, type OpenDatabase } from '../src/db/index.js';
import { DEFAULT_MIGRATIONS_FOLDER } from '../src/config.js';
import { profile } from '../src/db/schema.js';
import { profileRecords } from '../src/users/profiles.js';
import { onTeamsPlan } from './support/accounts.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { mintWith, clerkAuthOf, startFakeClerk, type FakeClerk } from './support/fake-clerk.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

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
const outsider = {
  id: 'user_outsider',
  firstName: 'Out',
  lastName: 'Sider',
  email: 'out@example.com',
};

describe.each(testDatabases)('Clerk auth on $name', (kind) => {
  let clerk: FakeClerk;
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;

  beforeAll(async () => {
    clerk = await startFakeClerk();
    for (const user of [priya, tomas, outsider]) clerk.users.set(user.id, user);
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

  it('accepts a valid session token and names the user from Clerk on first sight', async () => {
    const token = await clerk.mint({
      sub: priya.id,
      v: 2,
      o: { id: 'org_acme', rol: 'admin', slg: 'acme' },
    });
    const response = await api<{ user: { id: string; userName: string; email: string } }>(
      '/api/user',
      {
        token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      id: priya.id,
      userName: 'Priya Nair',
      email: priya.email,
    });
  });

  it('tells Clerk that a person off the Teams plan may not create organisations, once', async () => {
    const token = await clerk.mint({ sub: outsider.id });
    for (let visit = 0; visit < 3; visit++)
      expect((await api('/api/user', { token })).status).toBe(200);
    await vi.waitFor(() =>
      expect(clerk.users.get(outsider.id)?.createOrganizationEnabled).toBe(false),
    );
    expect(clerk.userUpdates(outsider.id)).toBe(1);
  });

  it('refuses an expired token and one signed with another key', async () => {
    const longAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = await clerk.mint(
      { sub: priya.id },
      { issuedAt: longAgo, expiresAt: longAgo + 60 },
    );
    expect((await api('/api/user', { token: expired })).status).toBe(401);

    const { privateKey: otherKey } = await generateKeyPair('RS256');
    const forged = await mintWith(otherKey, { sub: priya.id });
    const response = await api('/api/user', { token: forged });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ success: false, error: 'Unauthorized' });
  });

  it('reads organisation members from the Clerk Backend API, for its admins only', async () => {
    const memberToken = await clerk.mint({
      sub: tomas.id,
      v: 2,
      o: { id: 'org_acme', rol: 'member' },
    });
    expect((await api('/api/org/org_acme', { token: memberToken })).status).toBe(403);
    const token = await clerk.mint({ sub: priya.id, v: 2, o: { id: 'org_acme', rol: 'admin' } });
    const org = await api<{ org: { members: unknown[] } }>('/api/org/org_acme', { token });
    expect(org.status).toBe(200);
    expect(org.body.org.members).toEqual([
      {
        memberName: 'Priya Nair',
        email: priya.email,
        role: 'org:admin',
        memberPlan: 'free',
        memberId: priya.id,
      },
      {
        memberName: 'Tomas Berg',
        email: tomas.email,
        role: 'org:member',
        memberPlan: 'free',
        memberId: tomas.id,
      },
    ]);

    const outsiderToken = await clerk.mint({ sub: outsider.id });
    expect((await api('/api/org/org_acme', { token: outsiderToken })).status).toBe(403);
    expect((await api('/api/org/org_missing', { token: outsiderToken })).status).toBe(404);
  });

  it('invites, revokes, re-roles and removes through the Clerk Backend API, for admins only, keeping an admin', async () => {
    const admin = await clerk.mint({ sub: priya.id, v: 2, o: { id: 'org_acme', rol: 'admin' } });
    const member = await clerk.mint({ sub: tomas.id, v: 2, o: { id: 'org_acme', rol: 'member' } });
    const invite = (token: string) =>
      api<{ invitation: { id: string; email: string; role: string } }>(
        '/api/org/org_acme/invitations',
        { token, json: { email: 'new.hire@example.com', role: 'org:member' } },
      );
    expect((await invite(member)).status).toBe(403);
    const invited = await invite(admin);
    expect(invited.status).toBe(201);
    expect(invited.body.invitation).toMatchObject({
      email: 'new.hire@example.com',
      role: 'org:member',
    });
    const sent = clerk.invitations.get('org_acme')?.[0];
    expect(sent).toMatchObject({ inviterUserId: priya.id });
    expect(sent?.redirectUrl).toMatch(/\/organizations$/);
    expect((await invite(admin)).status).toBe(409);

    const listed = await api<{ invitations: { id: string }[] }>('/api/org/org_acme/invitations', {
      token: admin,
    });
    expect(listed.body.invitations.map((i) => i.id)).toEqual([invited.body.invitation.id]);
    const revoke = `/api/org/org_acme/invitations/${invited.body.invitation.id}`;
    expect((await api(revoke, { token: member, method: 'DELETE' })).status).toBe(403);
    expect((await api(revoke, { token: admin, method: 'DELETE' })).status).toBe(200);
    expect(clerk.invitations.get('org_acme')?.[0]?.status).toBe('revoked');
    expect((await api(revoke, { token: admin, method: 'DELETE' })).status).toBe(404);

    const demoteSelf = await api(`/api/org/org_acme/members/${priya.id}`, {
      token: admin,
      method: 'PATCH',
      json: { role: 'org:member' },
    });
    expect(demoteSelf.status).toBe(409);
    const promoted = await api(`/api/org/org_acme/members/${tomas.id}`, {
      token: admin,
      method: 'PATCH',
      json: { role: 'org:admin' },
    });
    expect(promoted.status).toBe(200);
    expect(clerk.organisations.get('org_acme')?.find((m) => m.userId === tomas.id)?.role).toBe(
      'org:admin',
    );
    const removed = await api<{ org: { members: { memberId: string }[] } }>(
      `/api/org/org_acme/members/${tomas.id}`,
      { token: admin, method: 'DELETE' },
    );
    expect(removed.status).toBe(200);
    expect(removed.body.org.members.map((m) => m.memberId)).toEqual([priya.id]);
    // Put Tomas back as a member for the suites that share the fake.
    clerk.organisations.get('org_acme')?.push({ userId: tomas.id, role: 'org:member' });
  });
});

describe('Clerk caller resolution', () => {
  let clerk: FakeClerk;
  let database: OpenDatabase;
  let resolve: (token: string) => ReturnType<ReturnType<typeof clerkAuthAdapter>['resolveCaller']>;

  beforeAll(async () => {
    clerk = await startFakeClerk();
    clerk.users.set(priya.id, priya);
    database = await openDatabase({ kind: 'pglite' }, DEFAULT_MIGRATIONS_FOLDER, (error) => {
      throw error;
    });
    const options = { secretKey: 'sk_test_fake', jwtKey: clerk.jwtKey, apiUrl: clerk.apiUrl };
    const adapter = clerkAuthAdapter(
      options,
      profileRecords(database.db),
      createClerkClient(options),
    );
    resolve = (token) =>
      adapter.resolveCaller({
        headers: { authorization: `Bearer ${token}` },
        log: { debug() {}, warn() {} },
      } as unknown as FastifyRequest);
  });
  afterAll(async () => {
    await database?.close();
    await clerk?.close();
  });

  it('reads v2 organisation claims, mapping admin to org:admin', async () => {
    const token = await clerk.mint({ sub: priya.id, v: 2, o: { id: 'org_1', rol: 'admin' } });
    expect(await resolve(token)).toEqual({
      userId: priya.id,
      orgId: 'org_1',
      orgRole: 'org:admin',
    });
  });

  it('reads v1 organisation claims', async () => {
    const token = await clerk.mint({ sub: priya.id, org_id: 'org_2', org_role: 'org:member' });
    expect(await resolve(token)).toEqual({
      userId: priya.id,
      orgId: 'org_2',
      orgRole: 'org:member',
    });
  });

  it('has no organisation without org claims', async () => {
    const token = await clerk.mint({ sub: priya.id });
    expect(await resolve(token)).toEqual({ userId: priya.id, orgId: null, orgRole: null });
  });

  describe('whether the person may create organisations', () => {
    const adapterOn = (apiUrl: string) => {
      const options = { secretKey: 'sk_test_fake', jwtKey: clerk.jwtKey, apiUrl };
      return clerkAuthAdapter(options, profileRecords(database.db), createClerkClient(options));
    };
    const resolveWith = async (adapter: ReturnType<typeof clerkAuthAdapter>) =>
      adapter.resolveCaller({
        headers: { authorization: `Bearer ${await clerk.mint({ sub: priya.id })}` },
        log: { debug() {}, warn() {} },
      } as unknown as FastifyRequest);
    afterEach(() => {
      vi.useRealTimers();
    });

    const mayCreate = (expected: boolean) =>
      vi.waitFor(() => expect(clerk.users.get(priya.id)?.createOrganizationEnabled).toBe(expected));

    it('follows the plan: given with a live Teams plan, taken back when it ends', async () => {
      const adapter = adapterOn(clerk.apiUrl);
      await resolveWith(adapter);
      await mayCreate(false);

      await onTeamsPlan(database.db, { id: priya.id });
      // A process that has not seen them yet tells Clerk at once.
      await resolveWith(adapterOn(clerk.apiUrl));
      await mayCreate(true);

      // This process looks again after a few minutes of their use.
      const updates = clerk.userUpdates(priya.id);
      await resolveWith(adapter);
      expect(clerk.userUpdates(priya.id)).toBe(updates);
      await database.db
        .update(profile)
        .set({ validUntil: new Date(Date.now() - 1000) })
        .where(eq(profile.userId, priya.id));
      vi.useFakeTimers({
        toFake: ['Date'],
        now: Date.now() + ORGANISATION_CREATION_RECHECK_MS + 1,
      });
      await resolveWith(adapter);
      await mayCreate(false);
    });

    it('neither holds up nor locks out the person while Clerk cannot be told', async () => {
      const away = adapterOn('http://127.0.0.1:9');
      expect((await resolveWith(away))?.userId).toBe(priya.id);
    });
  });

  it('verifies through the Backend API JWKS when no CLERK_JWT_KEY is given', async () => {
    const options = { secretKey: 'sk_test_fake', apiUrl: clerk.apiUrl };
    const adapter = clerkAuthAdapter(
      options,
      profileRecords(database.db),
      createClerkClient(options),
    );
    const token = await clerk.mint({ sub: priya.id });
    const caller = await adapter.resolveCaller({
      headers: { authorization: `Bearer ${token}` },
      log: { debug() {}, warn() {} },
    } as unknown as FastifyRequest);
    expect(caller?.userId).toBe(priya.id);
  });
});
