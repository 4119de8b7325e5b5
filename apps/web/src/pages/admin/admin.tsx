import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@convene/api-client';
import type { OrgRole } from '@convene/domain/organisations';
import { isLiveTeamsPlan } from '@convene/domain/plans';
import { AdminScreen, type AdminBusy } from '@convene/ui/screens/organisations/admin-screen';
import { useAuth } from '../../auth/context';
import { useApi } from '../../api/provider';
import { useUserDetails } from '../../api/user-details';
import { pageTitle } from '../../lib/page-title';
import { toast } from '../../lib/toasts';
import { BILLING_MESSAGES, failureMessage } from '../billing/billing-flows';
import { useCheckout } from '../billing/use-checkout';

const IDLE: AdminBusy = { inviting: false, memberId: null, revokingId: null };
const ROLE_NAMES: Record<OrgRole, string> = { 'org:admin': 'an Admin', 'org:member': 'a Member' };

/**
 * /admin: the active organisation's members, roles, Teams seats and invitations, for its admins.
 * Others get no data: the page asks for none, and the server refuses them anyway.
 */
export default function AdminPage() {
  const { state } = useAuth();
  const { hooks } = useApi();
  const queryClient = useQueryClient();
  const session = state.status === 'signed-in' ? state : null;
  const orgId = session?.orgId ?? '';
  const allowed = Boolean(orgId) && session?.orgRole === 'org:admin';
  const path = { params: { path: { orgId } } };
  const members = hooks.useQuery('get', '/org/{orgId}', path, { enabled: allowed });
  const invitations = hooks.useQuery('get', '/org/{orgId}/invitations', path, {
    enabled: allowed,
  });
  const user = useUserDetails().data?.user;
  const { subscribeTo, dialog } = useCheckout({
    name: user?.userName ?? undefined,
    email: user?.email,
  });
  const [busy, setBusy] = useState<AdminBusy>(IDLE);
  const [inviteError, setInviteError] = useState<string | null>(null);

  const invite = hooks.useMutation('post', '/org/{orgId}/invitations');
  const revoke = hooks.useMutation('delete', '/org/{orgId}/invitations/{invitationId}');
  const updateMember = hooks.useMutation('patch', '/org/{orgId}/members/{memberId}');
  const removeMember = hooks.useMutation('delete', '/org/{orgId}/members/{memberId}');
  const cancelSeat = hooks.useMutation('get', '/subscription/cancel');

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({
        queryKey: hooks.queryOptions('get', '/org/{orgId}', path).queryKey,
      }),
      queryClient.invalidateQueries({
        queryKey: hooks.queryOptions('get', '/org/{orgId}/invitations', path).queryKey,
      }),
    ]);

  /**
   * Runs one change with its control busy until the lists are read back (a row freed sooner would
   * still show what the change removed or replaced), toasting the server's refusal.
   */
  const during = (change: Partial<AdminBusy>, work: () => Promise<unknown>) => {
    setBusy((current) => ({ ...current, ...change }));
    void work()
      .catch((error: unknown) => toast.error(ApiError.of(error).message))
      .then(refresh)
      .finally(() => setBusy(IDLE));
  };

  const nameOf = (memberId: string) =>
    members.data?.org.members.find((member) => member.memberId === memberId)?.memberName ??
    'The member';
  const refused = members.error instanceof ApiError && members.error.status === 403;

  return (
    <>
      <title>{pageTitle('Admin')}</title>
      <AdminScreen
        status={
          !orgId
            ? 'no-organisation'
            : !allowed || refused
              ? 'forbidden'
              : members.isPending
                ? 'loading'
                : members.isError
                  ? 'error'
                  : 'ready'
        }
        onTeamsPlan={user ? isLiveTeamsPlan(user.publicMetadata) : false}
        organisationName={session?.organisations.find((org) => org.id === orgId)?.name ?? ''}
        members={(members.data?.org.members ?? []).map((member) => ({
          ...member,
          isYou: member.memberId === session?.user.id,
        }))}
        invitations={invitations.data?.invitations ?? []}
        busy={busy}
        inviteError={inviteError}
        onInvite={({ email, role }) => {
          setInviteError(null);
          setBusy((current) => ({ ...current, inviting: true }));
          invite
            .mutateAsync({ ...path, body: { email, role } })
            .then(() => toast.success(`Invitation sent to ${email}`))
            .catch((error: unknown) => setInviteError(ApiError.of(error).message))
            .then(refresh)
            .finally(() => setBusy(IDLE));
        }}
        onRevoke={(invitationId) =>
          during({ revokingId: invitationId }, async () => {
            await revoke.mutateAsync({ params: { path: { orgId, invitationId } } });
            toast.success('Invitation revoked');
          })
        }
        onChangeRole={(memberId, role) =>
          during({ memberId }, async () => {
            await updateMember.mutateAsync({
              params: { path: { orgId, memberId } },
              body: { role },
            });
            toast.success(`${nameOf(memberId)} is now ${ROLE_NAMES[role]}`);
          })
        }
        onRemove={(memberId) =>
          during({ memberId }, async () => {
            const name = nameOf(memberId);
            await removeMember.mutateAsync({ params: { path: { orgId, memberId } } });
            toast.success(`${name} was removed from the organisation`);
          })
        }
        onSubscribeSeat={(memberId) => during({ memberId }, () => subscribeTo('teams', memberId))}
        onCancelSeat={(memberId) =>
          during({ memberId }, async () => {
            try {
              await cancelSeat.mutateAsync({ params: { query: { userId: memberId } } });
              toast.success(BILLING_MESSAGES.cancelled);
            } catch (error) {
              toast.error(
                failureMessage(error, BILLING_MESSAGES.cancelFailed, BILLING_MESSAGES.cancelFailed),
              );
            }
          })
        }
      />
      {dialog}
    </>
  );
}
