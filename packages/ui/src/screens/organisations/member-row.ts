import { createContext, use } from 'react';
import type { OrgRole } from '@convene/domain/organisations';

import type { AdminMember } from './organisation-types';

/** What the admin does to a member; the screen's container sends each to the server. */
export interface MemberActions {
  onChangeRole(memberId: string, role: OrgRole): void;
  /** After the user confirms in a dialog. */
  onRemove(memberId: string): void;
  /** Buy a Teams seat for a member. */
  onSubscribeSeat(memberId: string): void;
  /** After the user confirms in a dialog. */
  onCancelSeat(memberId: string): void;
}

type MemberAction = 'role' | 'seat' | 'remove';

/** What the row cells need from the screen; the cells are stable components, so they read it here. */
export interface MemberRowState {
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

export const MemberRowContext = createContext<MemberRowState | null>(null);

/** The row's state: busy, protected as the last admin, and whether a given control spins. */
export function useMemberRow(member: AdminMember) {
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
