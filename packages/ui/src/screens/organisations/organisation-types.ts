/** What the organisation screens show, as the web app's containers hand it to them. */
import type { OrgRole } from '@convene/domain/organisations';
import type { PlanId } from '@convene/domain/plans';

/** An invitation the signed-in user received (SPEC section 3: emailAddress, organisation name, role, status). */
export interface ReceivedInvitation {
  id: string;
  emailAddress: string;
  organisationName: string;
  role: OrgRole;
  /** 'pending', 'accepted', 'rejected', 'canceled' or 'expired', as the auth provider says. */
  status: string;
}

/** A row of the admin members table (SPEC section 3: memberName, email, role, memberPlan, memberId). */
export interface AdminMember {
  memberId: string;
  memberName: string;
  email: string;
  role: OrgRole;
  /** The member's live plan. */
  memberPlan: PlanId;
  /** The signed-in admin's own row. */
  isYou: boolean;
}

/** An invitation the organisation sent that is still pending. */
export interface SentInvitation {
  id: string;
  email: string;
  role: OrgRole;
  /** ISO time the invitation stops being valid. */
  expiresAt: string;
}

/** What is in flight on the admin page: each control is disabled while its own request runs. */
export interface AdminBusy {
  inviting: boolean;
  /** The member whose role, removal or seat is being changed. */
  memberId: string | null;
  /** The invitation being revoked. */
  revokingId: string | null;
}
