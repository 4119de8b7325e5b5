import { ShieldAlertIcon } from 'lucide-react';
import type { OrgRole } from '@convene/domain/organisations';

import { ButtonLink } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { ErrorAlert } from '../../patterns/error-alert';
import { Page } from '../../patterns/page-header';
import { AdminLoading } from './admin-loading';
import { InviteCard } from './invite-card';
import { LAST_ADMIN_HINT } from './member-controls';
import type { MemberActions } from './member-row';
import { MembersCard } from './members-card';
import type { AdminBusy, AdminMember, SentInvitation } from './organisation-types';
import { NO_PENDING_INVITATIONS, PendingInvitationsCard } from './pending-invitations-card';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type { AdminBusy, AdminMember, SentInvitation };

export const MEMBERS_LOAD_ERROR = 'Failed to load members.';
export const ADMINS_ONLY = 'Only organisation admins can see this page.';

export { LAST_ADMIN_HINT, NO_PENDING_INVITATIONS };

export const NO_ORGANISATION = 'Invite your team through an organisation';
export const NO_ORGANISATION_ON_TEAMS =
  'Create an organisation with the switcher in the top bar, then invite teammates here.';
export const NO_ORGANISATION_NOT_ON_TEAMS =
  'Teammates work together in an organisation, which comes with the Teams plan.';

export interface AdminScreenProps extends MemberActions {
  /** `no-organisation`: the user belongs to none yet, so there is nobody to administer. */
  status: 'loading' | 'error' | 'forbidden' | 'no-organisation' | 'ready';
  /** With no organisation: on a live Teams plan they can create one; otherwise Teams is the way. */
  onTeamsPlan?: boolean;
  organisationName: string;
  members: AdminMember[];
  invitations: SentInvitation[];
  busy: AdminBusy;
  /** The invite form's server refusal, shown under the form. */
  inviteError: string | null;
  onInvite(invite: { email: string; role: OrgRole }): void;
  onRevoke(invitationId: string): void;
}

/** Admin (/admin): the organisation's members, their roles and Teams seats, and its invitations. */
export function AdminScreen({
  status,
  organisationName,
  onTeamsPlan = false,
  ...details
}: AdminScreenProps) {
  return (
    <Page
      data-slot="admin-screen"
      title={organisationName || 'Organisation'}
      description="Members and invitations"
    >
      {status === 'no-organisation' ? (
        <EmptyState
          data-slot="admin-no-organisation"
          picture="invitations"
          title={NO_ORGANISATION}
          description={onTeamsPlan ? NO_ORGANISATION_ON_TEAMS : NO_ORGANISATION_NOT_ON_TEAMS}
          action={
            onTeamsPlan ? undefined : <ButtonLink href="/billing">See the Teams plan</ButtonLink>
          }
        />
      ) : status === 'forbidden' ? (
        <div
          role="alert"
          data-slot="admin-forbidden"
          className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center"
        >
          <ShieldAlertIcon aria-hidden className="size-8 text-muted-foreground" />
          <p className="font-semibold">{ADMINS_ONLY}</p>
        </div>
      ) : status === 'error' ? (
        <ErrorAlert error={MEMBERS_LOAD_ERROR} />
      ) : status === 'loading' ? (
        <AdminLoading />
      ) : (
        <AdminDetails organisationName={organisationName} {...details} />
      )}
    </Page>
  );
}

type DetailsProps = Omit<AdminScreenProps, 'status'>;

function AdminDetails({
  organisationName,
  members,
  invitations,
  busy,
  inviteError,
  onInvite,
  onRevoke,
  ...memberActions
}: DetailsProps) {
  return (
    <>
      <MembersCard
        organisationName={organisationName}
        members={members}
        busyMemberId={busy.memberId}
        {...memberActions}
      />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <InviteCard
          organisationName={organisationName}
          inviting={busy.inviting}
          inviteError={inviteError}
          onInvite={onInvite}
        />
        <PendingInvitationsCard
          invitations={invitations}
          revokingId={busy.revokingId}
          onRevoke={onRevoke}
        />
      </div>
    </>
  );
}
