import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OrganizationsScreen } from '@convene/ui/screens/organisations/organizations-screen';
import { useAuth } from '../../auth/context';
import { pageTitle } from '../../lib/page-title';
import { toast } from '../../lib/toasts';
import { useLoadErrorToast } from '../../lib/use-load-error-toast';

const INVITATIONS = ['auth', 'invitations'] as const;
const LOAD_ERROR = 'Failed to load invitations.';

/**
 * /organizations: the invitations the signed-in user received, through the auth adapter (Better
 * Auth's or Clerk's), accepted or declined here; the list is read again after each answer.
 */
export default function OrganizationsPage() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [respondingId, setRespondingId] = useState<string | null>(null);
  const signedIn = auth.state.status === 'signed-in';
  const userId = auth.state.status === 'signed-in' ? auth.state.user.id : null;
  const invitations = useQuery({
    queryKey: [...INVITATIONS, userId],
    queryFn: auth.listInvitations,
    enabled: signedIn,
  });
  useLoadErrorToast(invitations.isError, LOAD_ERROR);

  const respond = (id: string, answer: (invitationId: string) => Promise<void>, done: string) => {
    setRespondingId(id);
    answer(id)
      .then(() => toast.success(done))
      .catch((error: unknown) =>
        toast.error(error instanceof Error ? error.message : 'Failed to answer the invitation'),
      )
      // Busy until read back: the answered invitation would otherwise be offered again.
      .then(() => queryClient.invalidateQueries({ queryKey: INVITATIONS }))
      .finally(() => setRespondingId(null));
  };
  const decline = auth.declineInvitation;

  return (
    <>
      <title>{pageTitle('Organizations')}</title>
      <OrganizationsScreen
        status={
          !signedIn
            ? 'signed-out'
            : invitations.isPending
              ? 'loading'
              : invitations.isError
                ? 'error'
                : 'ready'
        }
        invitations={invitations.data ?? []}
        respondingId={respondingId}
        highlightedId={searchParams.get('invitationId')}
        onAccept={(id) => respond(id, auth.acceptInvitation, 'Invitation accepted')}
        onDecline={decline ? (id) => respond(id, decline, 'Invitation declined') : undefined}
      />
    </>
  );
}
