/**
 * Local auth adapter (embedded default): Better Auth with e-mail and password, bearer tokens and
 * organisations (roles admin and member; the creator is admin). Verification, e-mail change and
 * invitation e-mails go through the mail port. A person changes their own name, e-mail address
 * (once the link sent to the new one is opened) and password through Better Auth's routes.
 */
import { randomUUID } from 'node:crypto';
import { betterAuth, type User } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { bearer, organization } from 'better-auth/plugins';
import { adminAc, memberAc } from 'better-auth/plugins/organization/access';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, eq, gt, inArray, notExists } from 'drizzle-orm';
import { nameProblem } from '@convene/domain/account';
import { toMemberRole } from '@convene/domain/organisations';
import { visibleText } from '@convene/domain/text';
import type { ChangeChannel } from '../../db/changes.js';
import type { Database } from '../../db/index.js';
import { ReadCache } from '../../db/read-cache.js';
import * as schema from '../../db/schema.js';
import { createAuthAttemptLimiter } from '../../rate-limits/auth-attempts.js';
import { DEFAULT_AUTH_ATTEMPT_LIMITS, type AuthAttemptLimits } from '../../rate-limits/config.js';
import { authAttemptGate } from '../../rate-limits/auth-gate.js';
import type { Mailer } from '../mail/port.js';
import { linkOriginFor } from './link-origin.js';
import { invitationMail } from '../mail/invitation-mail.js';
import {
  bearerToken,
  toOrgRole,
  type AuthAccounts,
  type AuthAdapter,
  type Caller,
  type UserRecords,
} from './port.js';

const AUTH_BASE_PATH = '/api/auth';

interface LocalAuthOptions {
  db: Database;
  /** The product's records of users, kept in step with Better Auth's. */
  users: UserRecords;
  /** Better Auth logs on its own; tests keep it quiet with the rest of the server. */
  quiet: boolean;
  mailer: Mailer;
  secret: string;
  appUrl: string;
  /** APP_URL unset: e-mailed links use the origin the request came in on (see AppConfig). */
  linksFollowRequestOrigin?: boolean;
}

/** A reset link is good for an hour, and once. */
const RESET_LINK_LIFETIME_SECONDS = 60 * 60;
/** A verification link (a new account's address, or the new address of an e-mail change) is good for an hour. */
const VERIFICATION_LINK_LIFETIME_SECONDS = 60 * 60;
/** Where the verification link lands; the page says the address is verified. */
export const EMAIL_VERIFIED_PATH = '/dashboard?email-verified=1';

/**
 * An e-mail change waiting for its link to be opened, kept in Better Auth's verification table
 * (the link itself is a signed token Better Auth keeps nowhere) so the settings page and the
 * embedded outbox know the address.
 */
const pendingEmailIdentifier = (userId: string) => `pending-email:${userId}`;

/** Names are kept trimmed; a blank or over-long one is refused, whichever route sets it. */
function checkedName<T extends { name?: unknown }>(data: T): { data: T } {
  if (typeof data.name !== 'string') return { data };
  const problem = nameProblem(data.name);
  if (problem) throw APIError.fromStatus('BAD_REQUEST', { message: problem });
  return { data: { ...data, name: visibleText(data.name) } };
}

