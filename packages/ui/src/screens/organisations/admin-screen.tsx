import {
  createContext,
  use,
  useId,
  useMemo,
  useState,
  type FormEvent,
  type ReactNode,
} from 'react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { SendIcon, ShieldAlertIcon, UserMinusIcon } from 'lucide-react';
import type { OrgRole } from '@convene/domain/organisations';
import { planById } from '@convene/domain/plans';

import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { DataTable } from '../../components/data-table';
import { EmptyState } from '../../components/empty-state';
import { Input } from '../../components/input';
import { Label } from '../../components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../components/select';
import { Skeleton } from '../../components/skeleton';
import { Spinner } from '../../components/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';
import { Link } from '../../lib/navigation';
import { cn } from '../../lib/utils';
import { ConfirmDialog, destructiveOutline } from '../../patterns/confirm-dialog';
import { ErrorAlert } from '../../patterns/error-alert';
import { PageHeader } from '../../patterns/page-header';
import { emailProblem } from '../auth/auth-form';
import { formatBillingDate, formatCount } from '../billing/billing-format';
import { ORG_ROLES, PLAN_TONES, roleLabel } from './organisation-format';
import type { AdminBusy, AdminMember, SentInvitation } from './organisation-types';
import { FieldError } from '../../patterns/field-error';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type { AdminBusy, AdminMember, SentInvitation };

export const MEMBERS_LOAD_ERROR = 'Failed to load members.';
export const ADMINS_ONLY = 'Only organisation admins can see this page.';
export const LAST_ADMIN_HINT = 'An organisation needs at least one admin';
export const NO_MATCHING_MEMBERS = 'No members match your search';
export const NO_PENDING_INVITATIONS = 'No pending invitations';

export const NO_ORGANISATION = 'Invite your team through an organisation';
export const NO_ORGANISATION_ON_TEAMS =
  'Create an organisation with the switcher in the top bar, then invite teammates here.';
export const NO_ORGANISATION_NOT_ON_TEAMS =
  'Teammates work together in an organisation, which comes with the Teams plan.';

export interface AdminScreenProps {
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
  onChangeRole(memberId: string, role: OrgRole): void;
  /** After the user confirms in a dialog. */
  onRemove(memberId: string): void;
  /** Buy a Teams seat for a member. */
  onSubscribeSeat(memberId: string): void;
  /** After the user confirms in a dialog. */
  onCancelSeat(memberId: string): void;
}

