import { describe, expect, it } from 'vitest';

import {
  SIDEBAR_ITEMS,
  canSeeAdmin,
  canSeeOrganizations,
  isSidebarItemActive,
  visibleSidebarItems,
  type SidebarAccess,
} from './sidebar';

const labels = (access: SidebarAccess) => visibleSidebarItems(access).map((item) => item.label);
const item = (label: string) => {
  const found = SIDEBAR_ITEMS.find((candidate) => candidate.label === label);
  if (!found) throw new Error(`No sidebar item ${label}`);
  return found;
};

describe('sidebar visibility (SPEC section 6)', () => {
  it('shows Admin only to an admin of the active organisation', () => {
    expect(
      canSeeAdmin({ plan: 'teams', hasActiveOrganisation: true, organisationRole: 'org:admin' }),
    ).toBe(true);
    expect(
      canSeeAdmin({ plan: 'teams', hasActiveOrganisation: true, organisationRole: 'org:member' }),
    ).toBe(false);
    expect(
      canSeeAdmin({ plan: 'teams', hasActiveOrganisation: false, organisationRole: 'org:admin' }),
    ).toBe(false);
    expect(canSeeAdmin({ plan: 'free', hasActiveOrganisation: false })).toBe(false);
  });

  it('shows Organizations to everyone not on a live teams plan', () => {
    expect(canSeeOrganizations({ plan: 'free', hasActiveOrganisation: false })).toBe(true);
    expect(
      canSeeOrganizations({
        plan: 'pro',
        hasActiveOrganisation: true,
        organisationRole: 'org:admin',
      }),
    ).toBe(true);
    expect(
      canSeeOrganizations({
        plan: 'teams',
        hasActiveOrganisation: true,
        organisationRole: 'org:member',
      }),
    ).toBe(false);
  });

  it('lists the items in SPEC order with Calendar after Meeting Bots (issue 28), then Settings', () => {
    expect(labels({ plan: 'free', hasActiveOrganisation: false })).toEqual([
      'Dashboard',
      'AI Agents',
      'Meeting Bots',
      'Calendar',
      'Workflows',
      'Templates',
      'Billing',
      'Organizations',
      'Settings',
    ]);
    expect(
      labels({ plan: 'teams', hasActiveOrganisation: true, organisationRole: 'org:admin' }),
    ).toEqual([
      'Dashboard',
      'AI Agents',
      'Meeting Bots',
      'Calendar',
      'Workflows',
      'Templates',
      'Billing',
      'Admin',
      'Settings',
    ]);
  });
});

describe('active sidebar item', () => {
  it('matches the route and the routes beneath it', () => {
    expect(isSidebarItemActive(item('AI Agents'), '/agents')).toBe(true);
    expect(isSidebarItemActive(item('AI Agents'), '/agents/create')).toBe(true);
    expect(isSidebarItemActive(item('Meeting Bots'), '/bot/abc123')).toBe(true);
    expect(isSidebarItemActive(item('Workflows'), '/workflows/editor/1')).toBe(true);
    expect(isSidebarItemActive(item('Calendar'), '/calendar')).toBe(true);
    expect(isSidebarItemActive(item('Meeting Bots'), '/calendar')).toBe(false);
  });

  it('does not match a route that merely starts with the same letters', () => {
    expect(isSidebarItemActive(item('Meeting Bots'), '/botanics')).toBe(false);
    expect(isSidebarItemActive(item('Dashboard'), '/agents')).toBe(false);
  });
});
