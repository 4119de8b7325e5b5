import { Badge } from '../../components/badge';
import { EmptyState } from '../../components/empty-state';
import { ItemList } from '../../patterns/item-list';
import { SectionCard } from '../../patterns/section-card';
import { BusyButton } from '../../patterns/submit-area';
import { formatBillingDate } from '../../lib/format';
import { roleLabel } from './organisation-format';
import type { SentInvitation } from './organisation-types';
import { useTimeZone } from '../../lib/time-zone';

export const NO_PENDING_INVITATIONS = 'No pending invitations';

/** Invitations sent and not yet accepted, each with its role, expiry and a Revoke button. */
export function PendingInvitationsCard({
  invitations,
  revokingId,
  onRevoke,
}: {
  invitations: SentInvitation[];
  revokingId: string | null;
  onRevoke: (invitationId: string) => void;
}) {
  const timeZone = useTimeZone();
  return (
    <SectionCard
      data-slot="pending-invitations"
      density="compact"
      title="Pending invitations"
      description="Sent, not yet accepted."
    >
      {invitations.length === 0 ? (
        <EmptyState
          picture="invitations"
          title={NO_PENDING_INVITATIONS}
          description="Invitations you send wait here until they are accepted."
        />
      ) : (
        <ItemList
          label="Pending invitations"
          items={invitations}
          itemKey={(invitation) => invitation.id}
          rowSlot="pending-invitation"
        >
          {(invitation) => (
            <>
              <div className="min-w-0 flex-1 space-y-1">
                <p className="text-sm font-medium wrap-anywhere">
                  <BreakableEmail email={invitation.email} />
                </p>
                <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <Badge variant="outline">{roleLabel(invitation.role)}</Badge>
                  <span className="tabular-nums">
                    Expires {formatBillingDate(invitation.expiresAt, timeZone)}
                  </span>
                </p>
              </div>
              <BusyButton
                variant="outline"
                size="sm"
                busy={revokingId === invitation.id}
                aria-label={`Revoke invitation to ${invitation.email}`}
                onClick={() => onRevoke(invitation.id)}
              >
                Revoke
              </BusyButton>
            </>
          )}
        </ItemList>
      )}
    </SectionCard>
  );
}

/** An address that, when it must wrap on a phone, wraps after its '@' first. */
function BreakableEmail({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}
