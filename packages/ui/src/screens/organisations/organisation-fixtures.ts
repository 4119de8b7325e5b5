/** The organisation stories' people and invitations. */
import { fn } from 'storybook/test';
import type { PlanId } from '@convene/domain/plans';

import type { AdminBusy, AdminMember, AdminScreenProps, SentInvitation } from './admin-screen';

export const ORGANISATION = 'Acme Research';

const member = (
  memberId: string,
  memberName: string,
  role: AdminMember['role'],
  memberPlan: PlanId,
  isYou = false,
): AdminMember => ({
  memberId,
  memberName,
  email: `${memberName.toLowerCase().replace(' ', '.')}@acme.test`,
  role,
  memberPlan,
  isYou,
});

/** A small team: two admins (so neither is the last), a seated member, a free one, a Pro one. */
export const team: AdminMember[] = [
  member('m_asha', 'Asha Iyer', 'org:admin', 'teams', true),
  member('m_bina', 'Bina Rao', 'org:member', 'teams'),
  member('m_chen', 'Chen Wei', 'org:member', 'free'),
  member('m_dara', 'Dara Okafor', 'org:member', 'pro'),
  member('m_elif', 'Elif Demir', 'org:admin', 'teams'),
];

const NAMES = [
  'Asha Iyer',
  'Bina Rao',
  'Chen Wei',
  'Dara Okafor',
  'Elif Demir',
  'Farah Khan',
  'Gabriel Silva',
  'Hana Sato',
  'Ivan Petrov',
  'Jaya Nair',
  'Kofi Mensah',
  'Lena Fischer',
  'Mateo Rossi',
  'Nadia Haddad',
  'Omar Said',
  'Priya Sharma',
  'Quinn Walsh',
  'Ravi Menon',
  'Sofia Costa',
  'Tariq Aziz',
  'Uma Pillai',
  'Victor Lind',
  'Wen Zhou',
  'Yara Nasser',
  'Zoe Martin',
];

/** 25 people: three pages at the default page size of 10. */
export const twentyFive: AdminMember[] = NAMES.map((name, index) =>
  member(
    `m_${String(index + 1).padStart(2, '0')}`,
    name,
    index === 0 || index === 12 ? 'org:admin' : 'org:member',
    index % 3 === 0 ? 'teams' : index % 4 === 1 ? 'pro' : 'free',
    index === 0,
  ),
);

export const sent: SentInvitation[] = [
  {
    id: 'inv_kofi',
    email: 'kofi.mensah@acme.test',
    role: 'org:member',
    expiresAt: '2026-12-04T09:00:00.000Z',
  },
  {
    id: 'inv_lena',
    email: 'lena.fischer@partner.example',
    role: 'org:admin',
    expiresAt: '2026-12-10T18:45:00.000Z',
  },
];

export const idle: AdminBusy = { inviting: false, memberId: null, revokingId: null };

/** The team with one admin left: Elif is a member on Free. */
export const soleAdmin = team.map((person) =>
  person.memberId === 'm_elif'
    ? { ...person, role: 'org:member' as const, memberPlan: 'free' as const }
    : person,
);

/** The admin screen of a small team with two invitations out, nothing in flight. */
export const adminScreenArgs = {
  status: 'ready',
  organisationName: ORGANISATION,
  members: team,
  invitations: sent,
  busy: idle,
  inviteError: null,
  onInvite: fn(),
  onRevoke: fn(),
  onChangeRole: fn(),
  onRemove: fn(),
  onSubscribeSeat: fn(),
  onCancelSeat: fn(),
} satisfies AdminScreenProps;
