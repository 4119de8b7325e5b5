/**
 * What an organisation's admins do (SPEC section 2, Admin; roles of section 6): read the members
 * and their plans, invite, revoke, change roles and remove. Every operation first checks that the
 * caller is an admin of that very organisation, whatever organisation their session has active.
 */
import { DomainError } from '@convene/domain/errors';
import type { OrgRole } from '@convene/domain/organisations';
import type { Caller } from '../providers/auth/port.js';
import {
  LastAdminError,
  type OrganisationDirectory,
  type OrganisationInvitation,
  type OrganisationMember,
} from '../providers/organisations/port.js';

export const ADMINS_ONLY = 'Only organisation admins can do this.';

/** The organisation's members, once the caller is known to be one of its admins. */
export async function membersForAdmin(
  directory: OrganisationDirectory,
  caller: Caller,
  orgId: string,
): Promise<{ orgId: string; members: OrganisationMember[] }> {
  const id = orgId.trim();
  if (!id) throw new DomainError('invalid', 'orgId is required');
  const members = await directory.members(id);
  if (!members) throw new DomainError('not_found', 'Organisation not found');
  const own = members.find((member) => member.userId === caller.userId);
  if (own?.role !== 'org:admin') throw new DomainError('forbidden', ADMINS_ONLY);
  return { orgId: id, members };
}

export async function inviteMember(
  directory: OrganisationDirectory,
  caller: Caller,
  orgId: string,
  invite: { email: string; role: OrgRole; linkOrigin: string },
): Promise<OrganisationInvitation> {
  const { members } = await membersForAdmin(directory, caller, orgId);
  const email = invite.email.trim().toLowerCase();
  if (members.some((member) => member.email.toLowerCase() === email))
    throw new DomainError('conflict', `${email} is already a member.`);
  const pending = await directory.pendingInvitations(orgId);
  if (pending.some((invitation) => invitation.email.toLowerCase() === email))
    throw new DomainError('conflict', `${email} has already been invited.`);
  return directory.invite(orgId, {
    email,
    role: invite.role,
    inviterId: caller.userId,
    linkOrigin: invite.linkOrigin,
  });
}

export async function revokeInvitation(
  directory: OrganisationDirectory,
  caller: Caller,
  orgId: string,
  invitationId: string,
): Promise<void> {
  await membersForAdmin(directory, caller, orgId);
  if (!(await directory.revokeInvitation(orgId, invitationId, caller.userId)))
    throw new DomainError('not_found', 'Invitation not found');
}

/** A change to one member (a new role, or removal), refused when it would leave no admin. */
export async function changeMember(
  directory: OrganisationDirectory,
  caller: Caller,
  orgId: string,
  memberId: string,
  change: { role: OrgRole } | 'remove',
  /** Run before a removal, once it is allowed (ending the Teams seat the admin pays for). */
  beforeRemoval: () => Promise<void> = async () => {},
): Promise<void> {
  const { members } = await membersForAdmin(directory, caller, orgId);
  if (!members.some((member) => member.userId === memberId))
    throw new DomainError('not_found', 'Member not found');
  try {
    if (change === 'remove') {
      const admins = members.filter((member) => member.role === 'org:admin');
      if (admins.length === 1 && admins[0]?.userId === memberId) throw new LastAdminError();
      await beforeRemoval();
      await directory.removeMember(orgId, memberId);
    } else await directory.setRole(orgId, memberId, change.role);
  } catch (error) {
    if (error instanceof LastAdminError) throw new DomainError('conflict', error.message);
    throw error;
  }
}
