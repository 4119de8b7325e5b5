import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { profile } from '../src/db/schema.js';
import {
  signIn,
  signUp,
  uniqueEmail,
  verifyEmail,
  type Account,
  onTeamsPlan,
} from './support/accounts.js';
import { testDatabases } from './support/databases.js';
import { serverPerSuite } from './support/server.js';

interface UserBody {
  success: boolean;
  user: {
    id: string;
    userName: string | null;
    email: string;
    aiAgents: unknown[];
    totalAiAgent: number;
    subscription: { plan: string; pending: unknown };
    publicMetadata: { credits: number; plan: string; status: string };
  };
}
interface OrgBody {
  org: {
    members: {
      memberName: string;
      email: string;
      role: string;
      memberPlan: string;
      memberId: string;
    }[];
  };
}
interface Invitation {
  id: string;
  email: string;
  role: string;
  status: string;
  organizationId: string;
  organizationName: string;
}

describe.each(testDatabases)('local accounts and organisations on $name', (kind) => {
  const suite = serverPerSuite(kind);
  const { api } = suite;

  describe('accounts', () => {
    let asha: Account;

    it('signs up with name, e-mail and password and gets the default user details', async () => {
      asha = await signUp(api, 'Asha');
      const details = await api<UserBody>('/api/user', { token: asha.token });
      expect(details.status).toBe(200);
      expect(details.body.user).toMatchObject({
        id: asha.id,
        userName: 'Asha',
        email: asha.email,
        aiAgents: [],
        totalAiAgent: 0,
        subscription: { plan: 'free', pending: null },
        publicMetadata: { credits: 0, plan: 'free', status: 'inactive' },
      });
    });

    it('signs in again, and a signed-out token no longer works', async () => {
      const token = await signIn(api, asha.email, asha.password);
      expect((await api('/api/user', { token })).status).toBe(200);

      const signOut = await api('/api/auth/sign-out', { method: 'POST', token });
      expect(signOut.status).toBe(200);
      expect((await api('/api/user', { token })).status).toBe(401);
      // Other sessions of the same person are untouched.
      expect((await api('/api/user', { token: asha.token })).status).toBe(200);
    });

    it('accepts a browser on the same origin under any host name, and refuses a cross-site one', async () => {
      // Better Auth checks the origin of requests that carry cookies, as a browser's do.
      const cookie = 'better-auth.session_token=stale';
      const sameSite = await api('/api/auth/sign-in/email', {
        json: { email: asha.email, password: asha.password },
        headers: { origin: suite.server.baseUrl, cookie },
      });
      expect(sameSite.status).toBe(200);
      const crossSite = await api('/api/auth/sign-in/email', {
        json: { email: asha.email, password: asha.password },
        headers: { origin: 'https://evil.example', cookie },
      });
      expect(crossSite.status).toBe(403);
    });

    it('refuses a wrong password', async () => {
      const response = await api('/api/auth/sign-in/email', {
        json: { email: asha.email, password: 'wrong-password-here' },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('set-auth-token')).toBeNull();
    });

    it('sends a verification mail on sign-up whose link verifies the e-mail', async () => {
      const before = await api<{ user: { emailVerified: boolean } }>('/api/auth/get-session', {
        token: asha.token,
      });
      expect(before.body.user.emailVerified).toBe(false);

      const outbox = await api<{ messages: { to: string; url: string }[] }>('/api/mail/outbox', {
        token: asha.token,
      });
      expect(outbox.body.messages).toEqual([
        expect.objectContaining({
          to: asha.email,
          url: expect.stringContaining('http://localhost:3000/api/auth/verify-email?token='),
        }),
      ]);
      await verifyEmail(api, asha);

      const after = await api<{ user: { emailVerified: boolean } }>('/api/auth/get-session', {
        token: asha.token,
      });
      expect(after.body.user.emailVerified).toBe(true);
    });

    it("shows nobody else's mail", async () => {
      const other = await signUp(api, 'Other');
      const outbox = await api<{ messages: { to: string }[] }>('/api/mail/outbox', {
        token: other.token,
      });
      expect(outbox.body.messages.map((m) => m.to)).toEqual([other.email]);
    });
  });

  describe('organisations', () => {
    let admin: Account;
    let memberEmail: string;
    let secondAdminEmail: string;
    let orgId: string;

    beforeAll(async () => {
      admin = await signUp(api, 'Kiran');
      await verifyEmail(api, admin);
      memberEmail = uniqueEmail('bina');
      secondAdminEmail = uniqueEmail('chandra');
    });

    it('creates an organisation only on a live Teams plan, its creator its admin', async () => {
      const create = () =>
        api<{ id: string; name: string }>('/api/auth/organization/create', {
          token: admin.token,
          json: { name: 'Acme Research', slug: `acme-${Date.now()}` },
        });
      // Organisations are the Teams plan's, whatever a Free or Pro account sends.
      expect((await create()).status).toBe(403);
      await suite.server.app.db
        .update(profile)
        .set({ plan: 'pro', status: 'active', validUntil: new Date(Date.now() + 86_400_000) })
        .where(eq(profile.userId, admin.id));
      expect((await create()).status).toBe(403);
      await suite.server.app.db
        .update(profile)
        .set({ plan: 'teams', validUntil: new Date(Date.now() - 1000) })
        .where(eq(profile.userId, admin.id));
      expect((await create()).status).toBe(403);
      // Nothing was written by the refusals.
      const none = await api<unknown[]>('/api/auth/organization/list', { token: admin.token });
      expect(none.body).toEqual([]);
      await onTeamsPlan(suite.server.app.db, admin);
      const created = await create();
      expect(created.status).toBe(200);
      orgId = created.body.id;

      const org = await api<OrgBody>(`/api/org/${orgId}`, { token: admin.token });
      expect(org.status).toBe(200);
      expect(org.body).toEqual({
        success: true,
        org: {
          members: [
            {
              memberName: 'Kiran',
              email: admin.email,
              role: 'org:admin',
              memberPlan: 'teams',
              memberId: admin.id,
            },
          ],
        },
      });
    });

    it('lets an admin invite by e-mail as member and as admin, with a mail to each', async () => {
      for (const [email, role] of [
        [memberEmail, 'member'],
        [secondAdminEmail, 'admin'],
      ] as const) {
        const invited = await api<Invitation>('/api/auth/organization/invite-member', {
          token: admin.token,
          json: { email, role, organizationId: orgId },
        });
        expect(invited.status).toBe(200);
        expect(invited.body).toMatchObject({
          email,
          role,
          status: 'pending',
          organizationId: orgId,
        });
      }
      const pending = await api<Invitation[]>(
        `/api/auth/organization/list-invitations?organizationId=${orgId}`,
        {
          token: admin.token,
        },
      );
      expect(pending.body.map((i) => [i.email, i.role, i.status]).sort()).toEqual(
        [
          [memberEmail, 'member', 'pending'],
          [secondAdminEmail, 'admin', 'pending'],
        ].sort(),
      );
    });

    it('lets the invitee list the invitation once their e-mail is verified, and accept it', async () => {
      const bina = await signUp(api, 'Bina', memberEmail);
      const unverified = await api('/api/auth/organization/list-user-invitations', {
        token: bina.token,
      });
      expect(unverified.status).toBe(403);

      const outbox = await api<{ messages: { subject: string; url: string }[] }>(
        '/api/mail/outbox',
        {
          token: bina.token,
        },
      );
      expect(outbox.body.messages.map((m) => m.subject)).toEqual(
        expect.arrayContaining(['You are invited to join Acme Research on Convene']),
      );

      await verifyEmail(api, bina);
      const listed = await api<Invitation[]>('/api/auth/organization/list-user-invitations', {
        token: bina.token,
      });
      expect(listed.status).toBe(200);
      expect(listed.body).toEqual([
        expect.objectContaining({
          organizationName: 'Acme Research',
          role: 'member',
          status: 'pending',
        }),
      ]);

      const accepted = await api('/api/auth/organization/accept-invitation', {
        token: bina.token,
        json: { invitationId: listed.body[0]?.id },
      });
      expect(accepted.status).toBe(200);
      expect(
        (
          await api<Invitation[]>('/api/auth/organization/list-user-invitations', {
            token: bina.token,
          })
        ).body,
      ).toEqual([]);

      // Members and their plans are for the organisation's admins.
      expect((await api(`/api/org/${orgId}`, { token: bina.token })).status).toBe(403);
      const org = await api<OrgBody>(`/api/org/${orgId}`, { token: admin.token });
      expect(org.status).toBe(200);
      expect(org.body.org.members.map((m) => [m.memberName, m.role, m.memberPlan])).toEqual([
        ['Kiran', 'org:admin', 'teams'],
        ['Bina', 'org:member', 'free'],
      ]);

      // A member may not invite.
      const refused = await api('/api/auth/organization/invite-member', {
        token: bina.token,
        json: { email: uniqueEmail('dev'), role: 'member', organizationId: orgId },
      });
      expect(refused.status).toBe(403);
    });

    it('makes an invited admin an admin', async () => {
      const chandra = await signUp(api, 'Chandra', secondAdminEmail);
      await verifyEmail(api, chandra);
      const [invitation] = (
        await api<Invitation[]>('/api/auth/organization/list-user-invitations', {
          token: chandra.token,
        })
      ).body;
      expect(invitation?.role).toBe('admin');
      await api('/api/auth/organization/accept-invitation', {
        token: chandra.token,
        json: { invitationId: invitation?.id },
      });
      const org = await api<OrgBody>(`/api/org/${orgId}`, { token: chandra.token });
      expect(org.body.org.members.find((m) => m.memberId === chandra.id)?.role).toBe('org:admin');
    });

    it('forbids a non-member, and says when the organisation is missing or the id blank', async () => {
      const outsider = await signUp(api, 'Dev');
      const forbidden = await api(`/api/org/${orgId}`, { token: outsider.token });
      expect(forbidden.status).toBe(403);
      expect(forbidden.body).toEqual({
        success: false,
        error: 'Only organisation admins can do this.',
      });

      const missing = await api('/api/org/no-such-organisation', { token: outsider.token });
      expect(missing.status).toBe(404);

      const blank = await api('/api/org/%20', { token: outsider.token });
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({ success: false, error: 'orgId is required' });
    });
  });
});
