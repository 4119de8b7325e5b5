/** An organisation's members with their live plans (GET /org/{orgId}). */
import { defineOperations } from '../contract/operations.js';
import type { Database } from '../db/index.js';
import type { OrganisationDirectory } from '../providers/organisations/port.js';
import { organisationMembers } from './members.js';

export interface OrganisationOperationServices {
  db: Database;
  directory: OrganisationDirectory;
}

export function organisationOperations({ db, directory }: OrganisationOperationServices) {
  return defineOperations({
    async getOrganisation({ caller, params }) {
      return {
        status: 200,
        body: await organisationMembers(db, directory, caller, params.orgId),
      };
    },
  });
}