export function createLocalAuth({
  db,
  users,
  quiet,
  mailer,
  secret,
  appUrl,
  linksFollowRequestOrigin = false,
}: LocalAuthOptions) {
  const linkOrigin = (request: Request | undefined) =>
    linkOriginFor(appUrl, linksFollowRequestOrigin, request);
  // A new user and a changed name or e-mail alike: the product's row follows Better Auth's.
  const rememberIdentity = async (user: { id: string; name: string; email: string }) => {
    await users.remember({
      userId: user.id,
      authProvider: 'local',
      name: user.name,
      email: user.email,
    });
  };
  const verificationLink = (token: string, request: Request | undefined) => {
    const link = new URL(`${AUTH_BASE_PATH}/verify-email`, linkOrigin(request));
    link.searchParams.set('token', token);
    link.searchParams.set('callbackURL', EMAIL_VERIFIED_PATH);
    return link.toString();
  };
  /**
   * An e-mail change: the link goes to the new address only (opening it proves the address and
   * makes the change), the current address is told, and the change is remembered as pending.
   */
  const sendEmailChange = async (
    user: User,
    currentEmail: string,
    token: string,
    request: Request | undefined,
  ) => {
    const url = verificationLink(token, request);
    await db.transaction(async (tx) => {
      await tx
        .delete(schema.verification)
        .where(eq(schema.verification.identifier, pendingEmailIdentifier(user.id)));
      await tx.insert(schema.verification).values({
        id: randomUUID(),
        identifier: pendingEmailIdentifier(user.id),
        value: user.email.toLowerCase(),
        expiresAt: new Date(Date.now() + VERIFICATION_LINK_LIFETIME_SECONDS * 1000),
      });
    });
    await mailer.send({
      to: user.email,
      subject: 'Confirm your new e-mail address for Convene',
      text: `Hello ${user.name},\n\nOpen this link within an hour to make ${user.email} the e-mail address of your Convene account:\n${url}\n\nUntil then your account keeps ${currentEmail}. If you did not ask for this, ignore this e-mail.\n`,
      url,
    });
    const settings = `${linkOrigin(request)}/settings`;
    await mailer.send({
      to: currentEmail,
      subject: 'Your Convene e-mail address is about to change',
      text: `Hello ${user.name},\n\nSomeone signed in to your Convene account asked to change its e-mail address to ${user.email}. It changes only once the link sent there is opened.\n\nIf this was not you, change your password on your settings page:\n${settings}\n`,
      url: settings,
    });
  };
  return betterAuth({
    appName: 'Convene',
    baseURL: appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    // APP_URL, and the server's own origin however it was reached (localhost, 127.0.0.1, a LAN
    // name): a same-origin page is never a cross-site request.
    trustedOrigins: (request) => [appUrl, request ? new URL(request.url).origin : null],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        organization: schema.organization,
        member: schema.member,
        invitation: schema.invitation,
      },
    }),
    telemetry: { enabled: false },
    // Better Auth skips its origin (CSRF) check under a test runner; the suite tests the real thing.
    advanced: { disableOriginCheck: false },
    logger: { disabled: quiet },
    // The database-backed limits in ../rate-limits gate these routes instead: they hold across processes.
    rateLimit: { enabled: false },
    emailAndPassword: {
      enabled: true,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async sendResetPassword({ user, token }, request) {
        const url = `${linkOrigin(request)}/reset-password?token=${encodeURIComponent(token)}`;
        await mailer.send({
          to: user.email,
          subject: 'Reset your Convene password',
          text: `Hello ${user.name},\n\nChoose a new password for Convene by opening this link within an hour:\n${url}\n\nIf you did not ask for this, ignore this e-mail; your password stays as it is.\n`,
          url,
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_LIFETIME_SECONDS,
      async sendVerificationEmail({ user, token }, request) {
        // Better Auth hands an e-mail change over as the user with the new address.
        const [stored] = await db
          .select({ email: schema.user.email })
          .from(schema.user)
          .where(eq(schema.user.id, user.id));
        if (stored && stored.email !== user.email.toLowerCase())
          return sendEmailChange(user, stored.email, token, request);
        const url = verificationLink(token, request);
        await mailer.send({
          to: user.email,
          subject: 'Verify your e-mail address for Convene',
          text: `Hello ${user.name},\n\nConfirm your e-mail address for Convene by opening this link:\n${url}\n`,
          url,
        });
      },
    },
    user: { changeEmail: { enabled: true } },
    databaseHooks: {
      user: {
        create: { before: async (data) => checkedName(data), after: rememberIdentity },
        update: {
          async before(data) {
            // The address changes only when the link sent to it is opened: it is verified then.
            const checked = checkedName(data);
            return typeof data.email === 'string'
              ? { data: { ...checked.data, emailVerified: true } }
              : checked;
          },
          async after(user) {
            await rememberIdentity(user);
            await db
              .delete(schema.verification)
              .where(
                and(
                  eq(schema.verification.identifier, pendingEmailIdentifier(user.id)),
                  eq(schema.verification.value, user.email),
                ),
              );
          },
        },
      },
    },
    plugins: [
      bearer(),
      organization({
        roles: { admin: adminAc, member: memberAc },
        creatorRole: 'admin',
        allowUserToCreateOrganization: (user) => users.mayCreateOrganisation(user.id),
        async sendInvitationEmail({ id, email, role, organization: org, inviter }, request) {
          await mailer.send(
            invitationMail({
              id,
              email,
              role,
              organisationName: org.name,
              inviterName: inviter.user.name,
              linkOrigin: linkOrigin(request),
            }),
          );
        },
      }),
    ],
  });
}

export type LocalAuth = ReturnType<typeof createLocalAuth>;

