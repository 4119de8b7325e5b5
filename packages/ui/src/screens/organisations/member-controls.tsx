import { UserMinusIcon } from 'lucide-react';
import { planById } from '@convene/domain/plans';

import { Badge } from '../../components/badge';
import { ConfirmButton, ConfirmDialog } from '../../patterns/confirm-dialog';
import { OptionSelect, selectOptions } from '../../patterns/select-field';
import { BusyButton } from '../../patterns/submit-area';
import { useMemberRow } from './member-row';
import { ORG_ROLES, PLAN_TONES, roleLabel } from './organisation-format';
import type { AdminMember } from './organisation-types';

const ROLE_OPTIONS = selectOptions(ORG_ROLES, roleLabel);

export const LAST_ADMIN_HINT = 'An organisation needs at least one admin';

/** The member's role as a select; for the last admin, disabled and explained by the hint under it. */
export function RoleControl({ member, hintId }: { member: AdminMember; hintId: string }) {
  const { busy, lastAdmin, spins, changeRole } = useMemberRow(member);
  return (
    <div className="flex flex-col gap-1">
      <OptionSelect
        size="sm"
        className="w-32"
        aria-label={`Role of ${member.memberName}`}
        aria-describedby={lastAdmin ? hintId : undefined}
        options={ROLE_OPTIONS}
        value={member.role}
        disabled={busy || lastAdmin}
        saving={spins('role')}
        onValueChange={(role) => changeRole(member.memberId, role)}
      />
      {lastAdmin && (
        <p
          id={hintId}
          data-slot="last-admin-hint"
          className="max-w-40 text-xs whitespace-normal text-muted-foreground"
        >
          {LAST_ADMIN_HINT}
        </p>
      )}
    </div>
  );
}

export function PlanBadge({ plan }: { plan: AdminMember['memberPlan'] }) {
  return (
    <Badge data-slot="member-plan" variant={PLAN_TONES[plan]}>
      {planById(plan).name}
    </Badge>
  );
}

/** A member's Teams seat: Cancel (confirmed first) when they have one, else Subscribe. */
export function SeatControl({ member }: { member: AdminMember }) {
  const { busy, spins, subscribeSeat, cancelSeat } = useMemberRow(member);
  const spinning = spins('seat');
  if (member.memberPlan === 'teams') {
    return (
      <ConfirmButton
        title={`Cancel ${member.memberName}'s Teams seat?`}
        description="It stays active until the end of the period."
        keepLabel="Keep seat"
        confirmLabel="Cancel seat"
        onConfirm={() => cancelSeat(member.memberId)}
        size="sm"
        disabled={busy}
        busy={spinning}
        aria-label={`Cancel Teams seat of ${member.memberName}`}
      >
        Cancel
      </ConfirmButton>
    );
  }
  return (
    <BusyButton
      variant="outline"
      size="sm"
      disabled={busy}
      busy={spinning}
      aria-label={`Subscribe ${member.memberName} to Teams`}
      onClick={() => subscribeSeat(member.memberId)}
    >
      Subscribe
    </BusyButton>
  );
}

/** Removing a member (or leaving, for yourself) after a confirmation; never the last admin. */
export function RemoveControl({ member }: { member: AdminMember }) {
  const { organisationName, busy, lastAdmin, lastAdminHintId, spins, remove } =
    useMemberRow(member);
  const spinning = spins('remove');
  return (
    <ConfirmDialog
      title={
        member.isYou
          ? `Remove yourself from ${organisationName}?`
          : `Remove ${member.memberName} from ${organisationName}?`
      }
      description={member.isYou ? 'You lose access at once.' : 'They lose access at once.'}
      keepLabel="Keep"
      confirmLabel="Remove"
      onConfirm={() => remove(member.memberId)}
    >
      <BusyButton
        variant="ghost"
        size="icon"
        className="size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive dark:hover:text-red-300"
        disabled={busy || lastAdmin}
        busy={spinning}
        icon={<UserMinusIcon aria-hidden />}
        aria-describedby={lastAdmin ? lastAdminHintId : undefined}
        aria-label={`Remove ${member.memberName}`}
      />
    </ConfirmDialog>
  );
}