/** Admin (/admin): the organisation's members, their roles and Teams seats, and its invitations. */
export function AdminScreen({
  status,
  organisationName,
  onTeamsPlan = false,
  ...details
}: AdminScreenProps) {
  return (
    <div data-slot="admin-screen" className="space-y-8">
      <PageHeader
        title={organisationName || 'Organisation'}
        description="Members and invitations"
      />
      {status === 'no-organisation' ? (
        <EmptyState
          data-slot="admin-no-organisation"
          picture="invitations"
          title={NO_ORGANISATION}
          description={onTeamsPlan ? NO_ORGANISATION_ON_TEAMS : NO_ORGANISATION_NOT_ON_TEAMS}
          action={
            onTeamsPlan ? undefined : (
              <Button asChild>
                <Link href="/billing">See the Teams plan</Link>
              </Button>
            )
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
    </div>
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

/** A card that is a named region of the page, titled by its own heading. */
function Section({
  slot,
  title,
  description,
  children,
}: {
  slot: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card data-slot={slot} role="region" aria-labelledby={titleId} className="gap-4">
      <CardHeader className="max-sm:px-4">
        <CardTitle>
          <h2 id={titleId}>{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="max-sm:px-4">{children}</CardContent>
    </Card>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Members
 * ---------------------------------------------------------------------------------------------- */

type MemberAction = 'role' | 'seat' | 'remove';

/** What the row cells need from the screen; the cells are stable components, so they read it here. */
interface MemberRowState {
  organisationName: string;
  busyMemberId: string | null;
  /** The only admin, whose role and membership cannot change. */
  lastAdminId: string | null;
  /** The hint under the last admin's role, describing their disabled controls. */
  lastAdminHintId: string;
  /** The control the user used last, so only that one spins. */
  pressed: { memberId: string; action: MemberAction } | null;
  changeRole(memberId: string, role: OrgRole): void;
  remove(memberId: string): void;
  subscribeSeat(memberId: string): void;
  cancelSeat(memberId: string): void;
}

const MemberRowContext = createContext<MemberRowState | null>(null);

type MemberCell = CellContext<AdminMember, string>;

/** The row's state: busy, protected as the last admin, and whether a given control spins. */
function useMemberRow(member: AdminMember) {
  const state = use(MemberRowContext);
  if (!state) throw new Error('Member cells render inside the members table.');
  const busy = state.busyMemberId === member.memberId;
  const pressedHere = state.pressed?.memberId === member.memberId;
  return {
    ...state,
    busy,
    lastAdmin: state.lastAdminId === member.memberId,
    // The pressed control spins; when the request did not start here, every control of the row does.
    spins: (action: MemberAction) => busy && (!pressedHere || state.pressed?.action === action),
  };
}

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

/** The member's role as a select; for the last admin, disabled and explained by the hint under it. */
function RoleControl({ member, hintId }: { member: AdminMember; hintId: string }) {
  const { busy, lastAdmin, spins, changeRole } = useMemberRow(member);
  return (
    <div className="flex flex-col gap-1">
      <Select
        value={member.role}
        onValueChange={(role) => changeRole(member.memberId, role as OrgRole)}
        disabled={busy || lastAdmin}
      >
        <SelectTrigger
          size="sm"
          className="w-32"
          aria-label={`Role of ${member.memberName}`}
          aria-describedby={lastAdmin ? hintId : undefined}
          aria-busy={spins('role') || undefined}
        >
          {spins('role') && <Spinner aria-hidden />}
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ORG_ROLES.map((role) => (
            <SelectItem key={role} value={role}>
              {roleLabel(role)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
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

function PlanCell({ row }: MemberCell) {
  return <PlanBadge plan={row.original.memberPlan} />;
}

function PlanBadge({ plan }: { plan: AdminMember['memberPlan'] }) {
  return (
    <Badge data-slot="member-plan" variant={PLAN_TONES[plan]}>
      {planById(plan).name}
    </Badge>
  );
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

function SeatControl({ member }: { member: AdminMember }) {
  const { busy, spins, subscribeSeat, cancelSeat } = useMemberRow(member);
  const spinning = spins('seat');
  if (member.memberPlan === 'teams') {
    return (
      <ConfirmDialog
        title={`Cancel ${member.memberName}'s Teams seat?`}
        description="It stays active until the end of the period."
        keepLabel="Keep seat"
        confirmLabel="Cancel seat"
        onConfirm={() => cancelSeat(member.memberId)}
      >
        <Button
          variant="outline"
          size="sm"
          className={destructiveOutline}
          disabled={busy}
          aria-busy={spinning || undefined}
          aria-label={`Cancel Teams seat of ${member.memberName}`}
        >
          {spinning && <Spinner aria-hidden />}
          Cancel
        </Button>
      </ConfirmDialog>
    );
  }
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={busy}
      aria-busy={spinning || undefined}
      aria-label={`Subscribe ${member.memberName} to Teams`}
      onClick={() => subscribeSeat(member.memberId)}
    >
      {spinning && <Spinner aria-hidden />}
      Subscribe
    </Button>
  );
}

function RemoveCell({ row }: MemberCell) {
  const member = row.original;
  const { organisationName, busy, lastAdmin, lastAdminHintId, spins, remove } =
    useMemberRow(member);
  const spinning = spins('remove');
  return (
    <div className="flex justify-end">
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
        <Button
          variant="ghost"
          size="icon"
          className="size-8 text-muted-foreground hover:bg-destructive/10 hover:text-destructive dark:hover:text-red-300"
          disabled={busy || lastAdmin}
          aria-busy={spinning || undefined}
          aria-describedby={lastAdmin ? lastAdminHintId : undefined}
          aria-label={`Remove ${member.memberName}`}
        >
          {spinning ? <Spinner aria-hidden /> : <UserMinusIcon aria-hidden />}
        </Button>
      </ConfirmDialog>
    </div>
  );
}

function ActionsHeader() {
  return <span className="sr-only">Actions</span>;
}

/** How the Subscription column sorts: admins (no seat controls), members without a seat, seated members. */
function seatOrder(member: AdminMember): string {
  if (member.role !== 'org:member') return '0';
  return member.memberPlan === 'teams' ? '2' : '1';
}

/* Search covers the name and the e-mail only (SPEC section 2). */
const memberColumns: ColumnDef<AdminMember, string>[] = [
  { id: 'name', accessorKey: 'memberName', header: 'Name', cell: NameCell },
  { id: 'email', accessorKey: 'email', header: 'Email', cell: MemberEmailCell },
  {
    id: 'role',
    accessorFn: (member) => roleLabel(member.role),
    header: 'Role',
    enableGlobalFilter: false,
    cell: RoleCell,
  },
  {
    id: 'plan',
    accessorFn: (member) => planById(member.memberPlan).name,
    header: 'Plan',
    enableGlobalFilter: false,
    cell: PlanCell,
  },
  {
    id: 'subscription',
    accessorFn: seatOrder,
    header: 'Subscription',
    enableGlobalFilter: false,
    cell: SubscriptionCell,
  },
  {
    id: 'actions',
    header: ActionsHeader,
    enableSorting: false,
    enableGlobalFilter: false,
    cell: RemoveCell,
  },
];

/* On a phone the Email, Role, Plan and Subscription columns fold into the Name cell. */
const foldOnPhones = [
  'max-sm:[&_tr>:nth-child(2)]:hidden',
  'max-sm:[&_tr>:nth-child(3)]:hidden',
  'max-sm:[&_tr>:nth-child(4)]:hidden',
  'max-sm:[&_tr>:nth-child(5)]:hidden',
].join(' ');

function MembersCard({
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
} & Pick<AdminScreenProps, 'onChangeRole' | 'onRemove' | 'onSubscribeSeat' | 'onCancelSeat'>) {
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
    <Section slot="members" title="Members" description={`${count} in ${organisationName}`}>
      <MemberRowContext value={rowState}>
        <DataTable
          columns={memberColumns}
          data={members}
          label="Members"
          searchPlaceholder="Search by name or e-mail"
          emptyText={NO_MATCHING_MEMBERS}
          className={foldOnPhones}
        />
      </MemberRowContext>
    </Section>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Invite
 * ---------------------------------------------------------------------------------------------- */

const INVITE_ROLES: readonly OrgRole[] = ['org:member', 'org:admin'];

function InviteCard({
  organisationName,
  inviting,
  inviteError,
  onInvite,
}: {
  organisationName: string;
  inviting: boolean;
  inviteError: string | null;
  onInvite: AdminScreenProps['onInvite'];
}) {
  const emailId = useId();
  const roleId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrgRole>('org:member');

  // The invitation went out when the request ends without a refusal: the form is ready for the next one.
  const [wasInviting, setWasInviting] = useState(inviting);
  if (inviting !== wasInviting) {
    setWasInviting(inviting);
    if (!inviting && inviteError === null) setEmail('');
  }

  const ready = emailProblem(email) === undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ready && !inviting) onInvite({ email: email.trim(), role });
  }

  return (
    <Section
      slot="invite"
      title="Invite"
      description={`They get an e-mail with a link to join ${organisationName}.`}
    >
      <form noValidate className="flex flex-col gap-4" onSubmit={submit}>
        <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_8.5rem]">
          <div className="grid gap-2">
            <Label htmlFor={emailId}>Email</Label>
            <Input
              id={emailId}
              type="email"
              required
              autoComplete="off"
              placeholder="name@example.com"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-describedby={inviteError ? errorId : undefined}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={roleId}>Role</Label>
            <Select value={role} onValueChange={(value) => setRole(value as OrgRole)}>
              <SelectTrigger id={roleId} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {INVITE_ROLES.map((option) => (
                  <SelectItem key={option} value={option}>
                    {roleLabel(option)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        </div>
        <Button
          type="submit"
          className="self-start"
          disabled={!ready || inviting}
          aria-busy={inviting || undefined}
        >
          {inviting ? <Spinner aria-hidden /> : <SendIcon aria-hidden />}
          Send invitation
        </Button>
        <FieldError id={errorId} alert data-slot="invite-error">
          {inviteError}
        </FieldError>
      </form>
    </Section>
  );
}

/* ------------------------------------------------------------------------------------------------
 * Pending invitations
 * ---------------------------------------------------------------------------------------------- */

function PendingInvitationsCard({
  invitations,
  revokingId,
  onRevoke,
}: {
  invitations: SentInvitation[];
  revokingId: string | null;
  onRevoke: (invitationId: string) => void;
}) {
  return (
    <Section
      slot="pending-invitations"
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
        <ul aria-label="Pending invitations" className="divide-y rounded-md border">
          {invitations.map((invitation) => {
            const revoking = revokingId === invitation.id;
            return (
              <li
                key={invitation.id}
                data-slot="pending-invitation"
                className="flex items-center gap-3 px-3 py-2.5"
              >
                <div className="min-w-0 flex-1 space-y-1">
                  <p className="text-sm font-medium wrap-anywhere">
                    <BreakableEmail email={invitation.email} />
                  </p>
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                    <Badge variant="outline">{roleLabel(invitation.role)}</Badge>
                    <span className="tabular-nums">
                      Expires {formatBillingDate(invitation.expiresAt)}
                    </span>
                  </p>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={revoking}
                  aria-busy={revoking || undefined}
                  aria-label={`Revoke invitation to ${invitation.email}`}
                  onClick={() => onRevoke(invitation.id)}
                >
                  {revoking && <Spinner aria-hidden />}
                  Revoke
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </Section>
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

/* ------------------------------------------------------------------------------------------------
 * Loading
 * ---------------------------------------------------------------------------------------------- */

const SKELETON_ROWS = 5;

function AdminLoading() {
  return (
    <div data-slot="admin-loading" className="space-y-8">
      <p role="status" className="sr-only">
        Loading members...
      </p>
      <Card aria-hidden className="gap-4">
        <CardHeader className="max-sm:px-4">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-4 w-48 max-w-full" />
        </CardHeader>
        <CardContent className="space-y-4 max-sm:px-4">
          <Skeleton className="h-9 w-full max-w-sm" />
          <div className={cn('rounded-md border', foldOnPhones)}>
            <Table>
              <TableHeader>
                <TableRow className="hover:bg-transparent">
                  {['Name', 'Email', 'Role', 'Plan', 'Subscription'].map((title) => (
                    <TableHead key={title}>{title}</TableHead>
                  ))}
                  <TableHead />
                </TableRow>
              </TableHeader>
              <TableBody>
                {Array.from({ length: SKELETON_ROWS }, (_, index) => (
                  <TableRow key={index} className="hover:bg-transparent">
                    <TableCell>
                      <Skeleton className="h-4 w-28" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-4 w-40" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-8 w-32" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-5 w-12" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="h-8 w-22" />
                    </TableCell>
                    <TableCell>
                      <Skeleton className="ml-auto size-8" />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </CardContent>
      </Card>
      <div aria-hidden className="grid items-start gap-6 lg:grid-cols-2">
        {[0, 1].map((card) => (
          <Card key={card} className="gap-4">
            <CardHeader>
              <Skeleton className="h-5 w-36" />
              <Skeleton className="h-4 w-56 max-w-full" />
            </CardHeader>
            <CardContent className="space-y-3">
              <Skeleton className="h-9 w-full" />
              <Skeleton className="h-9 w-36" />
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
