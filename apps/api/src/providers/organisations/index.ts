/** Picks the organisation directory: Clerk's organisations when auth is Clerk, else the local auth's tables. */
import { createClerkClient } from '@clerk/backend';
import type { ChangeChannel } from '../../db/changes.js';
import type { Database } from '../../db/index.js';
import type { Mailer } from '../mail/port.js';
import type { AuthConfig } from '../auth/index.js';
import { clerkOrganisationDirectory } from './clerk.js';
import { localOrganisationDirectory } from './local.js';
import type { OrganisationDirectory } from './port.js';

export type { OrganisationDirectory, OrganisationMember } from './port.js';

export function createOrganisationDirectory(
  auth: AuthConfig,
  db: Database,
  deps: { mailer: Mailer; changes: ChangeChannel },
): OrganisationDirectory {
  return auth.kind === 'clerk'
    ? clerkOrganisationDirectory(
        createClerkClient({ secretKey: auth.secretKey, apiUrl: auth.apiUrl }),
      )
    : localOrganisationDirectory(db, deps);
}
