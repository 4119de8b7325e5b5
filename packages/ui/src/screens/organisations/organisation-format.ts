/** How the organisation screens write roles, plans and invitation states. */
import type { OrgRole } from '@convene/domain/organisations';
import type { PlanId } from '@convene/domain/plans';

/** SPEC section 6: org:admin reads 'Admin', org:member 'Member'. */
export const ROLE_LABELS: Readonly<Record<OrgRole, string>> = {
  'org:admin': 'Admin',
  'org:member': 'Member',
};

export const ORG_ROLES: readonly OrgRole[] = ['org:admin', 'org:member'];

export function roleLabel(role: OrgRole): string {
  return ROLE_LABELS[role];
}

/** An invitation's status as the table shows it: upper case ('PENDING'). */
export function invitationStatusLabel(status: string): string {
  return status.trim().toUpperCase() || 'UNKNOWN';
}

export function isPendingInvitation(status: string): boolean {
  return status.trim().toLowerCase() === 'pending';
}

export type StatusTone = 'info' | 'success' | 'secondary' | 'outline';

/** Pending waits on the user (blue), accepted is done (green), the rest are over (grey). */
export function invitationStatusTone(status: string): StatusTone {
  switch (status.trim().toLowerCase()) {
    case 'pending':
      return 'info';
    case 'accepted':
      return 'success';
    case 'rejected':
    case 'revoked':
    case 'canceled':
    case 'cancelled':
      return 'outline';
    default:
      return 'secondary';
  }
}

/** Plan badges: Pro info-blue (as on Billing), Teams success-green, Free secondary. */
export const PLAN_TONES: Readonly<Record<PlanId, 'info' | 'success' | 'secondary'>> = {
  free: 'secondary',
  pro: 'info',
  teams: 'success',
};
