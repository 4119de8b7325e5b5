/** Organisations kept by Clerk, read through its Backend API. */
import type { ClerkClient, OrganizationInvitation } from '@clerk/backend';
import { isClerkAPIResponseError } from '@clerk/backend/errors';
import { toMemberRole } from '@convene/domain/organisations';
import {
  LastAdminError,
  type OrganisationDirectory,
  type OrganisationInvitation,
  type OrganisationMember,
} from './port.js';

function invitationOf(invitation: OrganizationInvitation): OrganisationInvitation {
  return {
    id: invitation.id,
    email: invitation.emailAddress,
    role: toMemberRole(invitation.role),
    status: invitation.status ?? 'pending',
    expiresAt: new Date(invitation.expiresAt),
  };
}

/** Clerk's page size limit for membership lists. */
const PAGE_SIZE = 100;

export function clerkOrganisationDirectory(clerk: ClerkClient): OrganisationDirectory {
  /**
   * Clerk cannot lock a membership list, so the last-admin rule is checked just before the change:
   * two admins demoting each other in the same instant could still both succeed.
   */
  async function refuseLastAdmin(orgId: string, userId: string, stillAdmin: boolean) {
    const members = (await directory.members(orgId)) ?? [];
    const admins = members.filter(
      (member) => member.role === 'org:admin' && (member.userId !== userId || stillAdmin),
    );
    if (admins.length === 0) throw new LastAdminError();
  }

  const directory: OrganisationDirectory = {
    async pendingInvitations(orgId) {
      const page = await clerk.organizations.getOrganizationInvitationList({
        organizationId: orgId,
        status: ['pending'],
        limit: PAGE_SIZE,
      });
      return page.data
        .map(invitationOf)
        .sort((a, b) => b.expiresAt.getTime() - a.expiresAt.getTime());
    },

    async invite(orgId, { email, role, inviterId, linkOrigin }) {
      // Clerk e-mails the invitation itself, linking back to the organisations page.
      const invitation = await clerk.organizations.createOrganizationInvitation({
        organizationId: orgId,
        emailAddress: email,
        role,
        inviterUserId: inviterId,
        redirectUrl: `${linkOrigin}/organizations`,
      });
      return invitationOf(invitation);
    },

    async revokeInvitation(orgId, invitationId, revokedBy) {
      try {
        await clerk.organizations.revokeOrganizationInvitation({
          organizationId: orgId,
          invitationId,
          requestingUserId: revokedBy,
        });
        return true;
      } catch (error) {
        if (isClerkAPIResponseError(error) && [400, 404].includes(error.status)) return false;
        throw error;
      }
    },

    async setRole(orgId, userId, role) {
      await refuseLastAdmin(orgId, userId, role === 'org:admin');
      await clerk.organizations.updateOrganizationMembership({
        organizationId: orgId,
        userId,
        role,
      });
    },

    async removeMember(orgId, userId) {
      await refuseLastAdmin(orgId, userId, false);
      await clerk.organizations.deleteOrganizationMembership({ organizationId: orgId, userId });
    },

    async members(orgId) {
      const members: OrganisationMember[] = [];
      try {
        for (let offset = 0; ; offset += PAGE_SIZE) {
          const page = await clerk.organizations.getOrganizationMembershipList({
            organizationId: orgId,
            limit: PAGE_SIZE,
            offset,
          });
          for (const membership of page.data) {
            const person = membership.publicUserData;
            if (!person) continue;
            members.push({
              userId: person.userId,
              name:
                [person.firstName, person.lastName].filter(Boolean).join(' ') || person.identifier,
              email: person.identifier,
              role: toMemberRole(membership.role),
            });
          }
          if (page.data.length < PAGE_SIZE || offset + PAGE_SIZE >= page.totalCount) break;
        }
      } catch (error) {
        if (isClerkAPIResponseError(error) && error.status === 404) return null;
        throw error;
      }
      return members;
    },
  };
  return directory;
}
