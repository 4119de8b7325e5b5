/** `GET /org/{orgId}`: an organisation's members with their live plans, for its admins only. */
import { livePlan } from '@convene/domain/plans';
import type { Caller } from '../providers/auth/port.js';
import type { Database } from '../db/index.js';
import type { Schemas } from '../contract/schemas.js';
import { NO_ACCOUNT, readAccounts } from '../users/account.js';
import type { OrganisationDirectory } from '../providers/organisations/port.js';
import { membersForAdmin } from './admin.js';

export async function organisationMembers(
  db: Database,
  directory: OrganisationDirectory,
  caller: Caller,
  orgId: string,
): Promise<Schemas['OrganisationResponse']> {
  const { members } = await membersForAdmin(directory, caller, orgId);
  const accounts = await readAccounts(
    db,
    members.map((m) => m.userId),
  );
  return {
    success: true,
    org: {
      members: members.map((m) => {
        const account = accounts.get(m.userId);
        return {
          memberName: m.name,
          email: m.email,
          role: m.role,
          memberPlan: livePlan(account ?? NO_ACCOUNT),
          memberId: m.userId,
        };
      }),
    },
  };
}
