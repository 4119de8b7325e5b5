/** Organisation roles as the product names them (SPEC section 6). */
export type OrgRole = 'org:admin' | 'org:member';

/**
 * Maps an auth provider's role ('admin', 'owner', 'org:member', or a comma-separated list) onto the
 * product's two roles: owners and admins administer, an admin among several roles wins. Null for none.
 */
export function toOrgRole(role: string | null | undefined): OrgRole | null {
  if (!role) return null;
  const roles = role.split(',').map((r) => r.trim().replace(/^org:/, ''));
  return roles.includes('admin') || roles.includes('owner') ? 'org:admin' : 'org:member';
}

/** The role of someone known to belong (a member, an invitation): a missing role means member. */
export function toMemberRole(role: string | null | undefined): OrgRole {
  return toOrgRole(role) ?? 'org:member';
}
