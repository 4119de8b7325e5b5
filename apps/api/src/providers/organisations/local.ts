/**
 * Organisations kept by the local auth adapter (Better Auth's organization plugin tables): the
 * same rows its own accept-invitation and set-active routes read, so an invitation sent here is
 * accepted there. Role changes and removals are announced, so every server process forgets the
 * callers it cached and a removed member loses access at once.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { toMemberRole, type OrgRole } from '@convene/domain/organisations';
import type { ChangeChannel } from '../../db/changes.js';
import type { Database } from '../../db/index.js';
import { invitation, member, organization, user } from '../../db/schema.js';
import { CALLERS_CHANGED } from '../auth/local.js';
import type { Mailer } from '../mail/port.js';
import { invitationMail } from '../mail/invitation-mail.js';
import { LastAdminError, type OrganisationDirectory, type OrganisationInvitation } from './port.js';

/** Better Auth's default lifetime of an invitation. */
const INVITATION_LIFETIME_MS = 48 * 60 * 60 * 1000;

/** Better Auth stores roles without the `org:` prefix. */
const storedRole = (role: OrgRole) => (role === 'org:admin' ? 'admin' : 'member');

function invitationOf(row: typeof invitation.$inferSelect): OrganisationInvitation {
  return {
    id: row.id,
    email: row.email,
    role: toMemberRole(row.role),
    status: row.status,
    expiresAt: row.expiresAt,
  };
}

export function localOrganisationDirectory(
  db: Database,
  { mailer, changes }: { mailer: Mailer; changes: ChangeChannel },
): OrganisationDirectory {
  /**
   * Makes a change to one member (a new role, or null for removal) with the organisation's
   * memberships locked, refusing it when no admin would be left: two admins demoting each other
   * at once take turns, and the second finds the first already done.
   */
  async function keepingAnAdmin(
    orgId: string,
    userId: string,
    role: OrgRole | null,
    change: (tx: Database) => Promise<unknown>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const memberships = await tx
        .select({ userId: member.userId, role: member.role })
        .from(member)
        .where(eq(member.organizationId, orgId))
        .for('update');
      const adminsAfter = memberships.filter((row) =>
        row.userId === userId ? role === 'org:admin' : toMemberRole(row.role) === 'org:admin',
      ).length;
      if (adminsAfter === 0) throw new LastAdminError();
      await change(tx);
    });
    await changes.announce(CALLERS_CHANGED);
  }

  return {
    async members(orgId) {
      const [org] = await db
        .select({ id: organization.id })
        .from(organization)
        .where(eq(organization.id, orgId));
      if (!org) return null;
      const rows = await db
        .select({ userId: member.userId, role: member.role, name: user.name, email: user.email })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(eq(member.organizationId, orgId))
        .orderBy(asc(member.createdAt));
      return rows.map((row) => ({ ...row, role: toMemberRole(row.role) }));
    },

    async pendingInvitations(orgId) {
      const rows = await db
        .select()
        .from(invitation)
        .where(
          and(
            eq(invitation.organizationId, orgId),
            eq(invitation.status, 'pending'),
            gt(invitation.expiresAt, new Date()),
          ),
        )
        .orderBy(desc(invitation.createdAt));
      return rows.map(invitationOf);
    },

    async invite(orgId, { email, role, inviterId, linkOrigin }) {
      const [row] = await db
        .insert(invitation)
        .values({
          id: randomBytes(16).toString('base64url'),
          organizationId: orgId,
          email: email.toLowerCase(),
          role: storedRole(role),
          status: 'pending',
          expiresAt: new Date(Date.now() + INVITATION_LIFETIME_MS),
          inviterId,
        })
        .returning();
      if (!row) throw new Error('The invitation was not stored');
      const [sent] = await db
        .select({ organisationName: organization.name, inviterName: user.name })
        .from(organization)
        .innerJoin(user, eq(user.id, inviterId))
        .where(eq(organization.id, orgId));
      await mailer.send(
        invitationMail({
          id: row.id,
          email: row.email,
          role,
          organisationName: sent?.organisationName ?? 'an organisation',
          inviterName: sent?.inviterName ?? 'An admin',
          linkOrigin,
        }),
      );
      return invitationOf(row);
    },

    async revokeInvitation(orgId, invitationId) {
      const revoked = await db
        .update(invitation)
        .set({ status: 'canceled' })
        .where(
          and(
            eq(invitation.id, invitationId),
            eq(invitation.organizationId, orgId),
            eq(invitation.status, 'pending'),
          ),
        )
        .returning({ id: invitation.id });
      return revoked.length > 0;
    },

    async setRole(orgId, userId, role) {
      await keepingAnAdmin(orgId, userId, role, (tx) =>
        tx
          .update(member)
          .set({ role: storedRole(role) })
          .where(and(eq(member.organizationId, orgId), eq(member.userId, userId))),
      );
    },

    async removeMember(orgId, userId) {
      await keepingAnAdmin(orgId, userId, null, (tx) =>
        tx.delete(member).where(and(eq(member.organizationId, orgId), eq(member.userId, userId))),
      );
    },
  };
}
