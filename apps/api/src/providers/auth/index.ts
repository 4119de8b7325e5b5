/** Picks the auth adapter: Clerk when CLERK_SECRET_KEY is set, else local accounts kept in the database. */
import { createClerkClient } from '@clerk/backend';
import type { ChangeChannel } from '../../db/changes.js';
import type { Database } from '../../db/index.js';
import type { AuthAttemptLimits } from '../../rate-limits/config.js';
import type { Mailer } from '../mail/port.js';
import { clerkAuthAccounts, clerkAuthAdapter } from './clerk.js';
import type { AuthConfig } from './config.js';
import { createLocalAuth, localAuthAccounts, localAuthAdapter } from './local.js';
import type { AuthAccounts, AuthAdapter, UserRecords } from './port.js';

export type {
  AccountMembership,
  AuthAccounts,
  AuthAdapter,
  AuthProvider,
  Caller,
  OrgRole,
  UserIdentity,
  UserRecords,
} from './port.js';

export type { AuthConfig } from './config.js';

/** What the local adapter needs besides its secret: where links point, and its attempt limits. */
export interface LocalAuthSettings {
  appUrl: string;
  linksFollowRequestOrigin: boolean;
  attempts: AuthAttemptLimits;
  /** Better Auth logs on its own; a silent server keeps it quiet too. */
  quiet: boolean;
}

export interface AuthDependencies {
  db: Database;
  changes: ChangeChannel;
  mailer: Mailer;
  users: UserRecords;
}

export function createAuth(
  config: AuthConfig,
  settings: LocalAuthSettings,
  { db, changes, mailer, users }: AuthDependencies,
): AuthAdapter {
  if (config.kind === 'clerk') {
    const clerk = createClerkClient({ secretKey: config.secretKey, apiUrl: config.apiUrl });
    return clerkAuthAdapter(config, users, clerk);
  }
  const auth = createLocalAuth({
    db,
    users,
    mailer,
    quiet: settings.quiet,
    secret: config.secret,
    appUrl: settings.appUrl,
    linksFollowRequestOrigin: settings.linksFollowRequestOrigin,
  });
  return localAuthAdapter(auth, db, changes, settings.attempts);
}

/** A person's own account at the configured auth provider (the Settings page's changes and deletion). */
export function createAuthAccounts(
  config: AuthConfig,
  { db, changes }: Pick<AuthDependencies, 'db' | 'changes'>,
): AuthAccounts {
  if (config.kind === 'clerk')
    return clerkAuthAccounts(
      db,
      createClerkClient({ secretKey: config.secretKey, apiUrl: config.apiUrl }),
    );
  return localAuthAccounts(db, changes);
}
