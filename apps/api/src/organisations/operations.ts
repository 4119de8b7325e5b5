/** The organisations feature's operations: an organisation's members, invitations and roles, for its admins. */
import type { IncomingHttpHeaders } from 'node:http';
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import { linkOriginFor } from '../providers/auth/link-origin.js';
import type {
  OrganisationDirectory,
  OrganisationInvitation,
} from '../providers/organisations/port.js';
import { changeMember, inviteMember, membersForAdmin, revokeInvitation } from './admin.js';
import { organisationMembers } from './members.js';
import { cancelSeatPaidBy } from '../billing/subscriptions.js';
import { recordInvitationSent } from '../onboarding/onboarding.js';
import type { PaymentProvider } from '../providers/payments/port.js';

export interface OrganisationOperationServices {
  db: Database;
  directory: OrganisationDirectory;
  payments: PaymentProvider;
  clock: () => Date;
  /** Where e-mailed links point (see AppConfig.appUrl and linksFollowRequestOrigin). */
  links: { appUrl: string; followRequestOrigin: boolean };
}

const invitationBody = (invitation: OrganisationInvitation) => ({
  ...invitation,
  expiresAt: invitation.expiresAt.toISOString(),
});

export function organisationOperations(services: OrganisationOperationServices) {
  const { db, directory, links } = services;
  /** The origin the admin is using, for the invitation's link, when it is this machine's own. */
  const linkOrigin = (headers: IncomingHttpHeaders) =>
    linkOriginFor(
      links.appUrl,
      links.followRequestOrigin,
      headers.host ? new Request(`http://${headers.host}/`) : undefined,
    );

  return defineOperations({
    async getOrganisation({ caller, params }) {
      return {
        status: 200,
        body: await organisationMembers(db, directory, caller, params.orgId),
      };
    },

    async listOrganisationInvitations({ caller, params }) {
      const { orgId } = await membersForAdmin(directory, caller, params.orgId);
      const invitations = await directory.pendingInvitations(orgId);
      return { status: 200, body: { success: true, invitations: invitations.map(invitationBody) } };
    },

    async inviteToOrganisation({ caller, params, body, headers }) {
      const invitation = await inviteMember(directory, caller, params.orgId, {
        ...body.value,
        linkOrigin: linkOrigin(headers),
      });
      await recordInvitationSent(db, caller.userId, services.clock());
      return { status: 201, body: { success: true, invitation: invitationBody(invitation) } };
    },

    async revokeOrganisationInvitation({ caller, params }) {
      await revokeInvitation(directory, caller, params.orgId, params.invitationId);
      return { status: 200, body: { success: true } };
    },

    async updateOrganisationMember({ caller, params, body }) {
      await changeMember(directory, caller, params.orgId, params.memberId, {
        role: body.value.role,
      });
      return { status: 200, body: await organisationMembers(db, directory, caller, params.orgId) };
    },

    async removeOrganisationMember({ caller, params }) {
      await changeMember(directory, caller, params.orgId, params.memberId, 'remove', () =>
        cancelSeatPaidBy(services, caller.userId, params.memberId),
      );
      return { status: 200, body: await organisationMembers(db, directory, caller, params.orgId) };
    },
  });
}
