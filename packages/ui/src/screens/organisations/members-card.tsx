import { useId, useMemo, useState } from 'react';

import { DataTable } from '../../patterns/data-table';
import { SectionCard } from '../../patterns/section-card';
import { formatCount } from '../../lib/format';
import { MEMBER_SEARCH, memberColumns } from './member-columns';
import { MemberRowContext, type MemberActions, type MemberRowState } from './member-row';
import type { AdminMember } from './organisation-types';

/** The organisation's members in a searchable, sortable table, with each row's controls. */
export function MembersCard({
  organisationName,
  members,
  busyMemberId,
  onChangeRole,
  onRemove,
  onSubscribeSeat,
  onCancelSeat,
}: {
  organisationName: string;
  members: AdminMember[];
  busyMemberId: string | null;
} & MemberActions) {
  const lastAdminHintId = useId();
  const [pressed, setPressed] = useState<MemberRowState['pressed']>(null);

  const admins = members.filter((member) => member.role === 'org:admin');
  const lastAdminId = admins.length === 1 ? admins[0]!.memberId : null;

  const rowState = useMemo<MemberRowState>(
    () => ({
      organisationName,
      busyMemberId,
      lastAdminId,
      lastAdminHintId,
      pressed,
      changeRole(memberId, role) {
        setPressed({ memberId, action: 'role' });
        onChangeRole(memberId, role);
      },
      remove(memberId) {
        setPressed({ memberId, action: 'remove' });
        onRemove(memberId);
      },
      subscribeSeat(memberId) {
        setPressed({ memberId, action: 'seat' });
        onSubscribeSeat(memberId);
      },
      cancelSeat(memberId) {
        setPressed({ memberId, action: 'seat' });
        onCancelSeat(memberId);
      },
    }),
    [
      organisationName,
      busyMemberId,
      lastAdminId,
      lastAdminHintId,
      pressed,
      onChangeRole,
      onRemove,
      onSubscribeSeat,
      onCancelSeat,
    ],
  );

  const count = `${formatCount(members.length)} ${members.length === 1 ? 'member' : 'members'}`;
  return (
    <SectionCard
      data-slot="members"
      density="compact"
      title="Members"
      description={`${count} in ${organisationName}`}
    >
      <MemberRowContext value={rowState}>
        <DataTable
          columns={memberColumns}
          data={members}
          label="Members"
          searchPlaceholder={MEMBER_SEARCH}
        />
      </MemberRowContext>
    </SectionCard>
  );
}
