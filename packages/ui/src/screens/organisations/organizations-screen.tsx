import {
  createContext,
  use,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { CellContext, ColumnDef } from '@tanstack/react-table';
import { CheckIcon, LogInIcon, MailIcon, XIcon } from 'lucide-react';

import { Badge } from '../../components/badge';
import { Button, ButtonLink } from '../../components/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/card';
import { EmptyState } from '../../components/empty-state';
import { Spinner } from '../../components/spinner';
import { actionsColumn, DataTable } from '../../patterns/data-table';
import { ErrorAlert } from '../../patterns/error-alert';
import { Page } from '../../patterns/page-header';
import {
  invitationStatusLabel,
  invitationStatusTone,
  isPendingInvitation,
  roleLabel,
} from './organisation-format';
import type { ReceivedInvitation } from './organisation-types';

// The web app reaches the view types through this module (the package exports screens as .tsx).
export type { ReceivedInvitation };

export const SIGN_IN_TO_VIEW_INVITATIONS = 'Please sign in to view invitations';
export const INVITATIONS_LOAD_ERROR = 'Failed to load invitations.';
export const NO_INVITATIONS = 'No invitations';

export interface OrganizationsScreenProps {
  status: 'signed-out' | 'loading' | 'error' | 'ready';
  invitations: ReceivedInvitation[];
  /** The invitation being accepted or declined; its buttons show a spinner, all are disabled. */
  respondingId: string | null;
  /** From the e-mail link (?invitationId=): that row is highlighted (data attribute) and scrolled into view. */
  highlightedId?: string | null;
  onAccept(id: string): void;
  /** Absent where the auth provider cannot decline from the app (Clerk): no Decline button then. */
  onDecline?: (id: string) => void;
}

/** Organizations (/organizations): the invitations the signed-in user received, to accept or decline. */
export function OrganizationsScreen({ status, ...props }: OrganizationsScreenProps) {
  return (
    <Page
      data-slot="organizations-screen"
      title="Organizations"
      description="Invitations to join a team"
    >
      {status === 'signed-out' ? (
        <EmptyState
          data-slot="organizations-signed-out"
          showImage={false}
          title={SIGN_IN_TO_VIEW_INVITATIONS}
          action={
            <ButtonLink href="/login" variant="outline" icon={<LogInIcon aria-hidden />}>
              Sign in
            </ButtonLink>
          }
        />
      ) : status === 'error' ? (
        <ErrorAlert error={INVITATIONS_LOAD_ERROR} />
      ) : (
        <InvitationsCard>
          <Invitations {...props} loading={status === 'loading'} />
        </InvitationsCard>
      )}
    </Page>
  );
}

function InvitationsCard({ children }: { children: ReactNode }) {
  const titleId = useId();
  return (
    <Card data-slot="invitations" role="region" aria-labelledby={titleId} className="gap-4">
      <CardHeader className="max-sm:px-4">
        <CardTitle>
          <h2 id={titleId}>Invitations</h2>
        </CardTitle>
        <CardDescription>Accept one to join that organization with the role shown.</CardDescription>
      </CardHeader>
      <CardContent className="max-sm:px-4">{children}</CardContent>
    </Card>
  );
}

/* ------------------------------------------------------------------------------------------------
 * The table
 * ---------------------------------------------------------------------------------------------- */

type Response = 'accept' | 'decline';

/** What the row cells need from the screen; the cells are stable components, so they read it here. */
interface InvitationRowState {
  respondingId: string | null;
  highlightedId: string | null;
  /** The button the user pressed last, so only that one spins. */
  pressed: { id: string; response: Response } | null;
  canDecline: boolean;
  respond(id: string, response: Response): void;
}

const InvitationRowContext = createContext<InvitationRowState | null>(null);

function useInvitationRow(): InvitationRowState {
  const state = use(InvitationRowContext);
  if (!state) throw new Error('Invitation cells render inside the invitations table.');
  return state;
}

type InvitationCell = CellContext<ReceivedInvitation, string>;

function EmailCell({ row }: InvitationCell) {
  return <span>{row.original.emailAddress}</span>;
}

function StatusBadge({ status }: { status: string }) {
  return (
    <Badge data-slot="invitation-status" variant={invitationStatusTone(status)}>
      {invitationStatusLabel(status)}
    </Badge>
  );
}

/**
 * The organisation, and the mark of the invitation the e-mail link pointed at. On a phone the e-mail,
 * role and status columns fold in here, so the row fits beside its buttons.
 */
function OrganisationCell({ row }: InvitationCell) {
  const { highlightedId } = useInvitationRow();
  const { id, organisationName, emailAddress, role, status } = row.original;
  const highlighted = id === highlightedId;
  return (
    <div data-highlighted={highlighted || undefined} className="flex flex-col gap-1">
      <span className="font-medium">{organisationName}</span>
      {highlighted && (
        <span className="flex items-center gap-1 text-xs font-medium text-info dark:text-blue-300">
          <MailIcon aria-hidden className="size-3" />
          From your e-mail link
        </span>
      )}
      <span className="text-xs text-muted-foreground sm:hidden">{emailAddress}</span>
      <span className="flex items-center gap-2 text-xs text-muted-foreground sm:hidden">
        {roleLabel(role)}
        <StatusBadge status={status} />
      </span>
    </div>
  );
}

function StatusCell({ row }: InvitationCell) {
  return <StatusBadge status={row.original.status} />;
}

function InvitationActions({ invitation }: { invitation: ReceivedInvitation }) {
  const { respondingId, pressed, canDecline, respond } = useInvitationRow();
  const { id, organisationName, status } = invitation;
  if (!isPendingInvitation(status)) {
    return (
      <span className="text-muted-foreground">
        <span aria-hidden>—</span>
        <span className="sr-only">No action</span>
      </span>
    );
  }
  const responding = respondingId === id;
  // Which button spins: the one pressed, or both when the request did not start here.
  const spins = (response: Response) =>
    responding && (pressed?.id !== id || pressed.response === response);
  return (
    <>
      <Button
        size="sm"
        disabled={respondingId !== null}
        aria-busy={spins('accept') || undefined}
        aria-label={`Accept invitation to ${organisationName}`}
        onClick={() => respond(id, 'accept')}
      >
        {spins('accept') ? <Spinner aria-hidden /> : <CheckIcon aria-hidden />}
        Accept
      </Button>
      {canDecline && (
        <Button
          size="sm"
          variant="outline"
          disabled={respondingId !== null}
          aria-busy={spins('decline') || undefined}
          aria-label={`Decline invitation to ${organisationName}`}
          onClick={() => respond(id, 'decline')}
        >
          {spins('decline') ? <Spinner aria-hidden /> : <XIcon aria-hidden />}
          Decline
        </Button>
      )}
    </>
  );
}

const INVITATION_SEARCH = 'Search by e-mail or organization';

/*
 * Search covers the e-mail and the organisation's name only (SPEC section 2). On a phone the Email,
 * Role and Status columns fold into the Organization cell.
 */
const columns: ColumnDef<ReceivedInvitation, string>[] = [
  {
    id: 'email',
    accessorKey: 'emailAddress',
    header: 'Email',
    cell: EmailCell,
    meta: { foldOnPhone: true, skeleton: 'h-4 w-44' },
  },
  {
    id: 'organization',
    accessorKey: 'organisationName',
    header: 'Organization',
    cell: OrganisationCell,
    meta: { skeleton: 'h-4 w-32' },
  },
  {
    id: 'role',
    accessorFn: (invitation) => roleLabel(invitation.role),
    header: 'Role',
    enableGlobalFilter: false,
    meta: { foldOnPhone: true, skeleton: 'h-4 w-14' },
  },
  {
    id: 'status',
    accessorFn: (invitation) => invitationStatusLabel(invitation.status),
    header: 'Status',
    enableGlobalFilter: false,
    cell: StatusCell,
    meta: { foldOnPhone: true, skeleton: 'h-5 w-18 rounded-md' },
  },
  actionsColumn({
    header: 'Action',
    className: 'max-sm:flex-col',
    skeleton: ['h-8 w-20', 'h-8 w-22'],
    cell: (invitation) => <InvitationActions invitation={invitation} />,
  }),
];

/* The row from the e-mail link: tinted, with an accent on its leading edge (its first visible cell). */
const highlightedRow = [
  '[&_tr:has([data-highlighted])]:bg-info/10',
  'sm:[&_tr:has([data-highlighted])>td:first-child]:shadow-[inset_3px_0_0_var(--color-info)]',
  'max-sm:[&_tr:has([data-highlighted])>td:nth-child(2)]:shadow-[inset_3px_0_0_var(--color-info)]',
].join(' ');

/** The invitations table: skeleton rows while loading, the empty state once there are none. */
function Invitations({
  loading,
  invitations,
  respondingId,
  highlightedId = null,
  onAccept,
  onDecline,
}: Omit<OrganizationsScreenProps, 'status'> & { loading: boolean }) {
  const tableRef = useRef<HTMLDivElement>(null);
  const [pressed, setPressed] = useState<InvitationRowState['pressed']>(null);

  // The invitation from the e-mail link comes first, so it is on the first page whatever the list's length.
  const data = useMemo(() => {
    const highlighted = invitations.filter((invitation) => invitation.id === highlightedId);
    return highlighted.length > 0
      ? [...highlighted, ...invitations.filter((invitation) => invitation.id !== highlightedId)]
      : invitations;
  }, [invitations, highlightedId]);

  const hasInvitations = invitations.length > 0;
  useEffect(() => {
    if (!highlightedId || !hasInvitations) return;
    tableRef.current
      ?.querySelector('[data-highlighted]')
      ?.closest('tr')
      ?.scrollIntoView({ block: 'center' });
  }, [highlightedId, hasInvitations]);

  const rowState = useMemo<InvitationRowState>(
    () => ({
      respondingId,
      highlightedId,
      pressed,
      canDecline: onDecline !== undefined,
      respond(id, response) {
        setPressed({ id, response });
        if (response === 'accept') onAccept(id);
        else onDecline?.(id);
      },
    }),
    [respondingId, highlightedId, pressed, onAccept, onDecline],
  );

  if (!loading && !hasInvitations) {
    return (
      <EmptyState
        picture="invitations"
        title={NO_INVITATIONS}
        description="When a team invites you, the invitation shows here."
      />
    );
  }

  return (
    <InvitationRowContext value={rowState}>
      <div ref={tableRef}>
        <DataTable
          columns={columns}
          data={data}
          label="Invitations"
          searchPlaceholder={INVITATION_SEARCH}
          loading={loading}
          skeletonRows={4}
          className={highlightedRow}
        />
      </div>
    </InvitationRowContext>
  );
}
