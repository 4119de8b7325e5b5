/** Organisations kept by the local auth adapter (Better Auth's organization plugin tables). */
import { asc, eq } from 'drizzle-orm';
import { toMemberRole } from '@convene/domain/organisations';
import type { Database } from '../../db/index.js';
import { member, organization, user } from '../../db/schema.js';
import type { OrganisationDirectory } from './port.js';

export function localOrganisationDirectory(db: Database): OrganisationDirectory {
  return {
    async members(orgId) {
      const [org] = await db
        .select({ id: organization.id })
        .from(organization)
        .where(eq(organization.id, orgId));
      if (!org) return null;
      const rows = await db
        .select({ userId: member.userId, role: member.role, name: user.name, email: user.email })
        .from(member)
        .innerJoin(user, eq(user.id, member.userId))
        .where(eq(member.organizationId, orgId))
        .orderBy(asc(member.createdAt));
      return rows.map((row) => ({ ...row, role: toMemberRole(row.role) }));
    },
  };
}
