/** Organisations kept by Clerk, read through its Backend API. */
import type { ClerkClient } from '@clerk/backend';
import { isClerkAPIResponseError } from '@clerk/backend/errors';
import { toMemberRole } from '@convene/domain/organisations';
import type { OrganisationDirectory, OrganisationMember } from './port.js';

/** Clerk's page size limit for membership lists. */
const PAGE_SIZE = 100;

export function clerkOrganisationDirectory(clerk: ClerkClient): OrganisationDirectory {
  return {
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
}
