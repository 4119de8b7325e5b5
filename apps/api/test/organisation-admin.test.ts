/**
 * Organisations over the contract on each test database, with local accounts: every admin
 * operation answered for no token, an admin of another organisation, a member and the admin,
 * with nothing of the organisation in any refusal; invitations e-mailed and accepted; the last
 * admin kept; a removed member refused at once; Teams seats bought and cancelled by the admin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schemas } from '../src/contract/schemas.js';
import { signUp, uniqueEmail, verifyEmail, type Account, onTeamsPlan } from './support/accounts.js';
import { testDatabases, type TestDatabase } from './support/databases.js';
import { client, startServer, type Client, type TestServer } from './support/server.js';

type Members = Schemas['OrganisationResponse'];
type Invitations = Schemas['OrganisationInvitationList'];

describe.each(testDatabases)('organisation admin on $name', (kind) => {
  let database: TestDatabase;
  let server: TestServer;
  let api: Client;
  let admin: Account;
  let member: Account;
  let outsider: Account;
  let orgId: string;

  async function createOrganisation(owner: Account, name: string): Promise<string> {
    const created = await api<{ id: string }>('/api/auth/organization/create', {
      token: owner.token,
      json: { name, slug: `${name.toLowerCase().replaceAll(' ', '-')}-${Date.now()}` },
    });
    expect(created.status).toBe(200);
    return created.body.id;
  }

  async function setActive(account: Account, organizationId: string | null) {
    const active = await api('/api/auth/organization/set-active', {
      token: account.token,
      json: { organizationId },
    });
    expect(active.status).toBe(200);
  }

  /** Invites through the API, then accepts as Better Auth's invitee would, from the e-mailed id. */
  async function join(invitee: Account, role: 'org:admin' | 'org:member' = 'org:member') {
    const invited = await api<Schemas['OrganisationInvitationResponse']>(
      `/api/org/${orgId}/invitations`,
      { token: admin.token, json: { email: invitee.email, role } },
    );
    expect(invited.status).toBe(201);
    const accepted = await api('/api/auth/organization/accept-invitation', {
      token: invitee.token,
      json: { invitationId: invited.body.invitation.id },
    });
    expect(accepted.status).toBe(200);
  }

  beforeAll(async () => {
    database = await kind.create();
    server = await startServer(database.config);
    api = client(server.baseUrl);
    admin = await signUp(api, 'Kiran');
    member = await signUp(api, 'Bina');
    outsider = await signUp(api, 'Olu');
    for (const account of [admin, member, outsider]) await verifyEmail(api, account);
    for (const owner of [admin, outsider]) await onTeamsPlan(server.app.db, owner);
    orgId = await createOrganisation(admin, 'Acme Research');
    await createOrganisation(outsider, 'Other Co');
    await join(member);
    await setActive(admin, orgId);
    await setActive(member, orgId);
  });
  afterAll(async () => {
    await server?.close();
    await database?.drop();
  });

  /** Every admin operation, as a request any caller can make. */
  const operations = () => [
    { name: 'read members', path: `/api/org/${orgId}` },
    { name: 'list invitations', path: `/api/org/${orgId}/invitations` },
    {
      name: 'invite',
      path: `/api/org/${orgId}/invitations`,
      json: { email: uniqueEmail('matrix'), role: 'org:member' },
    },
    { name: 'revoke', path: `/api/org/${orgId}/invitations/nonexistent`, method: 'DELETE' },
    {
      name: 'change a role',
      path: `/api/org/${orgId}/members/${member.id}`,
      method: 'PATCH',
      json: { role: 'org:member' },
    },
    { name: 'remove', path: `/api/org/${orgId}/members/${outsider.id}`, method: 'DELETE' },
  ];

  it('answers the role matrix for every operation, leaking nothing to those refused', async () => {
    for (const operation of operations()) {
      const as = (account: Account | null) =>
        api(operation.path, {
          token: account?.token ?? null,
          ...(operation.json ? { json: operation.json } : {}),
          ...(operation.method ? { method: operation.method } : {}),
        });
      const refusals = [
        [await as(null), 401],
        [await as(outsider), 403],
        [await as(member), 403],
      ] as const;
      for (const [response, status] of refusals) {
        expect(response.status, `${operation.name}`).toBe(status);
        const text = JSON.stringify(response.body);
        expect(text).not.toContain(admin.email);
        expect(text).not.toContain(member.email);
        expect(text).not.toContain('Acme Research');
      }
      const allowed = await as(admin);
      // The admin's own request succeeds, or is refused for what it names (no such invitation or member).
      expect([200, 201, 404], operation.name).toContain(allowed.status);
    }
  });

  it('lists members with their plans for the admin', async () => {
    const listed = await api<Members>(`/api/org/${orgId}`, { token: admin.token });
    expect(listed.body.org.members).toEqual([
      expect.objectContaining({ memberId: admin.id, role: 'org:admin', memberPlan: 'teams' }),
      expect.objectContaining({ memberId: member.id, role: 'org:member', memberPlan: 'free' }),
    ]);
  });

  it('e-mails an invitation, lists it as pending, refuses it twice, and revokes it', async () => {
    const email = uniqueEmail('chandra');
    const invited = await api<Schemas['OrganisationInvitationResponse']>(
      `/api/org/${orgId}/invitations`,
      { token: admin.token, json: { email, role: 'org:admin' } },
    );
    expect(invited.status).toBe(201);
    expect(invited.body.invitation).toMatchObject({ email, role: 'org:admin', status: 'pending' });
    const again = await api(`/api/org/${orgId}/invitations`, {
      token: admin.token,
      json: { email: email.toUpperCase(), role: 'org:member' },
    });
    expect(again.status).toBe(409);
    const existing = await api(`/api/org/${orgId}/invitations`, {
      token: admin.token,
      json: { email: member.email, role: 'org:member' },
    });
    expect(existing.status).toBe(409);

    const chandra = await signUp(api, 'Chandra', email);
    const outbox = await api<{ messages: { subject: string; url: string }[] }>('/api/mail/outbox', {
      token: chandra.token,
    });
    const mail = outbox.body.messages.find((m) => m.subject.includes('Acme Research'));
    expect(mail?.url).toContain(`/organizations?invitationId=${invited.body.invitation.id}`);

    const pending = await api<Invitations>(`/api/org/${orgId}/invitations`, { token: admin.token });
    expect(pending.body.invitations.map((i) => i.email)).toContain(email);
    const revoked = await api(`/api/org/${orgId}/invitations/${invited.body.invitation.id}`, {
      token: admin.token,
      method: 'DELETE',
    });
    expect(revoked.status).toBe(200);
    const after = await api<Invitations>(`/api/org/${orgId}/invitations`, { token: admin.token });
    expect(after.body.invitations.map((i) => i.email)).not.toContain(email);
    const twice = await api(`/api/org/${orgId}/invitations/${invited.body.invitation.id}`, {
      token: admin.token,
      method: 'DELETE',
    });
    expect(twice.status).toBe(404);
  });

  it('never leaves the organisation without an admin, even when two admins demote each other at once', async () => {
    const lone = await api(`/api/org/${orgId}/members/${admin.id}`, {
      token: admin.token,
      method: 'PATCH',
      json: { role: 'org:member' },
    });
    expect(lone.status).toBe(409);
    expect(lone.body).toEqual({
      success: false,
      error: 'An organisation needs at least one admin.',
    });
    const removeSelf = await api(`/api/org/${orgId}/members/${admin.id}`, {
      token: admin.token,
      method: 'DELETE',
    });
    expect(removeSelf.status).toBe(409);

    const promoted = await api<Members>(`/api/org/${orgId}/members/${member.id}`, {
      token: admin.token,
      method: 'PATCH',
      json: { role: 'org:admin' },
    });
    expect(promoted.status).toBe(200);
    const [first, second] = await Promise.all([
      api(`/api/org/${orgId}/members/${member.id}`, {
        token: admin.token,
        method: 'PATCH',
        json: { role: 'org:member' },
      }),
      api(`/api/org/${orgId}/members/${admin.id}`, {
        token: member.token,
        method: 'PATCH',
        json: { role: 'org:member' },
      }),
    ]);
    // One goes through; the other finds the last admin kept (409), or its caller no longer an admin (403).
    const statuses = [first.status, second.status];
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 403)).toHaveLength(1);
    const listed = await api<Members>(`/api/org/${orgId}`, {
      token: first.status === 200 ? admin.token : member.token,
    });
    expect(listed.body.org.members.filter((m) => m.role === 'org:admin')).toHaveLength(1);
    // Back to one admin (Kiran) and one member (Bina) for the tests that follow.
    if (first.status !== 200) {
      await api(`/api/org/${orgId}/members/${admin.id}`, {
        token: member.token,
        method: 'PATCH',
        json: { role: 'org:admin' },
      });
      await api(`/api/org/${orgId}/members/${member.id}`, {
        token: admin.token,
        method: 'PATCH',
        json: { role: 'org:member' },
      });
    }
  });

  it('lets the admin buy and cancel a Teams seat for a member, and no one else', async () => {
    const refused = await api('/api/subscription/create', {
      token: member.token,
      json: { plan: 'teams', userId: admin.id },
    });
    expect(refused.status).toBe(403);
    const outsiderTry = await api('/api/subscription/create', {
      token: outsider.token,
      json: { plan: 'teams', userId: member.id },
    });
    expect(outsiderTry.status).toBe(403);

    const created = await api<Schemas['CreateSubscriptionResponse']>('/api/subscription/create', {
      token: admin.token,
      json: { plan: 'teams', userId: member.id },
    });
    expect(created.status).toBe(200);
    const paid = await api<Schemas['SandboxPaymentResponse']>('/api/payments/sandbox/pay', {
      token: admin.token,
      json: { subscriptionId: created.body.subscriptionId },
    });
    await api('/api/subscription/save-subscription-details', {
      token: admin.token,
      json: { response: paid.body, selectedPlan: 'teams', userId: member.id },
    });
    expect(
      (
        await api('/api/subscription/verify-subscription', {
          token: admin.token,
          json: { subscriptionId: created.body.subscriptionId },
        })
      ).status,
    ).toBe(200);
    const listed = await api<Members>(`/api/org/${orgId}`, { token: admin.token });
    expect(listed.body.org.members.find((m) => m.memberId === member.id)?.memberPlan).toBe('teams');

    expect(
      (await api(`/api/subscription/cancel?userId=${member.id}`, { token: outsider.token })).status,
    ).toBe(403);
    expect((await api('/api/subscription/cancel', { token: member.token })).status).toBe(403);
    const cancelled = await api(`/api/subscription/cancel?userId=${member.id}`, {
      token: admin.token,
    });
    expect(cancelled.status).toBe(200);
    const details = await api<Schemas['UserDetails']>('/api/user', { token: member.token });
    expect(details.body.user.subscription.cancelAtPeriodEnd).toBe(true);
    expect(details.body.user.publicMetadata.plan).toBe('teams');
  });

  it('ends the Teams seat the admin pays for when its member is removed', async () => {
    const esha = await signUp(api, 'Esha');
    await verifyEmail(api, esha);
    await join(esha);
    const created = await api<Schemas['CreateSubscriptionResponse']>('/api/subscription/create', {
      token: admin.token,
      json: { plan: 'teams', userId: esha.id },
    });
    const paid = await api<Schemas['SandboxPaymentResponse']>('/api/payments/sandbox/pay', {
      token: admin.token,
      json: { subscriptionId: created.body.subscriptionId },
    });
    await api('/api/subscription/save-subscription-details', {
      token: admin.token,
      json: { response: paid.body, selectedPlan: 'teams', userId: esha.id },
    });
    await api('/api/subscription/verify-subscription', {
      token: admin.token,
      json: { subscriptionId: created.body.subscriptionId },
    });
    const removed = await api(`/api/org/${orgId}/members/${esha.id}`, {
      token: admin.token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    const details = await api<Schemas['UserDetails']>('/api/user', { token: esha.token });
    expect(details.body.user.subscription.cancelAtPeriodEnd).toBe(true);
  });

  it('refuses a removed member at once', async () => {
    const dev = await signUp(api, 'Dev');
    await verifyEmail(api, dev);
    await join(dev, 'org:admin');
    await setActive(dev, orgId);
    expect((await api(`/api/org/${orgId}`, { token: dev.token })).status).toBe(200);
    const removed = await api<Members>(`/api/org/${orgId}/members/${dev.id}`, {
      token: admin.token,
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(removed.body.org.members.map((m) => m.memberId)).not.toContain(dev.id);
    const after = await api(`/api/org/${orgId}`, { token: dev.token });
    expect(after.status).toBe(403);
    expect(JSON.stringify(after.body)).not.toContain(member.email);
  });
});
