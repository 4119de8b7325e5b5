import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { planById } from '@convene/domain/plans';

import { actionsColumn } from '../../patterns/data-table';
import { PlanBadge, RemoveControl, RoleControl, SeatControl } from './member-controls';
import { useMemberRow } from './member-row';
import { roleLabel } from './organisation-format';
import type { AdminMember } from './organisation-types';

type MemberCell = CellContext<AdminMember, string>;

/**
 * The member's name. On a phone the e-mail, role, plan and seat columns fold in under it, so the
 * row's controls are on screen rather than past the edge of a sideways-scrolling table.
 */
function NameCell({ row }: MemberCell) {
  const member = row.original;
  const { lastAdminHintId } = useMemberRow(member);
  return (
    <div className="flex flex-col gap-1">
      <span className="font-medium">
        {member.memberName}
        {member.isYou && <span className="font-normal text-muted-foreground"> (you)</span>}
      </span>
      <div data-slot="member-folded" className="flex flex-col gap-2 whitespace-normal sm:hidden">
        <span className="text-xs text-muted-foreground wrap-anywhere">{member.email}</span>
        <div className="flex flex-wrap items-center gap-2">
          <RoleControl member={member} hintId={`${lastAdminHintId}-phone`} />
          <PlanBadge plan={member.memberPlan} />
          {member.role === 'org:member' && <SeatControl member={member} />}
        </div>
      </div>
    </div>
  );
}

function MemberEmailCell({ row }: MemberCell) {
  return <span className="text-muted-foreground">{row.original.email}</span>;
}

function RoleCell({ row }: MemberCell) {
  const member = row.original;
  const { lastAdminHintId } = useMemberRow(member);
  return <RoleControl member={member} hintId={lastAdminHintId} />;
}

function PlanCell({ row }: MemberCell) {
  return <PlanBadge plan={row.original.memberPlan} />;
}

/** A dash where a row has nothing to offer, read out as 'None'. */
function NoAction() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden>—</span>
      <span className="sr-only">None</span>
    </span>
  );
}

/** SPEC section 2: a member on Teams can have the seat cancelled, any other member subscribed to Teams. */
function SubscriptionCell({ row }: MemberCell) {
  const member = row.original;
  return member.role === 'org:member' ? <SeatControl member={member} /> : <NoAction />;
}

/** How the Subscription column sorts: admins (no seat controls), members without a seat, seated members. */
function seatOrder(member: AdminMember): string {
  if (member.role !== 'org:member') return '0';
  return member.memberPlan === 'teams' ? '2' : '1';
}

export const MEMBER_SEARCH = 'Search by name or e-mail';

/*
 * Search covers the name and the e-mail only (SPEC section 2). On a phone the Email, Role, Plan and
 * Subscription columns fold into the Name cell.
 */
export const memberColumns: ColumnDef<AdminMember, string>[] = [
  {
    id: 'name',
    accessorKey: 'memberName',
    header: 'Name',
    cell: NameCell,
    meta: { skeleton: 'h-4 w-28' },
  },
  {
    id: 'email',
    accessorKey: 'email',
    header: 'Email',
    cell: MemberEmailCell,
    meta: { foldOnPhone: true, skeleton: 'h-4 w-40' },
  },
  {
    id: 'role',
    accessorFn: (member) => roleLabel(member.role),
    header: 'Role',
    enableGlobalFilter: false,
    cell: RoleCell,
    meta: { foldOnPhone: true, skeleton: 'h-8 w-32' },
  },
  {
    id: 'plan',
    accessorFn: (member) => planById(member.memberPlan).name,
    header: 'Plan',
    enableGlobalFilter: false,
    cell: PlanCell,
    meta: { foldOnPhone: true, skeleton: 'h-5 w-12' },
  },
  {
    id: 'subscription',
    accessorFn: seatOrder,
    header: 'Subscription',
    enableGlobalFilter: false,
    cell: SubscriptionCell,
    meta: { foldOnPhone: true, skeleton: 'h-8 w-22' },
  },
  actionsColumn({
    className: 'justify-end',
    cell: (member) => <RemoveControl member={member} />,
  }),
];
