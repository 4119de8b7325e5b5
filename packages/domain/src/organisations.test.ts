import { describe, expect, it } from 'vitest';
import { toMemberRole, toOrgRole } from './organisations';

describe('toOrgRole', () => {
  it('maps Better Auth and Clerk admin roles (and the creator owner) to org:admin', () => {
    expect(toOrgRole('admin')).toBe('org:admin');
    expect(toOrgRole('owner')).toBe('org:admin');
    expect(toOrgRole('org:admin')).toBe('org:admin');
    expect(toOrgRole('member, admin')).toBe('org:admin');
  });

  it('maps every other role to org:member', () => {
    expect(toOrgRole('member')).toBe('org:member');
    expect(toOrgRole('org:member')).toBe('org:member');
  });

  it('has no role without an organisation', () => {
    expect(toOrgRole(null)).toBeNull();
    expect(toOrgRole(undefined)).toBeNull();
    expect(toOrgRole('')).toBeNull();
  });
});

describe('toMemberRole', () => {
  it('reads a missing role as member', () => {
    expect(toMemberRole(null)).toBe('org:member');
    expect(toMemberRole('owner')).toBe('org:admin');
  });
});