/** Better Auth speaks Fetch; this hands it Fastify's request and copies its answer back. */
function mountAuthHandler(
  app: FastifyInstance,
  auth: LocalAuth,
  db: Database,
  attempts: AuthAttemptLimits,
  changes: ChangeChannel,
): void {
  const gate = authAttemptGate(createAuthAttemptLimiter(db, attempts), AUTH_BASE_PATH);
  app.route({
    method: ['GET', 'POST'],
    url: `${AUTH_BASE_PATH}/*`,
    preHandler: gate.preHandler,
    onSend: gate.onSend,
    async handler(request, reply) {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      const headers = new Headers();
      for (const [key, value] of Object.entries(request.headers)) {
        // The body is re-serialised below, so the original length no longer applies.
        if (value !== undefined && key !== 'content-length')
          headers.append(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const hasBody = request.body !== undefined && request.body !== null;
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body: hasBody ? JSON.stringify(request.body) : undefined,
        }),
      );
      // Signing out, a reset or an organisation change may change who a token is: every server
      // process forgets its cached callers before this answer leaves.
      if (request.method !== 'GET' && response.ok) await changes.announce(CALLERS_CHANGED);
      reply.status(response.status);
      for (const [key, value] of response.headers) {
        if (key !== 'set-cookie') reply.header(key, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? await response.text() : null);
    },
  });
}

/** Announced when who a token is may have changed; every process then forgets its cached callers. */
export const CALLERS_CHANGED = 'callers';

/** The caller's role in the organisation, or null when they are not one of its members. */
async function findMembership(
  db: Database,
  orgId: string,
  userId: string,
): Promise<{ role: string } | null> {
  const [row] = await db
    .select({ role: schema.member.role })
    .from(schema.member)
    .where(and(eq(schema.member.organizationId, orgId), eq(schema.member.userId, userId)));
  return row ?? null;
}

export function localAuthAdapter(
  auth: LocalAuth,
  db: Database,
  changes: ChangeChannel,
  attempts: AuthAttemptLimits = DEFAULT_AUTH_ATTEMPT_LIMITS,
): AuthAdapter {
  // Unknown tokens are not kept: a stranger's guesses must not push out real callers.
  const callers = new ReadCache<Caller | null>({ keep: (caller) => caller !== null });
  changes.listen(CALLERS_CHANGED, () => callers.forgetAll());

  async function lookUpCaller(token: string): Promise<Caller | null> {
    // Only the bearer token counts for API calls: a session cookie alone must not authorise them.
    const session = await auth.api.getSession({
      headers: new Headers({ authorization: `Bearer ${token}` }),
    });
    if (!session) return null;
    const userId = session.user.id;
    const activeOrgId = session.session.activeOrganizationId ?? null;
    const membership = activeOrgId ? await findMembership(db, activeOrgId, userId) : null;
    return {
      userId,
      orgId: membership ? activeOrgId : null,
      orgRole: membership ? toOrgRole(membership.role) : null,
    };
  }

  return {
    resolveCaller(request: FastifyRequest): Caller | null | Promise<Caller | null> {
      const token = bearerToken(request);
      return token ? callers.get(token, () => lookUpCaller(token)) : null;
    },
    registerRoutes(app) {
      mountAuthHandler(app, auth, db, attempts, changes);
    },
  };
}

/** The local accounts as the product asks about them; Better Auth's tables are in the same database. */
export function localAuthAccounts(db: Database, changes: ChangeChannel): AuthAccounts {
  return {
    async pendingEmail(userId) {
      const [row] = await db
        .select({ email: schema.verification.value })
        .from(schema.verification)
        .where(
          and(
            eq(schema.verification.identifier, pendingEmailIdentifier(userId)),
            gt(schema.verification.expiresAt, new Date()),
          ),
        );
      return row?.email ?? null;
    },

    async memberships(userId) {
      const rows = await db
        .select({
          orgId: schema.member.organizationId,
          organisationName: schema.organization.name,
          role: schema.member.role,
        })
        .from(schema.member)
        .innerJoin(schema.organization, eq(schema.organization.id, schema.member.organizationId))
        .where(eq(schema.member.userId, userId));
      return rows.map((row) => ({ ...row, role: toMemberRole(row.role) }));
    },

    async deleteUser(userId, eraseProductData) {
      await db.transaction(async (tx) => {
        await eraseProductData(tx);
        const joined = await tx
          .select({ orgId: schema.member.organizationId })
          .from(schema.member)
          .where(eq(schema.member.userId, userId));
        await tx
          .delete(schema.verification)
          .where(eq(schema.verification.identifier, pendingEmailIdentifier(userId)));
        // Sessions, sign-in accounts, memberships and invitations sent go with the user (cascade).
        await tx.delete(schema.user).where(eq(schema.user.id, userId));
        // An organisation with nobody left in it could never be reached again.
        const orgIds = joined.map((row) => row.orgId);
        if (orgIds.length > 0)
          await tx
            .delete(schema.organization)
            .where(
              and(
                inArray(schema.organization.id, orgIds),
                notExists(
                  tx
                    .select({ id: schema.member.id })
                    .from(schema.member)
                    .where(eq(schema.member.organizationId, schema.organization.id)),
                ),
              ),
            );
      });
      // Every server process forgets the callers it cached, so the user's tokens stop at once.
      await changes.announce(CALLERS_CHANGED);
    },
  };
}
